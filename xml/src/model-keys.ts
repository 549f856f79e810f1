/**
 * Short aliases for the model's property names on the way into the generating stylesheets.
 *
 * SaxonJS keeps an XPath map as a trie over the whole key string: every lookup and every key that
 * parse-json inserts walks (and allocates) one level per character, and the spec's names are long
 * (`Invoiced_quantity_unit_of_measure_code`). The stylesheets are WRITTEN with the spec's names;
 * `scripts/compile-xslt.ts` replaces them by these aliases in stylesheets marked
 * `<?xr-model-keys?>` before compiling, and `aliasModel` renames the JSON keys the same way.
 * About 30 % less time for 1000 lines. An alias is `k` + 6 hex digits of the name's SHA-1, so it
 * does not depend on which other names exist.
 */
import { createHash } from 'node:crypto';
import { invoiceSchema } from '@xr/generated';

/** Every property name of the invoice model (bundled JSON Schema), longest first. */
export function modelKeyNames(): string[] {
  const names = new Set<string>();
  const walk = (o: unknown): void => {
    if (!o || typeof o !== 'object') return;
    if (Array.isArray(o)) {
      for (const x of o) walk(x);
      return;
    }
    const props = (o as { properties?: Record<string, unknown> }).properties;
    if (props && typeof props === 'object') for (const k of Object.keys(props)) names.add(k);
    for (const v of Object.values(o)) walk(v);
  };
  walk(invoiceSchema);
  return [...names].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

export function keyAlias(name: string): string {
  return `k${createHash('sha1').update(name).digest('hex').slice(0, 6)}`;
}

let table: Map<string, string> | undefined;

/** name → alias for every model property name (checked free of collisions). */
export function aliasTable(): Map<string, string> {
  if (table) return table;
  const t = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const name of modelKeyNames()) {
    const a = keyAlias(name);
    const other = seen.get(a);
    if (other) throw new Error(`model key alias collision: ${name} and ${other} → ${a}`);
    seen.set(a, name);
    t.set(name, a);
  }
  table = t;
  return t;
}

/**
 * The model as the generating stylesheets expect it: keys aliased, and pruned (no empty strings or
 * whitespace-only ones, nulls, empty arrays or objects, no editor ids), so presence is `exists()`.
 */
export function aliasModel(v: unknown, names: Map<string, string> = aliasTable()): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v;
  if (Array.isArray(v)) {
    const items = v.map((x) => aliasModel(x, names)).filter((x) => x !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof v === 'object') {
    const out: Record<string, unknown> = {};
    let kept = 0;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'id') continue;
      const value = aliasModel(x, names);
      if (value === undefined) continue;
      out[names.get(k) ?? k] = value;
      kept++;
    }
    return kept > 0 ? out : undefined;
  }
  return v;
}

/** The model pruned as aliasModel prunes it, with the spec's names kept (for the line writer). */
export function pruneModel(v: unknown): unknown {
  return aliasModel(v, new Map());
}

/**
 * Replaces the model's names in stylesheet text: `?Name` lookups and `'Name'` string literals.
 * A literal right after `|| ` is the suffix of a composed key (`f:k($p || 'VAT_category_code')`),
 * one right after a comparison (`ne 'SELLER'`) is a value: both stay as written.
 */
export function aliasStylesheetText(text: string, names: Map<string, string> = aliasTable()): string {
  return text.replace(
    /\?([A-Za-z][A-Za-z0-9_]*)|(?<!(?:\|\||eq|ne|=) )'([A-Za-z][A-Za-z0-9_]*)'/g,
    (whole, lookup, literal) => {
      const alias = names.get(lookup ?? literal);
      if (!alias) return whole;
      return lookup ? `?${alias}` : `'${alias}'`;
    },
  );
}
