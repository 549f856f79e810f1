/**
 * Builds the UI once for the e2e run, or reuses ui/dist when it is newer than every source file
 * (src/, public/, index.html, vite.config.ts) and every workspace package the UI bundles.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const uiRoot = fileURLToPath(new URL('..', import.meta.url));
export const uiDist = join(uiRoot, 'dist');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const inputs = () =>
  [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    '../codelists',
    '../rules/src',
    '../xml/src',
    '../rules/families',
    '../generated',
    '../schemas',
  ].map((p) => join(uiRoot, p));

export function distIsFresh(): boolean {
  const built = existsSync(join(uiDist, 'index.html')) ? statSync(join(uiDist, 'index.html')).mtimeMs : 0;
  return built > 0 && inputs().every((p) => newest(p) <= built);
}

export function ensureBuild(): void {
  if (distIsFresh()) return;
  // vitest sets NODE_ENV=test; the bundle must be the production build of React
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: uiRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * A private copy of the current build (keyed by its index.html), so that a rebuild of ui/dist
 * while tests run (another developer's test run, say) cannot pull files from under the server.
 */
export function distSnapshot(): string {
  ensureBuild();
  const id = createHash('sha256')
    .update(readFileSync(join(uiDist, 'index.html')))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `xr-ui-dist-${id}`);
  if (existsSync(join(dir, 'index.html'))) return dir;
  const partial = `${dir}.${process.pid}.tmp`;
  cpSync(uiDist, partial, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return dir;
}
