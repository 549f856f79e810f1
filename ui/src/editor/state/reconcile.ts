/**
 * Merges a recalculated invoice into the current one, keeping the identity of every unchanged
 * object (so only forms whose data changed re-render) and every editor `id`. Values only the
 * current invoice has are kept: calculation never removes what the user typed — nor replaces a
 * text the user typed in a number field that could not be read (it stays, as an error, issue 26).
 */
import type { Json } from './types';

export function reconcile(current: Json, calculated: Json): Json {
  if (current === calculated) return current;
  if (calculated === undefined) return current;
  if (
    current === null ||
    calculated === null ||
    typeof current !== 'object' ||
    typeof calculated !== 'object'
  ) {
    if (typeof current === 'string' && current.trim() !== '' && typeof calculated === 'number')
      return current;
    return Object.is(current, calculated) ? current : calculated;
  }
  if (Array.isArray(current) !== Array.isArray(calculated)) return calculated;
  if (Array.isArray(current)) {
    const out = calculated.map((item: Json, i: number) => reconcile(current[i], item));
    const same = out.length === current.length && out.every((v: Json, i: number) => v === current[i]);
    return same ? current : out;
  }
  const out: Record<string, Json> = {};
  let same = true;
  for (const key of new Set([...Object.keys(current), ...Object.keys(calculated)])) {
    const value = key in calculated ? reconcile(current[key], calculated[key]) : current[key];
    if (value !== current[key] || !(key in current)) same = false;
    if (value !== undefined) out[key] = value;
  }
  return same ? current : out;
}
