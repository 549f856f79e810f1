/**
 * /api/v1_2/*: validation, generation (+ -send), e-invoice import; /api/json-orders. The work
 * itself runs in the worker pool (`src/pool/`); these handlers route and store.
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { ApiError, localeOf } from '../../errors/api-error';
import { runJob } from '../../pool/index';
import { isPdf } from '../../visual/facturx-read';
import { readJson } from '../body';
import { textsTooLong } from '../invoices/content';
import { errorsOf } from './findings';
import { type GenerateKind, generate } from './generate';
import { limitImportUpload, uploadBytes, xmlText } from './import-upload';
import { mailChoiceOf, mailDraft } from './send-mail';

/** A JSON body, or undefined when there is none (generation of a stored invoice). */
async function optionalJson(c: { req: { text(): Promise<string> } }): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    const value = JSON.parse(text);
    return typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    throw new ApiError('error.badRequest', { reason: 'body is not JSON' });
  }
}

export function generationRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/v1_2/*', requireAuth(deps));
  app.use('/api/json-orders', requireAuth(deps));
  app.use('/api/v1_2/json-invoices', limitImportUpload);
  app.use('/api/json-orders', limitImportUpload);

  /**
   * Answer: { valid, errorCount, warningCount, profile, editor: Finding[], xrechnung: Finding[] }:
   * `profile` is the invoice's (its BT-24: xrechnung or en16931), `xrechnung` that profile's official findings.
   */
  app.post('/api/v1_2/json-validations', async (c) => {
    const invoice = await readJson(c);
    textsTooLong(invoice);
    const me = c.get('user');
    const syntax =
      c.req.query('syntax') === 'cii' ? 'cii' : c.req.query('syntax') === 'ubl' ? 'ubl' : undefined;
    const { editor, xrechnung, profile } = await runJob(me, 'validate', {
      invoice,
      locale: me.locale,
      ...(syntax ? { syntax } : {}),
    });
    const errors = errorsOf(editor);
    return c.json({
      valid: errors.length === 0,
      errorCount: errors.length,
      warningCount: editor.length - errors.length,
      profile,
      editor,
      xrechnung,
    });
  });

  for (const kind of ['ubl-invoices', 'cefact-invoices', 'ubl-credit-note-invoices'] as GenerateKind[]) {
    for (const send of [false, true]) {
      app.post(`/api/v1_2/${kind}${send ? '-send' : ''}`, async (c) =>
        c.json(await generate(deps, c.get('user'), kind, send, await optionalJson(c), c.req.query())),
      );
    }
    // a send by e-mail with the mail as shown and edited in the send dialog (send-mail.ts)
    app.post(`/api/v1_2/${kind}-send-mail`, async (c) => {
      const mail = mailChoiceOf(await readJson(c));
      return c.json(await generate(deps, c.get('user'), kind, true, undefined, c.req.query(), mail));
    });
  }
  app.get('/api/v1_2/send-mail', async (c) =>
    c.json(await mailDraft(deps, c.get('user'), c.req.query('rechnungId'), c.req.query('lang'))),
  );

  /**
   * Body: XML. Answer: { invoice, notes, syntax, subtotalsRecalculated, warnings } (the lossless model; the
   * editor normalises). Dates must be yyyy-MM-dd (`import.error.dateFormat`); an invoice that
   * breaks the official rules or the text limits is refused with 'Die Datei beinhaltet fachliche
   * Fehler…' (`import.error.business`, with the findings), as spec §8 says. `warnings`: what the
   * official validation reports at warning level for the file ({ ruleId, severity, pointer, bt, message }).
   */
  app.post('/api/v1_2/json-invoices', async (c) => {
    const me = c.get('user');
    const bytes = await uploadBytes(c);
    // a ZUGFeRD / Factur-X PDF: its embedded XML is imported (worker job)
    if (isPdf(bytes)) return c.json(await runJob(me, 'importInvoice', { pdf: bytes, locale: localeOf(c) }));
    const text = xmlText(bytes, 'invoice');
    return c.json(await runJob(me, 'importInvoice', { text, locale: localeOf(c) }));
  });

  app.post('/api/json-orders', async (c) => {
    const text = xmlText(await uploadBytes(c), 'order');
    const me = c.get('user');
    return c.json(await runJob(me, 'importOrder', { text, locale: localeOf(c) }));
  });
  return app;
}
