/** Invoice save/read/delete (spec §7). Sent invoices are immutable (INVALID_RECHNUNG_STATUS). */
import { randomUUID } from 'node:crypto';
import type { AuthUser, Deps } from '../../context';
import { type Db, inTransaction } from '../../db/connection';
import * as inv from '../../db/invoices';
import { saveLookups } from '../../db/numbering';
import { ApiError } from '../../errors/api-error';
import { loadRules } from '../../modules';
import { archiveSent, audit } from '../audit/record';
import { assignInvoiceNumber, numberWarnings, refuseSentNumber } from '../numbering/reserve';
import { basedOnVersion, type SavePayload } from './payload';

export const stored = (r: inv.InvoiceRow) => ({
  id: r.id,
  rechnungUUID: r.rechnungUUID,
  buyerReference: r.buyerReference,
  invoiceIssueDate: r.invoiceIssueDate,
  invoiceNumber: r.invoiceNumber,
  jsongroupvalidation: r.valid,
  specVersion: r.specVersion,
  json: r.json,
  version: r.version,
  status: r.status === 'sent' ? 'SENT' : 'IN_PROGRESS',
  sendingMethod: r.sendingMethod ? r.sendingMethod.toUpperCase() : undefined,
  sentTime: r.sentAt ?? undefined,
  createdDate: r.createdDate,
  updatedDate: r.updatedDate,
  author: r.authorLogin,
  importedFromOrder: r.importedFromOrder,
  hasXml: r.xml !== null,
});

export const attachmentView = (a: { filename: string; mimeCode: string; size: number }) => ({
  filename: a.filename,
  mimeCode: a.mimeCode,
  size: a.size,
});

export async function findOwn(db: Db, me: AuthUser, id: number): Promise<inv.InvoiceRow> {
  const row = await inv.findInvoice(db, me.companyId, id);
  if (!row) throw new ApiError('rechnung.error.notFound');
  return row;
}

export function assertEditable(row: inv.InvoiceRow) {
  if (row.status === 'sent') throw new ApiError('rechnung.error.alreadyGenerated');
}

/**
 * Warnings of a save (never refusals): a buyer reference in Leitweg-ID form whose mod-97 check
 * digits are wrong. BT-10 may hold other references, so other forms pass silently.
 */
export async function saveWarnings(buyerReference: string) {
  const rules = await loadRules();
  if (!buyerReference || !rules.isLeitwegForm(buyerReference) || rules.leitwegId(buyerReference)) return [];
  return [{ field: 'buyerReference', messageKey: 'warning.leitwegId.checkDigits' }];
}

/**
 * An invoice saved without a number gets the company's next one here, inside the save's
 * transaction (issue 26: numbers are given on save, not when the editor opens); the number is
 * written into the stored JSON and its list column, and the validity is the one the rules gave
 * before the transaction for the numbered invoice (`validOnceNumbered`): no second evaluation.
 */
async function numbered(tx: Db, me: AuthUser, payload: SavePayload): Promise<SavePayload> {
  if (payload.fields.invoiceNumber !== '') return payload;
  const invoice = payload.invoice;
  const typeCode = typeof invoice.Invoice_type_code === 'string' ? invoice.Invoice_type_code : '380';
  const number = await assignInvoiceNumber(tx, me.companyId, typeCode, payload.fields.invoiceIssueDate);
  const old = invoice.Invoice_number;
  const withNumber = {
    ...invoice,
    Invoice_number: { ...(old && typeof old === 'object' ? old : {}), Content: number },
  };
  const json = JSON.stringify(withNumber);
  return {
    ...payload,
    invoice: withNumber,
    fields: { ...payload.fields, invoiceNumber: number, valid: payload.validOnceNumbered, json },
  };
}

