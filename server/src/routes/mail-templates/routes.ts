/**
 * The texts of the invoice mail (admins change them; every user of the company reads them):
 * GET /api/mail-templates → `{ placeholders, templates: { de, en } }` (each `{ subject, body,
 * custom }`), PUT /api/mail-templates/{de|en} `{ subject, body }`, DELETE /api/mail-templates/{de|en}
 * (back to the built-in text), POST /api/mail-templates/{de|en}/preview `{ subject, body, invoiceId }`.
 * GET /api/mail-log (admins): every invoice mail with its status, paged.
 */
import { Hono } from 'hono';
import { requireAdmin, requireAuth } from '../../auth/middleware';
import type { AppEnv, AuthUser, Deps } from '../../context';
import { inTransaction } from '../../db/connection';
import { listMailLog } from '../../db/mail-log';
import { removeTemplate, saveTemplate, templatesOf } from '../../db/mail-templates';
import { ApiError } from '../../errors/api-error';
import {
  DEFAULT_TEMPLATES,
  fill,
  type MailLocale,
  PLACEHOLDERS,
  placeholderValues,
  unknownPlaceholders,
} from '../../mail/invoice-text';
import { audit } from '../audit/record';
import { paging } from '../audit/routes';
import { readJson } from '../body';
import { findOwn } from '../invoices/handlers';

function localeParam(value: string): MailLocale {
  if (value !== 'de' && value !== 'en') throw new ApiError('error.notFound');
  return value;
}

function templateBody(body: Record<string, unknown>) {
  const { subject, body: text } = body;
  if (typeof subject !== 'string' || !subject.trim() || subject.length > 200 || /[\r\n]/.test(subject))
    throw new ApiError('error.badRequest', { field: 'subject', reason: 'one line of 1 to 200 characters' });
  if (typeof text !== 'string' || !text.trim() || text.length > 10_000)
    throw new ApiError('error.badRequest', { field: 'body', reason: '1 to 10000 characters' });
  const unknown = [...unknownPlaceholders(subject), ...unknownPlaceholders(text)];
  if (unknown.length)
    throw new ApiError('error.badRequest', {
      field: unknown.length && unknownPlaceholders(subject).length ? 'subject' : 'body',
      reason: 'unknown placeholder',
      unknown: unknown.map((u) => `{${u}}`).join(', '),
      allowed: PLACEHOLDERS.map((p) => `{${p}}`).join(', '),
    });
  return { subject: subject.trim(), body: text };
}

async function current(deps: Deps, me: AuthUser) {
  const own = await templatesOf(deps.db, me.companyId);
  const of = (locale: MailLocale) => {
    const row = own.find((t) => t.locale === locale);
    return row
      ? { subject: row.subject, body: row.body, custom: true, updatedDate: row.updatedDate }
      : { ...DEFAULT_TEMPLATES[locale], custom: false };
  };
  return { placeholders: PLACEHOLDERS, templates: { de: of('de'), en: of('en') } };
}

export function mailTemplateRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/mail-templates', requireAuth(deps));
  app.use('/api/mail-templates/*', requireAuth(deps));
  app.use('/api/mail-log', requireAuth(deps), requireAdmin);
  app.get('/api/mail-templates', async (c) => c.json(await current(deps, c.get('user'))));
  app.put('/api/mail-templates/:locale', requireAdmin, async (c) => {
    const locale = localeParam(c.req.param('locale'));
    const t = templateBody(await readJson(c));
    const me = c.get('user');
    await inTransaction(deps.db, async (tx) => {
      await saveTemplate(tx, me.companyId, locale, t.subject, t.body);
      await audit(deps, tx, me, {
        action: 'changed',
        objectType: 'mail-template',
        objectId: locale,
        objectLabel: t.subject,
      });
    });
    return c.json(await current(deps, me));
  });
  app.delete('/api/mail-templates/:locale', requireAdmin, async (c) => {
    const locale = localeParam(c.req.param('locale'));
    const me = c.get('user');
    await inTransaction(deps.db, async (tx) => {
      if (await removeTemplate(tx, me.companyId, locale))
        await audit(deps, tx, me, { action: 'deleted', objectType: 'mail-template', objectId: locale });
    });
    return c.json(await current(deps, me));
  });
  app.post('/api/mail-templates/:locale/preview', async (c) => {
    const locale = localeParam(c.req.param('locale'));
    const body = await readJson(c);
    const t = templateBody(body);
    const invoice = JSON.parse((await findOwn(deps.db, c.get('user'), Number(body.invoiceId))).json);
    const values = placeholderValues(invoice, locale);
    return c.json({ subject: fill(t.subject, values), body: fill(t.body, values) });
  });
  app.get('/api/mail-log', async (c) => {
    const { page, size } = paging(c.req.query());
    const { rows, total } = await listMailLog(deps.db, c.get('user').companyId, page, size);
    return c.json({ content: rows, totalElements: total, page, size });
  });
  return app;
}
