/** The line table of the visualisation (BG-25): one row per line, item facts as detail lines. */
import { codeName, formatDate, formatNumber } from './format';
import { type VisualLocale, visualLabels } from './labels';
import type { VisualLine } from './model';
import { joined, list, type Obj, obj, text } from './read';

export function lineHeaders(locale: VisualLocale, currency: string): string[] {
  const l = visualLabels[locale];
  const cur = currency ? ` (${currency})` : '';
  return [l.position, l.item, l.quantity, l.unit, `${l.unitPrice}${cur}`, l.vat, `${l.netAmount}${cur}`];
}

/** A VAT category and rate as "19 %" (S) or "AE 0 %" (other categories). */
export function vatText(category: unknown, rate: unknown, locale: VisualLocale): string {
  const c = text(category);
  const r =
    rate === undefined || rate === null || rate === '' ? '' : `${formatNumber(rate, 'percent', locale)} %`;
  return c === 'S' || c === '' ? r : joined([c, r], ' ');
}

function allowanceCharge(
  kind: string,
  a: Obj,
  p: string,
  locale: VisualLocale,
  reasons: 'UNTDID5189' | 'UNTDID7161',
) {
  const reason = text(a[`${p}_reason`]) || codeName(reasons, a[`${p}_reason_code`], locale);
  const percent = text(a[`${p}_percentage`])
    ? ` (${formatNumber(a[`${p}_percentage`], 'percent', locale)} %)`
    : '';
  return `${kind}${percent}: ${formatNumber(a[`${p}_amount`], 'amount', locale)}${reason ? ` – ${reason}` : ''}`;
}

export function lineRow(line: Obj, index: number, locale: VisualLocale): VisualLine {
  const l = visualLabels[locale];
  const item = obj(line.ITEM_INFORMATION);
  const price = obj(line.PRICE_DETAILS);
  const vat = obj(line.LINE_VAT_INFORMATION);
  const period = obj(line.INVOICE_LINE_PERIOD);
  const d = (label: string, value: string) => (value ? `${label}: ${value}` : '');
  const classification = obj(item.Item_classification_identifier);
  const base = text(price.Item_price_base_quantity);
  const details = [
    text(item.Item_description),
    d(l.sellerItemId, text(item.Item_Sellers_identifier)),
    d(l.buyerItemId, text(item.Item_Buyers_identifier)),
    d(l.standardItemId, text(item.Item_standard_identifier)),
    d(l.classification, joined([text(classification), text(classification.Scheme_identifier)], ' ')),
    d(l.origin, codeName('ISO3166', item.Item_country_of_origin, locale)),
    ...list(item.ITEM_ATTRIBUTES).map((a) => d(text(a.Item_attribute_name), text(a.Item_attribute_value))),
    d(
      l.period,
      joined(
        [
          formatDate(period.Invoice_line_period_start_date, locale),
          formatDate(period.Invoice_line_period_end_date, locale),
        ],
        ' – ',
      ),
    ),
    d(l.orderLine, text(line.Referenced_purchase_order_line_reference)),
    d(l.buyerAccounting, text(line.Invoice_line_Buyer_accounting_reference)),
    d(l.invoicedObject, text(line.Invoice_line_object_identifier)),
    d(l.grossPrice, formatNumber(price.Item_gross_price, 'unitPrice', locale)),
    d(l.discount, formatNumber(price.Item_price_discount, 'unitPrice', locale)),
    base && base !== '1'
      ? d(
          l.baseQuantity,
          joined(
            [
              formatNumber(base, 'quantity', locale),
              codeName('UNECE_REC20', price.Item_price_base_quantity_unit_of_measure_code, locale),
            ],
            ' ',
          ),
        )
      : '',
    ...list(line.INVOICE_LINE_ALLOWANCES).map((a) =>
      allowanceCharge(l.allowance, a, 'Invoice_line_allowance', locale, 'UNTDID5189'),
    ),
    ...list(line.INVOICE_LINE_CHARGES).map((a) =>
      allowanceCharge(l.charge, a, 'Invoice_line_charge', locale, 'UNTDID7161'),
    ),
    d(l.lineNote, text(line.Invoice_line_note)),
  ].filter(Boolean);
  return {
    position: text(line.Invoice_line_identifier) || String(index + 1),
    name: text(item.Item_name),
    details,
    quantity: formatNumber(line.Invoiced_quantity, 'quantity', locale),
    unit: codeName('UNECE_REC20', line.Invoiced_quantity_unit_of_measure_code, locale),
    price: formatNumber(price.Item_net_price, 'unitPrice', locale),
    vat: vatText(vat.Invoiced_item_VAT_category_code, vat.Invoiced_item_VAT_rate, locale),
    amount: formatNumber(line.Invoice_line_net_amount, 'amount', locale),
  };
}
