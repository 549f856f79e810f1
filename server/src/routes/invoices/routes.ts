/**
 * /api/rechnung: lists, save (POST/PUT with optimistic concurrency: `version` in the body or
 * `If-Match`, answer carries `ETag`), read, delete, the stored artefacts, and
 * POST /api/rechnung/{id}/manually-sent, the lists as CSV and chosen invoices as a ZIP of their XML.
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { deliveriesOfInvoices } from '../../db/deliveries';
import { attachmentsOfInvoice } from '../../db/invoices';
import { deliveryView } from '../../delivery/view';
import { ApiError } from '../../errors/api-error';
import { checkSchema } from '../../validation/schemas';
import { idParam, readJson } from '../body';
import { disposition, downloadName } from '../download-names';
import { invoicesZip, listCsv } from './export';
import * as h from './handlers';
import { listQuery } from './list';
import { checkUuid, parseSavePayload } from './payload';

export function invoiceRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/rechnung', requireAuth(deps));
  app.use('/api/rechnung/*', requireAuth(deps));
  app.get('/api/rechnung/inprogress', async (c) =>
    c.json(await listQuery(deps, c.get('user'), 'inprogress', c.req.query())),
  );
  app.get('/api/rechnung/sent', async (c) =>
    c.json(await listQuery(deps, c.get('user'), 'sent', c.req.query())),
  );
  // the filtered list as CSV (every page) and the chosen invoices' XML as a ZIP (issue 13 item 19)
  app.get('/api/rechnung/:list{inprogress|sent}/csv', async (c) => {
    const list = c.req.param('list') === 'sent' ? 'sent' : 'inprogress';
    const csv = await listCsv(deps, c.get('user'), list, c.req.query());
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${list === 'sent' ? 'versendete' : 'in-bearbeitung'}-rechnungen.csv"`,
    });
  });
  app.post('/api/rechnung/zip', async (c) => {
    const zip = await invoicesZip(deps, c.get('user'), await readJson(c));
    return c.body(new Uint8Array(zip), 200, {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="rechnungen.zip"',
    });
  });
  app.post('/api/rechnung', async (c) => {
    const body = await readJson(c);
    checkUuid(body);
    await checkSchema('savePayload', body);
    const payload = await parseSavePayload(body);
    const { json: _echo, ...created } = await h.createInvoice(deps, c.get('user'), payload);
    const saved = {
      ...created,
      warnings: [...(await h.saveWarnings(String(body.buyerReference ?? ''))), ...created.warnings],
    };
    return c.json(saved, 201, {
      etag: `"${saved.version}"`,
      location: `/weberfassung/api/rechnung/${saved.id}`,
    });
  });
  app.put('/api/rechnung/:id', async (c) => {
    const body = await readJson(c);
    checkUuid(body);
    await checkSchema('savePayload', body);
    const payload = await parseSavePayload(body);
    const { json: _echo, ...updated } = await h.updateInvoice(
      deps,
      c.get('user'),
      idParam(c),
      payload,
      c.req.header('if-match'),
    );
    const saved = {
      ...updated,
      warnings: [...(await h.saveWarnings(String(body.buyerReference ?? ''))), ...updated.warnings],
    };
    return c.json(saved, 200, { etag: `"${saved.version}"` });
  });
  app.get('/api/rechnung/:id{[0-9]+}', async (c) => {
    const row = await h.findOwn(deps.db, c.get('user'), idParam(c));
    const attachments = (await attachmentsOfInvoice(deps.db, row.id)).map(h.attachmentView);
    const sent = (await deliveriesOfInvoices(deps.db, row.companyId, [row.id])).get(row.id);
    return c.json({ ...h.stored(row), attachments, ...(sent ? { delivery: deliveryView(sent) } : {}) }, 200, {
      etag: `"${row.version}"`,
    });
  });
  app.delete('/api/rechnung/:id', async (c) =>
    c.json(await h.deleteInvoice(deps, c.get('user'), idParam(c))),
  );
  app.post('/api/rechnung/:id/manually-sent', async (c) =>
    c.json(await h.markManuallySent(deps, c.get('user'), idParam(c))),
  );
  app.get('/api/rechnung/jsondata/:id', async (c) =>
    c.body((await h.findOwn(deps.db, c.get('user'), idParam(c))).json, 200, {
      'content-type': 'application/json',
    }),
  );
  app.get('/api/rechnung/xrechnungdata/:id', async (c) => {
    const row = await h.findOwn(deps.db, c.get('user'), idParam(c));
    if (row.xml === null) throw new ApiError('rechnung.error.notGenerated');
    return c.body(row.xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': disposition(downloadName(row.invoiceNumber, 'xml', row.rechnungUUID)),
    });
  });
  app.get('/api/rechnung/validierungsergebnisdata/:id', async (c) => {
    const row = await h.findOwn(deps.db, c.get('user'), idParam(c));
    if (row.validationReport === null) throw new ApiError('rechnung.error.notGenerated');
    return c.body(row.validationReport, 200, { 'content-type': 'application/json' });
  });
  return app;
}
