/**
 * UBL 2.1 Invoice / CreditNote (XRechnung 3.0, EN 16931 UBL binding) → the JSON invoice model.
 * Lossless and not normalising: every BT as written; what has no place in the model becomes a
 * note (`cover.ts` with `ubl-known.ts`, plus the checks of `ublNotes`). Choices shared with the
 * generation (xml/xslt/NOTES-from-import.md):
 * - BT-21: a note "#CODE#text" → Invoice_note_subject_code CODE, Invoice_note text;
 * - BT-90: cac:PartyIdentification/cbc:ID[@schemeID='SEPA'] of the seller (or payee);
 * - BG-16: code, text and remittance from the first cac:PaymentMeans, credit transfers from all;
 * - CreditNote: BT-11 may stand in cac:AdditionalDocumentReference with DocumentTypeCode 50;
 *   cac:OrderReference/cbc:ID 'NA' beside a SalesOrderID is the generation's filler, not a BT-13.
 */
import { Cover, excerpt, noteRepeat } from './cover';
import { attr, type El, normalize, one, sel, str, textAt, vatTotals } from './tree';
import { ublKnown } from './ubl-known';
import { address, allowanceCharge, buyer, byIndicator, note, ofVatScheme, seller } from './ubl-parts';
import { a, c, type Entry, type Group, group, n, o, of, s, w } from './values';

/**
 * A line's tax categories, the one of the tax scheme VAT first. A category of another scheme is kept as
 * written (BT-151): the sums of the official BR-x-08 and the BR-S-01 count take it whatever its scheme,
 * and the rules that ask for a VAT category (BR-CO-04) read the scheme on the XML (`xr validate`).
 */
const vatFirst = (categories: El[]) => [
  ...categories.filter(ofVatScheme),
  ...categories.filter((c) => !ofVatScheme(c)),
];
/**
 * The VAT breakdowns (BG-23): the tax subtotals whose category is of the tax scheme VAT. The schematron's
 * category rules (BR-x-08…10, BR-O-11…14, BR-IC-11/12, BR-CO-17's rate) select only these; a subtotal of
 * another scheme becomes a note, and the rules that read every subtotal whatever its scheme (BR-45,
 * BR-46, BR-CO-18, BR-S-01 …) take it on the XML (`xr validate`).
 */
const isVatSubtotal = (t: El) => sel(t, 'cac:TaxCategory').some(ofVatScheme);
const vatSubtotals = (r: El) => sel(r, 'cac:TaxTotal/cac:TaxSubtotal').filter(isVatSubtotal);
const isSepa = (i: El) => attr(i, 'schemeID')?.value === 'SEPA';
const typeCode = (d: El) => textAt(d, 'cbc:DocumentTypeCode');

function totals(r: El): Entry[] {
  const t = one(r, 'cac:LegalMonetaryTotal');
  const cur = textAt(r, 'cbc:DocumentCurrencyCode');
  const taxCur = textAt(r, 'cbc:TaxCurrencyCode');
  const vat = sel(r, 'cac:TaxTotal/cbc:TaxAmount');
  const { inDoc, inTax } = vatTotals(vat, cur, taxCur);
  return [
    n('Sum_of_Invoice_line_net_amount', one(t, 'cbc:LineExtensionAmount')),
    n('Sum_of_allowances_on_document_level', one(t, 'cbc:AllowanceTotalAmount')),
    n('Sum_of_charges_on_document_level', one(t, 'cbc:ChargeTotalAmount')),
    n('Invoice_total_amount_without_VAT', one(t, 'cbc:TaxExclusiveAmount')),
    n('Invoice_total_VAT_amount', inDoc),
    n('Invoice_total_VAT_amount_in_accounting_currency', inTax),
    n('Invoice_total_amount_with_VAT', one(t, 'cbc:TaxInclusiveAmount')),
    n('Paid_amount', one(t, 'cbc:PrepaidAmount')),
    n('Rounding_amount', one(t, 'cbc:PayableRoundingAmount')),
    n('Amount_due_for_payment', one(t, 'cbc:PayableAmount')),
  ];
}

