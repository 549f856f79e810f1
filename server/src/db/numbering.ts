/** Invoice number counters and the numbers a company already used; every statement scoped by company. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
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
  const rows = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        inArray(invoices.status, ['sent', 'inprogress']),
        eq(invoices.invoiceNumber, invoiceNumber),
        exceptId === undefined ? undefined : ne(invoices.id, exceptId),
      ),
    );
  if (rows.some((r) => r.status === 'sent')) return 'sent';
  return rows.length > 0 ? 'inprogress' : undefined;
}
