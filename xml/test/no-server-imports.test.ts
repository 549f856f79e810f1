/**
 * The house has no arrow from `xml/` to `server/` or `ui/`: no file of @xr/xml (sources, scripts,
 * tests) imports the server's or the UI's code or packages, or finds a file of theirs by path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pkg = fileURLToPath(new URL('../', import.meta.url));
const repo = resolve(pkg, '..');
const forbiddenPackages = ['@xr/server', '@xr/ui', '@xr/cli', '@xr/client'];
const forbiddenFolders = ['server', 'ui', 'cli', 'client'].map((f) => join(repo, f) + sep);

/** Import, export-from and dynamic import specifiers, and `new URL('…', import.meta.url)` paths. */
const specifierPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1|new URL\(\s*(['"`])([^'"`$]+)\3\s*,\s*import\.meta\.url/g;

export function arrowsOut(file: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(specifierPattern)) {
    const spec = m[2] ?? m[4];
    if (!spec) continue;
    const isPackage = !spec.startsWith('.');
    const wrongPackage = isPackage && forbiddenPackages.some((p) => spec === p || spec.startsWith(`${p}/`));
    const target = isPackage ? '' : resolve(dirname(file), spec);
    const wrongFolder = !isPackage && forbiddenFolders.some((f) => `${target}${sep}`.startsWith(f));
    if (wrongPackage || wrongFolder) found.push(`${relative(repo, file)}: ${spec}`);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'xslt') return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [path] : [];
  });
}

describe('@xr/xml stands on its own', () => {
  it('imports nothing of server/, ui/, cli/ or client/', () => {
    // this file's own examples below are the imports it looks for
    const files = sourceFiles(pkg).filter((f) => f !== fileURLToPath(import.meta.url));
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((f) => arrowsOut(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('would see such an import (relative, by package name, dynamic, or a file found by path)', () => {
    const file = join(pkg, 'src', 'validate', 'example.ts');
    expect(arrowsOut(file, "import { run } from '../../../server/src/cli/generate';")).toHaveLength(1);
    expect(arrowsOut(file, "export { x } from '@xr/server/src/modules';")).toHaveLength(1);
    expect(arrowsOut(file, "const m = await import('../../../ui/src/main');")).toHaveLength(1);
    expect(arrowsOut(file, "new URL('../../../server/xslt/', import.meta.url)")).toHaveLength(1);
    expect(arrowsOut(file, "import { parseTree } from '../reader/parse-tree';")).toEqual([]);
    expect(arrowsOut(file, "import { families } from '@xr/rules';")).toEqual([]);
  });
});
