/**
 * The buyer directory of a company (issue 16): every statement is scoped by the company; callers
 * hold the request's transaction.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { creationTime, withRandomId } from './random-id';
import { buyers } from './tables';
import { containsText } from './text-search';

export interface BuyerColumns {
  customerNumber: string;
  buyerName: string;
  buyerReference: string;
  /** `public` (XRechnung, Leitweg-ID) or `business` (EN 16931). */
  recipientKind: string;
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
  recipientKind: buyers.recipientKind,
  searchText: buyers.searchText,
  json: buyers.json,
  createdDate: buyers.createdDate,
  updatedDate: buyers.updatedDate,
};

const matching = (companyId: number, term: string) =>
  and(eq(buyers.companyId, companyId), term ? containsText(buyers.searchText, term) : undefined);

/** One page of the company's buyers whose search text holds `term` (lower case), by name. */
export async function listBuyers(
  db: Db,
  companyId: number,
  term: string,
  page: number,
  size: number,
): Promise<{ rows: BuyerRow[]; total: number }> {
  const rows = await db
    .select(columns)
    .from(buyers)
    .where(matching(companyId, term))
    .orderBy(asc(buyers.buyerName), asc(buyers.createdDate), asc(buyers.id))
    .limit(size)
    .offset(page * size);
  return { rows, total: await countBuyers(db, companyId, term) };
}

export async function countBuyers(db: Db, companyId: number, term = ''): Promise<number> {
  const [row] = await db.select({ n: count() }).from(buyers).where(matching(companyId, term));
  return Number(row?.n ?? 0);
}

export async function findBuyer(db: Db, companyId: number, id: number): Promise<BuyerRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(buyers)
    .where(and(eq(buyers.companyId, companyId), eq(buyers.id, id)))
    .limit(1);
  return row;
}

export async function insertBuyer(db: Db, companyId: number, values: BuyerColumns): Promise<number> {
  const row = await withRandomId((id) =>
    db
      .insert(buyers)
      .values({ id, companyId, ...values, createdDate: creationTime() })
      .onConflictDoNothing({ target: buyers.id })
      .returning({ id: buyers.id }),
  );
  return row.id;
}

/** Replaces the entry's values; answers false when the company has no such entry. */
export async function updateBuyer(
  db: Db,
  companyId: number,
  id: number,
  values: BuyerColumns,
): Promise<boolean> {
  const changed = await db
    .update(buyers)
    .set({ ...values, updatedDate: new Date().toISOString() })
    .where(and(eq(buyers.companyId, companyId), eq(buyers.id, id)))
    .returning({ id: buyers.id });
  return changed.length > 0;
}

export async function deleteBuyer(db: Db, companyId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(buyers)
    .where(and(eq(buyers.companyId, companyId), eq(buyers.id, id)))
    .returning({ id: buyers.id });
  return gone.length > 0;
}

/** The company's customer numbers matching a LIKE pattern (`\` escapes), for the smallest free one. */
export async function customerNumbersLike(db: Db, companyId: number, like: string): Promise<string[]> {
  const rows = await db
    .select({ n: buyers.customerNumber })
    .from(buyers)
    .where(and(eq(buyers.companyId, companyId), sql`${buyers.customerNumber} LIKE ${like} ESCAPE '\\'`));
  return rows.map((r) => r.n);
}

/** Whether another entry of the company (not `exceptId`) carries the customer number. */
export async function customerNumberTaken(
  db: Db,
  companyId: number,
  customerNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(
      and(
        eq(buyers.companyId, companyId),
        eq(buyers.customerNumber, customerNumber),
        exceptId === undefined ? undefined : ne(buyers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
