/**
 * Paths of rules against the model's JSON Schema (@xr/generated bundled schemas): a place is the
 * chain of schema nodes from the document root, so `..` goes back one step as the evaluator does.
 */

type SchemaNode = Record<string, unknown> | true;

/** Where a path stands in the schema: the schema nodes from the root to here. */
export type Place = SchemaNode[];

function deref(root: Record<string, unknown>, node: unknown): SchemaNode {
  if (node === true || node === undefined) return true;
  if (node === false || node === null || typeof node !== 'object') return true;
  const ref = (node as { $ref?: string }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown>)?.[part];
    return deref(root, target);
  }
  return node as Record<string, unknown>;
}

/** The schema of one step below `node`: a property, an array item (`*` or an index) or any key (`*`). */
function step(root: Record<string, unknown>, node: SchemaNode, name: string): SchemaNode | null {
  if (node === true) return true;
  const props = node.properties as Record<string, unknown> | undefined;
  const isArray = node.type === 'array' || node.items !== undefined;
  if (isArray && (name === '*' || /^\d+$/.test(name))) return deref(root, node.items);
  if (props && Object.hasOwn(props, name)) return deref(root, props[name]);
  if (name === '*' && props) return true; // any key of an object: the item schemas differ
  if (node.additionalProperties && typeof node.additionalProperties === 'object')
    return deref(root, node.additionalProperties);
  if (node.additionalProperties === true) return true;
  return null;
}

/** The place of the document root. */
export function rootPlace(schema: Record<string, unknown>): Place {
  return [deref(schema, schema)];
}

/**
 * Follows a path (`a/b`, `/a/*`, `../x`) from `from`; null when a name is not in the schema.
 * `..` above the context's root is allowed only as far as the place reaches.
 */
export function follow(schema: Record<string, unknown>, from: Place, path: string): Place | null {
  let place = path.startsWith('/') ? rootPlace(schema) : [...from];
  for (const raw of path.split('/')) {
    if (raw === '' || raw === '.') continue;
    if (raw === '..') {
      if (place.length <= 1) return null;
      place = place.slice(0, -1);
      continue;
    }
    const name = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const next = step(schema, place[place.length - 1], name);
    if (next === null) return null;
    place = [...place, next];
  }
  return place;
}

/** The place of a list's items: itself when it already stands on an item, its items when on an array. */
export function itemsOf(schema: Record<string, unknown>, place: Place): Place {
  const last = place[place.length - 1];
  if (last !== true && (last.type === 'array' || last.items !== undefined))
    return [...place, deref(schema, last.items)];
  return place;
}
