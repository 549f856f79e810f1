/**
 * UN/CEFACT CII D16B (XRechnung 3.0, EN 16931 CII binding) → the JSON invoice model. Lossless
 * and not normalising; dates of format 102 become yyyy-mm-dd, any other date text is kept as
 * written (the rules flag it). Choices shared with the generation (xml/xslt/NOTES-from-import.md):
 * - BT-8: the CII codes (UNTDID 2475) 5 / 29 / 72 become the model's UNTDID 2005 codes 3 / 35 / 432;
 * - BT-41 / BT-56: ram:PersonName, else ram:DepartmentName, is the contact point; a DepartmentName
 *   is also kept in the x-extension Seller_contact_department / Buyer_contact_department;
 * - BT-84 in ram:ProprietaryID (not an IBAN) sets the x-extension Payment_account_identifier_Proprietary;
 * - BT-149 / BT-150: the net price's ram:BasisQuantity, else the gross price's.
 */

import { ciiKnown } from './cii-known';
import { address, allowanceCharge, buyer, byIndicator, idPair, schemeIs, seller } from './cii-parts';
import { Cover, excerpt, noteRepeat } from './cover';
import { attr, type El, normalize, one, sel, str, textAt, vatTotals } from './tree';
import { a, c, d, type Entry, type Group, group, n, o, of, s, w } from './values';

const taxPointCodes: Record<string, string> = { '5': '3', '29': '35', '72': '432' };
const typeCode = (x: El) => textAt(x, 'ram:TypeCode');
/** A tax of type VAT (upper-cased as the schematron compares it). */
const isVat = (t: El) => {
  const code = one(t, 'ram:TypeCode');
  return (code ? str(code) : '').toUpperCase() === 'VAT';
};

function taxPointCode(el: El | undefined): Entry {
  const v = el ? normalize(str(el)) : '';
  return v === '' ? undefined : ['Value_added_tax_point_date_code', taxPointCodes[v] ?? v];
}

