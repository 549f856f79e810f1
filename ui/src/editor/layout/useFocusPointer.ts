/**
 * After a link from the validate screen, bring the finding's field into view and focus it. rjsf
 * ids end with the field's path joined by "_", so the longest matching pointer suffix wins; a
 * pointer at a group focuses its first field.
 */
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { splitPointer } from '../model/errorSchema';
import { focusPointerAtom } from '../state/atoms';

export function focusField(pointer: string): boolean {
  const segments = splitPointer(pointer);
  const fields = Array.from(document.querySelectorAll<HTMLElement>('input[id], select[id], textarea[id]'));
  for (let start = 0; start < segments.length; start++) {
    const suffix = `_${segments.slice(start).join('_')}`;
    // the field itself, or the first field inside the group the finding points at
    const el = fields.find((f) => f.id.endsWith(suffix)) ?? fields.find((f) => f.id.includes(`${suffix}_`));
    if (el) {
      el.scrollIntoView({ block: 'center' });
      el.focus();
      return true;
    }
  }
  return false;
}

export function useFocusPointer(): void {
  const [pointer, setPointer] = useAtom(focusPointerAtom);
  useEffect(() => {
    if (!pointer) return;
    const timer = setTimeout(() => {
      focusField(pointer);
      setPointer(null);
    }, 150);
    return () => clearTimeout(timer);
  }, [pointer, setPointer]);
}
