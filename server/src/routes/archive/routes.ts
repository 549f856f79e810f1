/**
 * The archive of sent invoices (any user of the company reads it): GET /api/archive (paged list
 * with the SHA-256 values), GET /api/archive/{id}/xml (the document byte for byte as it was
 * sent), GET /api/archive/{id}/pdf, GET /api/archive/{id}/verification (recomputes the hashes),
 * GET /api/archive/verification (all of the company's documents, their hash chain and whether the
 * write-once triggers are in place). Nothing changes or deletes an
 * archived document through the API.
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { findArchived, listArchive, verifyArchived, verifyCompanyArchive } from '../../db/archive';
import { ApiError } from '../../errors/api-error';
import { paging } from '../audit/routes';
import { idParam } from '../body';
import { disposition, downloadName } from '../download-names';

export function archiveRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/archive', requireAuth(deps));
  app.use('/api/archive/*', requireAuth(deps));
  const own = async (companyId: number, id: number) => {
    const row = await findArchived(deps.db, companyId, id);
    if (!row) throw new ApiError('error.notFound');
    return row;
  };
  app.get('/api/archive', async (c) => {
    const { page, size } = paging(c.req.query());
    const { rows, total } = await listArchive(deps.db, c.get('user').companyId, page, size);
    return c.json({ content: rows, totalElements: total, page, size });
  });
  app.get('/api/archive/verification', async (c) =>
    c.json(await verifyCompanyArchive(deps.db, c.get('user').companyId, deps.config.archiveChainKey)),
  );
  app.get('/api/archive/:id/verification', async (c) =>
    c.json(verifyArchived(await own(c.get('user').companyId, idParam(c)))),
  );
  app.get('/api/archive/:id/xml', async (c) => {
    const row = await own(c.get('user').companyId, idParam(c));
    return c.body(row.xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': disposition(downloadName(row.invoiceNumber, 'xml')),
      'x-sha256': row.xmlSha256,
    });
  });
  app.get('/api/archive/:id/pdf', async (c) => {
    const row = await own(c.get('user').companyId, idParam(c));
    if (!row.pdf) throw new ApiError('error.notFound');
    return c.body(new Uint8Array(row.pdf), 200, {
      'content-type': 'application/pdf',
      // the archive keeps the ZUGFeRD PDF that went with the mail
      'content-disposition': disposition(downloadName(row.invoiceNumber, 'zugferd')),
    });
  });
  return app;
}
