import { Decimal } from 'decimal.js';
import { Dec, roundHalfUp, toDec, toNumber } from '../decimal';

export type Obj = Record<string, unknown>;

export const ZERO = new Dec(0);
const HUNDRED = new Dec(100);

export function isObj(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The object items of an array property (anything else gives no items). */
export function items(holder: unknown, key: string): Obj[] {
  const list = isObj(holder) ? holder[key] : undefined;
  return Array.isArray(list) ? list.filter(isObj) : [];
}

/** An amount rounded half-up to 2 places as a model number. */
export function amount(value: Dec): number {
  return toNumber(roundHalfUp(value, 2));
}

/** Base × percentage / 100, rounded half-up to 2 (allowance and charge amounts, spec §9). */
export function percentOf(base: Dec, percentage: Dec): Dec {
  return roundHalfUp(base.times(percentage).div(HUNDRED), 2);
}

/**
 * VAT category tax amount = taxable amount × rate / 100 rounded to 2 as the official check
 * (BR-CO-17) rounds: half toward positive infinity, so −17.255 gives −17.25 (half-up for
 * positive amounts).
 */
export function vatOf(taxable: Dec, rate: Dec): Dec {
  return taxable.times(rate).div(HUNDRED).toDecimalPlaces(2, Decimal.ROUND_HALF_CEIL);
}

/** Sum of a numeric field over items; fields that are not numbers count 0. */
export function sumOf(list: Obj[], key: string): Dec {
  let acc = ZERO;
  for (const item of list) acc = acc.plus(toDec(item[key]) ?? ZERO);
  return acc;
}

export { toDec };
