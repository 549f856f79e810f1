import { isDec, isDecimalText, toDec } from './decimal';
import { ID_KEY } from './path';

const MAX_DEPTH = 64;

/** XML white space only (as XPath `normalize-space(.) = ''` sees it); the first test keeps it cheap. */
const blank = (s: string) => s.charCodeAt(0) <= 32 && /^[ \t\r\n]*$/.test(s);

/**
 * The mark of a group whose XML element is there though it holds nothing (`<cac:PostalAddress/>`):
 * the import sets it (a symbol key: JSON never carries it), and such a group exists as the
 * schematron's `exists()` sees the element. Groups of the editor carry no mark.
 */
export const PRESENT: unique symbol = Symbol.for('xr.rules.present');

/**
 * The mark of a group holding texts the import read from elements that are there though empty
 * (`<cbc:Note/>`): the set of their keys (a symbol key: JSON never carries it). Such a text is `""`
 * for `exists` (XPath `normalize-space(.) != ''`) but there for `present` (XPath `exists()`).
 */
export const EMPTY_TEXTS: unique symbol = Symbol.for('xr.rules.emptyTexts');

/** True when `key` of `group` is a text whose XML element is there though empty (see EMPTY_TEXTS). */
export function isEmptyText(group: unknown, key: string | number | null | undefined): boolean {
  if (group === null || typeof group !== 'object' || typeof key !== 'string') return false;
  const keys = (group as Record<symbol, unknown>)[EMPTY_TEXTS];
  return keys instanceof Set && keys.has(key);
}

/** The group marked as there (see PRESENT). */
export function markPresent<T extends object>(group: T): T {
  (group as Record<symbol, unknown>)[PRESENT] = true;
  return group;
}

/**
 * Empty: null, `""` or a text of white space only, `[]`, or an object whose values (other than `id`)
 * are all empty and that is not marked PRESENT.
 */
export function isEmpty(value: unknown, depth = 0): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'string') return blank(value);
  if (typeof value !== 'object' || isDec(value) || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isEmpty(item, depth + 1));
  if ((value as Record<symbol, unknown>)[PRESENT] === true) return false;
  const o = value as Record<string, unknown>;
  for (const k in o) if (k !== ID_KEY && Object.hasOwn(o, k) && !isEmpty(o[k], depth + 1)) return false;
  return true;
}

/** Truth of a value in `when`, `test` and logic: null, false, "", 0 and [] are false. */
export function truthy(value: unknown): boolean {
  if (value === true) return true;
  if (value === null || value === undefined || value === false || value === '' || value === 0) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isDec(value)) return !value.isZero();
  return true;
}

function isNumeric(value: unknown): boolean {
  return typeof value === 'number' || isDec(value);
}

/** Equality: numbers (and decimal texts against numbers) as decimals, strings exactly, lists item by item. */
export function equal(a: unknown, b: unknown): boolean {
  // fast paths: two JSON numbers are decimal-equal exactly when they are the same double
  const ta = typeof a;
  const tb = typeof b;
  if (ta === tb && (ta === 'number' || ta === 'string' || ta === 'boolean')) return a === b;
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === null || b === null) return a === b;
  if ((ta === 'string' && !isDecimalText(a as string)) || (tb === 'string' && !isDecimalText(b as string)))
    return false;
  if (isNumeric(a) || isNumeric(b)) {
    const x = toDec(a);
    const y = toDec(b);
    return x !== null && y !== null && x.eq(y);
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** Order: -1, 0, 1, or null when the two cannot be compared (then every comparison is false). */
export function compare(a: unknown, b: unknown): number | null {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  if (typeof a === 'number' && typeof b === 'number') {
    if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (isNumeric(a) || isNumeric(b)) {
    const x = toDec(a);
    const y = toDec(b);
    return x === null || y === null ? null : x.comparedTo(y);
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return null;
}

/** A value as text (numbers in plain decimal notation); null for lists and objects. */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) {
    // decimal.js reads a number from this very text, and prints it back the same unless it has an exponent
    const text = String(value);
    if (!text.includes('e')) return text;
  }
  if (typeof value === 'number' || isDec(value)) return toDec(value)?.toString() ?? null;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** A value as a list: lists stay, null is empty, anything else is a list of one. */
export function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined) return [];
  return [value];
}
