import { parsePath, resolveValue } from '../path';
import type { Compile, Fn, OpCompiler } from '../types';
import { isEmpty } from '../values';
import { operands, pathOrExpr } from './args';

function existsIn(value: unknown, fans: boolean): boolean {
  if (fans && Array.isArray(value)) return value.some((item) => !isEmpty(item));
  return !isEmpty(value);
}

/** `exists` (`want` true) or `empty`; a path without `*` (the usual case) is read in the same closure. */
function presence(op: string, args: unknown, compile: Compile, want: boolean): Fn {
  const [path] = operands(op, args, 1);
  const fans = typeof path === 'string' && path.split('/').includes('*');
  if (typeof path === 'string' && !fans) {
    const parsed = parsePath(path);
    if (!parsed.fans) return (s) => !isEmpty(resolveValue(parsed, s)) === want;
  }
  const fn = pathOrExpr(path, compile);
  return (s) => existsIn(fn(s), fans) === want;
}

/** Path operators: `var`, `exists`, `empty`, `count`. */
export const pathOps: Record<string, OpCompiler> = {
  var: (args, compile) => {
    const [path, fallback] = operands('var', args, 1, 2);
    const fn = pathOrExpr(path, compile);
    if (fallback === undefined) return fn;
    const other = compile(fallback);
    return (s) => {
      const v = fn(s);
      return v === null || v === undefined ? other(s) : v;
    };
  },
  exists: (args, compile) => presence('exists', args, compile, true),
  empty: (args, compile) => presence('empty', args, compile, false),
  count: (args, compile) => {
    const [path] = operands('count', args, 1);
    const fn = pathOrExpr(path, compile);
    return (s) => {
      const v = fn(s);
      if (Array.isArray(v)) {
        let n = 0;
        for (const item of v) if (!isEmpty(item)) n++;
        return n;
      }
      return isEmpty(v) ? 0 : 1;
    };
  },
};
