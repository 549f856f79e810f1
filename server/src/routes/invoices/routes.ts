/**
 * /api/rechnung: lists, save (POST/PUT with optimistic concurrency: `version` in the body or
 * `If-Match`, answer carries `ETag`), read, delete, the stored artefacts, and
 * POST /api/rechnung/{id}/manually-sent.
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { attachmentsOfInvoice } from '../../db/invoices';
import { ApiError } from '../../errors/api-error';
import { checkSchema } from '../../validation/schemas';
import { idParam, readJson } from '../body';
import { numberWarnings } from '../numbering/reserve';
import * as h from './handlers';
import { listQuery } from './list';
import { checkUuid, parseSavePayload } from './payload';

export function invoiceRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/rechnung', requireAuth(deps));
  app.use('/api/rechnung/*', requireAuth(deps));
  app.get('/api/rechnung/inprogress', (c) =>
    c.json(listQuery(deps, c.get('user'), 'inprogress', c.req.query())),
  );
  app.get('/api/rechnung/sent', (c) => c.json(listQuery(deps, c.get('user'), 'sent', c.req.query())));
  app.post('/api/rechnung', async (c) => {
    const body = await readJson(c);
    checkUuid(body);
    await checkSchema('savePayload', body);
    const payload = await parseSavePayload(body);
    const { json: _echo, ...created } = h.createInvoice(deps, c.get('user'), payload);
    const saved = {
      ...created,
      warnings: [
        ...(await h.saveWarnings(String(body.buyerReference ?? ''))),
        ...numberWarnings(deps, c.get('user'), created.invoiceNumber, created.id),
      ],
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
    const { json: _echo, ...updated } = h.updateInvoice(
      deps,
      c.get('user'),
      idParam(c),
      payload,
      c.req.header('if-match'),
    );
    const saved = {
      ...updated,
      warnings: [
        ...(await h.saveWarnings(String(body.buyerReference ?? ''))),
        ...numberWarnings(deps, c.get('user'), updated.invoiceNumber, updated.id),
      ],
    };
    return c.json(saved, 200, { etag: `"${saved.version}"` });
  });
  app.get('/api/rechnung/:id{[0-9]+}', (c) => {
    const row = h.findOwn(deps, c.get('user'), idParam(c));
    const attachments = attachmentsOfInvoice(deps.db, row.id).map(h.attachmentView);
    return c.json({ ...h.stored(row), attachments }, 200, { etag: `"${row.version}"` });
  });
  app.delete('/api/rechnung/:id', (c) => c.json(h.deleteInvoice(deps, c.get('user'), idParam(c))));
  app.post('/api/rechnung/:id/manually-sent', (c) =>
    c.json(h.markManuallySent(deps, c.get('user'), idParam(c))),
  );
  app.get('/api/rechnung/jsondata/:id', (c) =>
    c.body(h.findOwn(deps, c.get('user'), idParam(c)).json, 200, { 'content-type': 'application/json' }),
  );
  app.get('/api/rechnung/xrechnungdata/:id', (c) => {
    const row = h.findOwn(deps, c.get('user'), idParam(c));
    if (row.xml === null) throw new ApiError('rechnung.error.notGenerated');
    const name = `${(row.invoiceNumber || row.rechnungUUID).replace(/[^\w.-]+/g, '_')}.xml`;
    return c.body(row.xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
    });
  });
  app.get('/api/rechnung/validierungsergebnisdata/:id', (c) => {
    const row = h.findOwn(deps, c.get('user'), idParam(c));
    if (row.validationReport === null) throw new ApiError('rechnung.error.notGenerated');
    return c.body(row.validationReport, 200, { 'content-type': 'application/json' });
  });
  return app;
}
