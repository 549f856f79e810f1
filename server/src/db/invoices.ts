/** Invoices: save, read, delete, status changes. Every statement carries the company id. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MoneyFields } from '../invoice-money';
import { type Db, preparedOn } from './connection';
import { touchCompany } from './list-count-cache';
import { creationTime, withRandomId } from './random-id';
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

const p = (name: string) => sql.placeholder(name);

/** The save is the hottest write: prepared once per connection (`preparedOn`). */
function prepareInsert(db: Db) {
  return db
    .insert(invoices)
    .values({
      id: p('id'),
      rechnungUUID: p('rechnungUUID'),
      companyId: p('companyId'),
      authorId: p('authorId'),
      authorLogin: p('authorLogin'),
      invoiceNumber: p('invoiceNumber'),
      invoiceIssueDate: p('invoiceIssueDate'),
      buyerReference: p('buyerReference'),
      buyerName: p('buyerName'),
      typeCode: p('typeCode'),
      currency: p('currency'),
      dueDate: p('dueDate'),
      netCents: p('netCents'),
      vatCents: p('vatCents'),
      grossCents: p('grossCents'),
      dueCents: p('dueCents'),
      searchText: p('searchText'),
      createdDate: p('now'),
      updatedDate: p('now'),
      valid: p('valid'),
      specVersion: p('specVersion'),
      importedFromOrder: p('importedFromOrder'),
      json: p('json'),
    })
    .onConflictDoNothing({ target: invoices.id })
    .returning()
    .prepare();
}

export async function insertInvoice(
  db: Db,
  companyId: number,
  author: { id: number | null; login: string },
  rechnungUUID: string,
  fields: InvoiceFields,
): Promise<InvoiceRow> {
  await touchCompany(db, companyId);
  const insert = preparedOn(db, prepareInsert);
  const values = {
    typeCode: '380',
    currency: '',
    dueDate: '',
    netCents: null,
    vatCents: null,
    grossCents: null,
    dueCents: null,
    ...fields,
    rechnungUUID,
    companyId,
    authorId: author.id,
    authorLogin: author.login,
    searchText: searchTextOf(fields),
    now: creationTime(),
    valid: fields.valid ? 1 : 0,
    importedFromOrder: fields.importedFromOrder ? 1 : 0,
  };
  return withRandomId(async (id) => (await insert.execute({ ...values, id })) as InvoiceRow[]);
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
