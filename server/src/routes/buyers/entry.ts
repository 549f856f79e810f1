/**
 * A buyer directory entry: `{ customerNumber, recipientKind, Buyer_reference, BUYER }` in the
 * invoice model's names (BT-10 and the BUYER group BG-7 with BG-8 and BG-9). `recipientKind` is
 * `public` (a public buyer: XRechnung, Leitweg-ID as BT-10) or `business` (EN 16931; picking the
 * buyer in the editor sets the invoice's BT-24 accordingly). Shape and text lengths are the
 * invoice's (the invoice schema and the 4096 limit of spec §9); the buyer name is needed; the
 * rest of what the recipient's rules demand (electronic address, address, for a public buyer the
 * Leitweg-ID) is flagged as findings, not refused, so an incomplete buyer can be kept and completed later.
 */
import { EN16931_ID } from '@xr/rules';
import type { BuyerColumns, BuyerRow } from '../../db/buyers';
import { ApiError } from '../../errors/api-error';
import { loadRules } from '../../modules';
import { checkSchema } from '../../validation/schemas';
import { onlyFields } from '../body';
import { findingsOf } from '../directory-entries';
import { textsTooLong } from '../invoices/content';

export const CUSTOMER_NUMBER_MAX = 255;

export type RecipientKind = 'public' | 'business';
export const RECIPIENT_KINDS: readonly RecipientKind[] = ['public', 'business'];

/** The rules a buyer of this kind is checked by. */
const profileOf = (kind: string) => (kind === 'business' ? 'en16931' : 'xrechnung');

/** The recipient kind an invoice's BT-24 names (EN 16931: a business). */
export function recipientKindOfInvoice(invoice: Record<string, unknown>): RecipientKind {
  const control = invoice.PROCESS_CONTROL as { Specification_identifier?: { Content?: unknown } } | undefined;
  const bt24 = control?.Specification_identifier?.Content;
  return typeof bt24 === 'string' && bt24.trim() === EN16931_ID ? 'business' : 'public';
}

export interface BuyerEntry {
  customerNumber: string;
  recipientKind: RecipientKind;
  Buyer_reference?: string;
  BUYER: Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Checks an entry from a request or a CSV row and answers the columns to store. */
export async function buyerColumns(body: Record<string, unknown>): Promise<BuyerColumns> {
  onlyFields(body, ['customerNumber', 'recipientKind', 'Buyer_reference', 'BUYER']);
  const customerNumber = body.customerNumber ?? '';
  if (typeof customerNumber !== 'string' || customerNumber.length > CUSTOMER_NUMBER_MAX)
    throw new ApiError('directory.error.invalidField', { field: 'customerNumber' });
  const recipientKind =
    body.recipientKind === undefined || body.recipientKind === '' ? 'public' : body.recipientKind;
  if (!RECIPIENT_KINDS.includes(recipientKind as RecipientKind))
    throw new ApiError('directory.error.invalidField', { field: 'recipientKind' });
  const fragment = { Buyer_reference: body.Buyer_reference, BUYER: body.BUYER ?? {} };
  const long = textsTooLong(fragment);
  if (long.length > 0)
    throw new ApiError('validation.text.tooLong', { fields: long, field: long[0].path.split('/').pop() });
  await checkSchema('invoice', JSON.parse(JSON.stringify(fragment)));
  const { onSave } = await loadRules();
  const plain = onSave(fragment as never) as { Buyer_reference?: string; BUYER?: Record<string, unknown> };
  const buyer = plain.BUYER ?? {};
  if (!str(buyer.Buyer_name))
    throw new ApiError('directory.error.buyerNameRequired', { field: 'Buyer_name' });
  const entry: Omit<BuyerEntry, 'customerNumber' | 'recipientKind'> = { BUYER: buyer };
  if (plain.Buyer_reference) entry.Buyer_reference = plain.Buyer_reference;
  const vatId = str(buyer.Buyer_VAT_identifier);
  const reference = plain.Buyer_reference ?? '';
  return {
    customerNumber: customerNumber.trim(),
    buyerName: str(buyer.Buyer_name),
    buyerReference: reference,
    recipientKind: recipientKind as RecipientKind,
    searchText: [buyer.Buyer_name, buyer.Buyer_trading_name, reference, vatId, customerNumber]
      .map((s) => str(s).toLowerCase())
      .filter(Boolean)
      .join('\n'),
    json: JSON.stringify(entry),
  };
}

/** The answer for one stored buyer, with the rule findings of its BUYER group and BT-10. */
export async function buyerAnswer(row: BuyerRow, locale: string) {
  const entry = JSON.parse(row.json) as Omit<BuyerEntry, 'customerNumber' | 'recipientKind'>;
  const findings = await findingsOf(
    entry,
    ['/BUYER', '/Buyer_reference'],
    locale,
    profileOf(row.recipientKind),
  );
  return {
    id: row.id,
    customerNumber: row.customerNumber,
    recipientKind: row.recipientKind,
    ...entry,
    findings,
    flagged: findings.some((f) => f.severity === 'error'),
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

/** CSV columns: the customer number, BT-10 and the BUYER group's fields by their model names. */
export const buyerCsvColumns = {
  top: ['customerNumber', 'recipientKind', 'Buyer_reference'],
  BUYER: [
    'Buyer_name',
    'Buyer_trading_name',
    'Buyer_identifier',
    'Buyer_identifier_Scheme_identifier',
    'Buyer_legal_registration_identifier',
    'Buyer_legal_registration_identifier_Scheme_identifier',
    'Buyer_VAT_identifier',
    'Buyer_electronic_address',
    'Buyer_electronic_address_Scheme_identifier',
  ],
  BUYER_POSTAL_ADDRESS: [
    'Buyer_address_line_1',
    'Buyer_address_line_2',
    'Buyer_address_line_3',
    'Buyer_city',
    'Buyer_post_code',
    'Buyer_country_subdivision',
    'Buyer_country_code',
  ],
  BUYER_CONTACT: [
    'Buyer_contact_point',
    'Buyer_contact_department',
    'Buyer_contact_telephone_number',
    'Buyer_contact_email_address',
  ],
} as const;

export const buyerCsvHeader: string[] = Object.values(buyerCsvColumns).flat();

/** A CSV record (column → text) as an entry body. */
export function buyerOfRecord(record: Record<string, string>): Record<string, unknown> {
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.filter((n) => record[n] !== undefined).map((n) => [n, record[n]]));
  const address = pick(buyerCsvColumns.BUYER_POSTAL_ADDRESS);
  const contact = pick(buyerCsvColumns.BUYER_CONTACT);
  return {
    ...pick(buyerCsvColumns.top),
    BUYER: {
      ...pick(buyerCsvColumns.BUYER),
      ...(Object.keys(address).length ? { BUYER_POSTAL_ADDRESS: address } : {}),
      ...(Object.keys(contact).length ? { BUYER_CONTACT: contact } : {}),
    },
  };
}

/** The columns with the customer number the directory gave (searchable like one given by hand). */
export function withCustomerNumber(values: BuyerColumns, customerNumber: string): BuyerColumns {
  if (values.customerNumber === customerNumber) return values;
  return { ...values, customerNumber, searchText: `${values.searchText}\n${customerNumber.toLowerCase()}` };
}
