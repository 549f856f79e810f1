import { Dec, toDec, toNumber } from '../decimal';
import { blank, isObj, list, type Obj } from './json';

/**
 * On load, per line (spec §4): price defaults (missing discount 0, missing gross price = net
 * price + discount, missing base quantity 0), the base-quantity unit defaults to the quantity
 * unit, and a missing line VAT rate is 0 when the category is set and not O (else it stays empty
 * for the "please choose" entry).
 */
export function applyLineDefaults(invoice: Obj): void {
  for (const line of list(invoice, 'INVOICE_LINE')) {
    const price: Obj = isObj(line.PRICE_DETAILS) ? line.PRICE_DETAILS : {};
    line.PRICE_DETAILS = price;
    if (blank(price.Item_price_discount)) price.Item_price_discount = 0;
    const net = toDec(price.Item_net_price);
    if (blank(price.Item_gross_price) && net !== null)
      price.Item_gross_price = toNumber(net.plus(toDec(price.Item_price_discount) ?? new Dec(0)));
    if (blank(price.Item_price_base_quantity)) price.Item_price_base_quantity = 0;
    if (
      blank(price.Item_price_base_quantity_unit_of_measure_code) &&
      !blank(line.Invoiced_quantity_unit_of_measure_code)
    )
      price.Item_price_base_quantity_unit_of_measure_code = line.Invoiced_quantity_unit_of_measure_code;
    const vat = isObj(line.LINE_VAT_INFORMATION) ? line.LINE_VAT_INFORMATION : undefined;
    // category O (not subject to VAT) carries no rate (BR-O-05)
    const category = vat?.Invoiced_item_VAT_category_code;
    if (vat && blank(vat.Invoiced_item_VAT_rate) && !blank(category) && category !== 'O')
      vat.Invoiced_item_VAT_rate = 0;
  }
}
