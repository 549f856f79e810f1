/**
 * The base a percentage allowance or charge (BT-93/100, BT-137/142) is a percentage of, when the
 * user gives a percentage and no base: for a line, its price × quantity (before its own
 * allowances and charges); for the document, the sum of the net amounts of the lines at the
 * allowance's VAT category and rate (all lines when it names none). The editor fills the base
 * with it and keeps it following while the user has not typed a base of their own.
 */
import { amount, isObj, items, type Obj, sumOf, toDec, ZERO } from './money';

/** A line's gross amount: net price (per base quantity) × quantity; null when not computable. */
export function lineBaseAmount(line: Obj): number | null {
  const price = isObj(line.PRICE_DETAILS) ? line.PRICE_DETAILS : {};
  const net = toDec(price.Item_net_price);
  const quantity = toDec(line.Invoiced_quantity);
  if (net === null || quantity === null) return null;
  const per = toDec(price.Item_price_base_quantity);
  return amount((per && !per.isZero() ? net.div(per) : net).times(quantity));
}

/** The net amounts of the lines at a VAT category and rate (every line when the code is empty). */
export function documentBaseAmount(invoice: Obj, code: unknown, rate: unknown): number {
  const wanted = toDec(rate);
  const lines = items(invoice, 'INVOICE_LINE').filter((line) => {
    if (code === undefined || code === null || code === '') return true;
    const vat = isObj(line.LINE_VAT_INFORMATION) ? line.LINE_VAT_INFORMATION : {};
    if (vat.Invoiced_item_VAT_category_code !== code) return false;
    const lineRate = toDec(vat.Invoiced_item_VAT_rate) ?? ZERO;
    return wanted === null || lineRate.eq(wanted);
  });
  return amount(sumOf(lines, 'Invoice_line_net_amount'));
}
