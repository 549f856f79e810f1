/** Registration, activation, password and login changes (public and logged-in variants). */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import { type AppEnv, clientKey, type Deps } from '../../context';
import { readJson } from '../body';
import * as h from './handlers';

export function accountRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/public-api/adresse', async (c) =>
    c.json(await h.register(deps, await readJson(c), clientKey(c, deps.config.trustProxy)), 201),
  );
  app.post('/public-api/activate', async (c) => c.json(await h.activate(deps, await readJson(c))));
  app.post('/public-api/reset-password', async (c) =>
    c.json(await h.requestPasswordReset(deps, await readJson(c), clientKey(c, deps.config.trustProxy))),
  );
  app.post('/public-api/change-password', async (c) =>
    c.json(await h.changePasswordByToken(deps, await readJson(c))),
  );
  app.post('/public-api/change-login', async (c) =>
    c.json(await h.confirmLoginChange(deps, await readJson(c))),
  );
  app.post('/api/change-password', requireAuth(deps), async (c) =>
    c.json(await h.changeOwnPassword(deps, c.get('user').id, c.get('access').sid, await readJson(c))),
  );
  app.post('/api/reset-login', requireAuth(deps), async (c) =>
    c.json(await h.requestLoginChange(deps, c.get('user').id, await readJson(c))),
  );
  return app;
}
