/** Public calls: configuration, authenticate, refresh; and the authenticated logout. */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import { type AppEnv, clientKey, type Deps } from '../../context';
import { readJson, text } from '../body';
import { authenticate, logout, refresh } from './handlers';

export function sessionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/public-api/configuration', (c) => c.json(deps.config.configuration));
  app.post('/public-api/authenticate', async (c) => {
    const body = await readJson(c);
    const login = text(body, 'login', { required: true });
    const password = typeof body.password === 'string' ? body.password : '';
    return c.json(await authenticate(deps, login, password, clientKey(c)));
  });
  app.post('/public-api/refreshtoken', async (c) => {
    const body = await readJson(c);
    return c.json(await refresh(deps, text(body, 'refreshToken', { required: true, max: 200 })));
  });
  app.post('/logout', requireAuth(deps), async (c) => {
    const body = await readJson(c).catch(() => ({}) as Record<string, unknown>);
    logout(deps, c.get('user').id, typeof body.refreshToken === 'string' ? body.refreshToken : '');
    return c.json({ loggedOut: true });
  });
  return app;
}
