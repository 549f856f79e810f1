/**
 * After a link from the validate screen, bring the finding's field into view and focus it. rjsf
 * ids end with the field's path joined by "_", so the longest matching pointer suffix wins.
 */
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { splitPointer } from '../model/errorSchema';
import { focusPointerAtom } from '../state/atoms';

export function focusField(pointer: string): boolean {
  const segments = splitPointer(pointer);
  for (let start = 0; start < segments.length; start++) {
    const suffix = segments.slice(start).join('_');
    const el = document.querySelector<HTMLElement>(`[id$="_${CSS.escape(suffix)}"]`);
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
