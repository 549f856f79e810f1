/**
 * Payment reminders (Zahlungserinnerung, issue 27): made from an overdue invoice only; each is
 * counted on the invoice with its day and audited, and can go to the buyer by mail through the
 * mail outbox with the reminder PDF attached. The PDF is the reminder's own document
 * (`visual/reminder-pdf.ts`) with the invoice's letterhead, in German or English.
 */

import { and, eq } from 'drizzle-orm';
import type { AuthUser, Deps } from '../../context';
import { inTransaction } from '../../db/connection';
import type { InvoiceRow } from '../../db/invoices';
import { touchCompany } from '../../db/list-count-cache';
import { queueMail } from '../../db/outbox';
import { paymentStatusOf } from '../../db/payment-status';
import { invoices } from '../../db/tables';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { readableAmount, readableDay } from '../../invoice-money';
import { reminderPdf } from '../../visual/reminder-pdf';
import { audit } from '../audit/record';
import { findOwn } from '../invoices/handlers';
import { brandingOf } from '../visual/branding';
import { paymentView } from './handlers';

type Locale = 'de' | 'en';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const reminderFileName = (row: Pick<InvoiceRow, 'invoiceNumber'>, locale: Locale) =>
  `${locale === 'de' ? 'Zahlungserinnerung' : 'Payment-reminder'}-${(row.invoiceNumber || 'rechnung').replace(/[^\w.-]+/g, '_')}.pdf`;

const statusOf = (row: InvoiceRow) =>
  paymentStatusOf({ ...row, paidCents: Number(row.paidCents) }, todayInGermany());

/** The PDF of the invoice's latest reminder. */
export async function reminderDocument(deps: Deps, me: AuthUser, row: InvoiceRow, locale: Locale) {
  if (row.reminders < 1) throw new ApiError('reminder.error.none');
  const owed = Number(row.dueCents ?? row.grossCents ?? 0);
  return reminderPdf(
    JSON.parse(row.json),
    {
      invoiceNumber: row.invoiceNumber,
      issueDate: readableDay(row.invoiceIssueDate, locale),
      dueDate: readableDay(row.dueDate, locale),
      openAmount: readableAmount(Math.max(0, owed - Number(row.paidCents)), row.currency, locale),
      count: row.reminders,
      madeOn: readableDay(row.lastReminderOn, locale),
    },
    { locale, branding: await brandingOf(deps, me.companyId) },
  );
}

/** The buyer's mail address of the invoice (contact BT-58, else the electronic address BT-49). */
function buyerMail(row: InvoiceRow): string {
  const buyer = ((JSON.parse(row.json) as Record<string, unknown>).BUYER ?? {}) as Record<string, unknown>;
  for (const v of [buyer.Buyer_contact_email_address, buyer.Buyer_electronic_address])
    if (typeof v === 'string' && EMAIL.test(v.trim())) return v.trim();
  return '';
}

/** Makes the next reminder of an overdue invoice; with `send` mails it (to `recipient` or the buyer). */
export async function createReminder(deps: Deps, me: AuthUser, id: number, body: Record<string, unknown>) {
  const locale: Locale =
    body.locale === 'en' || body.locale === 'de' ? body.locale : me.locale === 'en' ? 'en' : 'de';
  return inTransaction(deps.db, async (tx) => {
    const row = await findOwn(tx, me, id);
    if (statusOf(row) !== 'OVERDUE') throw new ApiError('reminder.error.notOverdue');
    const recipient =
      body.send === true
        ? (typeof body.recipient === 'string' && body.recipient.trim()) || buyerMail(row)
        : '';
    if (body.send === true && !EMAIL.test(recipient))
      throw new ApiError('reminder.error.recipient', { field: 'recipient' });
    const count = row.reminders + 1;
    await touchCompany(tx, me.companyId);
    await tx
      .update(invoices)
      .set({ reminders: count, lastReminderOn: todayInGermany() })
      .where(and(eq(invoices.id, id), eq(invoices.companyId, me.companyId)));
    const updated = await findOwn(tx, me, id);
    if (recipient) {
      const pdf = await reminderDocument(deps, me, updated, locale);
      const subject =
        locale === 'de'
          ? `Zahlungserinnerung zu Rechnung ${row.invoiceNumber}`
          : `Payment reminder for invoice ${row.invoiceNumber}`;
      await queueMail(tx, {
        recipient,
        subject,
        body:
          locale === 'de'
            ? `Guten Tag,\n\nanbei unsere Zahlungserinnerung zu Rechnung ${row.invoiceNumber}.\n\nMit freundlichen Grüßen`
            : `Hello,\n\nplease find attached our payment reminder for invoice ${row.invoiceNumber}.\n\nKind regards`,
        attachments: [
          {
            filename: reminderFileName(row, locale),
            content: Buffer.from(pdf).toString('base64'),
            contentType: 'application/pdf',
            encoding: 'base64',
          },
        ],
      });
    }
    await audit(deps, tx, me, {
      action: 'reminder-created',
      objectType: 'invoice',
      objectId: id,
      objectLabel: row.invoiceNumber,
      detail: `${count}${recipient ? ` → ${recipient}` : ''}`,
    });
    return {
      ...(await paymentView(tx, me, updated)),
      mailedTo: recipient || undefined,
    };
  });
}
