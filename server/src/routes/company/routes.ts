/** GET/PUT/DELETE /api/adresse and the company's user list. */
import { Hono } from 'hono';
import { requireAdmin, requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { readJson } from '../body';
import { listUsers } from '../users/handlers';
import { confirmField, getCompany, putCompany, removeCompany } from './handlers';

export function companyRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/adresse', requireAuth(deps));
  app.use('/api/adresse/*', requireAuth(deps));
  app.get('/api/adresse', async (c) => c.json(await getCompany(deps, c.get('user'))));
  app.put('/api/adresse', requireAdmin, async (c) =>
    c.json(await putCompany(deps, c.get('user'), await readJson(c))),
  );
  app.delete('/api/adresse', requireAdmin, async (c) => {
    const body = c.req.header('content-type')?.includes('json') ? await readJson(c) : {};
    const confirm = confirmField(body) ?? c.req.query('confirmLogin');
    return c.json(await removeCompany(deps, c.get('user'), confirm));
  });
  app.get('/api/adresse/ssousers', requireAdmin, async (c) =>
    c.json(await listUsers(deps, c.get('user'), c.req.query('sort'))),
  );
  return app;
}
