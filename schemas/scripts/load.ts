import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Root of the schemas package (the folder holding invoice/ and documents/). */
export const schemasRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A schema file keyed by its path relative to schemasRoot, e.g. `invoice/seller.schema.json`. */
export interface SchemaFile {
  path: string;
  schema: JsonObject;
}

export const SCHEMA_DIRS = ['invoice', 'documents'] as const;

export function loadSchemaFiles(root = schemasRoot): Map<string, SchemaFile> {
  const files = new Map<string, SchemaFile>();
  for (const dir of SCHEMA_DIRS) {
    let names: string[];
    try {
      names = readdirSync(join(root, dir));
    } catch {
      continue;
    }
    for (const name of names.filter((n) => n.endsWith('.schema.json')).sort()) {
      const path = posix.join(dir, name);
      files.set(path, { path, schema: JSON.parse(readFileSync(join(root, path), 'utf8')) });
    }
  }
  return files;
}

/** Resolves a relative `$ref` (file part only) against the referring file's path. */
export function resolveRef(fromPath: string, ref: string): { file: string; fragment: string } {
  const [filePart, fragment = ''] = ref.split('#');
  const file = filePart ? posix.normalize(posix.join(posix.dirname(fromPath), filePart)) : fromPath;
  return { file, fragment };
}

export const relativeToRepo = (p: string) => relative(join(schemasRoot, '..'), p);
