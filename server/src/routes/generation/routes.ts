/** /api/v1_2/*: validation, generation (+ -send), e-invoice import; /api/json-orders. */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { ApiError } from '../../errors/api-error';
import { loadXml } from '../../modules';
import { readJson } from '../body';
import { errorsOf, findingsOf } from './findings';
import { type GenerateKind, generate } from './generate';
import { explainedImportError, refuseNonXml } from './import-reasons';

const MAX_XML = 25 * 1024 * 1024;

async function xmlBody(c: { req: { text(): Promise<string> } }): Promise<string> {
  const text = await c.req.text();
  if (!text.trim()) throw new ApiError('import.error.technical');
  if (text.length > MAX_XML) throw new ApiError('import.error.tooLarge');
  refuseNonXml(text);
  return text;
}

function importError(err: unknown): never {
  const e = err as { messageKey?: string; message?: string };
  if (err instanceof ApiError) throw err;
  const explained = explainedImportError(err as { detail?: string; message?: string });
  if (explained) throw explained;
  if (!e.messageKey) {
    console.warn('[server] import failed:', String(err).slice(0, 300));
    throw new ApiError('import.error.technical');
  }
  throw new ApiError(e.messageKey, { message: e.message }, 400);
}

export function generationRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/v1_2/*', requireAuth(deps));
  app.use('/api/json-orders', requireAuth(deps));

  /** Answer: { valid, errorCount, warningCount, editor: Finding[], xrechnung: Finding[] }. */
  app.post('/api/v1_2/json-validations', async (c) => {
    const invoice = await readJson(c);
    const locale = c.get('user').locale;
    const syntax =
      c.req.query('syntax') === 'cii' ? 'cii' : c.req.query('syntax') === 'ubl' ? 'ubl' : undefined;
    const [editor, xrechnung] = await Promise.all([
      findingsOf(invoice, 'editor', locale, syntax),
      findingsOf(invoice, 'xrechnung', locale, syntax),
    ]);
    const errors = errorsOf(editor);
    return c.json({
      valid: errors.length === 0,
      errorCount: errors.length,
      warningCount: editor.length - errors.length,
      editor,
      xrechnung,
    });
  });

  for (const kind of ['ubl-invoices', 'cefact-invoices', 'ubl-credit-note-invoices'] as GenerateKind[]) {
    for (const send of [false, true]) {
      app.post(`/api/v1_2/${kind}${send ? '-send' : ''}`, async (c) =>
        c.json(await generate(deps, c.get('user'), kind, send, await readJson(c), c.req.query())),
      );
    }
  }

  /**
   * Body: XML. Answer: { invoice, notes, syntax } (the lossless model; the editor normalises).
   * Dates must be yyyy-MM-dd (`import.error.dateFormat`); an invoice that breaks the official
   * rules is refused with 'Die Datei beinhaltet fachliche Fehler…' (`import.error.business`,
   * with the findings), as spec §8 says.
   */
  app.post('/api/v1_2/json-invoices', async (c) => {
    const mod = await loadXml();
    const text = await xmlBody(c);
    let imported: { invoice: unknown; notes: string[]; syntax: 'ubl' | 'cii' };
    try {
      imported = await mod.importInvoiceXml(text, { strictDates: true });
    } catch (err) {
      importError(err);
    }
    const errors = errorsOf(
      await findingsOf(imported.invoice, 'xrechnung', c.get('user').locale, imported.syntax),
    );
    if (errors.length > 0)
      throw new ApiError('import.error.business', { findings: errors, count: errors.length });
    return c.json(imported);
  });

  app.post('/api/json-orders', async (c) => {
    const mod = await loadXml();
    const text = await xmlBody(c);
    try {
      return c.json(await mod.importOrderXml(text));
    } catch (err) {
      importError(err);
    }
  });
  return app;
}
