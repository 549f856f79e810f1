import { Decimal } from 'decimal.js';
import { Dec, toDec } from '../decimal';
import { fastAdd, fastMul } from '../fastNumber';
import type { Fn, OpCompiler, Scope } from '../types';
import { toList } from '../values';
import { operands, pathOrExpr } from './args';

/** A number in arithmetic: a JSON number (exact fast path where possible) or a decimal. */
type Num = Dec | number;

function operand(value: unknown): Num | null {
  return typeof value === 'number' ? (Number.isFinite(value) ? value : null) : toDec(value);
}

/** An operand of `+`/`-`/`sum`: absent counts 0; a value that is not a number gives null. */
function addend(value: unknown): Num | null {
  return value === null || value === undefined ? 0 : operand(value);
}

function asDec(value: Num): Dec {
  return typeof value === 'number' ? (toDec(value) as Dec) : value;
}

function add(a: Num, b: Num): Num {
  if (typeof a === 'number' && typeof b === 'number') {
    const fast = fastAdd(a, b);
    if (fast !== null) return fast;
  }
  const x = asDec(a);
  const y = asDec(b);
  // decimal.js gives the other operand (rounded to the precision) when one is zero: skip its copies
  // (sums of absent allowances and charges are 0); both zero keeps its rules for the sign
  if (y.isZero() && keepsAsIs(x)) return x;
  if (x.isZero() && keepsAsIs(y)) return y;
  return x.plus(y);
}

/** A finite, non-zero decimal that rounding to the precision leaves as it is. */
function keepsAsIs(d: Dec): boolean {
  return d.isFinite() && !d.isZero() && d.precision() <= Dec.precision;
}

function mul(a: Num, b: Num): Num {
  if (typeof a === 'number' && typeof b === 'number') {
    const fast = fastMul(a, b);
    if (fast !== null) return fast;
  }
  return asDec(a).times(asDec(b));
}

function negate(a: Num): Num {
  return typeof a === 'number' ? 0 - a : a.neg();
}

/** Sum of a list (nested lists opened): absent items count 0, a non-number makes it null. */
function total(values: unknown[]): Num | null {
  let acc: Num = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const d = Array.isArray(v) ? total(v) : addend(v);
    if (d === null) return null;
    acc = add(acc, d);
  }
  return acc;
}

function unary(op: string, f: (d: Dec) => Dec): OpCompiler {
  return (args, compile) => {
    const [a] = operands(op, args, 1).map(compile);
    return (s) => {
      const d = toDec(a(s));
      return d === null ? null : f(d);
    };
  };
}

function rounding(op: string, mode: Decimal.Rounding): OpCompiler {
  return (args, compile) => {
    const [a, places = 2] = operands(op, args, 1, 2);
    const value = compile(a);
    if (typeof places === 'number') {
      // places written as a number (the usual case): checked once
      const valid = Number.isInteger(places) && places >= 0 && places <= 20;
      return (s: Scope) => {
        const d = toDec(value(s));
        if (d === null || !valid) return null;
        // a decimal with no more digits than asked for stays as it is (decimals are immutable)
        return d.decimalPlaces() <= places ? d : d.toDecimalPlaces(places, mode);
      };
    }
    const n = compile(places);
    return (s: Scope) => {
      const d = toDec(value(s));
      const p = toDec(n(s));
      if (d === null || p === null || !p.isInteger() || p.lt(0) || p.gt(20)) return null;
      return d.toDecimalPlaces(p.toNumber(), mode);
    };
  };
}

function extreme(op: string, pick: (a: Dec, b: Dec) => boolean): OpCompiler {
  return (args, compile) => {
    const fns: Fn[] = operands(op, args, 1, Number.POSITIVE_INFINITY).map((x) => pathOrExpr(x, compile));
    return (s) => {
      let best: Dec | null = null;
      for (const fn of fns)
        for (const v of toList(fn(s))) {
          const d = toDec(v);
          if (d !== null && (best === null || pick(d, best))) best = d;
        }
      return best;
    };
  };
}

