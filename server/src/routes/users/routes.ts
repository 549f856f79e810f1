/** /api/ssouser, /api/ssouserrole, /api/ssouserroles/{id}. */
import { Hono } from 'hono';
import { requireAdmin, requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { idParam, readJson } from '../body';
import * as h from './handlers';

export function userRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  for (const p of ['/api/ssouser', '/api/ssouser/*', '/api/ssouserrole', '/api/ssouserroles/*'])
    app.use(p, requireAuth(deps));
  app.put('/api/ssouser/locale', async (c) =>
    c.json(await h.setLocale(deps, c.get('user'), await readJson(c))),
  );
  app.delete('/api/ssouser', async (c) => c.json(await h.deleteOwnAccount(deps, c.get('user'))));
  app.post('/api/ssouser', requireAdmin, async (c) =>
    c.json(await h.createUser(deps, c.get('user'), await readJson(c)), 201),
  );
  app.get('/api/ssouser/:id', requireAdmin, async (c) =>
    c.json(await h.getUser(deps, c.get('user'), idParam(c))),
  );
  app.put('/api/ssouser/:id', requireAdmin, async (c) =>
    c.json(await h.updateUser(deps, c.get('user'), idParam(c), await readJson(c))),
  );
  app.delete('/api/ssouser/:id', requireAdmin, async (c) =>
    c.json(await h.deleteUser(deps, c.get('user'), idParam(c))),
  );
  app.post('/api/ssouser/:id/resend-activation-mail', requireAdmin, async (c) =>
    c.json(await h.resendActivation(deps, c.get('user'), idParam(c))),
  );
  app.post('/api/ssouserrole', requireAdmin, async (c) =>
    c.json(await h.assignRole(deps, c.get('user'), await readJson(c)), 201),
  );
  app.delete('/api/ssouserroles/:id', requireAdmin, async (c) =>
    c.json(await h.removeRole(deps, c.get('user'), idParam(c))),
  );
  return app;
}
