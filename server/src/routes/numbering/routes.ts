/**
 * POST /api/numbering/next: reserves the company's next invoice number from the numbering pattern
 * of its master data (`RE-{YYYY}-{NNNN}` when none is set) and answers
 * `{ invoiceNumber, pattern, today }`. GET /api/numbering/used?invoiceNumber=…[&exceptId=…]
 * answers `{ usedBy: 'sent' | 'inprogress' | null }` so the editor can warn before saving.
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { numberUsedBy } from '../../db/numbering';
import { reserveInvoiceNumber } from './reserve';

export function numberingRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/numbering/*', requireAuth(deps));
  app.post('/api/numbering/next', async (c) => c.json(await reserveInvoiceNumber(deps, c.get('user'))));
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
