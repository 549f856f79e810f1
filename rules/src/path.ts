import { RuleCompileError } from './errors';
import type { Node, Scope } from './types';

/** A compiled path: absolute or relative, how many levels up first, then names (`*` fans out). */
export interface Path {
  text: string;
  absolute: boolean;
  ups: number;
  names: string[];
  /** Each name as an array index (a name of digits only), or -1. */
  indexes: number[];
  /** No name is one a plain object inherits (`constructor`, `__proto__` …): a JSON object's member is read directly. */
  own: boolean;
  fans: boolean;
}

/** The key every editor-form entity carries; never part of the content. */
export const ID_KEY = 'id';

export function parsePath(text: string): Path {
  if (typeof text !== 'string') throw new RuleCompileError(`path must be a string: ${JSON.stringify(text)}`);
  const absolute = text.startsWith('/');
  const stack: string[] = [];
  let ups = 0;
  for (const part of text.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (stack.length > 0) stack.pop();
      else if (absolute) throw new RuleCompileError(`path goes above the root: ${text}`);
      else ups++;
    } else stack.push(part.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  const indexes = stack.map((name) => (/^\d+$/.test(name) ? Number(name) : -1));
  const own = stack.every((name) => !(name in Object.prototype));
  return { text, absolute, ups, names: stack, indexes, own, fans: stack.includes('*') };
}

function startNode(path: Path, scope: Scope): Node | null {
  if (path.absolute) return scope.root;
  let node: Node | null = scope.node;
  for (let i = 0; i < path.ups && node; i++) node = node.up;
  return node;
}

/** The child `name` of a value (`index`: the name as an array index, or -1). */
function child(value: unknown, name: string, index: number): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return index < 0 ? undefined : value[index];
  return Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
}

/** The value at a path without `*` from `v`, or null. */
function valueAt(path: Path, start: unknown): unknown {
  const { names, indexes } = path;
  let v = start;
  if (path.own) {
    // the document is JSON data: its objects inherit none of these names, a missing member reads undefined
    for (let i = 0; i < names.length; i++) {
      if (v === null || typeof v !== 'object') return null;
      if (Array.isArray(v)) {
        const index = indexes[i];
        v = index < 0 ? undefined : v[index];
      } else v = (v as Record<string, unknown>)[names[i]];
      if (v === undefined || v === null) return null;
    }
    return v;
  }
  for (let i = 0; i < names.length; i++) {
    v = child(v, names[i], indexes[i]);
    if (v === undefined || v === null) return null;
  }
  return v;
}

function fanValues(value: unknown, path: Path, at: number, out: unknown[]): void {
  const { names, indexes } = path;
  let v = value;
  for (let i = at; i < names.length; i++) {
    if (v === undefined || v === null) return;
    const name = names[i];
    if (name === '*') {
      if (Array.isArray(v)) for (let k = 0; k < v.length; k++) fanValues(v[k], path, i + 1, out);
      else if (typeof v === 'object')
        for (const k in v)
          if (k !== ID_KEY && Object.hasOwn(v, k))
            fanValues((v as Record<string, unknown>)[k], path, i + 1, out);
      return;
    }
    v = child(v, name, indexes[i]);
  }
  if (v !== undefined && v !== null) out.push(v);
}

/** The value at a path: a plain value, or a list when the path fans out with `*`. */
export function resolveValue(path: Path, scope: Scope): unknown {
  const start = startNode(path, scope);
  if (path.fans) {
    const out: unknown[] = [];
    if (start) fanValues(start.v, path, 0, out);
    return out;
  }
  return start ? valueAt(path, start.v) : null;
}

/**
 * A reader of the value at a path, the same as `resolveValue`. A path of at most two member names
 * from the context node or the root (most paths of the rules) is read in a single closure, without
 * the general walk.
 */
export function valueReader(path: Path): (scope: Scope) => unknown {
  const { names, indexes } = path;
  if (path.ups === 0 && names.length === 0)
    // `.` (the field rules' own value) or `/`
    return path.absolute ? (scope) => scope.root.v : (scope) => scope.node.v;
  if (!path.fans && path.own && path.ups === 0 && (names.length === 1 || names.length === 2)) {
    const absolute = path.absolute;
    const [first, second] = names;
    const [firstIndex, secondIndex] = indexes;
    return (scope) => {
      let v = (absolute ? scope.root : scope.node).v;
      if (v === null || typeof v !== 'object') return null;
      v = Array.isArray(v)
        ? firstIndex < 0
          ? undefined
          : v[firstIndex]
        : (v as Record<string, unknown>)[first];
      if (v === undefined || v === null) return null;
      if (second === undefined) return v;
      if (typeof v !== 'object') return null;
      v = Array.isArray(v)
        ? secondIndex < 0
          ? undefined
          : v[secondIndex]
        : (v as Record<string, unknown>)[second];
      return v === undefined || v === null ? null : v;
    };
  }
  return (scope) => resolveValue(path, scope);
}

