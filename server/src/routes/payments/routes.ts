/**
 * Payment status (issue 27): GET/POST /api/rechnung/{id}/payments (body { paidOn, amount? }),
 * DELETE /api/rechnung/{id}/payments/{paymentId}, and GET /api/payments/summary, the dashboard's
 * open and overdue sums per currency (`db/payment-summary.ts`); POST /api/rechnung/{id}/reminders
 * ({ send?, recipient?, locale? }) and GET /api/rechnung/{id}/reminder-pdf[?locale=] (`reminder.ts`).
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { paymentSummary } from '../../db/payment-summary';
import { todayInGermany } from '../../german-day';
import { amountText } from '../../invoice-money';
import { idParam, readJson } from '../body';
import { findOwn } from '../invoices/handlers';
import { readPayments, recordPayment, undoPayment } from './handlers';
import { createReminder, reminderDocument, reminderFileName } from './reminder';

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
  app.use('/api/rechnung/:id/reminders', requireAuth(deps));
  app.use('/api/rechnung/:id/reminder-pdf', requireAuth(deps));
  app.post('/api/rechnung/:id/reminders', async (c) =>
    c.json(await createReminder(deps, c.get('user'), idParam(c), await readJson(c)), 201),
  );
  app.get('/api/rechnung/:id/reminder-pdf', async (c) => {
    const me = c.get('user');
    const asked = c.req.query('locale');
    const locale = asked === 'en' || asked === 'de' ? asked : me.locale === 'en' ? 'en' : 'de';
    const row = await findOwn(deps.db, me, idParam(c));
    const pdf = await reminderDocument(deps, me, row, locale);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${reminderFileName(row, locale)}"`,
      'cache-control': 'no-store',
    });
  });
  app.delete('/api/rechnung/:id/payments/:paymentId', async (c) =>
    c.json(await undoPayment(deps, c.get('user'), idParam(c), idParam(c, 'paymentId'))),
  );
  return app;
}
