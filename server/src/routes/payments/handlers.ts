/**
 * Payments of a sent invoice (issue 27): record one (date and amount, the open amount when no
 * amount is given), undo one, read the status. The server checks every rule: the invoice is the
 * caller's company's and sent, not a credit note; the amount is above 0 and not above what is
 * open; the date is a real day not after today. Every change is audited in its transaction.
 */
import Decimal from 'decimal.js';
import type { AuthUser, Deps } from '../../context';
import { type Db, inTransaction } from '../../db/connection';
import { deletePayment, insertPayment, paymentsOf } from '../../db/invoice-payments';
import type { InvoiceRow } from '../../db/invoices';
import { paymentStatusOf } from '../../db/payment-status';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { amountText, centsOf } from '../../invoice-money';
import { audit } from '../audit/record';
import { filterDate } from '../filter-date';
import { findOwn } from '../invoices/handlers';

const owed = (row: InvoiceRow) => Number(row.dueCents ?? row.grossCents ?? 0);
const openOf = (row: InvoiceRow) => Math.max(0, owed(row) - Number(row.paidCents));

/** What the payment dialog and the invoice's detail show. */
export async function paymentView(db: Db, me: AuthUser, row: InvoiceRow) {
  const payments = await paymentsOf(db, me.companyId, row.id);
  const status = paymentStatusOf(
    { ...row, dueCents: row.dueCents, grossCents: row.grossCents, paidCents: Number(row.paidCents) },
    todayInGermany(),
  );
  return {
    invoiceId: row.id,
    invoiceNumber: row.invoiceNumber,
    paymentStatus: status ?? undefined,
    currency: row.currency,
    dueDate: row.dueDate || undefined,
    amountDue: amountText(owed(row)),
    paidAmount: amountText(Number(row.paidCents)),
    openAmount: amountText(openOf(row)),
    payments: payments.map((p) => ({ id: p.id, paidOn: p.paidOn, amount: amountText(p.amountCents) })),
    reminders: row.reminders,
    lastReminderOn: row.lastReminderOn || undefined,
  };
}

function assertPayable(row: InvoiceRow) {
  if (row.status !== 'sent') throw new ApiError('payment.error.notSent');
  if (row.typeCode === '381') throw new ApiError('payment.error.creditNote');
}

/** The amount of the request in hundredths: a number or decimal text ("12.50" or "12,50"). */
function amountOfBody(value: unknown, open: number): number {
  if (value === undefined || value === null || value === '') return open;
  const text = typeof value === 'string' && !value.includes('.') ? value.replace(',', '.') : value;
  const cents = centsOf(text);
  if (cents === null || cents <= 0 || !new Decimal(String(text)).times(100).isInteger())
    throw new ApiError('payment.error.amount', { field: 'amount' });
  return cents;
}

/** The payment date: a day that exists, written yyyy-mm-dd. */
function dayOf(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  let day: string | undefined;
  try {
    day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? filterDate({ paidOn: text }, 'paidOn') : undefined;
  } catch {
    day = undefined;
  }
  if (!day) throw new ApiError('payment.error.date', { field: 'paidOn' });
  return day;
}

export async function recordPayment(deps: Deps, me: AuthUser, id: number, body: Record<string, unknown>) {
  return inTransaction(deps.db, async (tx) => {
    const row = await findOwn(tx, me, id);
    assertPayable(row);
    const open = openOf(row);
    if (open <= 0) throw new ApiError('payment.error.nothingOpen');
    const day = dayOf(body.paidOn);
    if (day > todayInGermany()) throw new ApiError('payment.error.futureDate', { field: 'paidOn' });
    const cents = amountOfBody(body.amount, open);
    if (cents > open)
      throw new ApiError('payment.error.tooMuch', {
        field: 'amount',
        openAmount: `${amountText(open)} ${row.currency}`.trim(),
      });
    await insertPayment(tx, me.companyId, id, { paidOn: day, amountCents: cents, userId: me.id });
    await audit(deps, tx, me, {
      action: 'payment-recorded',
      objectType: 'invoice',
      objectId: id,
      objectLabel: row.invoiceNumber,
      detail: `${amountText(cents)} ${row.currency} ${day}`.trim(),
    });
    return paymentView(tx, me, await findOwn(tx, me, id));
  });
}

export async function undoPayment(deps: Deps, me: AuthUser, id: number, paymentId: number) {
  return inTransaction(deps.db, async (tx) => {
    const row = await findOwn(tx, me, id);
    const removed = await deletePayment(tx, me.companyId, id, paymentId);
    if (!removed) throw new ApiError('payment.error.notFound');
    await audit(deps, tx, me, {
      action: 'payment-undone',
      objectType: 'invoice',
      objectId: id,
      objectLabel: row.invoiceNumber,
      detail: `${amountText(removed.amountCents)} ${row.currency} ${removed.paidOn}`.trim(),
    });
    return paymentView(tx, me, await findOwn(tx, me, id));
  });
}

export async function readPayments(deps: Deps, me: AuthUser, id: number) {
  const row = await findOwn(deps.db, me, id);
  return paymentView(deps.db, me, row);
}
