import { Dec, toDec } from '../decimal';
import { typedText } from '../editorView';
import { blank, isObj, list, type Obj } from './json';

/**
 * On save, the values load filled in only for the editor go again where they carry no
 * information: a price discount of 0, a gross price equal to the net price without discount,
 * a base quantity of 0 (with its unit). A line then leaves the editor as it came in.
 */
export function dropPriceDefaults(invoice: Obj): void {
  for (const line of list(invoice, 'INVOICE_LINE')) {
    const price = isObj(line.PRICE_DETAILS) ? line.PRICE_DETAILS : undefined;
    if (!price) continue;
    const discount = toDec(price.Item_price_discount);
    if (discount?.isZero()) delete price.Item_price_discount;
    const gross = toDec(price.Item_gross_price);
    const net = toDec(price.Item_net_price);
    if (blank(price.Item_price_discount) && gross && net && gross.eq(net)) delete price.Item_gross_price;
    if (toDec(price.Item_price_base_quantity)?.eq(new Dec(0))) {
      delete price.Item_price_base_quantity;
      delete price.Item_price_base_quantity_unit_of_measure_code;
    }
  }
}

/**
 * The editor keeps the VAT accounting currency equal to the invoice currency (spec §3); a document
 * names BT-6 (and BT-111) only when it differs (PEPPOL-EN16931-R005, R054). Save drops both then.
 */
export function dropSameAccountingCurrency(invoice: Obj): void {
  if (
    blank(invoice.VAT_accounting_currency_code) ||
    invoice.VAT_accounting_currency_code !== invoice.Invoice_currency_code
  )
    return;
  delete invoice.VAT_accounting_currency_code;
  // a text the user typed there stays, so that the save is refused as unreadable input (issue 26)
  if (
    isObj(invoice.DOCUMENT_TOTALS) &&
    !typedText(invoice.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency)
  )
    delete invoice.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency;
}