function fanNodes(node: Node, path: Path, at: number, out: Node[]): void {
  const { names, indexes } = path;
  let n = node;
  for (let i = at; i < names.length; i++) {
    const v = n.v;
    if (v === undefined || v === null) return;
    const name = names[i];
    if (name === '*') {
      if (Array.isArray(v))
        for (let k = 0; k < v.length; k++) fanNodes({ v: v[k], up: n, key: k }, path, i + 1, out);
      else if (typeof v === 'object')
        for (const k in v)
          if (k !== ID_KEY && Object.hasOwn(v, k))
            fanNodes({ v: (v as Record<string, unknown>)[k], up: n, key: k }, path, i + 1, out);
      return;
    }
    const index = indexes[i];
    n = { v: child(v, name, index), up: n, key: Array.isArray(v) && index >= 0 ? index : name };
  }
  if (n.v !== undefined && n.v !== null) out.push(n);
}

/**
 * The node a path without `*` reaches, or null. `resolveNodes` of such a path gives this node, or
 * when it holds a list, the list's items that are there (keyed by their place among those): a
 * caller can go through them without a node object for each item.
 */
export function nodeAt(path: Path, scope: Scope): Node | null {
  let n = startNode(path, scope);
  if (!n) return null;
  const { names, indexes } = path;
  for (let i = 0; i < names.length; i++) {
    const v: unknown = n.v;
    if (v === undefined || v === null) return null;
    const index = indexes[i];
    n = { v: child(v, names[i], index), up: n, key: Array.isArray(v) && index >= 0 ? index : names[i] };
  }
  return n.v === undefined || n.v === null ? null : n;
}

/** The nodes a path reaches (with their parents, for `..`). A path ending on an array gives its items. */
export function resolveNodes(path: Path, scope: Scope): Node[] {
  const start = startNode(path, scope);
  const out: Node[] = [];
  if (!start) return out;
  fanNodes(start, path, 0, out);
  if (!path.fans && out.length === 1 && Array.isArray(out[0].v)) {
    // the items that are there, keyed by their place among those (one pass, no interim list)
    const list = out[0];
    const values = list.v as unknown[];
    const items: Node[] = [];
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v !== undefined && v !== null) items.push({ v, up: list, key: items.length });
    }
    return items;
  }
  return out;
}

function escapeKey(key: string | number | null): string {
  if (typeof key === 'number') return String(key);
  if (key === null) return '';
  // most keys are field names and indexes: nothing to escape, no new string
  return key.indexOf('~') < 0 && key.indexOf('/') < 0 ? key : key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The absolute JSON pointer of a node. */
export function pointerOf(node: Node): string {
  // built from the root down by concatenation: no list of keys to collect, reverse and join
  return node.up ? `${pointerOf(node.up)}/${escapeKey(node.key)}` : '';
}

/** A rule's relative pointer worked out once: from the node (or the root) `ups` levels up, then `names`. */
interface Relative {
  absolute: boolean;
  ups: number;
  /** The names that follow, each with its leading `/`. */
  tail: string;
}

/** Relative pointers by their text: a rule set has a few dozen (rule text, never document content). */
const relatives = new Map<string, Relative>();

function relativeOf(text: string): Relative {
  let r = relatives.get(text);
  if (r === undefined) {
    const absolute = text.startsWith('/');
    const names: string[] = [];
    let ups = 0;
    for (const part of text.split('/')) {
      if (part === '' || part === '.') continue;
      if (part !== '..') names.push(part);
      else if (names.length > 0) names.pop();
      else ups++; // above the root of an absolute pointer it stays at the root
    }
    r = { absolute, ups, tail: names.map((name) => `/${name}`).join('') };
    relatives.set(text, r);
  }
  return r;
}

/** The absolute pointer of `relative` (a rule's `pointer`, may start with `/` or hold `..`) from a node. */
export function joinPointer(node: Node, relative: string | undefined): string {
  if (!relative) return pointerOf(node);
  const { absolute, ups, tail } = relativeOf(relative);
  if (absolute) return tail;
  let n = node;
  for (let i = 0; i < ups && n.up; i++) n = n.up;
  return pointerOf(n) + tail;
}

/**
 * True when a rule's pointer gives distinct places from distinct nodes of one context: none, or one
 * that only goes down from the node (no `..`, not from the root).
 */
export function pointerGoesDown(relative: string | undefined): boolean {
  if (!relative) return true;
  const { absolute, ups } = relativeOf(relative);
  return !absolute && ups === 0;
}
