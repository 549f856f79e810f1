/**
 * The buyer directory of a company (issue 16): every statement is scoped by the company; callers
 * hold the request's transaction.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { buyers } from './schema';

export interface BuyerColumns {
  customerNumber: string;
  buyerName: string;
  buyerReference: string;
  searchText: string;
  json: string;
}

export interface BuyerRow extends BuyerColumns {
  id: number;
  createdDate: string;
  updatedDate: string;
}

const columns = {
  id: buyers.id,
  customerNumber: buyers.customerNumber,
  buyerName: buyers.buyerName,
  buyerReference: buyers.buyerReference,
  searchText: buyers.searchText,
  json: buyers.json,
  createdDate: buyers.createdDate,
  updatedDate: buyers.updatedDate,
};

const matching = (companyId: number, term: string) =>
  and(eq(buyers.companyId, companyId), term ? sql`instr(${buyers.searchText}, ${term}) > 0` : undefined);

/** One page of the company's buyers whose search text holds `term` (lower case), by name. */
export function listBuyers(
  db: Db,
  companyId: number,
  term: string,
  page: number,
  size: number,
): { rows: BuyerRow[]; total: number } {
  const rows = db
    .select(columns)
    .from(buyers)
    .where(matching(companyId, term))
    .orderBy(asc(buyers.buyerName), asc(buyers.id))
    .limit(size)
    .offset(page * size)
    .all();
  return { rows, total: countBuyers(db, companyId, term) };
}

export function countBuyers(db: Db, companyId: number, term = ''): number {
  return db.select({ n: count() }).from(buyers).where(matching(companyId, term)).get()?.n ?? 0;
}

export function findBuyer(db: Db, companyId: number, id: number): BuyerRow | undefined {
  return db
    .select(columns)
    .from(buyers)
    .where(and(eq(buyers.companyId, companyId), eq(buyers.id, id)))
    .get();
}

export function insertBuyer(db: Db, companyId: number, values: BuyerColumns): number {
  return db
    .insert(buyers)
    .values({ companyId, ...values })
    .returning({ id: buyers.id })
    .get().id;
}

/** Replaces a buyer's values; answers false when the company has no such buyer. */
export function updateBuyer(db: Db, companyId: number, id: number, values: BuyerColumns): boolean {
  const result = db
    .update(buyers)
    .set({ ...values, updatedDate: new Date().toISOString() })
    .where(and(eq(buyers.companyId, companyId), eq(buyers.id, id)))
    .run();
  return result.changes > 0;
}

export function deleteBuyer(db: Db, companyId: number, id: number): boolean {
  return (
    db
      .delete(buyers)
      .where(and(eq(buyers.companyId, companyId), eq(buyers.id, id)))
      .run().changes > 0
  );
}
