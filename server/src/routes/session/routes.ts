/**
 * Public calls: configuration, authenticate, refresh; and the authenticated logout. Login and
 * refresh also set the refresh token as an HttpOnly cookie (auth/refresh-cookie.ts); refresh takes
 * the token from the body (API clients) or from that cookie (the UI, with `X-Requested-With`).
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import { clearRefreshCookie, overHttps, refreshCookie, setRefreshCookie } from '../../auth/refresh-cookie';
import { type AppEnv, clientKey, type Deps } from '../../context';
import { ApiError } from '../../errors/api-error';
import { readJson, text } from '../body';
import { authenticate, logout, refresh } from './handlers';

export function sessionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const seconds = deps.config.refreshTokenSeconds;
  app.get('/public-api/configuration', async (c) => c.json(deps.config.configuration));
  app.post('/public-api/authenticate', async (c) => {
    const body = await readJson(c);
    const login = text(body, 'login', { required: true });
    const password = typeof body.password === 'string' ? body.password : '';
    const answer = await authenticate(deps, login, password, clientKey(c, deps.config.trustProxy));
    setRefreshCookie(c, answer.refreshToken, seconds, overHttps(c, deps.config.publicUrl));
    return c.json(answer);
  });
  app.post('/public-api/refreshtoken', async (c) => {
    const body = await readJson(c);
    const token = text(body, 'refreshToken', { max: 200 }) || refreshCookie(c);
    if (!token) throw new ApiError('refresh.error.invalid');
    const https = overHttps(c, deps.config.publicUrl);
    try {
      const answer = await refresh(deps, token);
      setRefreshCookie(c, answer.refreshToken, seconds, https);
      return c.json(answer);
    } catch (e) {
      // a concurrent refresh keeps the cookie: the other tab's answer has just set the new token
      if (!(e instanceof ApiError && e.messageKey === 'refresh.error.concurrent'))
        clearRefreshCookie(c, https);
      throw e;
    }
  });
  app.post('/logout', requireAuth(deps), async (c) => {
    const body = await readJson(c).catch(() => ({}) as Record<string, unknown>);
    await logout(deps, c.get('user'), c.get('access'), body.allSessions === true);
    clearRefreshCookie(c, overHttps(c, deps.config.publicUrl));
    return c.json({ loggedOut: true });
  });
  return app;
}
