import { RuleCompileError } from '../errors';
import { nodeAt, parsePath, resolveNodes, valueReader } from '../path';
import type { Compile, Fn, Node, OpCompiler } from '../types';
import { isEmpty, isEmptyText } from '../values';
import { countOf, operands, pathOrExpr } from './args';

/** There as XPath `exists()` sees it: not empty, or a text read from an element that is there though empty. */
const there = (n: Node) => !isEmpty(n.v) || (typeof n.v === 'string' && isEmptyText(n.up?.v, n.key));

/** `present`: the path reaches something there as XPath `exists()` sees an element (see EMPTY_TEXTS). */
function present(args: unknown): Fn {
  const [path] = operands('present', args, 1);
  if (typeof path !== 'string') throw new RuleCompileError('operator "present" takes a path');
  const parsed = parsePath(path);
  if (parsed.fans) return (s) => resolveNodes(parsed, s).some(there);
  return (s) => {
    const at = nodeAt(parsed, s);
    if (at === null) return false;
    const v = at.v;
    if (!Array.isArray(v)) return there(at);
    // an item is keyed by its place, a number: only its value decides (see isEmptyText)
    for (let k = 0; k < v.length; k++) if (!isEmpty(v[k])) return true;
    return false;
  };
}

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
    if (!parsed.fans) {
      const read = valueReader(parsed);
      return (s) => !isEmpty(read(s)) === want;
    }
  }
  const fn = pathOrExpr(path, compile);
  return (s) => existsIn(fn(s), fans) === want;
}

/** Path operators: `var`, `exists`, `empty`, `present`, `count`. */
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
  present: (args) => present(args),
  count: (args, compile) => {
    const [path] = operands('count', args, 1);
    return countOf(path, compile);
  },
};
