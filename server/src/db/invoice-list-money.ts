/**
 * The money part of the invoice lists (issue 27): the filters by customer, amount due, type, due
 * date and payment status, and the money columns as numbers on both engines.
 */
import type { ListFilter, ListRow } from './invoice-list';
import { owedCents, paymentFilterCondition } from './payment-status';
import { likePattern } from './text-search';

/** The filters of issue 27: customer, amount range, type, due date range, payment status. */
export function moneyConditions(f: ListFilter, where: string[], params: Record<string, unknown>) {
  const customer = f.customer?.trim();
  if (customer) {
    where.push("lower(buyer_name) LIKE @customer ESCAPE '\\'");
    params.customer = likePattern(customer.toLowerCase());
  }
  if (f.amountMinCents !== undefined) {
    where.push(`${owedCents} >= @amountMin`);
    params.amountMin = f.amountMinCents;
  }
  if (f.amountMaxCents !== undefined) {
    where.push(`${owedCents} <= @amountMax`);
    params.amountMax = f.amountMaxCents;
  }
  if (f.typeCode) {
    where.push('type_code = @typeCode');
    params.typeCode = f.typeCode;
  }
  if (f.dueDateStart) {
    where.push("due_date >= @dueStart AND due_date <> ''");
    params.dueStart = f.dueDateStart;
  }
  if (f.dueDateEnd) {
    where.push("due_date <= @dueEnd AND due_date <> ''");
    params.dueEnd = f.dueDateEnd;
  }
  if (f.paymentStatus) {
    where.push(paymentFilterCondition(f.paymentStatus));
    params.today = f.today;
  }
}

/** PostgreSQL hands bigint columns back as text: the money columns as numbers on both engines. */
export function numeric(r: ListRow): ListRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...r,
    netCents: n(r.netCents),
    vatCents: n(r.vatCents),
    grossCents: n(r.grossCents),
    dueCents: n(r.dueCents),
    paidCents: Number(r.paidCents),
  };
}
