/**
 * GET (or POST) /api/numbering/next[?invoiceTypeCode=381]: the number the company's next save of
 * an invoice without a number would get, from the numbering pattern of its master data
 * (`RE-{YYYY}-{NNNN}` when none is set; credit notes their own pattern when one is set), answered
 * as `{ invoiceNumber, pattern, today }`. Nothing is taken: the save gives the number (issue 26). GET /api/numbering/used?invoiceNumber=…[&exceptId=…]
 * answers `{ usedBy: 'sent' | 'inprogress' | null }` so the editor can warn before saving.
 */
import { type Context, Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { numberUsedBy } from '../../db/numbering';
import { CREDIT_NOTE, proposeInvoiceNumber } from './reserve';

export function numberingRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/numbering/*', requireAuth(deps));
  const propose = (c: Context<AppEnv>) => {
    const type = c.req.query('invoiceTypeCode') === CREDIT_NOTE ? CREDIT_NOTE : '380';
    return proposeInvoiceNumber(deps.db, c.get('user'), type).then((answer) => c.json(answer));
  };
  app.get('/api/numbering/next', propose);
  app.post('/api/numbering/next', propose);
  app.get('/api/numbering/used', async (c) => {
    const invoiceNumber = (c.req.query('invoiceNumber') ?? '').trim().slice(0, 1000);
    const exceptId = Number(c.req.query('exceptId'));
    const usedBy = invoiceNumber
      ? await numberUsedBy(
          deps.db,
          c.get('user').companyId,
          invoiceNumber,
          Number.isInteger(exceptId) && exceptId > 0 ? exceptId : undefined,
        )
      : undefined;
    return c.json({ usedBy: usedBy ?? null });
  });
  return app;
}
