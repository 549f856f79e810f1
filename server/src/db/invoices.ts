/** Invoices: save, read, delete, status changes. Every statement carries the company id. */
import { and, eq } from 'drizzle-orm';
import type { Db } from './connection';
import { invoices } from './schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceFields = Pick<
  InvoiceRow,
  'invoiceNumber' | 'invoiceIssueDate' | 'buyerReference' | 'buyerName' | 'valid' | 'specVersion' | 'json'
> & { importedFromOrder?: boolean };

const scope = (companyId: number, id: number) => and(eq(invoices.id, id), eq(invoices.companyId, companyId));

export function insertInvoice(
  db: Db,
  companyId: number,
  author: { id: number | null; login: string },
  rechnungUUID: string,
  fields: InvoiceFields,
): InvoiceRow {
  const now = new Date().toISOString();
  return db
    .insert(invoices)
    .values({
      ...fields,
      companyId,
      authorId: author.id,
      authorLogin: author.login,
      rechnungUUID,
      createdDate: now,
      updatedDate: now,
    })
    .returning()
    .get();
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

/** Updates an in-progress invoice and bumps its version. */
export function updateInvoice(
  db: Db,
  companyId: number,
  id: number,
  version: number,
  fields: InvoiceFields,
): InvoiceRow {
  return db
    .update(invoices)
    .set({
      ...fields,
      version: version + 1,
      updatedDate: new Date().toISOString(),
      xml: null,
      xmlSyntax: null,
    })
    .where(scope(companyId, id))
    .returning()
    .get();
}

export function deleteInvoice(db: Db, companyId: number, id: number): void {
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
  db.update(invoices)
    .set({ status: 'sent', sendingMethod: method, sentAt: new Date().toISOString() })
    .where(scope(companyId, id))
    .run();
}