/** The exact decimal value of doubles seen last (immutable, so shared); cleared when it grows large. */
const exact = new Map<number, Dec>();
function exactValue(x: number): Dec {
  let d = exact.get(x);
  if (d === undefined) {
    if (exact.size > 20_000) exact.clear();
    d = toDec(x.toPrecision(60)) as Dec;
    exact.set(x, d);
  }
  return d;
}

/** Decimal arithmetic (exact, never float): `+ - * / sum round round2 xround abs neg min max`; `dadd` as XPath's xs:double. */
export const arithmeticOps: Record<string, OpCompiler> = {
  '+': (args, compile) => {
    const fns = operands('+', args, 1, Number.POSITIVE_INFINITY).map(compile);
    return (s) => {
      // every operand is evaluated (one that throws fails the rule even after a non-number)
      let acc: Num | null = 0;
      for (let i = 0; i < fns.length; i++) {
        const v = fns[i](s);
        if (acc === null) continue;
        const d = Array.isArray(v) ? total(v) : addend(v);
        acc = d === null ? null : add(acc, d);
      }
      return acc;
    };
  },
  '-': (args, compile) => {
    const fns = operands('-', args, 1, 2).map(compile);
    if (fns.length === 1)
      return (s) => {
        const x = addend(fns[0](s));
        return x === null ? null : negate(x);
      };
    const [a, b] = fns;
    return (s) => {
      const x = addend(a(s));
      const y = addend(b(s));
      return x === null || y === null ? null : add(x, negate(y));
    };
  },
  '*': (args, compile) => {
    const fns = operands('*', args, 2, Number.POSITIVE_INFINITY).map(compile);
    return (s) => {
      let acc: Num = 1;
      for (const fn of fns) {
        const d = operand(fn(s));
        if (d === null) return null;
        acc = mul(acc, d);
      }
      return acc;
    };
  },
  '/': (args, compile) => {
    const [a, b] = operands('/', args, 2).map(compile);
    return (s) => {
      const x = operand(a(s));
      const y = operand(b(s));
      if (x === null || y === null) return null;
      if (y === 1) return x;
      const divisor = asDec(y);
      return divisor.isZero() ? null : asDec(x).div(divisor);
    };
  },
  sum: (args, compile) => {
    const fn = pathOrExpr(Array.isArray(args) && args.length === 1 ? args[0] : args, compile);
    return (s) => total(toList(fn(s)));
  },
  round: rounding('round', Decimal.ROUND_HALF_UP),
  round2: (args, compile) => rounding('round2', Decimal.ROUND_HALF_UP)([args, 2], compile),
  xround: rounding('xround', Decimal.ROUND_HALF_CEIL),
  abs: (args, compile) => {
    const [a] = operands('abs', args, 1).map(compile);
    return (s) => {
      const x = operand(a(s));
      return x === null ? null : typeof x === 'number' ? Math.abs(x) : x.abs();
    };
  },
  neg: unary('neg', (d) => d.neg()),
  // a + b as XPath adds an untyped value and a number: in xs:double; the result is the double's exact
  // decimal value (as xs:decimal(…) of it), so `314.86 + 1` is a little above 315.86 − 1
  dadd: (args, compile) => {
    const [a, b] = operands('dadd', args, 2).map(compile);
    return (s) => {
      const x = operand(a(s));
      const y = operand(b(s));
      if (x === null || y === null) return null;
      // a JSON number is its own double; a decimal goes through its text
      const sum =
        (typeof x === 'number' ? x : Number(x.toString())) +
        (typeof y === 'number' ? y : Number(y.toString()));
      return Number.isFinite(sum) ? exactValue(sum) : null;
    };
  },
  min: extreme('min', (a, b) => a.lt(b)),
  max: extreme('max', (a, b) => a.gt(b)),
};
