import { toDec } from '../decimal';
import { RuleCompileError } from '../errors';
import type { OpCompiler } from '../types';
import { toText } from '../values';
import { operands } from './args';

function regex(pattern: unknown): RegExp {
  if (typeof pattern !== 'string')
    throw new RuleCompileError('matches: the pattern must be a literal string');
  try {
    return new RegExp(pattern, 'u');
  } catch (e) {
    throw new RuleCompileError(`matches: bad regular expression ${pattern}: ${(e as Error).message}`);
  }
}

function textOp(op: string, f: (text: string) => unknown): OpCompiler {
  return (args, compile) => {
    const [a] = operands(op, args, 1).map(compile);
    return (s) => {
      const t = toText(a(s));
      return t === null ? null : f(t);
    };
  };
}

/** Strings: `matches len decimals startsWith endsWith substr upper lower trim cat`. */
export const stringOps: Record<string, OpCompiler> = {
  matches: (args, compile) => {
    const [a, pattern] = operands('matches', args, 2);
    const re = regex(pattern);
    const fn = compile(a);
    return (s) => {
      const t = toText(fn(s));
      return t !== null && re.test(t);
    };
  },
  len: (args, compile) => {
    const [a] = operands('len', args, 1).map(compile);
    return (s) => {
      const v = a(s);
      if (Array.isArray(v)) return v.length;
      return toText(v)?.length ?? 0;
    };
  },
  decimals: (args, compile) => {
    const [a] = operands('decimals', args, 1).map(compile);
    return (s) => {
      const d = toDec(a(s));
      return d === null ? null : d.decimalPlaces();
    };
  },
  startsWith: (args, compile) => {
    const [a, b] = operands('startsWith', args, 2).map(compile);
    return (s) => {
      const x = toText(a(s));
      const y = toText(b(s));
      return x !== null && y !== null && x.startsWith(y);
    };
  },
  endsWith: (args, compile) => {
    const [a, b] = operands('endsWith', args, 2).map(compile);
    return (s) => {
      const x = toText(a(s));
      const y = toText(b(s));
      return x !== null && y !== null && x.endsWith(y);
    };
  },
  substr: (args, compile) => {
    const [a, start, length] = operands('substr', args, 2, 3).map(compile);
    return (s) => {
      const t = toText(a(s));
      const from = toDec(start(s));
      if (t === null || from === null) return null;
      const n = length ? toDec(length(s)) : null;
      const begin = Math.max(0, from.toNumber());
      return n === null ? t.slice(begin) : t.slice(begin, begin + Math.max(0, n.toNumber()));
    };
  },
  upper: textOp('upper', (t) => t.toUpperCase()),
  lower: textOp('lower', (t) => t.toLowerCase()),
  trim: textOp('trim', (t) => t.trim()),
  cat: (args, compile) => {
    const fns = operands('cat', args, 1, Number.POSITIVE_INFINITY).map(compile);
    return (s) => fns.map((fn) => toText(fn(s)) ?? '').join('');
  },
};
