/**
 * Generation (`ubl-invoices`, `cefact-invoices`, `ubl-credit-note-invoices`) and the `-send`
 * variants. Query: `rechnungId` (or `rechnungUUID`) names the stored invoice — required for
 * `-send`, optional otherwise; `spec` chooses the specification version.
 * With a stored invoice, the XML is made from what is stored (its current version), never from the
 * request: the body may be empty, and a body that differs from the stored invoice is refused
 * (409 `generation.error.bodyDiffers`). Without one, the body is the invoice (download only).
 * The invoice passes the checks of a save (`checkInvoiceContent`), then in a worker thread the
 * editor's and the official rules, the syntax restrictions, the XML and its XSD check
 * (`pipeline.ts`); then in one transaction: store, and for `-send` mark sent and deliver.
 */
import type { AuthUser, Deps } from '../../context';
import { inTransaction } from '../../db/connection';
import { findInvoice, findInvoiceByUuid, type InvoiceRow, markSent, storeGenerated } from '../../db/invoices';
import { ApiError } from '../../errors/api-error';
import { checkRecipient } from '../../limits/send';
import { runJob } from '../../pool/index';
import { archiveSent, audit } from '../audit/record';
import { downloadName } from '../download-names';
import { checkInvoiceContent, textsTooLong } from '../invoices/content';
import { brandingOf } from '../visual/branding';
import type { GenerateKind } from './pipeline';
import { buyerAddress, deliver, sendingMethodOf, transportOrRefuse } from './send';
import type { MailChoice } from './send-mail';

export type { GenerateKind } from './pipeline';

export interface GenerateQuery {
  rechnungId?: string;
  rechnungUUID?: string;
  spec?: string;
  /** With `-send` by e-mail: attach the ZUGFeRD / Factur-X PDF too (`en16931` or `xrechnung`). */
  zugferd?: string;
}

type Json = Record<string, unknown>;

async function target(deps: Deps, me: AuthUser, q: GenerateQuery): Promise<InvoiceRow | undefined> {
  if (!q.rechnungId && !q.rechnungUUID) return undefined;
  const id = Number(q.rechnungId);
  const row = q.rechnungId
    ? Number.isInteger(id)
      ? await findInvoice(deps.db, me.companyId, id)
      : undefined
    : await findInvoiceByUuid(deps.db, me.companyId, String(q.rechnungUUID));
  if (!row) throw new ApiError('rechnung.error.notFound');
  if (row.status === 'sent') throw new ApiError('rechnung.error.alreadyGenerated');
  return row;
}

/** The same JSON value (object key order does not matter). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameJson(x, b[i]));
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a as Json);
  const kb = Object.keys(b as Json);
  return (
    ka.length === kb.length && ka.every((k) => k in (b as Json) && sameJson((a as Json)[k], (b as Json)[k]))
  );
}

/** The invoice to generate: the stored one when named (a differing body refused), else the body. */
function invoiceOf(row: InvoiceRow | undefined, body: unknown): Json {
  if (body !== undefined) textsTooLong(body);
  if (row) {
    const stored = JSON.parse(row.json) as Json;
    if (body !== undefined && !sameJson(body, stored))
      throw new ApiError('generation.error.bodyDiffers', { id: row.id, version: row.version });
    return stored;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('error.badRequest');
  return body as Json;
}

/** The ZUGFeRD PDF for a send by e-mail that asked for it (made before the transaction). */
async function zugferdForMail(
  deps: Deps,
  me: AuthUser,
  invoice: Json,
  send: boolean,
  option: string | undefined,
) {
  if (!option) return undefined;
  if (option !== 'en16931' && option !== 'xrechnung')
    throw new ApiError('error.badRequest', { field: 'zugferd', reason: 'en16931 or xrechnung' });
  if (!send || buyerAddress(invoice).scheme !== 'EM') return undefined;
  return runJob(me, 'pdf', {
    json: JSON.stringify(invoice),
    locale: me.locale,
    format: `zugferd-${option}`,
    branding: await brandingOf(deps, me.companyId),
  });
}

export async function generate(
  deps: Deps,
  me: AuthUser,
  kind: GenerateKind,
  send: boolean,
  body: unknown,
  q: GenerateQuery,
  /** With a send by e-mail: the mail as edited in the send dialog (send-mail.ts). */
  mail?: MailChoice,
) {
  if (send && !q.rechnungId && !q.rechnungUUID)
    throw new ApiError('error.badRequest', { field: 'rechnungId' });
  const row = await target(deps, me, q);
  const invoice = invoiceOf(row, body);
  if (send) {
    const { scheme, address } = buyerAddress(invoice);
    if (!mail) checkRecipient(scheme, address);
    if (transportOrRefuse(deps, scheme) !== 'email' && mail)
      throw new ApiError('error.badRequest', { reason: 'no mail for a portal send' });
  }
  await checkInvoiceContent(invoice);
  const built = await runJob(me, 'generate', {
    invoice,
    kind,
    locale: me.locale,
    ...(q.spec ? { spec: q.spec } : {}),
  });
  const { syntax } = built;
  const pdf = await zugferdForMail(deps, me, invoice, send, q.zugferd);
  const report = JSON.stringify({
    valid: true,
    syntax,
    kind: built.kind,
    generatedAt: new Date().toISOString(),
    xsd: { valid: true, errors: [] },
    findings: built.findings,
  });
  const number = (invoice.Invoice_number as { Content?: unknown } | undefined)?.Content;
  const fileName = downloadName(typeof number === 'string' ? number : undefined, 'xml', 'xrechnung');
  const delivery = row
    ? await inTransaction(deps.db, async (tx) => {
        const current = await findInvoice(tx, me.companyId, row.id);
        if (!current) throw new ApiError('rechnung.error.notFound');
        if (current.status === 'sent') throw new ApiError('rechnung.error.alreadyGenerated');
        // changed while the XML was made: what would go out is no longer what is stored
        if (current.version !== row.version)
          throw new ApiError('rechnung.error.outdated', { currentVersion: current.version });
        await storeGenerated(tx, me.companyId, row.id, built.xml, syntax, report);
        const label = current.invoiceNumber;
        await audit(deps, tx, me, {
          action: 'generated',
          objectType: 'invoice',
          objectId: row.id,
          objectLabel: label,
          detail: syntax,
        });
        if (!send) return undefined;
        // an e-mail send is listed as one ("per E-Mail", EMAIL in the CSV), a portal's as the portal's
        const method = sendingMethodOf(deps, invoice);
        await markSent(tx, me.companyId, row.id, method);
        await archiveSent(deps, tx, me, current, { xml: built.xml, syntax, method, pdf });
        return deliver(deps, tx, me, row.id, invoice, built.xml, me.locale, pdf, mail);
      })
    : undefined;
  if (delivery) deps.delivery?.kick();
  return {
    xml: built.xml,
    fileName,
    kind: built.kind,
    syntax,
    valid: true,
    messages: built.findings,
    id: row?.id,
    rechnungUUID: row?.rechnungUUID,
    sent: send,
    ...(delivery ? { delivery } : {}),
  };
}
