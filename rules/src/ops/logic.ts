import type { Fn, OpCompiler } from '../types';
import { truthy } from '../values';
import { operands } from './args';

/** Logic: `and`, `or`, `not` (`!`), `if` (cond, then, [cond, then, ...] else). */
export const logicOps: Record<string, OpCompiler> = {
  and: (args, compile) => {
    const fns = operands('and', args, 1, Number.POSITIVE_INFINITY).map(compile);
    return (s) => {
      for (const fn of fns) if (!truthy(fn(s))) return false;
      return true;
    };
  },
  or: (args, compile) => {
    const fns = operands('or', args, 1, Number.POSITIVE_INFINITY).map(compile);
    return (s) => {
      for (const fn of fns) if (truthy(fn(s))) return true;
      return false;
    };
  },
  not: (args, compile) => {
    const fn = compile(Array.isArray(args) && args.length === 1 ? args[0] : args);
    return (s) => !truthy(fn(s));
  },
  '!': (args, compile) => logicOps.not(args, compile),
  if: (args, compile) => {
    const fns: Fn[] = operands('if', args, 2, Number.POSITIVE_INFINITY).map(compile);
    return (s) => {
      let i = 0;
      for (; i + 1 < fns.length; i += 2) if (truthy(fns[i](s))) return fns[i + 1](s);
      return i < fns.length ? fns[i](s) : null;
    };
  },
};
