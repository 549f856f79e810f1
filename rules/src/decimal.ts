import { Decimal } from 'decimal.js';

/**
 * The one decimal constructor of the rules package: 40 significant digits, rounding half-up
 * (away from zero on a tie), as EN 16931 asks for amounts. Never use float arithmetic on money.
 */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = InstanceType<typeof Dec>;

const DECIMAL_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

/** Decimals of the numbers seen last (immutable, so shared); cleared when it grows large. */
const cache = new Map<number, Dec>();

function fromNumber(value: number): Dec | null {
  if (!Number.isFinite(value)) return null;
  let d = cache.get(value);
  if (d === undefined) {
    if (cache.size > 20_000) cache.clear();
    d = new Dec(value);
    cache.set(value, d);
  }
  return d;
}

/** A finite decimal from a JSON number, a decimal text or a Dec; anything else gives null. */
export function toDec(value: unknown): Dec | null {
  if (typeof value === 'number') return fromNumber(value);
  if (value instanceof Dec) return value.isFinite() ? value : null;
  if (typeof value === 'string') {
    if (value.length > 400 || !DECIMAL_TEXT.test(value)) return null;
    return new Dec(value.trim());
  }
  if (isDec(value)) {
    const d = new Dec(value as Decimal);
    return d.isFinite() ? d : null;
  }
  return null;
}

/** A decimal.js value (ours, or one made by another Decimal constructor). */
export function isDec(value: unknown): value is Dec {
  if (value instanceof Dec) return true;
  if (typeof value !== 'object' || value === null) return false;
  // the model's objects and lists: no prototype lookup of a missing property
  const proto = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === Array.prototype) return false;
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Decimal.isDecimal(value);
}

/** True for a text that reads as a decimal number. */
export function isDecimalText(value: string): boolean {
  return value.length <= 400 && DECIMAL_TEXT.test(value);
}

/** Rounds half-up (away from zero) to `places` fraction digits. */
export function roundHalfUp(value: Dec, places = 2): Dec {
  return value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** A model number (JSON number) from a decimal. */
export function toNumber(value: Dec): number {
  return Number(value.toString());
}
