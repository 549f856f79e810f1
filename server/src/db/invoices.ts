/** Invoices: save, read, delete, status changes. Every statement carries the company id. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { touchCompany } from './list-count-cache';
import { attachments, invoices } from './schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceFields = Pick<
  InvoiceRow,
  'invoiceNumber' | 'invoiceIssueDate' | 'buyerReference' | 'buyerName' | 'valid' | 'specVersion' | 'json'
> & { importedFromOrder?: boolean };

const scope = (companyId: number, id: number) => and(eq(invoices.id, id), eq(invoices.companyId, companyId));

export const searchTextOf = (f: Pick<InvoiceFields, 'invoiceNumber' | 'buyerReference' | 'buyerName'>) =>
  `${f.invoiceNumber} ${f.buyerReference} ${f.buyerName}`.toLowerCase();

const p = (name: string) => sql.placeholder(name);
const insertStatements = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

/** The save is the hottest write: prepared once per database (building it costs more than running it). */
function prepareInsert(db: Db) {
  return db
    .insert(invoices)
    .values({
      rechnungUUID: p('rechnungUUID'),
      companyId: p('companyId'),
      authorId: p('authorId'),
      authorLogin: p('authorLogin'),
      invoiceNumber: p('invoiceNumber'),
      invoiceIssueDate: p('invoiceIssueDate'),
      buyerReference: p('buyerReference'),
      buyerName: p('buyerName'),
      searchText: p('searchText'),
      createdDate: p('now'),
      updatedDate: p('now'),
      valid: p('valid'),
      specVersion: p('specVersion'),
      importedFromOrder: p('importedFromOrder'),
      json: p('json'),
    })
    .returning()
    .prepare();
}

export function insertInvoice(
  db: Db,
  companyId: number,
  author: { id: number | null; login: string },
  rechnungUUID: string,
  fields: InvoiceFields,
): InvoiceRow {
  let stmt = insertStatements.get(db);
  if (!stmt) {
    stmt = prepareInsert(db);
    insertStatements.set(db, stmt);
  }
  touchCompany(db.$client, companyId);
  return stmt.get({
    ...fields,
    rechnungUUID,
    companyId,
    authorId: author.id,
    authorLogin: author.login,
    searchText: searchTextOf(fields),
    now: new Date().toISOString(),
    valid: fields.valid ? 1 : 0,
    importedFromOrder: fields.importedFromOrder ? 1 : 0,
  }) as InvoiceRow;
}

export function findInvoice(db: Db, companyId: number, id: number): InvoiceRow | undefined {
  return db.select().from(invoices).where(scope(companyId, id)).get();
}

export function findInvoiceByUuid(db: Db, companyId: number, uuid: string): InvoiceRow | undefined {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.rechnungUUID, uuid), eq(invoices.companyId, companyId)))
    .get();
}

export function uuidTaken(db: Db, uuid: string): boolean {
  return !!db.select({ id: invoices.id }).from(invoices).where(eq(invoices.rechnungUUID, uuid)).get();
}

/**
 * Updates an in-progress invoice and bumps its version. The generated XML no longer fits changed
 * data and is dropped, unless `keepXml` (the invoice JSON and specification are unchanged).
 */
export function updateInvoice(
  db: Db,
  companyId: number,
  id: number,
  version: number,
  fields: InvoiceFields,
  keepXml = false,
): InvoiceRow {
  touchCompany(db.$client, companyId);
  return db
    .update(invoices)
    .set({
      ...fields,
      searchText: searchTextOf(fields),
      version: version + 1,
      updatedDate: new Date().toISOString(),
      ...(keepXml ? {} : { xml: null, xmlSyntax: null }),
    })
    .where(scope(companyId, id))
    .returning()
    .get();
}

export function deleteInvoice(db: Db, companyId: number, id: number): void {
  touchCompany(db.$client, companyId);
  db.delete(invoices).where(scope(companyId, id)).run();
}

export function storeGenerated(
  db: Db,
  companyId: number,
  id: number,
  xml: string,
  syntax: string,
  report: string,
): void {
  db.update(invoices)
    .set({ xml, xmlSyntax: syntax, validationReport: report })
    .where(scope(companyId, id))
    .run();
}

export function markSent(db: Db, companyId: number, id: number, method: 'portal' | 'manual'): void {
  touchCompany(db.$client, companyId);
  db.update(invoices)
    .set({ status: 'sent', sendingMethod: method, sentAt: new Date().toISOString() })
    .where(scope(companyId, id))
    .run();
}

/** Replaces the attachment metadata of an invoice (inside the save transaction). */
export function replaceAttachments(
  db: Db,
  invoiceId: number,
  list: { filename: string; mimeCode: string; size: number }[],
): void {
  db.delete(attachments).where(eq(attachments.invoiceId, invoiceId)).run();
  if (list.length)
    db.insert(attachments)
      .values(list.map((a) => ({ ...a, invoiceId })))
      .run();
}

export function attachmentsOfInvoice(db: Db, invoiceId: number) {
  return db.select().from(attachments).where(eq(attachments.invoiceId, invoiceId)).all();
}

/** Characters of the company's stored invoice JSON and generated XML (the storage quota's measure). */
export function storedCharacters(db: Db, companyId: number): number {
  const row = db
    .select({
      total: sql<number>`coalesce(sum(length(${invoices.json}) + coalesce(length(${invoices.xml}), 0)), 0)`,
    })
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .get();
  return Number(row?.total ?? 0);
}
