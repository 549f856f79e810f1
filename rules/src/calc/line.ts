import { toNumber } from '../decimal';
import { applyPercentage } from './allowances';
import { amount, isObj, items, type Obj, sumOf, toDec, ZERO } from './money';

/** Net price = gross price − discount, when a gross price is given (discount absent = 0). */
function priceDetails(price: unknown): Obj | undefined {
  if (!isObj(price)) return undefined;
  const gross = toDec(price.Item_gross_price);
  if (gross === null) return price;
  const discount = toDec(price.Item_price_discount) ?? ZERO;
  return { ...price, Item_net_price: toNumber(gross.minus(discount)) };
}

/**
 * One invoice line (spec §9): allowance/charge amounts from their percentages, net price from the
 * gross price, and line net amount = net price (÷ base quantity when non-zero) × quantity − line
 * allowances + line charges, rounded half-up to 2. Without a quantity or a net price the line's
 * net amount is left as it is.
 */
export function calculateLine(line: Obj): Obj {
  const out: Obj = { ...line };
  if (Array.isArray(line.INVOICE_LINE_ALLOWANCES))
    out.INVOICE_LINE_ALLOWANCES = line.INVOICE_LINE_ALLOWANCES.map((a) =>
      isObj(a) ? applyPercentage(a, 'Invoice_line_allowance') : a,
    );
  if (Array.isArray(line.INVOICE_LINE_CHARGES))
    out.INVOICE_LINE_CHARGES = line.INVOICE_LINE_CHARGES.map((c) =>
      isObj(c) ? applyPercentage(c, 'Invoice_line_charge') : c,
    );
  const price = priceDetails(line.PRICE_DETAILS);
  if (price) out.PRICE_DETAILS = price;
  const netPrice = toDec(price?.Item_net_price);
  const quantity = toDec(line.Invoiced_quantity);
  if (netPrice === null || quantity === null) return out;
  const baseQuantity = toDec(price?.Item_price_base_quantity);
  const unitPrice = baseQuantity && !baseQuantity.isZero() ? netPrice.div(baseQuantity) : netPrice;
  const allowances = sumOf(items(out, 'INVOICE_LINE_ALLOWANCES'), 'Invoice_line_allowance_amount');
  const charges = sumOf(items(out, 'INVOICE_LINE_CHARGES'), 'Invoice_line_charge_amount');
  out.Invoice_line_net_amount = amount(unitPrice.times(quantity).minus(allowances).plus(charges));
  return out;
}
