/** Serves the built UI (`ui/dist`) with history-mode fallback to index.html. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Hono } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

export function serveUi(dist: string) {
  const app = new Hono();
  app.get('/*', (c) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path.replace(/^\/weberfassung\/?/, ''));
    } catch {
      return c.text('Bad request', 400);
    }
    const rel = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    const file = join(dist, rel);
    if (rel && file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      const immutable = rel.startsWith('assets/');
      return c.body(readFileSync(file), 200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (extname(rel) && rel !== 'index.html') return c.text('Not found', 404);
    const index = join(dist, 'index.html');
    if (!existsSync(index)) return c.text('UI not built (npm run build -w @xr/ui)', 404);
    return c.html(readFileSync(index, 'utf8'), 200, { 'cache-control': 'no-cache' });
  });
  return app;
}
