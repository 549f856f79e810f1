import { RuleCompileError } from '../errors';
import { nodeAt, type Path, parsePath, resolveNodes, valueReader } from '../path';
import type { Compile, Fn, Node, Scope } from '../types';
import { isEmpty, toList, truthy } from '../values';

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
    return valueReader(parsePath(arg));
  }
  return compile(arg);
}

/** Lists that came from `filter` remember their nodes, so `..` still works on their items. */
export const listNodes = new WeakMap<unknown[], Node[]>();

/**
 * Compilers whose closures are only run (compileExpression). A list operand written as `filter`
 * then hands its nodes straight on, without a list of their values to remember them by; a traced
 * compile (explain/trace.ts) records every operator, so it keeps `filter` as a step of its own.
 */
const fusing = new WeakSet<Compile>();
export function fuseLists(compile: Compile): void {
  fusing.add(compile);
}

/** The operands of `{"filter": …}` when `arg` is one and `compile` fuses lists, else undefined. */
function filterOperands(arg: unknown, compile: Compile): unknown {
  if (arg === null || typeof arg !== 'object' || Array.isArray(arg) || !fusing.has(compile)) return undefined;
  const keys = Object.keys(arg);
  return keys.length === 1 && keys[0] === 'filter' ? (arg as Record<string, unknown>).filter : undefined;
}

/**
 * A list operand written as a path whose only `*`, if any, is its last name (`/INVOICE_LINE/*`,
 * `VAT_BREAKDOWN`: the lists of the rules). Its items can be gone through with one node that
 * moves from item to item (see `listAt`) instead of a node object per item, where no item's node
 * outlives the test run on it.
 */
export interface ListPath {
  /** The path without its last `*`. */
  to: Path;
  star: boolean;
}

export function listPath(arg: unknown): ListPath | null {
  if (typeof arg !== 'string') return null;
  const path = parsePath(arg);
  const last = path.names.length - 1;
  const star = last >= 0 && path.names[last] === '*';
  if (!star) return path.fans ? null : { to: path, star };
  const names = path.names.slice(0, last);
  if (names.includes('*')) return null;
  return { to: { ...path, names, indexes: path.indexes.slice(0, last), fans: false }, star };
}

/**
 * The node the items of a list path hang on, as `resolveNodes` would give them: a list (its items
 * that are there, keyed by their index after `*`, else by their place among those), a single item
 * (no `*` and no list), null when there is no item, or undefined when only the general walk can
 * tell (`*` over an object's members).
 */
export function listAt(list: ListPath, s: Scope): Node | null | undefined {
  const at = nodeAt(list.to, s);
  if (at === null || !list.star) return at;
  const v = at.v;
  if (Array.isArray(v)) return at;
  return typeof v === 'object' ? undefined : null;
}

/** The nodes of a list whose items pass a test: `{"filter": [list, test]}` as nodes. */
export function filterNodes(args: unknown, compile: Compile): (s: Scope) => Node[] {
  const [list, body] = operands('filter', args, 2);
  const nodes = nodesOf(list, compile);
  const test = compile(body);
  const plain = listPath(list);
  if (plain) {
    const star = plain.star;
    return (s) => {
      const at = listAt(plain, s);
      if (at === undefined) return keep(nodes(s), s, test);
      const kept: Node[] = [];
      if (at === null) return kept;
      const inner = withNode(s, at);
      const values = at.v;
      if (!Array.isArray(values)) {
        if (truthy(test(inner))) kept.push(at);
        return kept;
      }
      // the test sees one moving node; an item that passes gets a node of its own to keep
      someItem(values, at, star, inner, (item) => {
        if (truthy(test(inner))) kept.push({ v: item.v, up: at, key: item.key });
        return false;
      });
      return kept;
    };
  }
  return (s) => keep(nodes(s), s, test);
}

/** The nodes that pass a test. */
function keep(items: Node[], s: Scope, test: Fn): Node[] {
  const inner = withNode(s, s.node);
  const kept: Node[] = [];
  for (let k = 0; k < items.length; k++) {
    inner.node = items[k];
    if (truthy(test(inner))) kept.push(items[k]);
  }
  return kept;
}

/** A list operand as nodes: a path gives the nodes it reaches, an expression its items. */
export function nodesOf(arg: unknown, compile: Compile): (s: Scope) => Node[] {
  if (typeof arg === 'string') {
    const path = parsePath(arg);
    return (s) => resolveNodes(path, s);
  }
  const filter = filterOperands(arg, compile);
  if (filter !== undefined) return filterNodes(filter, compile);
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

/**
 * `count` of a list operand: items that are not empty. A `filter` operand is counted on its
 * nodes (no list of values to build and remember).
 */
export function countOf(arg: unknown, compile: Compile): Fn {
  const filter = filterOperands(arg, compile);
  if (filter !== undefined) {
    const kept = filterNodes(filter, compile);
    return (s) => {
      const nodes = kept(s);
      let n = 0;
      for (let k = 0; k < nodes.length; k++) if (!isEmpty(nodes[k].v)) n++;
      return n;
    };
  }
  const fn = pathOrExpr(arg, compile);
  return (s) => {
    const v = fn(s);
    if (Array.isArray(v)) {
      let n = 0;
      for (const item of v) if (!isEmpty(item)) n++;
      return n;
    }
    return isEmpty(v) ? 0 : 1;
  };
}

/**
 * Walks the items of the list `values` (the value of `at`) with one node moving from item to item,
 * set as `inner`'s node: absent items are skipped, the key is the array place with `star`, else the
 * place among the present items (as a path reads them). Stops at the first item `visit` answers
 * true for and answers true; false when none.
 */
export function someItem(
  values: unknown[],
  at: Node,
  star: boolean,
  inner: Scope,
  visit: (item: Node) => boolean,
): boolean {
  const cursor: Node = { v: null, up: at, key: 0 };
  inner.node = cursor;
  let place = 0;
  for (let k = 0; k < values.length; k++) {
    const v = values[k];
    if (v === undefined || v === null) continue;
    cursor.v = v;
    cursor.key = star ? k : place++;
    if (visit(cursor)) return true;
  }
  return false;
}

/** Runs `fn` with `node` as the context node. */
export function withNode(s: Scope, node: Node): Scope {
  return { root: s.root, node, vars: s.vars, today: s.today };
}
