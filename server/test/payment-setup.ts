/** Sent invoices with totals, due dates and buyers for the payment and reminder tests (issue 27). */
import { expect } from 'vitest';
import { todayInGermany } from '../src/german-day';
import { addDays } from '../src/schedule/dates';
import { freshApp, registerCompany, savePayload, sqlRun } from './helpers';

/** The German day `offset` days after today (before it for a negative one), yyyy-MM-dd. */
export const dayFrom = (offset: number) => addDays(todayInGermany(), offset);

export interface Spec {
  number: string;
  buyer: string;
  due: number;
  dueDate: string;
  type?: string;
  currency?: string;
}

export const invoiceJson = (s: Spec) => ({
  Invoice_number: { Content: s.number },
  Invoice_issue_date: dayFrom(-40),
  Invoice_type_code: s.type ?? '380',
  Invoice_currency_code: s.currency ?? 'EUR',
  Payment_due_date: s.dueDate,
  BUYER: { Buyer_name: s.buyer, Buyer_contact_email_address: 'buchhaltung@kunde.example' },
  SELLER: { Seller_name: 'Geld GmbH' },
  PAYMENT_INSTRUCTIONS: {
    Payment_means_type_code: '58',
    CREDIT_TRANSFER: [
      { Payment_account_identifier: 'DE02120300000000202051', Payment_account_name: 'Geld GmbH' },
    ],
  },
  DOCUMENT_TOTALS: {
    Invoice_total_amount_without_VAT: Math.round((s.due / 1.19) * 100) / 100,
    Invoice_total_VAT_amount: Math.round((s.due - s.due / 1.19) * 100) / 100,
    Invoice_total_amount_with_VAT: s.due,
    Amount_due_for_payment: s.due,
  },
});

export async function setup() {
  const t = await freshApp();
  const { accessToken: token } = await registerCompany(t, 'geld@a.example');
  const save = async (s: Spec) =>
    (
      await t.call(
        'POST',
        'api/rechnung',
        savePayload({ invoiceNumber: s.number, json: JSON.stringify(invoiceJson(s)) }),
        token,
      )
    ).data.id as number;
  const send = async (s: Spec) => {
    const id = await save(s);
    await sqlRun(t.deps, 'UPDATE invoices SET xml = ? WHERE id = ?', '<Invoice/>', id);
    expect((await t.call('POST', `api/rechnung/${id}/manually-sent`, undefined, token)).status).toBe(200);
    return id;
  };
  return { t, token, save, send };
}
