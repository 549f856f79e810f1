import Decimal from 'decimal.js';

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

/** A finite decimal from a JSON number, a decimal text or a Dec; anything else gives null. */
export function toDec(value: unknown): Dec | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : null;
  if (value instanceof Dec) return value.isFinite() ? value : null;
  if (typeof value === 'string') {
    if (value.length > 400 || !DECIMAL_TEXT.test(value)) return null;
    return new Dec(value.trim());
  }
  if (Decimal.isDecimal(value)) {
    const d = new Dec(value as Decimal);
    return d.isFinite() ? d : null;
  }
  return null;
}

export function isDec(value: unknown): value is Dec {
  return value instanceof Dec || Decimal.isDecimal(value);
}

/** Rounds half-up (away from zero) to `places` fraction digits. */
export function roundHalfUp(value: Dec, places = 2): Dec {
  return value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** A model number (JSON number) from a decimal. */
export function toNumber(value: Dec): number {
  return Number(value.toString());
}
