/**
 * POST /api/rechnung/{id}/delivery-retry ("Erneut senden" / "Try again"): a failed delivery of the
 * caller's company's invoice is queued again with a fresh attempt count; the caller is the one
 * told if it fails again. Answer: the delivery (`src/delivery/view.ts`). 404 for an invoice of
 * another company or none, 409 `delivery.error.notFailed` when its delivery has not failed.
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { inTransaction } from '../../db/connection';
import { deliveriesOfInvoices, requeueFailed } from '../../db/deliveries';
import { findInvoice } from '../../db/invoices';
import { deliveryView } from '../../delivery/view';
import { ApiError } from '../../errors/api-error';
import { idParam } from '../body';

export function deliveryRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/rechnung/:id/delivery-retry', requireAuth(deps));
  app.post('/api/rechnung/:id/delivery-retry', async (c) => {
    const me = c.get('user');
    const id = idParam(c);
    const row = await inTransaction(deps.db, async (tx) => {
      if (!(await findInvoice(tx, me.companyId, id))) throw new ApiError('rechnung.error.notFound');
      if (!(await requeueFailed(tx, me.companyId, id, me.id))) throw new ApiError('delivery.error.notFailed');
      return (await deliveriesOfInvoices(tx, me.companyId, [id])).get(id);
    });
    deps.delivery?.kick();
    return c.json(row ? deliveryView(row) : {});
  });
  return app;
}
