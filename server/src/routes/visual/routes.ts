/**
 * The invoice as PDF (issue 13 item 15, issue 16 item 4):
 * - GET /api/rechnung/visualisierungdata/{id}[?format=…] — the stored invoice (spec §7's call;
 *   it answered a field/BT/value list before, now the invoice layout);
 * - POST /api/rechnung/visualisierung { invoice, format } — the invoice as typed in the editor,
 *   also an unsaved draft (nothing is stored).
 * `format`: `pdf` (default), `zugferd-en16931`, `zugferd-xrechnung` (PDF/A-3 with the CII XML).
 * The layout runs in the worker pool (job `pdf`).
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, AuthUser, Deps } from '../../context';
import { ApiError } from '../../errors/api-error';
import { runJob } from '../../pool/index';
import { checkSchema } from '../../validation/schemas';
import { PDF_FORMATS, type PdfFormat } from '../../visual/pdf-job';
import { idParam, readJson } from '../body';
import { disposition, downloadName } from '../download-names';
import * as h from '../invoices/handlers';
import { brandingOf } from './branding';

function formatOf(value: unknown): PdfFormat {
  const format = (value ?? 'pdf') as PdfFormat;
  if (!PDF_FORMATS.includes(format))
    throw new ApiError('error.badRequest', { reason: `format must be one of ${PDF_FORMATS.join(', ')}` });
  return format;
}

/** The plain PDF `RE-1.pdf`, a ZUGFeRD / Factur-X PDF `RE-1-zugferd.pdf` (download-names.ts). */
const pdfFileName = (number: string | undefined, fallback: string, format: PdfFormat) =>
  downloadName(number, format === 'pdf' ? 'pdf' : 'zugferd', fallback);

async function pdfOf(deps: Deps, me: AuthUser, json: string, format: PdfFormat): Promise<Uint8Array> {
  return runJob(me, 'pdf', {
    json,
    locale: me.locale,
    format,
    branding: await brandingOf(deps, me.companyId),
  });
}

const pdfHeaders = (name: string, how: 'inline' | 'attachment') => ({
  'content-type': 'application/pdf',
  'content-disposition': disposition(name, how),
  'cache-control': 'no-store',
});

export function visualRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/rechnung/visualisierung', requireAuth(deps));
  app.use('/api/rechnung/visualisierungdata/*', requireAuth(deps));
  app.get('/api/rechnung/visualisierungdata/:id', async (c) => {
    const format = formatOf(c.req.query('format'));
    const row = await h.findOwn(deps.db, c.get('user'), idParam(c));
    const pdf = await pdfOf(deps, c.get('user'), row.json, format);
    return c.body(
      pdf as Uint8Array<ArrayBuffer>,
      200,
      pdfHeaders(pdfFileName(row.invoiceNumber, row.rechnungUUID, format), 'inline'),
    );
  });
  app.post('/api/rechnung/visualisierung', async (c) => {
    const body = await readJson(c);
    const format = formatOf(body.format);
    const invoice = body.invoice;
    if (!invoice || typeof invoice !== 'object' || Array.isArray(invoice))
      throw new ApiError('error.badRequest', { reason: 'invoice must be an object' });
    await checkSchema('invoice', invoice);
    const number = (invoice as { Invoice_number?: { Content?: unknown } }).Invoice_number?.Content;
    const pdf = await pdfOf(deps, c.get('user'), JSON.stringify(invoice), format);
    return c.body(
      pdf as Uint8Array<ArrayBuffer>,
      200,
      pdfHeaders(
        pdfFileName(typeof number === 'string' ? number : undefined, 'rechnung', format),
        'attachment',
      ),
    );
  });
  return app;
}
