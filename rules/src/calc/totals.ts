import { amount, isObj, items, type Obj, sumOf, toDec, ZERO } from './money';

/**
 * Document totals (BR-CO-10…16 and the XRechnung third-party payments): sum of line net amounts,
 * of document allowances and charges; total without VAT = lines − allowances + charges; total VAT
 * = sum of the breakdown's tax amounts; with VAT = without + VAT; amount due = with VAT − paid
 * + third-party payments + rounding. Paid and rounding amounts stay as entered (0 when absent).
 */
export function calculateTotals(invoice: Obj): Obj {
  const totals: Obj = isObj(invoice.DOCUMENT_TOTALS) ? { ...invoice.DOCUMENT_TOTALS } : {};
  const lines = sumOf(items(invoice, 'INVOICE_LINE'), 'Invoice_line_net_amount');
  const allowances = sumOf(items(invoice, 'DOCUMENT_LEVEL_ALLOWANCES'), 'Document_level_allowance_amount');
  const charges = sumOf(items(invoice, 'DOCUMENT_LEVEL_CHARGES'), 'Document_level_charge_amount');
  const withoutVat = lines.minus(allowances).plus(charges);
  const vat = sumOf(items(invoice, 'VAT_BREAKDOWN'), 'VAT_category_tax_amount');
  const withVat = withoutVat.plus(vat);
  const paid = toDec(totals.Paid_amount) ?? ZERO;
  const rounding = toDec(totals.Rounding_amount) ?? ZERO;
  const thirdParty = sumOf(items(invoice, 'THIRD_PARTY_PAYMENT'), 'Third_party_payment_amount');
  totals.Sum_of_Invoice_line_net_amount = amount(lines);
  totals.Sum_of_allowances_on_document_level = amount(allowances);
  totals.Sum_of_charges_on_document_level = amount(charges);
  totals.Invoice_total_amount_without_VAT = amount(withoutVat);
  totals.Invoice_total_VAT_amount = amount(vat);
  totals.Invoice_total_amount_with_VAT = amount(withVat);
  totals.Paid_amount = amount(paid);
  totals.Rounding_amount = amount(rounding);
  totals.Amount_due_for_payment = amount(withVat.minus(paid).plus(thirdParty).plus(rounding));
  const accounting = invoice.VAT_accounting_currency_code;
  if (
    totals.Invoice_total_VAT_amount_in_accounting_currency !== undefined &&
    (accounting === undefined || accounting === invoice.Invoice_currency_code)
  )
    totals.Invoice_total_VAT_amount_in_accounting_currency = totals.Invoice_total_VAT_amount;
  return totals;
}