function line(l: El): Group {
  const q = one(l, 'cbc:InvoicedQuantity') ?? one(l, 'cbc:CreditedQuantity');
  const item = one(l, 'cac:Item');
  const price = sel(l, 'cac:Price');
  const objRef = one(
    sel(l, 'cac:DocumentReference').find((d) => typeCode(d) === '130'),
    'cbc:ID',
  );
  const std = one(item, 'cac:StandardItemIdentification/cbc:ID');
  const acs = sel(l, 'cac:AllowanceCharge');
  const vatCategories = vatFirst(sel(item, 'cac:ClassifiedTaxCategory'));
  return of(l, [
    o('Invoice_line_identifier', [s('Content', one(l, 'cbc:ID'))]),
    s('Invoice_line_note', one(l, 'cbc:Note')),
    w('Invoice_line_object_identifier', objRef, attr(objRef, 'schemeID')),
    n('Invoiced_quantity', q),
    c('Invoiced_quantity_unit_of_measure_code', attr(q, 'unitCode')),
    n('Invoice_line_net_amount', one(l, 'cbc:LineExtensionAmount')),
    s('Referenced_purchase_order_line_reference', one(l, 'cac:OrderLineReference/cbc:LineID')),
    s('Invoice_line_Buyer_accounting_reference', one(l, 'cbc:AccountingCost')),
    o(
      'INVOICE_LINE_PERIOD',
      [
        c('Invoice_line_period_start_date', one(l, 'cac:InvoicePeriod/cbc:StartDate')),
        c('Invoice_line_period_end_date', one(l, 'cac:InvoicePeriod/cbc:EndDate')),
      ],
      one(l, 'cac:InvoicePeriod'),
    ),
    a(
      'INVOICE_LINE_ALLOWANCES',
      byIndicator(acs, false).map((x) => allowanceCharge(x, 'Invoice_line_allowance_', false)),
    ),
    a(
      'INVOICE_LINE_CHARGES',
      byIndicator(acs, true).map((x) => allowanceCharge(x, 'Invoice_line_charge_', false)),
    ),
    o(
      'PRICE_DETAILS',
      [
        n('Item_net_price', one(price, 'cbc:PriceAmount')),
        n('Item_price_discount', one(price, 'cac:AllowanceCharge/cbc:Amount')),
        n('Item_gross_price', one(price, 'cac:AllowanceCharge/cbc:BaseAmount')),
        n('Item_price_base_quantity', one(price, 'cbc:BaseQuantity')),
        c('Item_price_base_quantity_unit_of_measure_code', attr(one(price, 'cbc:BaseQuantity'), 'unitCode')),
      ],
      price[0],
    ),
    o(
      'LINE_VAT_INFORMATION',
      [
        c('Invoiced_item_VAT_category_code', one(vatCategories, 'cbc:ID')),
        n('Invoiced_item_VAT_rate', one(vatCategories, 'cbc:Percent')),
      ],
      vatCategories[0],
    ),
    o(
      'ITEM_INFORMATION',
      [
        s('Item_name', one(item, 'cbc:Name')),
        s('Item_description', one(item, 'cbc:Description')),
        s('Item_Sellers_identifier', one(item, 'cac:SellersItemIdentification/cbc:ID')),
        s('Item_Buyers_identifier', one(item, 'cac:BuyersItemIdentification/cbc:ID')),
        w('Item_standard_identifier', std, attr(std, 'schemeID')),
        a(
          'Item_classification_identifier',
          sel(item, 'cac:CommodityClassification/cbc:ItemClassificationCode').map((k) =>
            group([
              s('Content', k),
              c('Scheme_identifier', attr(k, 'listID')),
              c('Scheme_version_identifier', attr(k, 'listVersionID')),
            ]),
          ),
        ),
        c('Item_country_of_origin', one(item, 'cac:OriginCountry/cbc:IdentificationCode')),
        a(
          'ITEM_ATTRIBUTES',
          sel(item, 'cac:AdditionalItemProperty').map((p) =>
            of(p, [
              s('Item_attribute_name', one(p, 'cbc:Name')),
              s('Item_attribute_value', one(p, 'cbc:Value')),
            ]),
          ),
        ),
      ],
      item,
    ),
  ]);
}

