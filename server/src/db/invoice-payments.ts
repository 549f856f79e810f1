/**
 * Payments recorded against a company's sent invoices (issue 27). The invoice's `paid_cents` is
 * the sum of its payment rows, kept in the same transaction as every insert or delete, so lists
 * filter by payment status without a join. Every statement carries the company id.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { touchCompany } from './list-count-cache';
import { invoicePayments, invoices } from './tables';

export interface PaymentRow {
  id: number;
  paidOn: string;
  amountCents: number;
  createdAt: string;
}

export async function paymentsOf(db: Db, companyId: number, invoiceId: number): Promise<PaymentRow[]> {
  const rows = await db
    .select({
      id: invoicePayments.id,
      paidOn: invoicePayments.paidOn,
      amountCents: invoicePayments.amountCents,
      createdAt: invoicePayments.createdAt,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.companyId, companyId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
}

/** Sets the invoice's paid sum to the sum of its payment rows. */
async function resum(db: Db, companyId: number, invoiceId: number): Promise<void> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${invoicePayments.amountCents}), 0)` })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.companyId, companyId), eq(invoicePayments.invoiceId, invoiceId)));
  await touchCompany(db, companyId);
  await db
    .update(invoices)
    .set({ paidCents: Number(row?.total ?? 0) })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)));
}

export async function insertPayment(
  db: Db,
  companyId: number,
  invoiceId: number,
  payment: { paidOn: string; amountCents: number; userId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(invoicePayments)
    .values({
      companyId,
      invoiceId,
      paidOn: payment.paidOn,
      amountCents: payment.amountCents,
      createdAt: new Date().toISOString(),
      createdBy: payment.userId,
    })
    .returning({ id: invoicePayments.id });
  await resum(db, companyId, invoiceId);
  return row.id;
}

/** Deletes one payment of the invoice; the removed row, or undefined when there is none. */
export async function deletePayment(
  db: Db,
  companyId: number,
  invoiceId: number,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .delete(invoicePayments)
    .where(
      and(
        eq(invoicePayments.id, paymentId),
        eq(invoicePayments.companyId, companyId),
        eq(invoicePayments.invoiceId, invoiceId),
      ),
    )
    .returning({
      id: invoicePayments.id,
      paidOn: invoicePayments.paidOn,
      amountCents: invoicePayments.amountCents,
      createdAt: invoicePayments.createdAt,
    });
  if (!row) return undefined;
  await resum(db, companyId, invoiceId);
  return { ...row, amountCents: Number(row.amountCents) };
}
