/**
 * Records of a supplier's ordinary weeks for the demo company of the screenshots, made through the
 * real API as a user would make them: three sent invoices (two marked as sent by hand, one sent by
 * e-mail; they reach the archive and the audit log; the last one five days past its due date for
 * the payment dialog and its reminder), a monthly schedule from one of the demo's drafts, two
 * buyers (an authority with its Leitweg-ID, a business by e-mail) and two articles.
 */
import { readFileSync } from 'node:fs';
import { todayInGermany } from '../../server/src/german-day';
import { addDays } from '../../server/src/schedule/dates';
import { apiLogin, saveByApi } from './flows';
import type { Harness } from './harness';

/** The sent invoice whose payment is overdue (payment dialog and reminder of the screenshots). */
export const OVERDUE_NUMBER = 'RE-2026-0103';

type Invoice = Record<string, unknown> & {
  Invoice_number: { Content: string };
  BUYER: Record<string, unknown>;
};

/** The day `n` days before today in Germany (after it for a negative `n`), as yyyy-MM-dd. */
export const daysAgo = (n: number) => addDays(todayInGermany(), -n);

const domestic = (): Invoice =>
  JSON.parse(readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'));

const AUTHORITY = domestic().BUYER;
const BUSINESS = {
  Buyer_name: 'Müller Haustechnik GmbH',
  Buyer_electronic_address: 'rechnungen@mueller-haustechnik.example',
  Buyer_electronic_address_Scheme_identifier: 'EM',
  BUYER_POSTAL_ADDRESS: {
    Buyer_address_line_1: 'Industriestraße 12',
    Buyer_city: 'Leipzig',
    Buyer_post_code: '04109',
    Buyer_country_code: 'DE',
  },
  BUYER_CONTACT: {
    Buyer_contact_point: 'Einkauf',
    Buyer_contact_telephone_number: '+49 341 555 120',
    Buyer_contact_email_address: 'einkauf@mueller-haustechnik.example',
  },
};

/** Makes the demo company's records; returns nothing, throws when the server refuses one. */
export async function demoRecords(h: Harness, login: string, password: string): Promise<void> {
  const token = (await apiLogin(h, login, password)).accessToken;
  const save = async (number: string, issued: number, due: number, buyer: 'authority' | 'business') => {
    const invoice = domestic();
    invoice.Invoice_number = { Content: number };
    invoice.Invoice_issue_date = daysAgo(issued);
    invoice.Payment_due_date = daysAgo(due);
    if (buyer === 'business') {
      invoice.BUYER = BUSINESS;
      invoice.Buyer_reference = 'Bestellung 4711';
    }
    return { id: await saveByApi(h, token, invoice), invoice };
  };
  const sentByHand = async (...args: Parameters<typeof save>) => {
    const { id, invoice } = await save(...args);
    await h.api('POST', `api/v1_2/ubl-invoices?rechnungId=${id}`, invoice, token);
    await h.api('POST', `api/rechnung/${id}/manually-sent`, undefined, token);
  };

  await sentByHand('RE-2026-0101', 45, 15, 'authority');
  const mailed = await save('RE-2026-0102', 20, -10, 'business');
  await h.api('POST', `api/v1_2/ubl-invoices-send?rechnungId=${mailed.id}`, undefined, token);
  await sentByHand(OVERDUE_NUMBER, 35, 5, 'authority');

  // the schedule repeats one of the demo company's drafts (the editor's pictures keep theirs first)
  const drafts = await h.api<{ content: { id: number }[] }>(
    'GET',
    'api/rechnung/inprogress',
    undefined,
    token,
  );
  const draft = drafts.content[drafts.content.length - 1];
  await h.api(
    'POST',
    'api/schedules',
    {
      invoiceId: draft.id,
      name: 'Wartungsvertrag Heizung (monatlich)',
      frequency: 'month',
      startDate: daysAgo(-14),
      dueDays: 14,
      mode: 'draft',
    },
    token,
  );

  await h.api('POST', 'api/buyers', { Buyer_reference: '04011000-12345-03', BUYER: AUTHORITY }, token);
  await h.api('POST', 'api/buyers', { Buyer_reference: 'Bestellung 4711', BUYER: BUSINESS }, token);
  await h.api(
    'POST',
    'api/articles',
    {
      Item_name: 'Wartung Heizungsanlage',
      Item_Sellers_identifier: 'W-100',
      Item_net_price: '85.00',
      Invoiced_quantity_unit_of_measure_code: 'HUR',
      Invoiced_item_VAT_category_code: 'S',
      Invoiced_item_VAT_rate: '19.00',
    },
    token,
  );
  await h.api(
    'POST',
    'api/articles',
    {
      Item_name: 'Kupferrohr 15 mm',
      Item_Sellers_identifier: 'K-015',
      Item_net_price: '8.40',
      Invoiced_quantity_unit_of_measure_code: 'MTR',
      Invoiced_item_VAT_category_code: 'S',
      Invoiced_item_VAT_rate: '19.00',
    },
    token,
  );
}
