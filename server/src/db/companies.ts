/** Companies (the spec's "Adresse"): every call scoped to the caller's own company id. */
import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { touchCompany } from './list-count-cache';
import { companies } from './schema';

export type Company = typeof companies.$inferSelect;
export type CompanyInput = Omit<typeof companies.$inferInsert, 'id' | 'createdDate'>;

export function insertCompany(db: Db, input: CompanyInput): Company {
  return db.insert(companies).values(input).returning().get();
}

export function findCompany(db: Db, companyId: number): Company | undefined {
  return db.select().from(companies).where(eq(companies.id, companyId)).get();
}

export function updateCompany(db: Db, companyId: number, input: Partial<CompanyInput>): Company | undefined {
  return db.update(companies).set(input).where(eq(companies.id, companyId)).returning().get();
}

/** Removes the company; users, roles, tokens, master data and invoices go with it (FK cascade). */
export function deleteCompany(db: Db, companyId: number): boolean {
  touchCompany(db.$client, companyId);
  return db.delete(companies).where(eq(companies.id, companyId)).run().changes > 0;
}

export function companyCount(db: Db): number {
  return (db.$client.prepare('SELECT count(*) AS n FROM companies').get() as { n: number }).n;
}

/** Another company already using this contact e-mail (spec §8 "contact e-mail exists"). */
export function contactEmailTaken(db: Db, contactEmail: string, exceptCompanyId?: number): boolean {
  const row = db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.contactEmail, contactEmail))
    .get();
  return !!row && row.id !== exceptCompanyId;
}
