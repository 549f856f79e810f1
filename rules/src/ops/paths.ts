import type { OpCompiler } from '../types';
import { isEmpty } from '../values';
import { operands, pathOrExpr } from './args';

function existsIn(value: unknown, fans: boolean): boolean {
  if (fans && Array.isArray(value)) return value.some((item) => !isEmpty(item));
  return !isEmpty(value);
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
  exists: (args, compile) => {
    const [path] = operands('exists', args, 1);
    const fn = pathOrExpr(path, compile);
    const fans = typeof path === 'string' && path.split('/').includes('*');
    return (s) => existsIn(fn(s), fans);
  },
  empty: (args, compile) => {
    const [path] = operands('empty', args, 1);
    const fn = pathOrExpr(path, compile);
    const fans = typeof path === 'string' && path.split('/').includes('*');
    return (s) => !existsIn(fn(s), fans);
  },
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
