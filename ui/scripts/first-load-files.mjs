/**
 * Which built files a route loads before it shows (issue 28): the entry script of index.html with
 * every chunk it imports statically, plus the route's screen chunk with its static imports. Used
 * by the bench (first-load.mjs) and by the test that keeps the rule engine and the editor out of
 * the login page (src/app/first-load.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file names (in `<dist>/assets`) of the first load of the route whose screen chunk is `screen`. */
export function firstLoadFiles(dist, screen) {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/weberfassung\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${dist}/index.html: run vite build first`);
  const files = new Set();
  const add = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(join(assets, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) add(m[1]);
  };
  add(entry);
  const chunk = readdirSync(assets).find((f) => f.startsWith(`${screen}-`) && f.endsWith('.js'));
  if (!chunk) throw new Error(`no chunk of ${screen} in ${assets}`);
  add(chunk);
  return [...files];
}
