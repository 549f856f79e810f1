import { blank, ensureObj, type Obj } from './json';

/** The document totals, all 0 when missing (spec §3). */
export const TOTAL_FIELDS = [
  'Sum_of_Invoice_line_net_amount',
  'Sum_of_allowances_on_document_level',
  'Sum_of_charges_on_document_level',
  'Invoice_total_amount_without_VAT',
  'Invoice_total_VAT_amount',
  'Invoice_total_VAT_amount_in_accounting_currency',
  'Invoice_total_amount_with_VAT',
  'Paid_amount',
  'Rounding_amount',
  'Amount_due_for_payment',
] as const;

/** On load: missing totals become 0. */
export function applyTotalsDefaults(invoice: Obj): void {
  const totals = ensureObj(invoice, 'DOCUMENT_TOTALS');
  for (const field of TOTAL_FIELDS) if (blank(totals[field])) totals[field] = 0;
}
