/**
 * Units of measure (UN/ECE Recommendation 20/21, BT-130 and BT-150) for the unit picker: the 20
 * units most used on invoices first (the head of UNECE_REC20_COMMON), then every other unit
 * sorted by its name in the locale. `matchUnits` finds units by code or by name as the user types
 * (in easy mode too, where the picker shows names only: "HUR" finds "Stunde").
 */
import { codelist } from '@xr/codelists';
import { codeChoiceLabel } from '../../forms/codeChoices';
import type { UiLocale } from '../format/numbers';

export interface UnitChoice {
  /** The Rec 20 code (BT-130). */
  value: string;
  /** The unit's name in the locale. */
  name: string;
  /** What the picker shows in advanced mode: "H87 – Stück". */
  label: string;
  /** What it shows in easy mode: "Stück"; a name two units share with the code, "Ball (XAL)". */
  plain: string;
}

/** How many units of UNECE_REC20_COMMON come first, in its order. */
export const MOST_USED_UNITS = 20;

const cache = new Map<UiLocale, UnitChoice[]>();

export function unitChoices(locale: UiLocale): UnitChoice[] {
  const hit = cache.get(locale);
  if (hit) return hit;
  const nameOf = new Map(codelist('UNECE_REC20').map((e) => [e.code, e[locale] || e.de]));
  const uses = new Map<string, number>();
  for (const name of nameOf.values()) uses.set(name, (uses.get(name) ?? 0) + 1);
  const choice = (code: string, name: string): UnitChoice => ({
    value: code,
    name,
    label: codeChoiceLabel(code, name, true),
    plain: codeChoiceLabel(code, name, false, (uses.get(name) ?? 0) > 1),
  });
  const first = codelist('UNECE_REC20_COMMON')
    .slice(0, MOST_USED_UNITS)
    .map((e) => choice(e.code, nameOf.get(e.code) ?? e[locale]));
  const firstCodes = new Set(first.map((c) => c.value));
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const rest = codelist('UNECE_REC20')
    .filter((e) => !firstCodes.has(e.code))
    .map((e) => choice(e.code, e[locale] || e.de))
    .sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.value, b.value));
  const all = [...first, ...rest];
  cache.set(locale, all);
  return all;
}

const fold = (s: string) =>
  s
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The units whose code or name matches the typed text, best first: the exact code, then codes
 * starting with the text, then names starting with it, then names containing it; within each
 * group the picker's order (most used first). An empty text gives the list from its start.
 */
export function matchUnits(text: string, locale: UiLocale, limit = 50): UnitChoice[] {
  const all = unitChoices(locale);
  const q = fold(text.trim());
  if (q === '') return all.slice(0, limit);
  const groups: UnitChoice[][] = [[], [], [], []];
  for (const c of all) {
    const code = c.value.toLowerCase();
    const name = fold(c.name);
    if (code === q) groups[0].push(c);
    else if (code.startsWith(q)) groups[1].push(c);
    else if (name.startsWith(q)) groups[2].push(c);
    else if (name.includes(q)) groups[3].push(c);
  }
  return groups.flat().slice(0, limit);
}

/** The unit's name alone ("Stunde"), as the preview and the PDF print it; an unknown code as it is. */
export function unitName(code: string | undefined, locale: UiLocale): string {
  if (!code) return '';
  return unitChoices(locale).find((c) => c.value === code)?.name ?? code;
}

/**
 * The picker's text for a code: "KGM – Kilogramm" with the code (advanced mode), "Kilogramm"
 * without; the bare code when it is not a unit.
 */
export function unitLabel(code: string | undefined, locale: UiLocale, withCode: boolean): string {
  if (!code) return '';
  const unit = unitChoices(locale).find((c) => c.value === code);
  return (withCode ? unit?.label : unit?.plain) ?? code;
}
