import type { Json, JsonObject } from '../scripts/load';

/** Every property schema found under `properties` anywhere in `schema`, with its name and the
 * path of names that led to it (items of arrays add `*`). File `$ref`s are not followed. */
export function* propertiesOf(
  schema: Json,
  path: string[] = [],
): Generator<{ name: string; path: string[]; schema: JsonObject }> {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const props = schema.properties as Record<string, JsonObject> | undefined;
  for (const [name, child] of Object.entries(props ?? {})) {
    yield { name, path: [...path, name], schema: child };
    yield* propertiesOf(child, [...path, name]);
  }
  if (schema.items) yield* propertiesOf(schema.items, [...path, '*']);
  const defs = schema.definitions as Record<string, JsonObject> | undefined;
  for (const def of Object.values(defs ?? {})) yield* propertiesOf(def, path);
}

/** Like propertiesOf, but following `#/definitions/...` refs of a bundled schema. */
export function* bundledPointers(
  bundled: JsonObject,
  node: JsonObject = bundled,
  pointer = '',
): Generator<{ pointer: string; schema: JsonObject }> {
  const defs = (bundled.definitions ?? {}) as Record<string, JsonObject>;
  const resolve = (s: JsonObject): JsonObject =>
    typeof s.$ref === 'string' ? { ...defs[s.$ref.replace('#/definitions/', '')], ...s } : s;
  const here = resolve(node);
  for (const [name, child] of Object.entries((here.properties ?? {}) as Record<string, JsonObject>)) {
    const resolved = resolve(child);
    yield { pointer: `${pointer}/${name}`, schema: resolved };
    yield* bundledPointers(bundled, resolved, `${pointer}/${name}`);
  }
  if (here.items) yield* bundledPointers(bundled, here.items as JsonObject, `${pointer}/*`);
}
