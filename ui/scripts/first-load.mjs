#!/usr/bin/env node
/**
 * First-load JavaScript of the login and the dashboard (`npm run bench -w @xr/ui`, after `vite
 * build`): the files of ./first-load-files.mjs, sizes raw and gzip (level 9, as a server would
 * send them), PASS or MISS against the goal of issue 28 (under 200 KB gzip), the largest files,
 * and whether the rule engine (`rules-*.js`) is among them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles } from './first-load-files.mjs';

const GOAL = 200 * 1024;
// the build folder: ui/dist, or the one given (`node scripts/first-load.mjs /tmp/build`)
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));

const size = (file) => {
  const bytes = readFileSync(join(dist, 'assets', file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let missed = 0;
for (const [route, screen] of [
  ['login (/weberfassung/)', 'LoginScreen'],
  ['dashboard (/weberfassung/Dashboard)', 'DashboardScreen'],
]) {
  const sizes = firstLoadFiles(dist, screen)
    .map((f) => ({ f, ...size(f) }))
    .sort((a, b) => b.gzip - a.gzip);
  const gzip = sizes.reduce((s, x) => s + x.gzip, 0);
  const raw = sizes.reduce((s, x) => s + x.raw, 0);
  const rules = sizes.some((x) => x.f.startsWith('rules-'));
  const pass = gzip < GOAL;
  if (!pass) missed++;
  console.log(
    `${pass ? 'PASS' : 'MISS'} first-load JS of the ${route}: ${kb(gzip)} gzip (goal < ${kb(GOAL)}; ${kb(raw)} raw, ${sizes.length} files); rule engine ${rules ? 'LOADED' : 'not loaded'}`,
  );
  for (const x of sizes.slice(0, 5)) console.log(`  ${x.f.padEnd(40)} ${kb(x.gzip).padStart(9)} gzip`);
}
console.log(missed ? `MISS: ${missed} of 2 routes over the goal` : 'PASS: both routes under the goal');
