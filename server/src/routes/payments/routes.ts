/**
 * Payment status (issue 27): GET/POST /api/rechnung/{id}/payments (body { paidOn, amount? }),
 * DELETE /api/rechnung/{id}/payments/{paymentId}, and GET /api/payments/summary, the dashboard's
 * open and overdue sums per currency (`db/payment-summary.ts`).
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { paymentSummary } from '../../db/payment-summary';
import { todayInGermany } from '../../german-day';
import { amountText } from '../../invoice-money';
import { idParam, readJson } from '../body';
import { readPayments, recordPayment, undoPayment } from './handlers';

const sums = (list: { currency: string; count: number; openCents: number }[]) =>
  list.map((s) => ({ currency: s.currency, count: s.count, amount: amountText(s.openCents) }));

export function paymentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/payments/*', requireAuth(deps));
  app.use('/api/rechnung/:id/payments', requireAuth(deps));
  app.use('/api/rechnung/:id/payments/*', requireAuth(deps));
  app.get('/api/payments/summary', async (c) => {
    const s = await paymentSummary(deps.db, c.get('user').companyId, todayInGermany());
    return c.json({ open: sums(s.open), overdue: sums(s.overdue) });
  });
  app.get('/api/rechnung/:id/payments', async (c) =>
    c.json(await readPayments(deps, c.get('user'), idParam(c))),
  );
  app.post('/api/rechnung/:id/payments', async (c) =>
    c.json(await recordPayment(deps, c.get('user'), idParam(c), await readJson(c)), 201),
  );
  app.delete('/api/rechnung/:id/payments/:paymentId', async (c) =>
    c.json(await undoPayment(deps, c.get('user'), idParam(c), idParam(c, 'paymentId'))),
  );
  return app;
}
