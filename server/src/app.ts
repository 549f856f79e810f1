/**
 * The Hono app under `/weberfassung/`: API routes, the error catalogue mapping, and the built UI
 * with history fallback (unknown non-API paths answer index.html).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Deps } from './context';
import { ApiError, onError } from './errors/api-error';
import { requestLog } from './ops/request-log';
import { opsRoutes } from './ops/routes';
import { routeFactories } from './routes/index';
import { requireJsonBody, securityHeaders } from './security-headers';
import { serveUi } from './static-ui';

export const BASE_PATH = '/weberfassung';

/** The body is larger than the limit: the message names the limit (in KB below 1 MB: the public calls' 64 KB). */
const tooLarge = (maxSize: number): never => {
  if (maxSize < 1024 * 1024)
    throw new ApiError('request.error.tooLarge', { maxKb: Math.floor(maxSize / 1024) });
  throw new ApiError('import.error.tooLarge', { maxMb: Math.floor(maxSize / (1024 * 1024)) });
};

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};

/** Calls that read their body as it arrives, under a smaller limit of their own (`csv-upload.ts`). */
const STREAMED = ['/api/buyers/import', '/api/articles/import'];
const BODILESS = new Set(['GET', 'HEAD']);

/**
 * A declared Content-Length is checked from the header (cheap: no re-wrapped request); a body
 * without one (chunked) is counted while it is read — here, before the handler, except for the
 * calls that count it themselves as they read it (`STREAMED`). A GET or HEAD with neither header
 * has no body (HTTP/1.1): it passes without its body being looked at, which would build a whole
 * `Request` for every list and read.
 */
function limitBody(maxSize: number): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError: () => tooLarge(maxSize) });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (
      declared === undefined &&
      BODILESS.has(c.req.method) &&
      c.req.header('transfer-encoding') === undefined
    )
      return next();
    if (declared === undefined && c.req.method === 'POST' && STREAMED.some((p) => c.req.path.endsWith(p)))
      return next();
    if (declared === undefined) return counting(c, next);
    if (Number(declared) > maxSize) tooLarge(maxSize);
    await next();
  };
}

export function createApp(deps: Deps, opts: { uiDist?: string } = {}) {
  const api = new Hono<AppEnv>({ strict: false });
  // Invoices with attachments (10 MB as base64) fit (REQUEST_MAX_MB); public calls are small.
  // API answers carry tokens and company data: never cached by browsers or proxies.
  api.use('/api/*', noStore);
  api.use('/public-api/*', noStore);
  api.use('/public-api/*', limitBody(64 * 1024));
  api.use('/public-api/*', requireJsonBody);
  api.use('/api/*', limitBody(deps.config.requestMaxBytes));
  for (const routes of routeFactories) api.route('/', routes(deps));
  api.route('/', opsRoutes(deps));
  api.all('/api/*', () => {
    throw new ApiError('error.notFound');
  });
  api.all('/public-api/*', () => {
    throw new ApiError('error.notFound');
  });

  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', requestLog());
  app.use('*', securityHeaders(deps.config.publicUrl));
  app.onError(onError);
  app.notFound((c) =>
    c.json({ status: 404, code: 'NOT_FOUND', messageKey: 'error.notFound', message: 'Not found' }, 404),
  );
  app.route(BASE_PATH, api);
  if (opts.uiDist) app.route(BASE_PATH, serveUi(opts.uiDist));
  app.get('/', (c) => c.redirect(`${BASE_PATH}/`));
  return app;
}
