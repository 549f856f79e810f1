import type { Fn, OpCompiler } from '../types';
import { equal, truthy } from '../values';
import {
  filterNodes,
  listAt,
  listNodes,
  listPath,
  nodesOf,
  operands,
  pathOrExpr,
  someItem,
  withNode,
} from './args';

function quantifier(op: 'all' | 'some' | 'none'): OpCompiler {
  return (args, compile) => {
    const [list, body] = operands(op, args, 2);
    const nodes = nodesOf(list, compile);
    const test = compile(body);
    const want = op === 'all';
    // all: no item fails; some: an item holds; none: no item holds
    const general: Fn = (s) => {
      const inner = withNode(s, s.node);
      const items = nodes(s);
      for (let k = 0; k < items.length; k++) {
        inner.node = items[k];
        if (truthy(test(inner)) !== want) return op === 'some';
      }
      return op !== 'some';
    };
    const plain = listPath(list);
    if (!plain) return general;
    const star = plain.star;
    return (s) => {
      const at = listAt(plain, s);
      if (at === undefined) return general(s);
      if (at === null) return op !== 'some';
      const inner = withNode(s, at);
      const values = at.v;
      if (!Array.isArray(values)) return truthy(test(inner)) !== want ? op === 'some' : op !== 'some';
      // one node moves from item to item: the test's result is all that outlives it
      return someItem(values, at, star, inner, () => truthy(test(inner)) !== want)
        ? op === 'some'
        : op !== 'some';
    };
  };
}

/** Lists: `in all some none filter map distinct first`. */
export const listOps: Record<string, OpCompiler> = {
  in: (args, compile) => {
    const [a, list] = operands('in', args, 2);
    const value = compile(a);
    if (Array.isArray(list) && list.every((x) => typeof x === 'string')) {
      const set = new Set(list as string[]);
      return (s) => {
        const v = value(s);
        return typeof v === 'string' ? set.has(v) : list.some((x) => equal(v, x));
      };
    }
    const items = compile(list);
    return (s) => {
      const v = value(s);
      const l = items(s);
      if (v === null || v === undefined) return false;
      if (typeof l === 'string' && typeof v === 'string') return l.includes(v);
      return Array.isArray(l) && l.some((x) => equal(v, x));
    };
  },
  all: quantifier('all'),
  some: quantifier('some'),
  none: quantifier('none'),
  filter: (args, compile) => {
    const kept = filterNodes(args, compile);
    return (s) => {
      const nodes = kept(s);
      const values = nodes.map((node) => node.v);
      listNodes.set(values, nodes);
      return values;
    };
  },
  map: (args, compile) => {
    const [list, body] = operands('map', args, 2);
    const nodes = nodesOf(list, compile);
    const fn = compile(body);
    return (s) => {
      const inner = withNode(s, s.node);
      const items = nodes(s);
      const out: unknown[] = new Array(items.length);
      for (let k = 0; k < items.length; k++) {
        inner.node = items[k];
        out[k] = fn(inner) ?? null;
      }
      return out;
    };
  },
  distinct: (args, compile) => {
    const fn = pathOrExpr(Array.isArray(args) && args.length === 1 ? args[0] : args, compile);
    return (s) => {
      const v = fn(s);
      if (!Array.isArray(v)) return v === null || v === undefined ? [] : [v];
      const out: unknown[] = [];
      for (const item of v) if (!out.some((x) => equal(x, item))) out.push(item);
      return out;
    };
  },
  first: (args, compile) => {
    const fn = pathOrExpr(Array.isArray(args) && args.length === 1 ? args[0] : args, compile);
    return (s) => {
      const v = fn(s);
      return Array.isArray(v) ? (v[0] ?? null) : v;
    };
  },
};
