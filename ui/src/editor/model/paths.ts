/** Immutable reads and writes into the working invoice by property path. */
import type { Json } from '../state/types';

export function getIn(value: Json, path: (string | number)[]): Json {
  let node = value;
  for (const key of path) node = node?.[key];
  return node;
}

export function setIn(value: Json, path: (string | number)[], next: Json): Json {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  const base = value ?? (typeof key === 'number' ? [] : {});
  const child = setIn(base?.[key], rest, next);
  if (Array.isArray(base)) {
    const copy = base.slice();
    copy[key as number] = child;
    return copy;
  }
  const copy = { ...base };
  if (child === undefined) delete copy[key];
  else copy[key] = child;
  return copy;
}

let counter = 0;
/** A fresh id for a new nested object of the working form. */
export function newId(): string {
  counter += 1;
  return `n${Date.now().toString(36)}${counter.toString(36)}`;
}
