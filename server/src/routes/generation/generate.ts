/**
 * Generation (`ubl-invoices`, `cefact-invoices`, `ubl-credit-note-invoices`) and the `-send`
 * variants. Body: the invoice JSON. Query: `rechnungId` (or `rechnungUUID`) names the stored
 * invoice — required for `-send`, optional otherwise (then the XML and report are stored on it
 * for download); `spec` chooses the specification version. Steps: official rules (errors refuse
 * with 'Die Rechnung ist nicht valide'), XML, the result checked again — XSD, and the official
 * rules on the XML read back ('Prüfungsfehler' + count) — then in one transaction: store, and for
 * `-send` mark sent (portal) and deliver.
 */
import type { AuthUser, Deps } from '../../context';
import { inTransaction } from '../../db/connection';
import { findInvoice, findInvoiceByUuid, type InvoiceRow, markSent, storeGenerated } from '../../db/invoices';
import { ApiError } from '../../errors/api-error';
import { loadXml } from '../../modules';
import { errorsOf, findingsOf } from './findings';
import { deliver } from './send';

export type GenerateKind = 'ubl-invoices' | 'cefact-invoices' | 'ubl-credit-note-invoices';

export interface GenerateQuery {
  rechnungId?: string;
  rechnungUUID?: string;
  spec?: string;
}

function target(deps: Deps, me: AuthUser, q: GenerateQuery): InvoiceRow | undefined {
  if (!q.rechnungId && !q.rechnungUUID) return undefined;
  const id = Number(q.rechnungId);
  const row = q.rechnungId
    ? Number.isInteger(id)
      ? findInvoice(deps.db, me.companyId, id)
      : undefined
    : findInvoiceByUuid(deps.db, me.companyId, String(q.rechnungUUID));
  if (!row) throw new ApiError('rechnung.error.notFound');
  if (row.status === 'sent') throw new ApiError('rechnung.error.alreadyGenerated');
  return row;
}

export async function generate(
  deps: Deps,
  me: AuthUser,
  kind: GenerateKind,
  send: boolean,
  invoice: unknown,
  q: GenerateQuery,
) {
  if (!invoice || typeof invoice !== 'object' || Array.isArray(invoice))
    throw new ApiError('error.badRequest');
  if (send && !q.rechnungId && !q.rechnungUUID)
    throw new ApiError('error.badRequest', { field: 'rechnungId' });
  const row = target(deps, me, q);
  const syntax = kind === 'cefact-invoices' ? 'cii' : 'ubl';
  const findings = await findingsOf(invoice, 'xrechnung', me.locale, syntax);
  const errors = errorsOf(findings);
  if (errors.length > 0)
    throw new ApiError('validation.invoice.invalid', { findings: errors, count: errors.length });

  const xmlMod = await loadXml();
  let generated: { xml: string; kind: string };
  try {
    generated = await xmlMod.generateXml(invoice, { syntax, ...(q.spec ? { spec: q.spec } : {}) });
  } catch (err) {
    const e = err as { messageKey?: string; message?: string };
    if (!e.messageKey) throw err;
    throw new ApiError(
      'generation.error.functional',
      { xmlMessageKey: e.messageKey, message: e.message },
      422,
    );
  }
  if (kind === 'ubl-credit-note-invoices' && generated.kind !== 'CreditNote') {
    throw new ApiError('generation.error.functional', { reason: 'not a credit note (invoice type 381)' });
  }
  if (kind === 'ubl-invoices' && generated.kind === 'CreditNote') {
    throw new ApiError('generation.error.functional', {
      reason: 'credit note: use ubl-credit-note-invoices',
    });
  }
  // The generated XML is checked again: XSD, then the official rules on the XML read back.
  const [check] = await xmlMod.validateXsd([generated.xml]);
  if (!check.valid) {
    throw new ApiError('validation.invoice.checkFailed', {
      count: check.errors.length,
      errors: check.errors.slice(0, 100),
    });
  }
  const readBack = xmlMod.importInvoiceXml(generated.xml);
  const readBackErrors = errorsOf(await findingsOf(readBack.invoice, 'xrechnung', me.locale, syntax));
  if (readBackErrors.length > 0) {
    throw new ApiError('validation.invoice.checkFailed', {
      count: readBackErrors.length,
      findings: readBackErrors,
    });
  }
  const report = JSON.stringify({
    valid: true,
    syntax,
    kind: generated.kind,
    generatedAt: new Date().toISOString(),
    xsd: { valid: true, errors: [] },
    readBack: { errors: 0 },
    findings,
  });
  const fileName = `${String((invoice as { Invoice_number?: { Content?: string } }).Invoice_number?.Content ?? 'xrechnung').replace(/[^\w.-]+/g, '_')}.xml`;
  const delivery = row
    ? inTransaction(deps.db, () => {
        const current = findInvoice(deps.db, me.companyId, row.id);
        if (!current) throw new ApiError('rechnung.error.notFound');
        if (current.status === 'sent') throw new ApiError('rechnung.error.alreadyGenerated');
        storeGenerated(deps.db, me.companyId, row.id, generated.xml, syntax, report);
        if (!send) return undefined;
        markSent(deps.db, me.companyId, row.id, 'portal');
        return deliver(
          deps,
          me.companyId,
          row.id,
          invoice as Record<string, unknown>,
          generated.xml,
          me.locale,
        );
      })
    : undefined;
  if (delivery) void deps.mailer.flush();
  return {
    xml: generated.xml,
    fileName,
    kind: generated.kind,
    syntax,
    valid: true,
    messages: findings,
    id: row?.id,
    rechnungUUID: row?.rechnungUUID,
    sent: send,
    ...(delivery ? { delivery } : {}),
  };
}
