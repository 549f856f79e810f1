/**
 * Payment status of a sent invoice (issue 27), derived by the database from the stored columns so
 * that lists filter and sort by it: PAID when the recorded payments cover the amount due (BT-115,
 * else the gross BT-112), OVERDUE when something is still open and the due date (BT-9) lies before
 * today (German day), PARTLY_PAID when some but not all was paid, OPEN otherwise.
 *
 * Drafts have no payment status. Neither has a credit note (381): it is money the supplier owes,
 * not money owed to them, so it is never "open" nor counted on the dashboard, and payments cannot
 * be recorded against it.
 */
export const PAYMENT_STATUSES = ['OPEN', 'PARTLY_PAID', 'PAID', 'OVERDUE'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A filter value: one status, or UNPAID (open, partly paid and overdue together). */
export type PaymentFilter = PaymentStatus | 'UNPAID';

/** The amount a payment status is measured against, in hundredths. */
export const owedCents = 'coalesce(due_cents, gross_cents, 0)';

/** Whether an invoice row can carry a payment status at all. */
export const payableCondition = "status = 'sent' AND type_code <> '381'";

/** The status as SQL (`@today` is bound to the German day, yyyy-mm-dd). */
export const paymentStatusSql = `CASE WHEN NOT (${payableCondition}) THEN NULL
  WHEN paid_cents >= ${owedCents} THEN 'PAID'
  WHEN due_date <> '' AND due_date < @today THEN 'OVERDUE'
  WHEN paid_cents > 0 THEN 'PARTLY_PAID'
  ELSE 'OPEN' END`;

/** The list filter's condition for a status (`@today` bound as above). */
export function paymentFilterCondition(filter: PaymentFilter): string {
  const unpaid = `${payableCondition} AND paid_cents < ${owedCents}`;
  const late = "due_date <> '' AND due_date < @today";
  switch (filter) {
    case 'UNPAID':
      return unpaid;
    case 'PAID':
      return `${payableCondition} AND paid_cents >= ${owedCents}`;
    case 'OVERDUE':
      return `${unpaid} AND ${late}`;
    case 'PARTLY_PAID':
      return `${unpaid} AND paid_cents > 0 AND NOT (${late})`;
    case 'OPEN':
      return `${unpaid} AND paid_cents = 0 AND NOT (${late})`;
  }
}

/** The same derivation for one row in code (the detail view after a payment). */
export function paymentStatusOf(
  row: {
    status: string;
    typeCode: string;
    dueCents: number | null;
    grossCents: number | null;
    paidCents: number;
    dueDate: string;
  },
  today: string,
): PaymentStatus | null {
  if (row.status !== 'sent' || row.typeCode === '381') return null;
  const owed = row.dueCents ?? row.grossCents ?? 0;
  if (row.paidCents >= owed) return 'PAID';
  if (row.dueDate && row.dueDate < today) return 'OVERDUE';
  return row.paidCents > 0 ? 'PARTLY_PAID' : 'OPEN';
}
