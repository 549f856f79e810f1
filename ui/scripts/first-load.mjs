#!/usr/bin/env node
/**
 * First-load JavaScript of the login and the dashboard (`npm run bench -w @xr/ui`, after `vite
 * build`): the entry script of dist/index.html with every chunk it imports statically, plus the
 * route's screen chunk with its static imports; sizes raw and gzip (level 9, as a server would
 * send them). The goal of issue 28: under 200 KB gzip. Prints the chunks by size and whether the
 * rule engine (`rules-*.js`) is among them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/weberfassung\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html: run vite build first');

/** A chunk with every chunk it imports statically (`from"./x.js"`, `import"./x.js"`). */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const text = readFileSync(join(assets, start), 'utf8');
  for (const m of text.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) closure(m[1], seen);
  return seen;
}

const size = (file) => {
  const bytes = readFileSync(join(assets, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const screenChunk = (name) => readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));

for (const [route, screen] of [
  ['login (/weberfassung/)', 'LoginScreen'],
  ['dashboard (/weberfassung/Dashboard)', 'DashboardScreen'],
]) {
  const files = closure(entry);
  const chunk = screenChunk(screen);
  if (chunk) closure(chunk, files);
  const sizes = [...files].map((f) => ({ f, ...size(f) })).sort((a, b) => b.gzip - a.gzip);
  const gzip = sizes.reduce((s, x) => s + x.gzip, 0);
  const raw = sizes.reduce((s, x) => s + x.raw, 0);
  const rules = sizes.some((x) => x.f.startsWith('rules-'));
  console.log(
    `first-load JS of the ${route}: ${kb(gzip)} gzip (${kb(raw)} raw, ${sizes.length} files; goal < 200 KB gzip${gzip < 200 * 1024 ? ', met' : ', missed'}); rule engine ${rules ? 'LOADED' : 'not loaded'}`,
  );
  for (const x of sizes.slice(0, 5)) console.log(`  ${x.f.padEnd(40)} ${kb(x.gzip).padStart(9)} gzip`);
}
