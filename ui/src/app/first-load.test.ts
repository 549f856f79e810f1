// @vitest-environment node
/**
 * Issue 28: the login page does not load the rule engine or the editor. A production build (with
 * source maps, into a folder of its own) is read the way the bench reads it: the entry script, the
 * login screen's chunk and every chunk they import statically. No source of the rule engine
 * (rules/, xml/, generated/, codelists/), of rjsf/ajv or of the editor may be among their modules,
 * except the editor's route table and state, which the router needs to know the editor's paths.
 * The login's and the dashboard's first load stay under 200 KB of gzip (the goal of issue 28, as
 * `npm run bench -w @xr/ui` measures it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadFiles } from '../../scripts/first-load-files.mjs';

const uiRoot = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = resolve(uiRoot, '..');
let out: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'xr-first-load-'));
  execFileSync(
    'npx',
    ['vite', 'build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: uiRoot,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The modules (paths from the repository root, or node_modules/<package>/…) in a route's first load. */
function modulesOf(screen: string): string[] {
  const modules = new Set<string>();
  for (const file of firstLoadFiles(out, screen)) {
    const map = join(out, 'assets', `${file}.map`);
    if (!existsSync(map)) continue;
    for (const source of JSON.parse(readFileSync(map, 'utf8')).sources as string[])
      modules.add(
        relative(repoRoot, resolve(out, 'assets', source)).replace(/^.*node_modules\//, 'node_modules/'),
      );
  }
  return [...modules];
}

const RULE_ENGINE = /^(rules|xml|generated|codelists)\/|^node_modules\/(@rjsf|ajv|ajv-formats)\//;
const EDITOR = /^ui\/src\/editor\//;
const EDITOR_ALLOWED = /^ui\/src\/editor\/(routes\.tsx|state\/|model\/onePerField\.ts)/;

describe('first load of the login page', () => {
  it('holds neither the rule engine nor the editor', () => {
    const modules = modulesOf('LoginScreen');
    expect(modules.some((m) => m === 'ui/src/screens/account/LoginScreen.tsx')).toBe(true);
    expect(modules.filter((m) => RULE_ENGINE.test(m))).toEqual([]);
    expect(modules.filter((m) => EDITOR.test(m) && !EDITOR_ALLOWED.test(m))).toEqual([]);
  });
});

/** The gzip size (level 9, as a server sends it) of a route's first-load files, without source map comments. */
const firstLoadGzip = (screen: string) =>
  firstLoadFiles(out, screen).reduce((sum: number, file: string) => {
    const text = readFileSync(join(out, 'assets', file), 'utf8').replace(
      /\n\/\/# sourceMappingURL=\S+\s*$/,
      '',
    );
    return sum + gzipSync(text, { level: 9 }).length;
  }, 0);

describe('first-load JavaScript', () => {
  it.each(['LoginScreen', 'DashboardScreen'])('of %s stays under 200 KB gzip', (screen) => {
    expect(firstLoadGzip(screen)).toBeLessThan(200 * 1024);
  });
});
