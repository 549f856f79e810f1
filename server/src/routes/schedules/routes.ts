/**
 * /api/schedules: recurring invoices. POST (body: `invoiceId`, `frequency` week|month|quarter|year,
 * `startDate`, `endDate`?, `dueDays` (30), `mode` draft|send, `name`?), GET (the list), GET /{id}
 * (the schedule and what it created: `runs` with invoice id, number and outcome), PUT /{id}
 * (`{ active }`: pause or resume), DELETE /{id} (the invoices it made stay).
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { listSchedules, runsOf } from '../../db/schedules';
import { ApiError } from '../../errors/api-error';
import { idParam, readJson } from '../body';
import * as h from './handlers';

export function scheduleRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/schedules', requireAuth(deps));
  app.use('/api/schedules/*', requireAuth(deps));
  app.get('/api/schedules', async (c) => c.json(await listSchedules(deps.db, c.get('user').companyId)));
  app.post('/api/schedules', async (c) => {
    const req = h.parseSchedule(await readJson(c));
    return c.json(await h.createSchedule(deps, c.get('user'), req), 201);
  });
  app.get('/api/schedules/:id', async (c) => {
    const me = c.get('user');
    const row = await h.ownSchedule(deps.db, me, idParam(c));
    const runs = (await runsOf(deps.db, me.companyId, row.id)).map(({ companyId: _c, ...run }) => run);
    return c.json({ ...h.view(row), runs });
  });
  app.put('/api/schedules/:id', async (c) => {
    const body = await readJson(c);
    if (typeof body.active !== 'boolean') throw new ApiError('error.badRequest', { field: 'active' });
    return c.json(await h.setActive(deps, c.get('user'), idParam(c), body.active));
  });
  app.delete('/api/schedules/:id', async (c) =>
    c.json(await h.removeSchedule(deps, c.get('user'), idParam(c))),
  );
  return app;
}
