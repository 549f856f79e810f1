import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../src/decimal';
import { fastAdd, fastMul } from '../src/fastNumber';

/** Amount-like numbers: up to 6 fraction digits, various sizes. */
const amount = fc
  .tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, k]) => Number((n / 10 ** k).toFixed(k)));

describe('exact fast path on JSON numbers', () => {
  it('adds exactly like decimal.js, or declines', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const fast = fastAdd(a, b);
        if (fast !== null) expect(new Dec(fast).eq(new Dec(a).plus(new Dec(b)))).toBe(true);
      }),
      { numRuns: 5000, seed: 20261122 },
    );
  });

  it('multiplies exactly like decimal.js, or declines', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const fast = fastMul(a, b);
        if (fast !== null) expect(new Dec(fast).eq(new Dec(a).times(new Dec(b)))).toBe(true);
      }),
      { numRuns: 5000, seed: 20261122 },
    );
  });

  it('declines what it cannot do exactly', () => {
    expect(fastAdd(1e20, 1)).toBeNull();
    expect(fastAdd(1e-7, 1)).toBeNull();
    expect(fastMul(123456789.12, 123456.78)).toBeNull();
    expect(fastAdd(0.1, 0.2)).toBe(0.3);
  });
});
