/**
 * The text of `src/familyIndex.ts` for the given family file names: one static JSON import each,
 * so bundlers (Vite) include every family and the evaluator needs no file system.
 */
export function familyIndexSource(files: string[]): string {
  const sorted = [...files].filter((f) => f.endsWith('.json')).sort();
  const imports = sorted.map((f, i) => `import f${i} from '../families/${f}' with { type: 'json' };`);
  const entries = sorted.map((f, i) => `  '${f}': f${i} as unknown as Family,`);
  return [
    '// Written from rules/families/*.json by the UI build and dev server (rules/src/tools/viteFamilyIndex.ts)',
    '// or `npm run families -w @xr/rules`. Do not edit by hand; a test fails while it is stale.',
    ...imports,
    "import type { Family } from './types';",
    '',
    '/** Every family file of rules/families, by file name. */',
    'export const familyFiles: Record<string, Family> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