export async function createInvoice(deps: Deps, me: AuthUser, given: SavePayload) {
  return await inTransaction(deps.db, async (tx) => {
    const payload = await numbered(tx, me, given);
    const found = await saveLookups(tx, me.companyId, payload.fields.invoiceNumber);
    refuseOverQuota(deps, found.storedCharacters, payload.fields.json.length);
    const uuid = payload.rechnungUUID ?? randomUUID();
    if (payload.rechnungUUID && (await inv.uuidTaken(tx, me.companyId, uuid)))
      throw new ApiError('error.identicalRecord');
    const shared = refuseSentNumber(found.usedBy, payload.fields.invoiceNumber);
    const row = await inv.insertInvoice(
      tx,
      me.companyId,
      { id: me.id, login: me.login },
      uuid,
      payload.fields,
    );
    if (payload.attachments.length) await inv.replaceAttachments(tx, row.id, payload.attachments);
    await audit(deps, tx, me, {
      action: 'created',
      objectType: 'invoice',
      objectId: row.id,
      objectLabel: row.invoiceNumber,
    });
    return { ...stored(row), warnings: numberWarnings(row.invoiceNumber, shared) };
  });
}

export async function updateInvoice(
  deps: Deps,
  me: AuthUser,
  id: number,
  given: SavePayload,
  ifMatch?: string,
) {
  if (given.id !== undefined && given.id !== id) throw new ApiError('error.badRequest', { field: 'id' });
  return await inTransaction(deps.db, async (tx) => {
    const row = await findOwn(tx, me, id);
    assertEditable(row);
    const payload = await numbered(tx, me, given);
    if (payload.rechnungUUID && payload.rechnungUUID !== row.rechnungUUID)
      throw new ApiError('error.badRequest', { field: 'rechnungUUID' });
    const base = basedOnVersion(ifMatch, payload.version);
    if (base === undefined) throw new ApiError('rechnung.error.versionRequired');
    if (base !== row.version) throw new ApiError('rechnung.error.outdated', { currentVersion: row.version });
    const found = await saveLookups(tx, me.companyId, payload.fields.invoiceNumber, id);
    refuseOverQuota(deps, found.storedCharacters, payload.fields.json.length - row.json.length);
    const shared = refuseSentNumber(found.usedBy, payload.fields.invoiceNumber);
    await inv.replaceAttachments(tx, id, payload.attachments);
    // saving again without a change keeps the generated XML (and "mark as manually sent" possible)
    const unchanged = row.json === payload.fields.json && row.specVersion === payload.fields.specVersion;
    const updated = await inv.updateInvoice(tx, me.companyId, id, row.version, payload.fields, unchanged);
    await audit(deps, tx, me, {
      action: 'changed',
      objectType: 'invoice',
      objectId: id,
      objectLabel: updated.invoiceNumber,
      detail: `version ${updated.version}`,
    });
    return { ...stored(updated), warnings: numberWarnings(updated.invoiceNumber, shared) };
  });
}

/** The company's stored invoices may grow by `growth` characters only within `STORAGE_QUOTA_MB`. */
function refuseOverQuota(deps: Deps, used: number, growth: number) {
  const quota = deps.config.storageQuotaBytes;
  if (growth > 0 && used + growth > quota)
    throw new ApiError('error.storageQuota', { usedBytes: used, quotaBytes: quota });
}

/** The same for a company without a user at hand (the scheduler's drafts). */
export async function checkStorageQuota(deps: Deps, tx: Db, companyId: number, growth: number) {
  if (growth <= 0) return;
  refuseOverQuota(deps, await inv.storedCharacters(tx, companyId), growth);
}

export async function deleteInvoice(deps: Deps, me: AuthUser, id: number) {
  await inTransaction(deps.db, async (tx) => {
    const row = await findOwn(tx, me, id);
    assertEditable(row);
    await inv.deleteInvoice(tx, me.companyId, id);
    await audit(deps, tx, me, {
      action: 'deleted',
      objectType: 'invoice',
      objectId: id,
      objectLabel: row.invoiceNumber,
    });
  });
  return { deleted: true };
}

/** Download then "mark as manually sent": needs the generated XML (POST /api/rechnung/{id}/manually-sent). */
export async function markManuallySent(deps: Deps, me: AuthUser, id: number) {
  return await inTransaction(deps.db, async (tx) => {
    const row = await findOwn(tx, me, id);
    assertEditable(row);
    if (row.xml === null) throw new ApiError('rechnung.error.notGenerated');
    await inv.markSent(tx, me.companyId, id, 'manual');
    await archiveSent(deps, tx, me, row, { xml: row.xml, syntax: row.xmlSyntax ?? '', method: 'manual' });
    return stored(await findOwn(tx, me, id));
  });
}
