/**
 * The invoice lines of the generated XML (BG-25), written by TypeScript: the part of a document
 * that grows with the invoice. The stylesheets write everything else and leave the processing
 * instruction `<?xr-lines?>` where the lines go; generate.ts puts these in its place. Output is
 * byte for byte what the stylesheets' former line templates wrote (proved on every corpus model,
 * fixture and a sample of arbitrary invoices in both syntaxes).
 *
 * The model arrives pruned (model-keys.ts `pruneModel`): a present key is a value.
 */
import { el, opt, tx } from './element';
import { amt, decimal, num, price } from './text';

type Map = Record<string, unknown>;

export const linesMarker = '<?xr-lines?>';

const items = (v: unknown): Map[] => (Array.isArray(v) ? (v as Map[]) : []);
const one = (v: unknown): Map[] => (v === undefined ? [] : Array.isArray(v) ? (v as Map[]) : [v as Map]);
const content = (v: unknown): unknown => (v as Map | undefined)?.Content;

type Prefix = 'Invoice_line_allowance_' | 'Invoice_line_charge_';

function ublAllowance(charge: boolean, ac: Map, p: Prefix, cur: string): string {
  const pct = ac[`${p}percentage`];
  const base = ac[`${p}base_amount`];
  const amount = ac[`${p}amount`];
  return el(
    'cac:AllowanceCharge',
    tx('cbc:ChargeIndicator', charge) +
      opt('cbc:AllowanceChargeReasonCode', ac[`${p}reason_code`]) +
      opt('cbc:AllowanceChargeReason', ac[`${p}reason`]) +
      (pct === undefined ? '' : tx('cbc:MultiplierFactorNumeric', num(pct))) +
      tx('cbc:Amount', amount === undefined ? '' : amt(amount), [['currencyID', cur]]) +
      (base === undefined ? '' : tx('cbc:BaseAmount', amt(base), [['currencyID', cur]])),
  );
}

function ublLine(line: Map, cur: string, cn: boolean): string {
  const unit = line.Invoiced_quantity_unit_of_measure_code;
  const qty = line.Invoiced_quantity;
  const net = line.Invoice_line_net_amount;
  let out = tx('cbc:ID', content(line.Invoice_line_identifier)) + opt('cbc:Note', line.Invoice_line_note);
  out += tx(cn ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', qty === undefined ? '' : num(qty), [
    ['unitCode', unit],
  ]);
  out += tx('cbc:LineExtensionAmount', net === undefined ? '' : amt(net), [['currencyID', cur]]);
  out += opt('cbc:AccountingCost', line.Invoice_line_Buyer_accounting_reference);
  for (const period of one(line.INVOICE_LINE_PERIOD))
    out += el(
      'cac:InvoicePeriod',
      opt('cbc:StartDate', period.Invoice_line_period_start_date) +
        opt('cbc:EndDate', period.Invoice_line_period_end_date),
    );
  if (line.Referenced_purchase_order_line_reference !== undefined)
    out += el('cac:OrderLineReference', tx('cbc:LineID', line.Referenced_purchase_order_line_reference));
  for (const object of one(line.Invoice_line_object_identifier))
    if (object.Content !== undefined)
      out += el(
        'cac:DocumentReference',
        tx('cbc:ID', object.Content, [['schemeID', object.Scheme_identifier]]) +
          tx('cbc:DocumentTypeCode', '130'),
      );
  for (const ac of items(line.INVOICE_LINE_ALLOWANCES))
    out += ublAllowance(false, ac, 'Invoice_line_allowance_', cur);
  for (const ac of items(line.INVOICE_LINE_CHARGES))
    out += ublAllowance(true, ac, 'Invoice_line_charge_', cur);
  const vat = (line.LINE_VAT_INFORMATION ?? {}) as Map;
  let item = '';
  for (const info of one(line.ITEM_INFORMATION)) {
    item += opt('cbc:Description', info.Item_description) + tx('cbc:Name', info.Item_name);
    if (info.Item_Buyers_identifier !== undefined)
      item += el('cac:BuyersItemIdentification', tx('cbc:ID', info.Item_Buyers_identifier));
    if (info.Item_Sellers_identifier !== undefined)
      item += el('cac:SellersItemIdentification', tx('cbc:ID', info.Item_Sellers_identifier));
    for (const id of one(info.Item_standard_identifier))
      if (id.Content !== undefined)
        item += el(
          'cac:StandardItemIdentification',
          tx('cbc:ID', id.Content, [['schemeID', id.Scheme_identifier ?? '0002']]),
        );
    if (info.Item_country_of_origin !== undefined)
      item += el('cac:OriginCountry', tx('cbc:IdentificationCode', info.Item_country_of_origin));
    for (const c of items(info.Item_classification_identifier))
      if (c.Content !== undefined)
        item += el(
          'cac:CommodityClassification',
          tx('cbc:ItemClassificationCode', c.Content, [
            ['listID', c.Scheme_identifier ?? 'AA'],
            ['listVersionID', c.Scheme_version_identifier],
          ]),
        );
  }
  const category = vat.Invoiced_item_VAT_category_code;
  const rate = vat.Invoiced_item_VAT_rate;
  item += el(
    'cac:ClassifiedTaxCategory',
    tx('cbc:ID', category) +
      (rate !== undefined && category !== 'O' ? tx('cbc:Percent', num(rate)) : '') +
      el('cac:TaxScheme', tx('cbc:ID', 'VAT')),
  );
  for (const info of one(line.ITEM_INFORMATION))
    for (const a of items(info.ITEM_ATTRIBUTES))
      item += el(
        'cac:AdditionalItemProperty',
        tx('cbc:Name', a.Item_attribute_name) + tx('cbc:Value', a.Item_attribute_value),
      );
  out += el('cac:Item', item);
  const pd = (line.PRICE_DETAILS ?? {}) as Map;
  const netPrice = pd.Item_net_price;
  let priceXml = tx('cbc:PriceAmount', netPrice === undefined ? '' : price(netPrice), [['currencyID', cur]]);
  const base = pd.Item_price_base_quantity;
  if (base !== undefined && !decimal(base).isZero())
    priceXml += tx('cbc:BaseQuantity', num(base), [
      ['unitCode', pd.Item_price_base_quantity_unit_of_measure_code ?? unit],
    ]);
  if (pd.Item_gross_price !== undefined || pd.Item_price_discount !== undefined)
    priceXml += el(
      'cac:AllowanceCharge',
      tx('cbc:ChargeIndicator', 'false') +
        tx('cbc:Amount', price(pd.Item_price_discount ?? 0), [['currencyID', cur]]) +
        (pd.Item_gross_price === undefined
          ? ''
          : tx('cbc:BaseAmount', price(pd.Item_gross_price), [['currencyID', cur]])),
    );
  out += el('cac:Price', priceXml);
  return el(cn ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', out);
}

