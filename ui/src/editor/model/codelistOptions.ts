/**
 * Code list choices for selects, from `@xr/codelists`: sorted by label with the empty choice
 * first. The label shows the code too ("EUR – Euro") so that a known code is easy to find.
 */
import * as codelists from '@xr/codelists';

export interface Choice {
  value: string;
  label: string;
}

const cache = new Map<string, Choice[]>();

type Entry = { code?: string; value?: string; label?: string; de?: string; en?: string };

export function codelistChoices(name: string, locale: 'de' | 'en'): Choice[] {
  const key = `${name}:${locale}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const raw = (codelists.options(name as never, locale) as unknown as Entry[]) ?? [];
  const choices = raw.map((e) => {
    const value = String(e.value ?? e.code ?? '');
    const text = e.label ?? e[locale] ?? e.de ?? value;
    return { value, label: value === '' ? '' : text && text !== value ? `${value} – ${text}` : value };
  });
  if (choices[0]?.value !== '') choices.unshift({ value: '', label: '' });
  cache.set(key, choices);
  return choices;
}
