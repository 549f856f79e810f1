/**
 * The operator's calls under the base path, outside /api and /public-api (no login, never cached):
 * `GET /healthz` (the process is alive and its event loop turns), `GET /readyz` (ready to serve:
 * readiness.ts; 503 when not), `GET /metrics` (Prometheus text: metrics.ts). They answer nothing
 * personal; with METRICS_TOKEN set, the metrics answer only a request bearing that token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { workPool } from '../pool/index';
import { metricsText, registry } from './metrics';
import { readiness } from './readiness';

const noStore = { 'cache-control': 'no-store' };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the `Authorization` header bears the token (compared in constant time). */
function bears(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export function opsRoutes(deps: Deps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/healthz', (c) => c.json({ status: 'alive' }, 200, noStore));
  app.get('/readyz', async (c) => {
    const r = await readiness(deps);
    return c.json(
      { status: r.ready ? 'ready' : 'not ready', checks: r.checks },
      r.ready ? 200 : 503,
      noStore,
    );
  });
  app.get('/metrics', async (c) => {
    const token = deps.config.metricsToken;
    if (token !== undefined && !bears(c.req.header('authorization'), token))
      return c.text('The metrics need the token of METRICS_TOKEN.', 401, {
        ...noStore,
        'www-authenticate': 'Bearer realm="metrics"',
      });
    return c.body(await metricsText(deps, workPool().stats()), 200, {
      ...noStore,
      'content-type': registry.contentType,
    });
  });
  return app;
}
