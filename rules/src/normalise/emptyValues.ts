import { isObj } from './json';

/** True for what the plain form leaves out: undefined, null, blank text, `{}` and `[]`. */
function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isObj(value)) return Object.keys(value).length === 0;
  return false;
}

/**
 * On save: empty optional values removed, bottom-up (an object left empty goes too, an array
 * loses its empty items). Numbers, `0` included, and booleans stay.
 */
export function removeEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(removeEmptyValues).filter((v) => !isEmptyValue(v));
    return items;
  }
  if (!isObj(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const cleaned = removeEmptyValues(v);
    if (!isEmptyValue(cleaned)) out[k] = cleaned;
  }
  return out;
}
