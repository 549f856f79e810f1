/**
 * GET /api/audit (admins): the company's audit trail, newest first, filtered by `action`,
 * `objectType`, `objectId`, `user` (part of the login), `from`/`to` (YYYY-MM-DD, German calendar
 * days), paged by `page`/`size` — answer `{ content, totalElements, page, size }`.
 * GET /api/audit/csv: the same filter as a CSV download, oldest first.
 * GET /api/audit/verification: the trail's hash chain recomputed, and whether the write-once
 * triggers are in place.
 */
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { requireAdmin, requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { AUDIT_ACTIONS, type AuditFilter, allAudit, listAudit, verifyAudit } from '../../db/audit-log';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { filterDate } from '../filter-date';
import { AUDIT_CSV_COLUMNS, csvLine } from './csv';

export function auditFilter(q: Record<string, string>): AuditFilter {
  if (q.action && !(AUDIT_ACTIONS as readonly string[]).includes(q.action))
    throw new ApiError('error.badRequest', { field: 'action' });
  const from = filterDate(q, 'from');
  const to = filterDate(q, 'to');
  return {
    action: q.action || undefined,
    objectType: q.objectType || undefined,
    objectId: q.objectId || undefined,
    user: q.user || undefined,
    from,
    to,
  };
}

export function paging(q: Record<string, string>, max = 200) {
  const page = q.page === undefined ? 0 : Number(q.page);
  const size = q.size === undefined ? 50 : Number(q.size);
  if (!Number.isInteger(page) || page < 0) throw new ApiError('error.badRequest', { field: 'page' });
  if (!Number.isInteger(size) || size < 1 || size > max)
    throw new ApiError('error.badRequest', { field: 'size' });
  return { page, size };
}

export function auditRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/audit', requireAuth(deps), requireAdmin);
  app.use('/api/audit/*', requireAuth(deps), requireAdmin);
  app.get('/api/audit', async (c) => {
    const q = c.req.query();
    const { page, size } = paging(q);
    const { rows, total } = await listAudit(deps.db, c.get('user').companyId, auditFilter(q), page, size);
    return c.json({ content: rows, totalElements: total, page, size });
  });
  app.get('/api/audit/verification', async (c) =>
    c.json(await verifyAudit(deps.db, c.get('user').companyId, deps.config.archiveChainKey)),
  );
  app.get('/api/audit/csv', (c) => {
    const filter = auditFilter(c.req.query());
    const companyId = c.get('user').companyId;
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header(
      'content-disposition',
      // named for the German day, as the trail's times are shown
      `attachment; filename="audit-log-${todayInGermany()}.csv"`,
    );
    return stream(c, async (s) => {
      await s.write(`\ufeff${csvLine(AUDIT_CSV_COLUMNS)}`);
      let chunk = '';
      for await (const row of allAudit(deps.db, companyId, filter)) {
        chunk += csvLine(AUDIT_CSV_COLUMNS.map((k) => row[k]));
        if (chunk.length > 64_000) {
          await s.write(chunk);
          chunk = '';
        }
      }
      await s.write(chunk);
    });
  });
  return app;
}
