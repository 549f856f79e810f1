/**
 * The amounts of the lists, the CSV export and the payments: hundredths written as a decimal text
 * with two places, the same text decimal.js gives (the API's amounts must not change with the
 * way they are written).
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { amountText } from '../src/invoice-money';

const byDecimal = (cents: number) => new Decimal(cents).dividedBy(100).toFixed(2);

describe('amountText', () => {
  it('writes whole hundredths as decimal.js does, signs and small amounts included', () => {
    const cases = [0, 1, 5, 9, 10, 99, 100, 101, 119000, 123456789, -1, -5, -10, -99, -100, -119050];
    for (let k = 0; k < 2000; k++) cases.push(Math.round((Math.random() - 0.5) * 10 ** (1 + (k % 15))));
    cases.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
    for (const cents of cases) expect(amountText(cents), String(cents)).toBe(byDecimal(cents));
  });

  it('gives nothing for no amount and rounds a fraction of a hundredth as before', () => {
    expect(amountText(null)).toBeUndefined();
    expect(amountText(undefined)).toBeUndefined();
    expect(amountText(12.5)).toBe(byDecimal(12.5));
    expect(amountText(2 ** 60)).toBe(byDecimal(2 ** 60));
  });
});
