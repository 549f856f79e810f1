/**
 * The operator's calls under the base path, outside /api and /public-api (no login, never cached):
 * `GET /healthz` (the process is alive and its event loop turns), `GET /readyz` (ready to serve:
 * readiness.ts; 503 when not), `GET /metrics` (Prometheus text: metrics.ts). They answer nothing
 * personal; an operator who does not want the metrics public blocks the path at the proxy.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { workPool } from '../pool/index';
import { metricsText, registry } from './metrics';
import { readiness } from './readiness';

const noStore = { 'cache-control': 'no-store' };

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
  app.get('/metrics', async (c) =>
    c.body(await metricsText(deps, workPool().stats()), 200, {
      ...noStore,
      'content-type': registry.contentType,
    }),
  );
  return app;
}