function totals(set: El | undefined): Entry[] {
  const t = sel(set, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const cur = textAt(set, 'ram:InvoiceCurrencyCode');
  const taxCur = textAt(set, 'ram:TaxCurrencyCode');
  const vat = sel(t, 'ram:TaxTotalAmount');
  const { inDoc, inTax } = vatTotals(vat, cur, taxCur);
  return [
    n('Sum_of_Invoice_line_net_amount', one(t, 'ram:LineTotalAmount')),
    n('Sum_of_allowances_on_document_level', one(t, 'ram:AllowanceTotalAmount')),
    n('Sum_of_charges_on_document_level', one(t, 'ram:ChargeTotalAmount')),
    n('Invoice_total_amount_without_VAT', one(t, 'ram:TaxBasisTotalAmount')),
    n('Invoice_total_VAT_amount', inDoc),
    n('Invoice_total_VAT_amount_in_accounting_currency', inTax),
    n('Invoice_total_amount_with_VAT', one(t, 'ram:GrandTotalAmount')),
    n('Paid_amount', one(t, 'ram:TotalPrepaidAmount')),
    n('Rounding_amount', one(t, 'ram:RoundingAmount')),
    n('Amount_due_for_payment', one(t, 'ram:DuePayableAmount')),
  ];
}

function line(l: El): Group {
  const ld = sel(l, 'ram:AssociatedDocumentLineDocument');
  const prod = sel(l, 'ram:SpecifiedTradeProduct');
  const agr = sel(l, 'ram:SpecifiedLineTradeAgreement');
  const gross = sel(agr, 'ram:GrossPriceProductTradePrice');
  const net = sel(agr, 'ram:NetPriceProductTradePrice');
  const baseQ = one(net, 'ram:BasisQuantity') ?? one(gross, 'ram:BasisQuantity');
  const set = sel(l, 'ram:SpecifiedLineTradeSettlement');
  const q = one(l, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity');
  const obj = sel(set, 'ram:AdditionalReferencedDocument').find((x) => typeCode(x) === '130');
  // the tax of type VAT, else the first: a category of another tax type is kept as written (the official
  // BR-x-08 sums take it; BR-CO-04 reads the type on the XML in `xr validate`)
  const taxes = sel(set, 'ram:ApplicableTradeTax');
  const tax = taxes.find(isVat) ?? taxes[0];
  const global = one(prod, 'ram:GlobalID');
  const acs = sel(set, 'ram:SpecifiedTradeAllowanceCharge');
  return of(l, [
    o('Invoice_line_identifier', [s('Content', one(ld, 'ram:LineID'))]),
    s('Invoice_line_note', one(ld, 'ram:IncludedNote/ram:Content')),
    w('Invoice_line_object_identifier', one(obj, 'ram:IssuerAssignedID'), one(obj, 'ram:ReferenceTypeCode')),
    n('Invoiced_quantity', q),
    c('Invoiced_quantity_unit_of_measure_code', attr(q, 'unitCode')),
    n(
      'Invoice_line_net_amount',
      one(set, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'),
    ),
    s('Referenced_purchase_order_line_reference', one(agr, 'ram:BuyerOrderReferencedDocument/ram:LineID')),
    s(
      'Invoice_line_Buyer_accounting_reference',
      one(set, 'ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID'),
    ),
    o('INVOICE_LINE_PERIOD', [
      d(
        'Invoice_line_period_start_date',
        one(set, 'ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString'),
      ),
      d(
        'Invoice_line_period_end_date',
        one(set, 'ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString'),
      ),
    ]),
    a(
      'INVOICE_LINE_ALLOWANCES',
      byIndicator(acs, false).map((x) => allowanceCharge(x, 'Invoice_line_allowance_', false)),
    ),
    a(
      'INVOICE_LINE_CHARGES',
      byIndicator(acs, true).map((x) => allowanceCharge(x, 'Invoice_line_charge_', false)),
    ),
    o('PRICE_DETAILS', [
      n('Item_net_price', one(net, 'ram:ChargeAmount')),
      n('Item_price_discount', one(gross, 'ram:AppliedTradeAllowanceCharge/ram:ActualAmount')),
      n('Item_gross_price', one(gross, 'ram:ChargeAmount')),
      n('Item_price_base_quantity', baseQ),
      c('Item_price_base_quantity_unit_of_measure_code', attr(baseQ, 'unitCode')),
    ]),
    o('LINE_VAT_INFORMATION', [
      c('Invoiced_item_VAT_category_code', one(tax, 'ram:CategoryCode')),
      n('Invoiced_item_VAT_rate', one(tax, 'ram:RateApplicablePercent')),
    ]),
    o('ITEM_INFORMATION', [
      s('Item_name', one(prod, 'ram:Name')),
      s('Item_description', one(prod, 'ram:Description')),
      s('Item_Sellers_identifier', one(prod, 'ram:SellerAssignedID')),
      s('Item_Buyers_identifier', one(prod, 'ram:BuyerAssignedID')),
      w('Item_standard_identifier', global, attr(global, 'schemeID')),
      a(
        'Item_classification_identifier',
        sel(prod, 'ram:DesignatedProductClassification/ram:ClassCode').map((k) =>
          group([
            s('Content', k),
            c('Scheme_identifier', attr(k, 'listID')),
            c('Scheme_version_identifier', attr(k, 'listVersionID')),
          ]),
        ),
      ),
      c('Item_country_of_origin', one(prod, 'ram:OriginTradeCountry/ram:ID')),
      a(
        'ITEM_ATTRIBUTES',
        sel(prod, 'ram:ApplicableProductCharacteristic').map((x) =>
          group([
            s('Item_attribute_name', one(x, 'ram:Description')),
            s('Item_attribute_value', one(x, 'ram:Value')),
          ]),
        ),
      ),
    ]),
  ]);
}

export function ciiInvoice(r: El): Group {
  const doc = sel(r, 'rsm:ExchangedDocument');
  const tx = sel(r, 'rsm:SupplyChainTradeTransaction');
  const agr = sel(tx, 'ram:ApplicableHeaderTradeAgreement');
  const del = sel(tx, 'ram:ApplicableHeaderTradeDelivery');
  const set = sel(tx, 'ram:ApplicableHeaderTradeSettlement');
  const terms = sel(set, 'ram:SpecifiedTradePaymentTerms');
  const pm = sel(set, 'ram:SpecifiedTradeSettlementPaymentMeans');
  const refs = sel(agr, 'ram:AdditionalReferencedDocument');
  const obj = refs.find((x) => typeCode(x) === '130');
  const card = one(pm, 'ram:ApplicableTradeSettlementFinancialCard');
  const acs = sel(set, 'ram:SpecifiedTradeAllowanceCharge');
  const context = sel(r, 'rsm:ExchangedDocumentContext');
  return group([
    o('Invoice_number', [s('Content', one(doc, 'ram:ID'))]),
    d('Invoice_issue_date', one(doc, 'ram:IssueDateTime/udt:DateTimeString')),
    c('Invoice_type_code', one(doc, 'ram:TypeCode')),
    c('Invoice_currency_code', one(set, 'ram:InvoiceCurrencyCode')),
    c('VAT_accounting_currency_code', one(set, 'ram:TaxCurrencyCode')),
    d('Value_added_tax_point_date', one(set, 'ram:ApplicableTradeTax/ram:TaxPointDate/udt:DateString')),
    taxPointCode(one(set, 'ram:ApplicableTradeTax/ram:DueDateTypeCode')),
    d('Payment_due_date', one(terms, 'ram:DueDateDateTime/udt:DateTimeString')),
    s('Buyer_reference', one(agr, 'ram:BuyerReference')),
    s('Project_reference', one(agr, 'ram:SpecifiedProcuringProject/ram:ID')),
    s('Contract_reference', one(agr, 'ram:ContractReferencedDocument/ram:IssuerAssignedID')),
    s('Purchase_order_reference', one(agr, 'ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID')),
    s('Sales_order_reference', one(agr, 'ram:SellerOrderReferencedDocument/ram:IssuerAssignedID')),
    s('Receiving_advice_reference', one(del, 'ram:ReceivingAdviceReferencedDocument/ram:IssuerAssignedID')),
    s('Despatch_advice_reference', one(del, 'ram:DespatchAdviceReferencedDocument/ram:IssuerAssignedID')),
    s(
      'Tender_or_lot_reference',
      one(
        refs.filter((x) => typeCode(x) === '50'),
        'ram:IssuerAssignedID',
      ),
    ),
    w('Invoiced_object_identifier', one(obj, 'ram:IssuerAssignedID'), one(obj, 'ram:ReferenceTypeCode')),
    s('Buyer_accounting_reference', one(set, 'ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID')),
    s('Payment_terms', one(terms, 'ram:Description')),
    a(
      'INVOICE_NOTE',
      sel(doc, 'ram:IncludedNote').map((x) =>
        group([
          c('Invoice_note_subject_code', one(x, 'ram:SubjectCode')),
          s('Invoice_note', one(x, 'ram:Content')),
        ]),
      ),
    ),
    o('PROCESS_CONTROL', [
      c('Business_process_type', one(context, 'ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID')),
      o('Specification_identifier', [
        c('Content', one(context, 'ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')),
      ]),
    ]),
    a(
      'PRECEDING_INVOICE_REFERENCE',
      // one per referenced invoice (BR-55's context), even one without an invoice reference
      sel(set, 'ram:InvoiceReferencedDocument').map((b) =>
        of(b, [
          s('Preceding_Invoice_reference', one(b, 'ram:IssuerAssignedID')),
          d('Preceding_Invoice_issue_date', one(b, 'ram:FormattedIssueDateTime/qdt:DateTimeString')),
        ]),
      ),
    ),
    o('SELLER', seller(one(agr, 'ram:SellerTradeParty'))),
    o('BUYER', buyer(one(agr, 'ram:BuyerTradeParty'))),
    o(
      'PAYEE',
      sel(set, 'ram:PayeeTradeParty').map((p) => [
        s('Payee_name', one(p, 'ram:Name')),
        ...idPair(p, 'Payee_identifier'),
        s('Payee_legal_registration_identifier', one(p, 'ram:SpecifiedLegalOrganization/ram:ID')),
        c(
          'Payee_legal_registration_identifier_Scheme_identifier',
          attr(one(p, 'ram:SpecifiedLegalOrganization/ram:ID'), 'schemeID'),
        ),
      ]),
    ),
    o(
      'SELLER_TAX_REPRESENTATIVE_PARTY',
      sel(agr, 'ram:SellerTaxRepresentativeTradeParty').map((p) => [
        s('Seller_tax_representative_name', one(p, 'ram:Name')),
        s(
          'Seller_tax_representative_VAT_identifier',
          sel(p, 'ram:SpecifiedTaxRegistration/ram:ID').find((i) => attr(i, 'schemeID')?.value === 'VA'),
        ),
        o(
          'SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS',
          address(one(p, 'ram:PostalTradeAddress'), 'Tax_representative_'),
        ),
      ]),
    ),
    o('DELIVERY_INFORMATION', [
      ...sel(del, 'ram:ShipToTradeParty').map((x) => [
        s('Deliver_to_party_name', one(x, 'ram:Name')),
        ...idPair(x, 'Deliver_to_location_identifier'),
        o('DELIVER_TO_ADDRESS', address(one(x, 'ram:PostalTradeAddress'), 'Deliver_to_')),
      ]),
      d(
        'Actual_delivery_date',
        one(del, 'ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString'),
      ),
      o('INVOICING_PERIOD', [
        d(
          'Invoicing_period_start_date',
          one(set, 'ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString'),
        ),
        d(
          'Invoicing_period_end_date',
          one(set, 'ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString'),
        ),
      ]),
    ]),
    // no payment instructions group without a payment means (BR-DE-1 is then raised as officially)
    o(
      'PAYMENT_INSTRUCTIONS',
      pm.length === 0
        ? []
        : [
            c('Payment_means_type_code', one(pm, 'ram:TypeCode')),
            s('Payment_means_text', one(pm, 'ram:Information')),
            s('Remittance_information', one(set, 'ram:PaymentReference')),
            a(
              'CREDIT_TRANSFER',
              pm
                .filter((m) =>
                  one(
                    m,
                    '(ram:PayeePartyCreditorFinancialAccount|ram:PayeeSpecifiedCreditorFinancialInstitution)',
                  ),
                )
                .map((m) => {
                  const acc = sel(m, 'ram:PayeePartyCreditorFinancialAccount');
                  const iban = one(acc, 'ram:IBANID');
                  const proprietary = one(acc, 'ram:ProprietaryID');
                  return group([
                    s('Payment_account_identifier', iban ?? proprietary),
                    !iban && proprietary ? ['Payment_account_identifier_Proprietary', true] : undefined,
                    s('Payment_account_name', one(acc, 'ram:AccountName')),
                    s(
                      'Payment_service_provider_identifier',
                      one(m, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID'),
                    ),
                  ]);
                }),
            ),
            o(
              'PAYMENT_CARD_INFORMATION',
              card
                ? [
                    s('Payment_card_primary_account_number', one(card, 'ram:ID')),
                    s('Payment_card_holder_name', one(card, 'ram:CardholderName')),
                  ]
                : [],
            ),
            o('DIRECT_DEBIT', [
              s('Mandate_reference_identifier', one(terms, 'ram:DirectDebitMandateID')),
              s('Bank_assigned_creditor_identifier', one(set, 'ram:CreditorReferenceID')),
              s('Debited_account_identifier', one(pm, 'ram:PayerPartyDebtorFinancialAccount/ram:IBANID')),
            ]),
          ],
    ),
    a(
      'DOCUMENT_LEVEL_ALLOWANCES',
      byIndicator(acs, false).map((x) => allowanceCharge(x, 'Document_level_allowance_', true)),
    ),
    a(
      'DOCUMENT_LEVEL_CHARGES',
      byIndicator(acs, true).map((x) => allowanceCharge(x, 'Document_level_charge_', true)),
    ),
    o('DOCUMENT_TOTALS', totals(set[0])),
    a(
      'VAT_BREAKDOWN',
      sel(set, 'ram:ApplicableTradeTax').map((t) =>
        of(t, [
          n('VAT_category_taxable_amount', one(t, 'ram:BasisAmount')),
          n('VAT_category_tax_amount', one(t, 'ram:CalculatedAmount')),
          c('VAT_category_code', one(t, 'ram:CategoryCode')),
          n('VAT_category_rate', one(t, 'ram:RateApplicablePercent')),
          c('VAT_exemption_reason_code', one(t, 'ram:ExemptionReasonCode')),
          s('VAT_exemption_reason_text', one(t, 'ram:ExemptionReason')),
        ]),
      ),
    ),
    a(
      'ADDITIONAL_SUPPORTING_DOCUMENTS',
      refs
        .filter((x) => !['50', '130'].includes(typeCode(x)))
        .map((x) =>
          of(x, [
            s('Supporting_document_reference', one(x, 'ram:IssuerAssignedID')),
            s('Supporting_document_description', one(x, 'ram:Name')),
            s('External_document_location', one(x, 'ram:URIID')),
            sel(x, 'ram:AttachmentBinaryObject').map((b) =>
              o('Attached_document', [
                c('Content', b),
                s('Filename', attr(b, 'filename')),
                c('Mime_Code', attr(b, 'mimeCode')),
              ]),
            ),
          ]),
        ),
    ),
    a('INVOICE_LINE', sel(tx, 'ram:IncludedSupplyChainTradeLineItem').map(line)),
  ]);
}

const dateElements = new Set(['udt:DateTimeString', 'qdt:DateTimeString', 'udt:DateString']);

function wrongDates(el: El, out: string[]): void {
  for (const k of el.kids) {
    if (dateElements.has(k.name)) {
      const format = attr(k, 'format');
      const v = normalize(str(k));
      if (format && normalize(format.value) === '102' && !/^[0-9]{8}$/.test(v))
        out.push(
          `${k.path}: ${v} (format 102 is yyyyMMdd; kept as written) – Falsches Datumsformat (yyyy-MM-dd erwartet)`,
        );
    }
    wrongDates(k, out);
  }
}

const distinct = (els: El[]) => [...new Set(els.map((x) => normalize(str(x))))];

/** Every value the model cannot hold: the cover walk, then values on known paths that do not fit. */
export function ciiNotes(r: El): string[] {
  const notes = new Cover(ciiKnown).walk(r);
  const tx = sel(r, 'rsm:SupplyChainTradeTransaction');
  const agr = sel(tx, 'ram:ApplicableHeaderTradeAgreement');
  const set = sel(tx, 'ram:ApplicableHeaderTradeSettlement');
  const pm = sel(set, 'ram:SpecifiedTradeSettlementPaymentMeans');
  // without a payment means there is no payment instructions group (BG-16) to hold these
  if (pm.length === 0)
    for (const el of [
      ...sel(set, 'ram:PaymentReference'),
      ...sel(set, 'ram:CreditorReferenceID'),
      ...sel(set, 'ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID'),
    ])
      notes.push(
        `${el.path}: ${excerpt(str(el))} (no payment means: the model keeps this in the payment instructions, BG-16)`,
      );
  const first = pm[0];
  for (const m of pm.slice(1)) {
    const code = one(m, 'ram:TypeCode');
    if (textAt(m, 'ram:TypeCode') !== textAt(first, 'ram:TypeCode'))
      notes.push(
        `${code?.path ?? ''}: ${textAt(m, 'ram:TypeCode')} (the model holds one payment means code)`,
      );
    const info = one(m, 'ram:Information');
    const firstInfo = one(first, 'ram:Information');
    if (info && str(info) !== (firstInfo ? str(firstInfo) : ''))
      notes.push(`${info.path}: ${excerpt(str(info))} (the model holds one payment means text)`);
  }
  wrongDates(r, notes);
  const codes = distinct(sel(set, 'ram:ApplicableTradeTax/ram:DueDateTypeCode'));
  if (codes.length > 1)
    notes.push(
      `ram:ApplicableTradeTax/ram:DueDateTypeCode: ${codes.join(', ')} (the model holds one VAT point date code)`,
    );
  const points = distinct(sel(set, 'ram:ApplicableTradeTax/ram:TaxPointDate/udt:DateString'));
  if (points.length > 1)
    notes.push(
      `ram:ApplicableTradeTax/ram:TaxPointDate: ${points.join(', ')} (the model holds one VAT point date)`,
    );
  const refs = sel(agr, 'ram:AdditionalReferencedDocument');
  const sellerTax = sel(agr, 'ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID');
  const buyerTax = sel(agr, 'ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID');
  // the first VA and the first FC registration of the seller, the first VA one of the buyer are read
  const firstOf = (ids: El[], scheme: 'VA' | 'FC') => ids.find(schemeIs(scheme));
  const read = [firstOf(sellerTax, 'VA'), firstOf(sellerTax, 'FC'), firstOf(buyerTax, 'VA')];
  const repeats: El[] = [
    ...refs.filter((x) => typeCode(x) === '130').slice(1),
    ...refs.filter((x) => typeCode(x) === '50').slice(1),
    ...sel(agr, 'ram:BuyerTradeParty/(ram:ID|ram:GlobalID)').slice(1),
    ...sel(set, 'ram:PayeeTradeParty/(ram:ID|ram:GlobalID)').slice(1),
    ...sel(tx, 'ram:ApplicableHeaderTradeDelivery/ram:ShipToTradeParty/(ram:ID|ram:GlobalID)').slice(1),
    ...[...sellerTax, ...buyerTax].filter(
      (i) => !read.includes(i) && (schemeIs('VA')(i) || schemeIs('FC')(i)),
    ),
    ...sel(tx, 'ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeAgreement').flatMap((lineAgr) => {
      const netQ = one(lineAgr, 'ram:NetPriceProductTradePrice/ram:BasisQuantity');
      if (!netQ) return [];
      return sel(lineAgr, 'ram:GrossPriceProductTradePrice/ram:BasisQuantity').filter(
        (g) =>
          normalize(str(g)) !== normalize(str(netQ)) ||
          normalize(attr(g, 'unitCode')?.value ?? '') !== normalize(attr(netQ, 'unitCode')?.value ?? ''),
      );
    }),
  ];
  for (const el of repeats) notes.push(noteRepeat(el));
  for (const el of [...sellerTax, ...buyerTax].filter((i) => !schemeIs('VA')(i) && !schemeIs('FC')(i)))
    notes.push(
      `${el.path}: ${excerpt(str(el))} (schemeID "${attr(el, 'schemeID')?.value ?? ''}" is neither VA nor FC: no business term)`,
    );
  return notes;
}
