/**
 * How a code list's choice reads, everywhere a code list is offered (issue 27): the name in the UI
 * language alone ("Deutschland", "Stunde", "Rechnung"), and the code beside it only where codes are
 * wanted, in the editor's advanced mode ("DE – Deutschland"). Two entries of one name keep their
 * code in brackets so that they can be told apart ("Ball (XAL)"); an entry without a name of its own
 * shows its code. The stored value is always the code.
 */
import { type CodelistName, options } from '@xr/codelists';
import type { Locale } from '../state/app';
import type { Option } from './fields';

/** One choice's label from its name; `shared` when another entry of the list has the same name. */
export function codeChoiceLabel(code: string, name: string, withCode: boolean, shared = false): string {
  if (!code) return '';
  if (!name || name === code) return code;
  if (withCode) return `${code} – ${name}`;
  return shared ? `${name} (${code})` : name;
}

/** The choices' labels from their names (the `label` of each given entry); the empty choice stays empty. */
export function codeChoices(named: readonly Option[], withCode: boolean): Option[] {
  const count = new Map<string, number>();
  for (const e of named) if (e.value) count.set(e.label, (count.get(e.label) ?? 0) + 1);
  return named.map((e) => ({
    value: e.value,
    label: codeChoiceLabel(e.value, e.label, withCode, (count.get(e.label) ?? 0) > 1),
  }));
}

const cache = new Map<string, Option[]>();

/** A code list's choices sorted by name in the locale, the empty choice first. */
export function codeListOptions(name: CodelistName, locale: Locale, withCode = false): Option[] {
  const key = `${name}:${locale}:${withCode}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = codeChoices(options(name, locale), withCode);
    cache.set(key, hit);
  }
  return hit;
}
