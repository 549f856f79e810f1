/** Companies (the spec's "Adresse"): every call scoped to the caller's own company id. */
import { count, eq } from 'drizzle-orm';
import { forgetCallers } from './caller-cache';
import { type Db, lockedRows } from './connection';
import { touchCompany } from './list-count-cache';
import { withRandomId } from './random-id';
import { companies } from './tables';

export type Company = typeof companies.$inferSelect;
export type CompanyInput = Omit<typeof companies.$inferInsert, 'id' | 'createdDate'>;

export async function insertCompany(db: Db, input: CompanyInput): Promise<Company> {
  return withRandomId((id) =>
    db
      .insert(companies)
      .values({ ...input, id })
      .onConflictDoNothing({ target: companies.id })
      .returning(),
  );
}

/**
 * Locks the company's row until the transaction ends (`FOR UPDATE` on PostgreSQL; SQLite's one
 * writer serialises anyway). A per-company rule that counts and then writes — the last admin, at
 * most MAX_SCHEDULES_PER_COMPANY schedules — takes it first, so two requests at once, also on two
 * instances, are checked one after the other.
 */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  await lockedRows(tx, tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)));
}

export async function findCompany(db: Db, companyId: number): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function updateCompany(
  db: Db,
  companyId: number,
  input: Partial<CompanyInput>,
): Promise<Company | undefined> {
  const [row] = await db.update(companies).set(input).where(eq(companies.id, companyId)).returning();
  return row;
}

/** Removes the company; users, roles, tokens, master data and invoices go with it (FK cascade). */
export async function deleteCompany(db: Db, companyId: number): Promise<boolean> {
  await touchCompany(db, companyId);
  const gone = await db.delete(companies).where(eq(companies.id, companyId)).returning({ id: companies.id });
  forgetCallers(db);
  return gone.length > 0;
}

export async function companyCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

/** Another company already using this contact e-mail (spec §8 "contact e-mail exists"). */
export async function contactEmailTaken(
  db: Db,
  contactEmail: string,
  exceptCompanyId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.contactEmail, contactEmail))
    .limit(1);
  return !!row && row.id !== exceptCompanyId;
}
