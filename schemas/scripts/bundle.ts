import { type Json, type JsonObject, resolveRef, type SchemaFile } from './load';

export const BUNDLE_BASE = 'https://schemas.xr-web-capture.example/bundled/';

/** Deep copy of `node` with every file `$ref` rewritten to `#/definitions/<title>`; collects the
 * referenced files in `seen` (path → title). */
function rewrite(
  node: Json,
  fromPath: string,
  files: Map<string, SchemaFile>,
  seen: Map<string, string>,
): Json {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, fromPath, files, seen));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const { file, fragment } = resolveRef(fromPath, value);
      const target = files.get(file);
      if (!target) throw new Error(`${fromPath}: $ref ${value} points to no schema file`);
      if (fragment) throw new Error(`${fromPath}: $ref ${value}: fragments are not supported`);
      const title = target.schema.title;
      if (typeof title !== 'string') throw new Error(`${file}: a referenced schema needs a title`);
      if (!seen.has(file)) {
        seen.set(file, title);
      }
      out.$ref = `#/definitions/${title}`;
    } else {
      out[key] = rewrite(value, fromPath, files, seen);
    }
  }
  return out;
}

function strip(schema: JsonObject): JsonObject {
  const { $id: _id, $schema: _s, ...rest } = schema;
  return rest;
}

/** One self-contained schema for the document whose root file is `rootPath`: the root with every
 * referenced file placed in `definitions` under its title. */
export function bundle(rootPath: string, files: Map<string, SchemaFile>, name: string): JsonObject {
  const root = files.get(rootPath);
  if (!root) throw new Error(`no schema file ${rootPath}`);
  const seen = new Map<string, string>();
  const body = rewrite(strip(root.schema), rootPath, files, seen) as JsonObject;
  const definitions: JsonObject = {};
  const done = new Set<string>();
  while (done.size < seen.size) {
    for (const [file, title] of [...seen]) {
      if (done.has(file)) continue;
      done.add(file);
      const schema = files.get(file)?.schema as JsonObject;
      if (definitions[title]) throw new Error(`two schemas with title ${title}`);
      definitions[title] = rewrite(strip(schema), file, files, seen);
    }
  }
  const sorted = Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)));
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${BUNDLE_BASE}${name}.schema.json`,
    ...body,
    ...(Object.keys(sorted).length ? { definitions: sorted } : {}),
  };
}
