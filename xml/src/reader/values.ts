/**
 * The value builders of the import: each returns a property or nothing, so a group is a list of
 * calls and an absent element contributes nothing (absent → absent property, never null).
 * - `s` text as written (the first node's string value; an empty element is "");
 * - `c` a code, identifier or date: white space collapsed (XSD token);
 * - `n` a number: a JSON number when the text is a decimal, else the text; an amount written with
 *   more than two fraction digits stays the written decimal string ("12.600"), because the rules
 *   count decimals as written (BR-DEC-*);
 * - `d` a CII date: format 102 (yyyyMMdd) → yyyy-mm-dd, anything else kept as written;
 * - `o` a group, present when it holds something or when its XML element is there though empty
 *   (marked PRESENT: the schematron's `exists()` sees the element); `a` a list of groups that hold
 *   something or are so marked (`of`: the group of an element that is there).
 */
import { type Attr, type El, normalize, str } from './tree';

export type Node = El | Attr | undefined;
export type Entry = [string, unknown] | undefined;
export type Group = Record<string, unknown>;

const textOf = (node: El | Attr): string => ('value' in node ? node.value : str(node));

export function s(key: string, node: Node): Entry {
  return node ? [key, textOf(node)] : undefined;
}

export function c(key: string, node: Node): Entry {
  return node ? [key, normalize(textOf(node))] : undefined;
}

const decimal = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;
const isAmount = (key: string) => key.toLowerCase().includes('amount') || key.startsWith('Sum_of_');

/** A decimal text without sign, leading zeros and trailing fraction zeros ('' for zero). */
const digitsOf = (v: string) => {
  const [whole, fraction = ''] = v.replace(/^[+-]/, '').split('.');
  return `${whole.replace(/^0+/, '')}.${fraction.replace(/0+$/, '')}`.replace(/^\.$/, '');
};

/**
 * Whether a number read from `v` holds its value exactly, as xs:decimal does: always for up to 15
 * significant digits; a longer text only when the number's shortest form is the same decimal
 * (`10.0000000000000000001` is not 10).
 */
function exactAsNumber(v: string, num: number): boolean {
  const digits = v.replace(/[^0-9]/g, '').replace(/^0+/, '');
  if (digits.length <= 15) return true;
  const sign = (t: string) => (t.startsWith('-') && digitsOf(t) !== '' ? '-' : '');
  const text = String(num);
  return !text.includes('e') && sign(v) + digitsOf(v) === sign(text) + digitsOf(text);
}

export function n(key: string, node: Node): Entry {
  if (!node) return undefined;
  const v = normalize(textOf(node));
  if (!decimal.test(v)) return [key, v];
  if (isAmount(key) && /\.[0-9]{3,}$/.test(v)) return [key, v];
  const num = Number(v);
  // a value a double cannot hold stays its text (the rules read it as a decimal)
  if (!exactAsNumber(v, num)) return [key, v];
  return [key, num === 0 ? 0 : num];
}

export function d(key: string, el: El | undefined): Entry {
  if (!el) return undefined;
  const v = normalize(str(el));
  const format = el.attrs.find((a) => a.name === 'format');
  if ((!format || format.value === '102') && /^[0-9]{8}$/.test(v))
    return [key, `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`];
  return [key, v];
}

type Entries = (Entry | Entries)[];

/**
 * The mark of @xr/rules (`EMPTY_TEXTS`, a registered symbol: JSON never carries it) on a group: the
 * keys of its texts read from elements that are there though empty or blank (`<cbc:Note/>` → `""`), which the
 * rules' `present` counts as there (XPath `exists()`) and `exists` does not (`normalize-space`).
 */
const EMPTY_TEXTS = Symbol.for('xr.rules.emptyTexts');

function markEmptyText(out: Group, key: string): void {
  const marks = out as Record<symbol, Set<string> | undefined>;
  if (!marks[EMPTY_TEXTS]) marks[EMPTY_TEXTS] = new Set();
  marks[EMPTY_TEXTS].add(key);
}

function collect(entries: Entries, out: Group): void {
  for (const e of entries) {
    if (e === undefined) continue;
    if (typeof e[0] === 'string') {
      const [key, value] = e as [string, unknown];
      // the first of two entries with one key wins (as map:merge does)
      if (key in out) continue;
      out[key] = value;
      if (typeof value === 'string' && /^[ \t\r\n]*$/.test(value)) markEmptyText(out, key);
    } else collect(e as Entries, out);
  }
}

/** The entries that are there (lists of entries nested at any depth), as an object. */
export function group(entries: Entries): Group {
  const out: Group = {};
  collect(entries, out);
  return out;
}

/**
 * The mark of @xr/rules (`PRESENT`, a registered symbol: JSON never carries it) on a group whose
 * element is there though it holds nothing, so the rules see it as the schematron sees the element.
 */
const PRESENT = Symbol.for('xr.rules.present');
const marked = (g: Group) => (g as Record<symbol, unknown>)[PRESENT] === true;

/**
 * The group of an element: marked as there when the element is there, so a group of texts that are
 * all empty (`<cac:AdditionalDocumentReference><cbc:ID/></…>`) is still a context of its rules.
 */
export function of(el: El | undefined, entries: Entries): Group {
  const g = group(entries);
  if (el) (g as Record<symbol, unknown>)[PRESENT] = true;
  return g;
}

/** A group under `key`: when it holds something, or when its element `el` is there. */
export function o(key: string, entries: Entries, el?: El): Entry {
  const g = of(el, entries);
  for (const _ in g) return [key, g];
  return marked(g) ? [key, g] : undefined;
}

export function a(key: string, items: Group[]): Entry {
  const kept = items.filter((g) => marked(g) || Object.keys(g).length > 0);
  return kept.length > 0 ? [key, kept] : undefined;
}

/** A `{ Content, Scheme_identifier }` wrapper. */
export function w(key: string, node: El | undefined, scheme: Node): Entry {
  return o(key, [s('Content', node), c('Scheme_identifier', scheme)]);
}
