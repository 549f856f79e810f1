/**
 * Text of the generated XML written by TypeScript (the invoice lines, see lines.ts): escaping as
 * the stylesheets' serializer does it, and the stylesheets' number pictures with the same decimal
 * rounding (format-number in SaxonJS rounds half away from zero).
 */
import Decimal from 'decimal.js';

/** A model value as the stylesheets' `{…}` templates render it (numbers as XPath doubles). */
export function str(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return doubleString(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return v.map(str).join(' ');
  if (v === undefined) return '';
  throw new TypeError(`FOTY0013: a map has no text value (${JSON.stringify(v).slice(0, 60)})`);
}

/** XPath's string of an xs:double: plain between 1e-6 and 1e6, scientific (1.0E6) outside. */
function doubleString(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'INF' : '-INF';
  const a = Math.abs(n);
  if (a === 0 || (a >= 1e-6 && a < 1e6)) return String(n);
  const [mantissa, exponent] = n.toExponential().split('e');
  const m = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
  return `${m}E${Number(exponent)}`;
}

export function escapeText(s: string): string {
  return /[&<>\r]/.test(s)
    ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;')
    : s;
}

export function escapeAttribute(s: string): string {
  return /[&<>"\r\n\t]/.test(s)
    ? s
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&#34;')
        .replace(/\r/g, '&#13;')
        .replace(/\n/g, '&#10;')
        .replace(/\t/g, '&#9;')
    : s;
}

/** `xs:decimal(v)`: a JSON number or numeric text as an exact decimal. */
export function decimal(v: unknown): Decimal {
  if (typeof v === 'number') return new Decimal(String(v));
  return new Decimal(str(v).trim());
}

function picture(v: unknown, min: number, max: number): string {
  const d = (v instanceof Decimal ? v : decimal(v)).toDecimalPlaces(max, Decimal.ROUND_HALF_UP);
  const dp = Math.max(min, d.decimalPlaces());
  return d.toFixed(dp);
}

/** format-number(xs:decimal(v), '0.00'): amounts. */
export const amt = (v: unknown): string => picture(v, 2, 2);
/** format-number(xs:decimal(v), '0.00#######'): unit prices. */
export const price = (v: unknown): string => picture(v, 2, 9);
/** format-number(xs:decimal(v), '0.#########'): quantities, percentages, rates. */
export const num = (v: unknown): string => picture(v, 0, 9);
