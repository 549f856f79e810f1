/**
 * Exact decimal arithmetic on JSON numbers without decimal.js, where it is provably exact:
 * operands with a plain decimal form, scaled to integers below 10^15, a result below 10^15
 * (at most 15 significant digits, so the nearest double prints as the exact decimal).
 * Anything else returns null and the caller uses decimal.js.
 */
const LIMIT = 1e15;
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** Fraction digits of a double's shortest form; -1 when it is written with an exponent. */
function decimalsOf(x: number): number {
  // an integer below 10^21 prints without a point or an exponent: no text to make
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return 0;
  const s = String(x);
  if (s.includes('e')) return -1;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

function scaled(x: number, k: number): number | null {
  const n = Math.round(x * POW10[k]);
  return Math.abs(n) < LIMIT ? n : null;
}

/** a + b exactly, or null. */
export function fastAdd(a: number, b: number): number | null {
  const ka = decimalsOf(a);
  const kb = decimalsOf(b);
  if (ka < 0 || kb < 0) return null;
  const k = Math.max(ka, kb);
  if (k > 15) return null;
  const x = scaled(a, k);
  const y = scaled(b, k);
  if (x === null || y === null) return null;
  const sum = x + y;
  return Math.abs(sum) < LIMIT ? sum / POW10[k] : null;
}

/** a × b exactly, or null. */
export function fastMul(a: number, b: number): number | null {
  const ka = decimalsOf(a);
  const kb = decimalsOf(b);
  if (ka < 0 || kb < 0 || ka + kb > 22) return null;
  const x = scaled(a, ka);
  const y = scaled(b, kb);
  if (x === null || y === null) return null;
  const product = x * y;
  return Math.abs(product) < LIMIT ? product / POW10[ka + kb] : null;
}
