/**
 * One JSON log line per request, written when its answer is ready, and its time in the latency
 * histogram. The line holds the request id (the caller's `X-Request-Id` when it is a plain token,
 * else a new one; sent back in the answer's `X-Request-Id`), method, route pattern (never the
 * path itself: ids and search words stay out), status, duration and the caller's company id.
 * No names, e-mail addresses, tokens or bodies. Fields: docs/operations.md.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';
import { log } from './log';
import { requestDuration } from './metrics';

const plainId = /^[A-Za-z0-9._-]{1,64}$/;

export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const given = c.req.header('x-request-id');
    const reqId = given && plainId.test(given) ? given : randomUUID();
    await next();
    const seconds = (performance.now() - start) / 1000;
    const route = routePath(c) || 'unmatched';
    const status = c.res.status;
    c.res.headers.set('x-request-id', reqId);
    requestDuration.observe({ method: c.req.method, route, status: String(status) }, seconds);
    log.info(
      {
        reqId,
        method: c.req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        companyId: c.get('user')?.companyId,
      },
      'request',
    );
  };
}