export function ublInvoice(r: El): Group {
  const creditNote = r.local === 'CreditNote';
  const pm = sel(r, 'cac:PaymentMeans');
  const sellerParty = one(r, 'cac:AccountingSupplierParty/cac:Party');
  const payee = sel(r, 'cac:PayeeParty');
  const sellerSepa = sel(sellerParty, 'cac:PartyIdentification/cbc:ID').filter(isSepa);
  const sepa = sellerSepa[0] ?? sel(payee, 'cac:PartyIdentification/cbc:ID').filter(isSepa)[0];
  const refs = sel(r, 'cac:AdditionalDocumentReference');
  const object = refs.find((d) => typeCode(d) === '130');
  const delivery = one(r, 'cac:Delivery');
  const card = one(pm, 'cac:CardAccount');
  const acs = sel(r, 'cac:AllowanceCharge');
  const ownTypes = creditNote ? ['130', '50'] : ['130'];
  return group([
    o('Invoice_number', [s('Content', one(r, 'cbc:ID'))]),
    c('Invoice_issue_date', one(r, 'cbc:IssueDate')),
    c('Invoice_type_code', one(r, 'cbc:InvoiceTypeCode') ?? one(r, 'cbc:CreditNoteTypeCode')),
    c('Invoice_currency_code', one(r, 'cbc:DocumentCurrencyCode')),
    c('VAT_accounting_currency_code', one(r, 'cbc:TaxCurrencyCode')),
    c('Value_added_tax_point_date', one(r, 'cbc:TaxPointDate')),
    c('Value_added_tax_point_date_code', one(r, 'cac:InvoicePeriod/cbc:DescriptionCode')),
    c('Payment_due_date', one(r, 'cbc:DueDate') ?? one(pm, 'cbc:PaymentDueDate')),
    s('Buyer_reference', one(r, 'cbc:BuyerReference')),
    s(
      'Project_reference',
      one(r, 'cac:ProjectReference/cbc:ID') ??
        (creditNote
          ? one(
              refs.filter((d) => typeCode(d) === '50'),
              'cbc:ID',
            )
          : undefined),
    ),
    s('Contract_reference', one(r, 'cac:ContractDocumentReference/cbc:ID')),
    s(
      'Purchase_order_reference',
      sel(r, 'cac:OrderReference/cbc:ID').find(
        (i) => !(str(i) === 'NA' && one(i.parent, 'cbc:SalesOrderID')),
      ),
    ),
    s('Sales_order_reference', one(r, 'cac:OrderReference/cbc:SalesOrderID')),
    s('Receiving_advice_reference', one(r, 'cac:ReceiptDocumentReference/cbc:ID')),
    s('Despatch_advice_reference', one(r, 'cac:DespatchDocumentReference/cbc:ID')),
    s('Tender_or_lot_reference', one(r, 'cac:OriginatorDocumentReference/cbc:ID')),
    object
      ? w('Invoiced_object_identifier', one(object, 'cbc:ID'), attr(one(object, 'cbc:ID'), 'schemeID'))
      : undefined,
    s('Buyer_accounting_reference', one(r, 'cbc:AccountingCost')),
    s('Payment_terms', one(r, 'cac:PaymentTerms/cbc:Note')),
    a(
      'INVOICE_NOTE',
      sel(r, 'cbc:Note').map((x) => note(str(x))),
    ),
    o('PROCESS_CONTROL', [
      c('Business_process_type', one(r, 'cbc:ProfileID')),
      o('Specification_identifier', [c('Content', one(r, 'cbc:CustomizationID'))]),
    ]),
    a(
      'PRECEDING_INVOICE_REFERENCE',
      // one per cac:BillingReference (BR-55's context), even one without an invoice reference
      sel(r, 'cac:BillingReference').map((b) =>
        of(b, [
          s('Preceding_Invoice_reference', one(b, 'cac:InvoiceDocumentReference/cbc:ID')),
          c('Preceding_Invoice_issue_date', one(b, 'cac:InvoiceDocumentReference/cbc:IssueDate')),
        ]),
      ),
    ),
    o('SELLER', seller(sellerParty), sellerParty),
    o(
      'BUYER',
      buyer(one(r, 'cac:AccountingCustomerParty/cac:Party')),
      one(r, 'cac:AccountingCustomerParty/cac:Party'),
    ),
    o(
      'PAYEE',
      payee.map((p) => {
        const id = sel(p, 'cac:PartyIdentification/cbc:ID').find((i) => !isSepa(i));
        const legal = one(p, 'cac:PartyLegalEntity/cbc:CompanyID');
        return [
          s('Payee_name', one(p, 'cac:PartyName/cbc:Name')),
          id ? s('Payee_identifier', id) : undefined,
          id ? c('Payee_identifier_Scheme_identifier', attr(id, 'schemeID')) : undefined,
          s('Payee_legal_registration_identifier', legal),
          c('Payee_legal_registration_identifier_Scheme_identifier', attr(legal, 'schemeID')),
        ];
      }),
    ),
    o(
      'SELLER_TAX_REPRESENTATIVE_PARTY',
      sel(r, 'cac:TaxRepresentativeParty').map((p) => [
        s('Seller_tax_representative_name', one(p, 'cac:PartyName/cbc:Name')),
        s(
          'Seller_tax_representative_VAT_identifier',
          one(sel(p, 'cac:PartyTaxScheme').filter(ofVatScheme), 'cbc:CompanyID'),
        ),
        o(
          'SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS',
          address(one(p, 'cac:PostalAddress'), 'Tax_representative_'),
          one(p, 'cac:PostalAddress'),
        ),
      ]),
      one(r, 'cac:TaxRepresentativeParty'),
    ),
    o('DELIVERY_INFORMATION', [
      ...(delivery
        ? [
            s('Deliver_to_party_name', one(delivery, 'cac:DeliveryParty/cac:PartyName/cbc:Name')),
            s('Deliver_to_location_identifier', one(delivery, 'cac:DeliveryLocation/cbc:ID')),
            c(
              'Deliver_to_location_identifier_Scheme_identifier',
              attr(one(delivery, 'cac:DeliveryLocation/cbc:ID'), 'schemeID'),
            ),
            c('Actual_delivery_date', one(delivery, 'cbc:ActualDeliveryDate')),
            o(
              'DELIVER_TO_ADDRESS',
              address(one(delivery, 'cac:DeliveryLocation/cac:Address'), 'Deliver_to_'),
            ),
          ]
        : []),
      o(
        'INVOICING_PERIOD',
        [
          c('Invoicing_period_start_date', one(r, 'cac:InvoicePeriod/cbc:StartDate')),
          c('Invoicing_period_end_date', one(r, 'cac:InvoicePeriod/cbc:EndDate')),
        ],
        one(r, 'cac:InvoicePeriod'),
      ),
    ]),
    // no payment instructions group without a payment means (BR-DE-1 is then raised as officially)
    o(
      'PAYMENT_INSTRUCTIONS',
      pm.length === 0
        ? []
        : [
            c('Payment_means_type_code', one(pm, 'cbc:PaymentMeansCode')),
            s(
              'Payment_means_text',
              sel(pm, 'cbc:PaymentMeansCode')
                .map((x) => attr(x, 'name'))
                .find(Boolean),
            ),
            s('Remittance_information', one(pm, 'cbc:PaymentID')),
            a(
              'CREDIT_TRANSFER',
              sel(pm, 'cac:PayeeFinancialAccount').map((x) =>
                group([
                  s('Payment_account_identifier', one(x, 'cbc:ID')),
                  s('Payment_account_name', one(x, 'cbc:Name')),
                  s('Payment_service_provider_identifier', one(x, 'cac:FinancialInstitutionBranch/cbc:ID')),
                ]),
              ),
            ),
            o(
              'PAYMENT_CARD_INFORMATION',
              card
                ? [
                    s('Payment_card_primary_account_number', one(card, 'cbc:PrimaryAccountNumberID')),
                    s('Payment_card_holder_name', one(card, 'cbc:HolderName')),
                  ]
                : [],
            ),
            o('DIRECT_DEBIT', [
              s('Mandate_reference_identifier', one(pm, 'cac:PaymentMandate/cbc:ID')),
              s('Bank_assigned_creditor_identifier', sepa),
              payee.length > 0 && sellerSepa.includes(sepa as El)
                ? ['Bank_assigned_creditor_identifier_Party', 'SELLER']
                : undefined,
              s('Debited_account_identifier', one(pm, 'cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID')),
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
    a(
      'THIRD_PARTY_PAYMENT',
      sel(r, 'cac:PrepaidPayment').map((p) =>
        group([
          s('Third_party_payment_type', one(p, 'cbc:ID')),
          n('Third_party_payment_amount', one(p, 'cbc:PaidAmount')),
          s('Third_party_payment_description', one(p, 'cbc:InstructionID')),
        ]),
      ),
    ),
    o('DOCUMENT_TOTALS', totals(r), one(r, 'cac:LegalMonetaryTotal')),
    a(
      'VAT_BREAKDOWN',
      vatSubtotals(r).map((t) => {
        const category = sel(t, 'cac:TaxCategory').filter(ofVatScheme);
        return of(t, [
          n('VAT_category_taxable_amount', one(t, 'cbc:TaxableAmount')),
          n('VAT_category_tax_amount', one(t, 'cbc:TaxAmount')),
          c('VAT_category_code', one(category, 'cbc:ID')),
          n('VAT_category_rate', one(category, 'cbc:Percent')),
          c('VAT_exemption_reason_code', one(category, 'cbc:TaxExemptionReasonCode')),
          s('VAT_exemption_reason_text', one(category, 'cbc:TaxExemptionReason')),
        ]);
      }),
    ),
    a(
      'ADDITIONAL_SUPPORTING_DOCUMENTS',
      refs
        .filter((d) => !ownTypes.includes(typeCode(d)))
        .map((d) =>
          of(d, [
            s('Supporting_document_reference', one(d, 'cbc:ID')),
            s('Supporting_document_description', one(d, 'cbc:DocumentDescription')),
            s('External_document_location', one(d, 'cac:Attachment/cac:ExternalReference/cbc:URI')),
            sel(d, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject').map((b) =>
              o('Attached_document', [
                c('Content', b),
                s('Filename', attr(b, 'filename')),
                c('Mime_Code', attr(b, 'mimeCode')),
              ]),
            ),
          ]),
        ),
    ),
    a('INVOICE_LINE', sel(r, '(cac:InvoiceLine|cac:CreditNoteLine)').map(line)),
  ]);
}

/** Every value the model cannot hold: the cover walk, then values on known paths that do not fit. */
export function ublNotes(r: El): string[] {
  const notes = new Cover(ublKnown).walk(r);
  const pm = sel(r, 'cac:PaymentMeans');
  // without a payment means there is no payment instructions group (BG-16) to hold a creditor id
  if (pm.length === 0)
    for (const id of sel(
      sel(r, '(cac:AccountingSupplierParty|cac:PayeeParty)').flatMap((x) =>
        x.name === 'cac:PayeeParty' ? [x] : sel(x, 'cac:Party'),
      ),
      'cac:PartyIdentification/cbc:ID',
    ).filter(isSepa))
      notes.push(
        `${id.path}: ${excerpt(str(id))} (no payment means: the model keeps the creditor identifier in the payment instructions, BG-16)`,
      );
  const first = pm[0];
  pm.slice(1).forEach((m, i) => {
    const at = i + 2;
    if (textAt(m, 'cbc:PaymentMeansCode') !== textAt(first, 'cbc:PaymentMeansCode'))
      notes.push(
        `cac:PaymentMeans[${at}]/cbc:PaymentMeansCode: ${textAt(m, 'cbc:PaymentMeansCode')} (the model holds one payment means code)`,
      );
    const id = one(m, 'cbc:PaymentID');
    const firstId = one(first, 'cbc:PaymentID');
    if (id && str(id) !== (firstId ? str(firstId) : ''))
      notes.push(
        `cac:PaymentMeans[${at}]/cbc:PaymentID: ${excerpt(str(id))} (the model holds one remittance information)`,
      );
    const name = attr(one(m, 'cbc:PaymentMeansCode'), 'name');
    const firstName = attr(one(first, 'cbc:PaymentMeansCode'), 'name');
    if (name && name.value !== (firstName?.value ?? ''))
      notes.push(
        `cac:PaymentMeans[${at}]/cbc:PaymentMeansCode/@name: ${excerpt(name.value)} (the model holds one payment means text)`,
      );
  });
  const dueDates = sel(pm, 'cbc:PaymentDueDate');
  for (const el of [
    ...sel(pm, 'cac:CardAccount').slice(1),
    ...sel(pm, 'cac:PaymentMandate').slice(1),
    ...dueDates.slice(one(r, 'cbc:DueDate') ? 0 : 1),
  ])
    notes.push(noteRepeat(el));
  // a line's document reference is BT-128 only with type code 130 (as the schematron reads it);
  // any other is kept as a note with its line
  sel(r, '(cac:InvoiceLine|cac:CreditNoteLine)').forEach((l, i) => {
    for (const d of sel(l, 'cac:DocumentReference').filter((x) => typeCode(x) !== '130'))
      notes.push(
        `${l.name}[${i + 1}]/cac:DocumentReference: ${excerpt(textAt(d, 'cbc:ID'))}${typeCode(d) ? ` (type code ${typeCode(d)})` : ''} (not the invoice line object identifier BT-128, which has type code 130)`,
      );
  });
  for (const d of sel(r, 'cac:AdditionalDocumentReference')
    .filter((x) => typeCode(x) === '130')
    .slice(1))
    notes.push(
      `cac:AdditionalDocumentReference (130): ${excerpt(one(d, 'cbc:ID') ? str(one(d, 'cbc:ID') as El) : '')} (the model holds one invoiced object identifier)`,
    );
  sel(r, 'cac:TaxTotal/cac:TaxSubtotal').forEach((t, i) => {
    if (!isVatSubtotal(t)) notes.push(noteOtherTaxScheme(t, i + 1));
  });
  const allowed = ['130', '916', '', ...(r.local === 'CreditNote' ? ['50'] : [])];
  for (const t of sel(r, 'cac:AdditionalDocumentReference/cbc:DocumentTypeCode'))
    if (!allowed.includes(normalize(str(t))))
      notes.push(`cac:AdditionalDocumentReference/cbc:DocumentTypeCode: ${normalize(str(t))}`);
  const sellerParty = sel(r, 'cac:AccountingSupplierParty/cac:Party');
  const buyerParty = sel(r, 'cac:AccountingCustomerParty/cac:Party');
  const payeeIds = sel(r, 'cac:PayeeParty/cac:PartyIdentification');
  const sepaOf = (p: El) => sel(p, 'cbc:ID').some(isSepa);
  const vatScheme = (t: El) => textAt(t, 'cac:TaxScheme/cbc:ID') === 'VAT';
  const sellerSepa = sel(sellerParty, 'cac:PartyIdentification').filter(sepaOf);
  const repeats = new Set<El>([
    ...sel(buyerParty, 'cac:PartyIdentification').slice(1),
    ...payeeIds.filter((p) => !sepaOf(p)).slice(1),
    ...(sellerSepa.length > 0 ? payeeIds.filter(sepaOf) : []),
    ...sellerSepa.slice(1),
    ...sel(sellerParty, 'cac:PartyTaxScheme').filter(vatScheme).slice(1),
    ...sel(sellerParty, 'cac:PartyTaxScheme')
      .filter((t) => !vatScheme(t))
      .slice(1),
    ...(() => {
      const schemes = sel(buyerParty, 'cac:PartyTaxScheme');
      const read = schemes.find(vatScheme);
      return schemes.filter((t) => t !== read);
    })(),
  ]);
  for (const el of inDocumentOrder(r, repeats)) notes.push(noteRepeat(el));
  return notes;
}

/** A tax subtotal of another tax scheme than VAT, with its values (no VAT breakdown, BG-23). */
function noteOtherTaxScheme(t: El, at: number): string {
  const scheme = textAt(t, 'cac:TaxCategory/cac:TaxScheme/cbc:ID');
  const values = [
    textAt(t, 'cbc:TaxableAmount'),
    textAt(t, 'cbc:TaxAmount'),
    textAt(t, 'cac:TaxCategory/cbc:ID'),
    textAt(t, 'cac:TaxCategory/cbc:Percent'),
  ].filter((v) => v !== '');
  return `${t.path}[${at}]: ${excerpt(values.join(' | '))} (tax scheme ${scheme ? `'${excerpt(scheme)}'` : 'without identifier'}, not VAT: no VAT breakdown, BG-23)`;
}

/** The given elements in document order (an XPath union). */
export function inDocumentOrder(root: El, wanted: Set<El>): El[] {
  const out: El[] = [];
  if (wanted.size === 0) return out;
  const visit = (el: El) => {
    if (wanted.has(el)) out.push(el);
    for (const k of el.kids) visit(k);
  };
  visit(root);
  return out;
}
