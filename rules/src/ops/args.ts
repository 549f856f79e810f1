import { RuleCompileError } from '../errors';
import { parsePath, resolveNodes, resolveValue } from '../path';
import type { Compile, Fn, Node, Scope } from '../types';
import { toList } from '../values';

/** The operands of an operator as a list of exactly `count` (or at least `min`) items. */
export function operands(op: string, args: unknown, min: number, max = min): unknown[] {
  const list = Array.isArray(args) ? args : [args];
  if (list.length < min || list.length > max) {
    const want = min === max ? `${min}` : `${min}..${max === Number.POSITIVE_INFINITY ? 'n' : max}`;
    throw new RuleCompileError(`operator "${op}" takes ${want} operand(s), got ${list.length}`);
  }
  return list;
}

/** An operand that is a path when written as a string, an expression otherwise. */
export function pathOrExpr(arg: unknown, compile: Compile): Fn {
  if (typeof arg === 'string') {
    const path = parsePath(arg);
    return (s) => resolveValue(path, s);
  }
  return compile(arg);
}

/** Lists that came from `filter` remember their nodes, so `..` still works on their items. */
export const listNodes = new WeakMap<unknown[], Node[]>();

/** A list operand as nodes: a path gives the nodes it reaches, an expression its items. */
export function nodesOf(arg: unknown, compile: Compile): (s: Scope) => Node[] {
  if (typeof arg === 'string') {
    const path = parsePath(arg);
    return (s) => resolveNodes(path, s);
  }
  const fn = compile(arg);
  return (s) => {
    const value = fn(s);
    if (Array.isArray(value)) {
      const known = listNodes.get(value);
      if (known) return known;
    }
    return toList(value).map((v, k) => ({ v, up: s.node, key: k }));
  };
}

/** Runs `fn` with `node` as the context node. */
export function withNode(s: Scope, node: Node): Scope {
  return { root: s.root, node, vars: s.vars, today: s.today };
}
