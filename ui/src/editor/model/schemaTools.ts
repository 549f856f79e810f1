/**
 * Schema preparation for the screen forms: inline `$ref`s of the bundled invoice schema, cut out
 * a group, drop advanced-only properties in easy mode (`x-advanced`), and read properties by path.
 */
import type { Json } from '../state/types';

type Schema = Record<string, Json>;

function pointerGet(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: Json = root;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node?.[key];
  }
  return node as Schema | undefined;
}

/** A copy of `schema` with every local `$ref` replaced by its target (the model has no cycles). */
export function inlineRefs(schema: Json, root: Schema = schema, depth = 0): Json {
  if (depth > 40 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, root, depth + 1));
  if (typeof schema.$ref === 'string') {
    const target = pointerGet(root, schema.$ref);
    if (target) {
      const { $ref: _ignored, ...rest } = schema;
      return inlineRefs({ ...target, ...rest }, root, depth + 1);
    }
  }
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === '$defs' || k === 'definitions') continue;
    out[k] = inlineRefs(v, root, depth + 1);
  }
  return out;
}

/** Removes advanced-only properties (`x-advanced: true`) everywhere below `schema`. */
export function withoutAdvanced(schema: Json): Json {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Schema = { ...schema };
  if (schema.properties) {
    out.properties = {};
    for (const [k, v] of Object.entries<Json>(schema.properties)) {
      if (v?.['x-advanced'] === true) continue;
      out.properties[k] = withoutAdvanced(v);
    }
    if (Array.isArray(schema.required))
      out.required = schema.required.filter((r: string) => r in out.properties);
  }
  if (schema.items) out.items = withoutAdvanced(schema.items);
  return out;
}

/** The subschema at a property path (`['SELLER']`, `['DELIVERY_INFORMATION', 'INVOICING_PERIOD']`). */
export function schemaAt(schema: Json, path: string[]): Json {
  let node = schema;
  for (const key of path) {
    node = /^\d+$/.test(key) ? node?.items : node?.properties?.[key];
  }
  return node;
}

/** An object schema restricted to some properties of `schema`, in the given order. */
export function pickProperties(schema: Json, names: string[]): Json {
  const properties: Schema = {};
  for (const n of names) if (schema?.properties?.[n]) properties[n] = schema.properties[n];
  return { type: 'object', properties };
}

/** Names of all properties that are flagged `x-advanced` below `schema`, with their paths. */
export function advancedPaths(schema: Json, prefix: string[] = []): string[][] {
  const found: string[][] = [];
  if (!schema || typeof schema !== 'object') return found;
  for (const [k, v] of Object.entries<Json>(schema.properties ?? {})) {
    if (v?.['x-advanced'] === true) found.push([...prefix, k]);
    else if (v?.type === 'object') found.push(...advancedPaths(v, [...prefix, k]));
    else if (v?.type === 'array' && v.items?.type === 'object')
      found.push(...advancedPaths(v.items, [...prefix, k, '*']));
  }
  return found;
}