function ciiAllowance(charge: boolean, ac: Map, p: Prefix): string {
  const pct = ac[`${p}percentage`];
  const base = ac[`${p}base_amount`];
  const amount = ac[`${p}amount`];
  return el(
    'ram:SpecifiedTradeAllowanceCharge',
    el('ram:ChargeIndicator', tx('udt:Indicator', charge)) +
      (pct === undefined ? '' : tx('ram:CalculationPercent', num(pct))) +
      (base === undefined ? '' : tx('ram:BasisAmount', amt(base))) +
      tx('ram:ActualAmount', amount === undefined ? '' : amt(amount)) +
      opt('ram:ReasonCode', ac[`${p}reason_code`]) +
      opt('ram:Reason', ac[`${p}reason`]),
  );
}

const d102 = (v: unknown): string => String(v).replace(/-/g, '');

function ciiDate(name: string, v: unknown): string {
  return v === undefined ? '' : el(name, tx('udt:DateTimeString', d102(v), [['format', '102']]));
}

function ciiLine(line: Map): string {
  const pd = (line.PRICE_DETAILS ?? {}) as Map;
  const vat = (line.LINE_VAT_INFORMATION ?? {}) as Map;
  const unit = line.Invoiced_quantity_unit_of_measure_code;
  let doc = tx('ram:LineID', content(line.Invoice_line_identifier));
  if (line.Invoice_line_note !== undefined)
    doc += el('ram:IncludedNote', tx('ram:Content', line.Invoice_line_note));
  let product = '';
  for (const info of one(line.ITEM_INFORMATION)) {
    for (const id of one(info.Item_standard_identifier))
      if (id.Content !== undefined)
        product += tx('ram:GlobalID', id.Content, [['schemeID', id.Scheme_identifier ?? '0002']]);
    product +=
      opt('ram:SellerAssignedID', info.Item_Sellers_identifier) +
      opt('ram:BuyerAssignedID', info.Item_Buyers_identifier) +
      tx('ram:Name', info.Item_name) +
      opt('ram:Description', info.Item_description);
    for (const a of items(info.ITEM_ATTRIBUTES))
      product += el(
        'ram:ApplicableProductCharacteristic',
        tx('ram:Description', a.Item_attribute_name) + tx('ram:Value', a.Item_attribute_value),
      );
    for (const c of items(info.Item_classification_identifier))
      if (c.Content !== undefined)
        product += el(
          'ram:DesignatedProductClassification',
          tx('ram:ClassCode', c.Content, [
            ['listID', c.Scheme_identifier ?? 'AA'],
            ['listVersionID', c.Scheme_version_identifier],
          ]),
        );
    if (info.Item_country_of_origin !== undefined)
      product += el('ram:OriginTradeCountry', tx('ram:ID', info.Item_country_of_origin));
  }
  let agreement = '';
  if (line.Referenced_purchase_order_line_reference !== undefined)
    agreement += el(
      'ram:BuyerOrderReferencedDocument',
      tx('ram:LineID', line.Referenced_purchase_order_line_reference),
    );
  const base = pd.Item_price_base_quantity;
  const basis =
    base !== undefined && !decimal(base).isZero()
      ? tx('ram:BasisQuantity', num(base), [
          ['unitCode', pd.Item_price_base_quantity_unit_of_measure_code ?? unit],
        ])
      : '';
  const discount = pd.Item_price_discount;
  if (pd.Item_gross_price !== undefined || discount !== undefined) {
    const gross = pd.Item_gross_price ?? decimal(pd.Item_net_price ?? 0).plus(decimal(discount));
    agreement += el(
      'ram:GrossPriceProductTradePrice',
      tx('ram:ChargeAmount', price(gross)) +
        basis +
        (discount === undefined
          ? ''
          : el(
              'ram:AppliedTradeAllowanceCharge',
              el('ram:ChargeIndicator', tx('udt:Indicator', 'false')) +
                tx('ram:ActualAmount', price(discount)),
            )),
    );
  }
  const netPrice = pd.Item_net_price;
  agreement += el(
    'ram:NetPriceProductTradePrice',
    tx('ram:ChargeAmount', netPrice === undefined ? '' : price(netPrice)) + basis,
  );
  const qty = line.Invoiced_quantity;
  const category = vat.Invoiced_item_VAT_category_code;
  const rate = vat.Invoiced_item_VAT_rate;
  let settlement = el(
    'ram:ApplicableTradeTax',
    tx('ram:TypeCode', 'VAT') +
      tx('ram:CategoryCode', category) +
      (rate !== undefined && category !== 'O' ? tx('ram:RateApplicablePercent', num(rate)) : ''),
  );
  for (const period of one(line.INVOICE_LINE_PERIOD)) {
    const start = period.Invoice_line_period_start_date;
    const end = period.Invoice_line_period_end_date;
    if (start !== undefined || end !== undefined)
      settlement += el(
        'ram:BillingSpecifiedPeriod',
        ciiDate('ram:StartDateTime', start) + ciiDate('ram:EndDateTime', end),
      );
  }
  for (const ac of items(line.INVOICE_LINE_ALLOWANCES))
    settlement += ciiAllowance(false, ac, 'Invoice_line_allowance_');
  for (const ac of items(line.INVOICE_LINE_CHARGES))
    settlement += ciiAllowance(true, ac, 'Invoice_line_charge_');
  const net = line.Invoice_line_net_amount;
  settlement += el(
    'ram:SpecifiedTradeSettlementLineMonetarySummation',
    tx('ram:LineTotalAmount', net === undefined ? '' : amt(net)),
  );
  const object = line.Invoice_line_object_identifier;
  const objectValue = object !== null && typeof object === 'object' ? (object as Map).Content : object;
  if (objectValue !== undefined)
    settlement += el(
      'ram:AdditionalReferencedDocument',
      tx('ram:IssuerAssignedID', objectValue) +
        tx('ram:TypeCode', '130') +
        (object !== null && typeof object === 'object'
          ? opt('ram:ReferenceTypeCode', (object as Map).Scheme_identifier)
          : ''),
    );
  if (line.Invoice_line_Buyer_accounting_reference !== undefined)
    settlement += el(
      'ram:ReceivableSpecifiedTradeAccountingAccount',
      tx('ram:ID', line.Invoice_line_Buyer_accounting_reference),
    );
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', doc) +
      el('ram:SpecifiedTradeProduct', product) +
      el('ram:SpecifiedLineTradeAgreement', agreement) +
      el(
        'ram:SpecifiedLineTradeDelivery',
        tx('ram:BilledQuantity', qty === undefined ? '' : num(qty), [['unitCode', unit]]),
      ) +
      el('ram:SpecifiedLineTradeSettlement', settlement),
  );
}

/** The lines of a pruned model in the syntax; `cur` is BT-5 as the stylesheets chose it. */
export function writeLines(model: Map, syntax: 'ubl' | 'cii', cur: string): string {
  const lines = items(model.INVOICE_LINE);
  if (syntax === 'cii') return lines.map(ciiLine).join('');
  const cn = String(model.Invoice_type_code ?? '') === '381';
  return lines.map((l) => ublLine(l, cur, cn)).join('');
}
