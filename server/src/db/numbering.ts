/** Invoice number counters and the numbers a company already used; every statement scoped by company. */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { invoiceNumberCounters, invoices } from './tables';

/**
 * Takes the period's counter row for the rest of the transaction and answers its highest number
 * so far: PostgreSQL holds the row lock of the upsert until commit (a second save of the same
 * period waits, then reads what the first stored); SQLite's one writer serialises anyway.
 */
export async function lockPeriod(db: Db, companyId: number, period: string): Promise<number> {
  const [row] = await db
    .insert(invoiceNumberCounters)
    .values({ companyId, period, lastNumber: 0 })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.companyId, invoiceNumberCounters.period],
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber}` },
    })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  return row.lastNumber;
}

/** Records the highest number given in the period (kept for the administration's view). */
export async function raiseCounter(db: Db, companyId: number, period: string, n: number): Promise<void> {
  await db
    .update(invoiceNumberCounters)
    .set({ lastNumber: n })
    .where(
      and(
        eq(invoiceNumberCounters.companyId, companyId),
        eq(invoiceNumberCounters.period, period),
        lt(invoiceNumberCounters.lastNumber, n),
      ),
    );
}

/** The invoice numbers of the company (every status) matching a LIKE pattern (`\` escapes). */
export async function numbersLike(db: Db, companyId: number, like: string): Promise<string[]> {
  const rows = await db
    .select({ n: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), sql`${invoices.invoiceNumber} LIKE ${like} ESCAPE '\\'`));
  return rows.map((r) => r.n);
}

/** The status of another invoice of the company with this number: 'sent' before 'inprogress'. */
export async function numberUsedBy(
  db: Db,
  companyId: number,
  invoiceNumber: string,
  exceptId?: number,
): Promise<'sent' | 'inprogress' | undefined> {
  // one indexed lookup per status (invoices_number_idx), sent first: however many invoices in
  // progress share the number, none is read beyond the first
  for (const status of ['sent', 'inprogress'] as const) {
    const [row] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.companyId, companyId),
          eq(invoices.status, status),
          eq(invoices.invoiceNumber, invoiceNumber),
          exceptId === undefined ? undefined : ne(invoices.id, exceptId),
        ),
      )
      .limit(1);
    if (row) return status;
  }
  return undefined;
}
