/** Invoice number counters and the numbers a company already used; every statement scoped by company. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { invoiceNumberCounters, invoices } from './tables';

/** Counts the period's counter up by one and answers the new value (callers hold the transaction). */
export async function nextCounter(db: Db, companyId: number, period: string): Promise<number> {
  const [row] = await db
    .insert(invoiceNumberCounters)
    .values({ companyId, period, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.companyId, invoiceNumberCounters.period],
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  return row.lastNumber;
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
