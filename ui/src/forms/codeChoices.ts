/**
 * How a code list's choice reads, everywhere a code list is offered (issue 27): the name in the UI
 * language alone ("Deutschland", "Stunde", "Rechnung"), and the code beside it only where codes are
 * wanted, in the editor's advanced mode ("DE – Deutschland"). Two entries of one name keep their
 * code in brackets so that they can be told apart ("Ball (XAL)"). An entry without a name of its
 * own (the list's placeholder: "ICD 0003", "Schema 0147") is offered with codes only: without its
 * code there is nothing to choose it by. The stored value is always the code.
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

/** Whether the entry's name is only its code, or the list's placeholder around it ("ICD 0003"). */
export const isUnnamed = (code: string, name: string): boolean =>
  !name || name === code || name.endsWith(` ${code}`);

/** The choices' labels from their names (the `label` of each given entry); the empty choice stays empty. */
export function codeChoices(named: readonly Option[], withCode: boolean): Option[] {
  const shown = withCode ? named : named.filter((e) => !e.value || !isUnnamed(e.value, e.label));
  const count = new Map<string, number>();
  for (const e of shown) if (e.value) count.set(e.label, (count.get(e.label) ?? 0) + 1);
  return shown.map((e) => ({
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
