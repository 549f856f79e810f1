import Decimal from 'decimal.js';
import { Dec, toDec } from '../decimal';
import type { Fn, OpCompiler, Scope } from '../types';
import { toList } from '../values';
import { operands, pathOrExpr } from './args';

const ZERO = new Dec(0);

/** An operand of `+`/`-`/`sum`: absent counts 0; a value that is not a number makes the result null. */
function addend(value: unknown): Dec | null {
  if (value === null || value === undefined) return ZERO;
  return toDec(value);
}

function total(values: unknown[]): Dec | null {
  let acc = ZERO;
  for (const v of values) {
    if (Array.isArray(v)) {
      const inner = total(v);
      if (inner === null) return null;
      acc = acc.plus(inner);
      continue;
    }
    const d = addend(v);
    if (d === null) return null;
    acc = acc.plus(d);
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

/** Decimal arithmetic (decimal.js, never float): `+ - * / sum round xround abs neg min max`. */
export const arithmeticOps: Record<string, OpCompiler> = {
  '+': (args, compile) => {
    const fns = operands('+', args, 1, Number.POSITIVE_INFINITY).map(compile);
    return (s) => total(fns.map((fn) => fn(s)));
  },
  '-': (args, compile) => {
    const fns = operands('-', args, 1, 2).map(compile);
    if (fns.length === 1) return (s) => addend(fns[0](s))?.neg() ?? null;
    const [a, b] = fns;
    return (s) => {
      const x = addend(a(s));
      const y = addend(b(s));
      return x === null || y === null ? null : x.minus(y);
    };
  },
  '*': (args, compile) => {
    const fns = operands('*', args, 2, Number.POSITIVE_INFINITY).map(compile);
    return (s) => {
      let acc: Dec | null = new Dec(1);
      for (const fn of fns) {
        const d = toDec(fn(s));
        if (d === null) return null;
        acc = acc.times(d);
      }
      return acc;
    };
  },
  '/': (args, compile) => {
    const [a, b] = operands('/', args, 2).map(compile);
    return (s) => {
      const x = toDec(a(s));
      const y = toDec(b(s));
      return x === null || y === null || y.isZero() ? null : x.div(y);
    };
  },
  sum: (args, compile) => {
    const fn = pathOrExpr(Array.isArray(args) && args.length === 1 ? args[0] : args, compile);
    return (s) => total(toList(fn(s)));
  },
  round: rounding('round', Decimal.ROUND_HALF_UP),
  round2: (args, compile) => rounding('round2', Decimal.ROUND_HALF_UP)([args, 2], compile),
  xround: rounding('xround', Decimal.ROUND_HALF_CEIL),
  abs: unary('abs', (d) => d.abs()),
  neg: unary('neg', (d) => d.neg()),
  min: extreme('min', (a, b) => a.lt(b)),
  max: extreme('max', (a, b) => a.gt(b)),
};
