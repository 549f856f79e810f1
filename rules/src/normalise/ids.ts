import { copy, isObj, type Obj } from './json';

let counter = 0;

/** A fresh id: a random UUID where the platform has one, else a counter (ids need only be unique). */
export function newId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  counter += 1;
  return `id-${Date.now().toString(36)}-${counter}`;
}

/** Groups (UPPER_CASE keys) and array items are entities; `{Content}` wrappers are values. */
function isGroupKey(key: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(key);
}

function visit(node: Obj, makeId: () => string): void {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      for (const item of value)
        if (isObj(item)) {
          if (typeof item.id !== 'string' || item.id === '') item.id = makeId();
          visit(item, makeId);
        }
    } else if (isObj(value)) {
      if (isGroupKey(key) && (typeof value.id !== 'string' || value.id === '')) value.id = makeId();
      visit(value, makeId);
    }
  }
}

/**
 * The editor's working form: every object inside an array and every nested group gets an `id`
 * (kept when it has one). Returns a new invoice.
 */
export function addIds<T>(invoice: T, makeId: () => string = newId): T {
  if (!isObj(invoice)) return invoice;
  const out = copy(invoice) as Obj;
  visit(out, makeId);
  return out as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (!isObj(value)) return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) if (k !== 'id') out[k] = strip(v);
  return out;
}

/** The plain form: every `id` removed, at any depth. Returns a new invoice. */
export function stripIds<T>(invoice: T): T {
  return strip(invoice) as T;
}
