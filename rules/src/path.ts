import { RuleCompileError } from './errors';
import type { Node, Scope } from './types';

/** A compiled path: absolute or relative, how many levels up first, then names (`*` fans out). */
export interface Path {
  text: string;
  absolute: boolean;
  ups: number;
  names: string[];
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
  return { text, absolute, ups, names: stack, fans: stack.includes('*') };
}

function startNode(path: Path, scope: Scope): Node | null {
  if (path.absolute) return scope.root;
  let node: Node | null = scope.node;
  for (let i = 0; i < path.ups && node; i++) node = node.up;
  return node;
}

function child(value: unknown, name: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    if (!/^\d+$/.test(name)) return undefined;
    return value[Number(name)];
  }
  return Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
}

function fanValues(value: unknown, names: string[], at: number, out: unknown[]): void {
  let v = value;
  for (let i = at; i < names.length; i++) {
    if (v === undefined || v === null) return;
    const name = names[i];
    if (name === '*') {
      if (Array.isArray(v)) for (const item of v) fanValues(item, names, i + 1, out);
      else if (typeof v === 'object')
        for (const [k, item] of Object.entries(v as object))
          if (k !== ID_KEY) fanValues(item, names, i + 1, out);
      return;
    }
    v = child(v, name);
  }
  if (v !== undefined && v !== null) out.push(v);
}

/** The value at a path: a plain value, or a list when the path fans out with `*`. */
export function resolveValue(path: Path, scope: Scope): unknown {
  const start = startNode(path, scope);
  if (path.fans) {
    const out: unknown[] = [];
    if (start) fanValues(start.v, path.names, 0, out);
    return out;
  }
  if (!start) return null;
  let v = start.v;
  for (const name of path.names) {
    v = child(v, name);
    if (v === undefined || v === null) return null;
  }
  return v;
}

function fanNodes(node: Node, names: string[], at: number, out: Node[]): void {
  let n = node;
  for (let i = at; i < names.length; i++) {
    const v = n.v;
    if (v === undefined || v === null) return;
    const name = names[i];
    if (name === '*') {
      if (Array.isArray(v))
        for (let k = 0; k < v.length; k++) fanNodes({ v: v[k], up: n, key: k }, names, i + 1, out);
      else if (typeof v === 'object')
        for (const [k, item] of Object.entries(v as object))
          if (k !== ID_KEY) fanNodes({ v: item, up: n, key: k }, names, i + 1, out);
      return;
    }
    const key = Array.isArray(v) && /^\d+$/.test(name) ? Number(name) : name;
    n = { v: child(v, name), up: n, key };
  }
  if (n.v !== undefined && n.v !== null) out.push(n);
}

/** The nodes a path reaches (with their parents, for `..`). A path ending on an array gives its items. */
export function resolveNodes(path: Path, scope: Scope): Node[] {
  const start = startNode(path, scope);
  const out: Node[] = [];
  if (!start) return out;
  fanNodes(start, path.names, 0, out);
  if (!path.fans && out.length === 1 && Array.isArray(out[0].v)) {
    const list = out[0];
    return (list.v as unknown[])
      .filter((x) => x !== undefined && x !== null)
      .map((v, k) => ({ v, up: list, key: k }));
  }
  return out;
}

function escapeKey(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The absolute JSON pointer of a node. */
export function pointerOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.up; n = n.up) keys.push(escapeKey(n.key ?? ''));
  return keys.length === 0 ? '' : `/${keys.reverse().join('/')}`;
}

/** The absolute pointer of `relative` (a rule's `pointer`, may start with `/` or hold `..`) from a node. */
export function joinPointer(node: Node, relative: string | undefined): string {
  if (!relative) return pointerOf(node);
  const keys: string[] = [];
  if (!relative.startsWith('/')) {
    for (let n: Node | null = node; n?.up; n = n.up) keys.push(escapeKey(n.key ?? ''));
    keys.reverse();
  }
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') keys.pop();
    else keys.push(part);
  }
  return keys.length === 0 ? '' : `/${keys.join('/')}`;
}
