/** Invoices: save, read, delete, status changes. Every statement carries the company id. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MoneyFields } from '../invoice-money';
import { type Db, insertLater } from './connection';
import { touchCompany } from './list-count-cache';
import { creationTime, randomId } from './random-id';
import { attachments, invoiceCounts, invoices } from './tables';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceFields = Pick<
  InvoiceRow,
  'invoiceNumber' | 'invoiceIssueDate' | 'buyerReference' | 'buyerName' | 'valid' | 'specVersion' | 'json'
> &
  Partial<MoneyFields> & { importedFromOrder?: boolean };

const scope = (companyId: number, id: number) => and(eq(invoices.id, id), eq(invoices.companyId, companyId));

export const searchTextOf = (f: Pick<InvoiceFields, 'invoiceNumber' | 'buyerReference' | 'buyerName'>) =>
  `${f.invoiceNumber} ${f.buyerReference} ${f.buyerName}`.toLowerCase();

/**
 * A new invoice (every column written, so the row returned is the row stored), under a random id.
 * The insert is a write nobody reads back (`insertLater`): on PostgreSQL it travels with the
 * transaction's next statement or its COMMIT.
 */
export async function insertInvoice(
  db: Db,
  companyId: number,
  author: { id: number | null; login: string },
  rechnungUUID: string,
  fields: InvoiceFields,
): Promise<InvoiceRow> {
  await touchCompany(db, companyId);
  const now = creationTime();
  const row: InvoiceRow = {
    id: randomId(),
    rechnungUUID,
    companyId,
    authorId: author.id,
    authorLogin: author.login,
    invoiceNumber: fields.invoiceNumber,
    invoiceIssueDate: fields.invoiceIssueDate,
    buyerReference: fields.buyerReference,
    buyerName: fields.buyerName,
    typeCode: fields.typeCode ?? '380',
    currency: fields.currency ?? '',
    dueDate: fields.dueDate ?? '',
    netCents: fields.netCents ?? null,
    vatCents: fields.vatCents ?? null,
    grossCents: fields.grossCents ?? null,
    dueCents: fields.dueCents ?? null,
    paidCents: 0,
    reminders: 0,
    lastReminderOn: '',
    searchText: searchTextOf(fields),
    createdDate: now,
    updatedDate: now,
    valid: fields.valid,
    status: 'inprogress',
    sendingMethod: null,
    sentAt: null,
    specVersion: fields.specVersion,
    importedFromOrder: fields.importedFromOrder ?? false,
    json: fields.json,
    xml: null,
    xmlSyntax: null,
    validationReport: null,
    version: 1,
  };
  await insertLater(db, invoices, row);
  return row;
}

export async function findInvoice(db: Db, companyId: number, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(scope(companyId, id)).limit(1);
  return row;
}

export async function findInvoiceByUuid(
  db: Db,
  companyId: number,
  uuid: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.rechnungUUID, uuid), eq(invoices.companyId, companyId)))
    .limit(1);
  return row;
}

/** Whether the company already has an invoice with this UUID (another company's are not looked at). */
export async function uuidTaken(db: Db, companyId: number, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.rechnungUUID, uuid), eq(invoices.companyId, companyId)))
    .limit(1);
  return !!row;
}

/**
 * Updates an in-progress invoice and bumps its version. The generated XML no longer fits changed
 * data and is dropped, unless `keepXml` (the invoice JSON and specification are unchanged).
 */
export async function updateInvoice(
  db: Db,
  companyId: number,
  id: number,
  version: number,
  fields: InvoiceFields,
  keepXml = false,
): Promise<InvoiceRow> {
  await touchCompany(db, companyId);
  const [row] = await db
    .update(invoices)
    .set({
      ...fields,
      searchText: searchTextOf(fields),
      version: version + 1,
      updatedDate: new Date().toISOString(),
      ...(keepXml ? {} : { xml: null, xmlSyntax: null }),
    })
    .where(scope(companyId, id))
    .returning();
  return row;
}

export async function deleteInvoice(db: Db, companyId: number, id: number): Promise<void> {
  await touchCompany(db, companyId);
  await db.delete(invoices).where(scope(companyId, id));
}

export async function storeGenerated(
  db: Db,
  companyId: number,
  id: number,
  xml: string,
  syntax: string,
  report: string,
): Promise<void> {
  await db
    .update(invoices)
    .set({ xml, xmlSyntax: syntax, validationReport: report })
    .where(scope(companyId, id));
}

export async function markSent(
  db: Db,
  companyId: number,
  id: number,
  method: 'portal' | 'email' | 'manual',
): Promise<void> {
  await touchCompany(db, companyId);
  await db
    .update(invoices)
    .set({ status: 'sent', sendingMethod: method, sentAt: new Date().toISOString() })
    .where(scope(companyId, id));
}

/** Replaces the attachment metadata of an invoice (inside the save transaction). */
export async function replaceAttachments(
  db: Db,
  invoiceId: number,
  list: { filename: string; mimeCode: string; size: number }[],
): Promise<void> {
  await db.delete(attachments).where(eq(attachments.invoiceId, invoiceId));
  // (the ids stay sequential: they never leave the server and keep the files' order)
  if (list.length) await db.insert(attachments).values(list.map((a) => ({ ...a, invoiceId })));
}

export async function attachmentsOfInvoice(db: Db, invoiceId: number) {
  return db
    .select()
    .from(attachments)
    .where(eq(attachments.invoiceId, invoiceId))
    .orderBy(asc(attachments.id));
}

/**
 * Characters of the company's stored invoice JSON and generated XML (the storage quota's measure),
 * kept per status in `invoice_counts` by the invoice triggers: no scan of the documents on a save.
 */
export async function storedCharacters(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${invoiceCounts.chars}), 0)` })
    .from(invoiceCounts)
    .where(eq(invoiceCounts.companyId, companyId));
  return Number(row?.total ?? 0);
}
