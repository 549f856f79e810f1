/**
 * `invoiceDocument(invoice, locale)`: the layout model of an invoice (model.ts) from the plain
 * or the editor form of the invoice model, for the HTML preview and the PDF alike. It follows the
 * ideas of the official XRechnung visualisation (parties, invoice data, lines, VAT breakdown,
 * totals, payment, notes, documents) arranged as a business letter. Drafts are fine: whatever
 * is missing is left out, nothing is computed (the editor and the save calculate).
 */
import { paymentTextIn } from '../normalise/paymentType';
import { codeName, formatDate, formatNumber } from './format';
import { type LabelKey, labelsFor, type VisualLocale, visualLabels } from './labels';
import { lineHeaders, lineRow, vatText } from './lines';
import type { InvoiceDocument, VisualBlock, VisualField, VisualTable } from './model';
import { addressLines, partyBlocks } from './parties';
import { joined, list, type Obj, obj, present, text } from './read';

const titles: Record<string, LabelKey> = {
  '381': 'creditNote',
  '384': 'correctedInvoice',
  '386': 'prepaymentInvoice',
  '326': 'partialInvoice',
  '389': 'selfBilledInvoice',
};

/** The document's name by its type code (BT-3): "Rechnung", "Gutschrift", "Credit note", … */
export function documentTitle(typeCode: string, locale: VisualLocale): string {
  return visualLabels[locale][titles[typeCode] ?? 'invoice'];
}

const iban = (v: string) => (/^[A-Z]{2}\d{2}[A-Z0-9]{8,}$/.test(v) ? v.replace(/(.{4})(?=.)/g, '$1 ') : v);

function facts(inv: Obj, locale: VisualLocale): VisualField[] {
  const l = labelsFor(locale, text(inv.Invoice_type_code));
  const f = (label: LabelKey, value: string) => ({ label: l[label], value });
  const delivery = obj(inv.DELIVERY_INFORMATION);
  const period = obj(delivery.INVOICING_PERIOD);
  const preceding = list(inv.PRECEDING_INVOICE_REFERENCE).map((p) =>
    joined(
      [text(p.Preceding_Invoice_reference), formatDate(p.Preceding_Invoice_issue_date, locale)],
      ` ${l.of} `,
    ),
  );
  return present([
    f('invoiceNumber', text(inv.Invoice_number)),
    f('issueDate', formatDate(inv.Invoice_issue_date, locale)),
    f('dueDate', formatDate(inv.Payment_due_date, locale)),
    f('deliveryDate', formatDate(delivery.Actual_delivery_date, locale)),
    f(
      'period',
      joined(
        [
          formatDate(period.Invoicing_period_start_date, locale),
          formatDate(period.Invoicing_period_end_date, locale),
        ],
        ' – ',
      ),
    ),
    f('taxPointDate', formatDate(inv.Value_added_tax_point_date, locale)),
    f('buyerReference', text(inv.Buyer_reference)),
    f('purchaseOrder', text(inv.Purchase_order_reference)),
    f('salesOrder', text(inv.Sales_order_reference)),
    f('contract', text(inv.Contract_reference)),
    f('project', text(inv.Project_reference)),
    f('tender', text(inv.Tender_or_lot_reference)),
    f('receivingAdvice', text(inv.Receiving_advice_reference)),
    f('despatchAdvice', text(inv.Despatch_advice_reference)),
    f('invoicedObject', text(inv.Invoiced_object_identifier)),
    f('buyerAccounting', text(inv.Buyer_accounting_reference)),
    f('preceding', joined(preceding)),
    f('currency', text(inv.Invoice_currency_code)),
  ]);
}

function allowancesCharges(inv: Obj, locale: VisualLocale): VisualTable | null {
  const l = visualLabels[locale];
  const row = (kind: string, a: Obj, p: string, codes: 'UNTDID5189' | 'UNTDID7161') => [
    kind,
    text(a[`${p}_reason`]) || codeName(codes, a[`${p}_reason_code`], locale),
    formatNumber(a[`${p}_base_amount`], 'amount', locale),
    text(a[`${p}_percentage`]) ? `${formatNumber(a[`${p}_percentage`], 'percent', locale)} %` : '',
    vatText(a[`${p}_VAT_category_code`], a[`${p}_VAT_rate`], locale),
    formatNumber(a[`${p}_amount`], 'amount', locale),
  ];
  const rows = [
    ...list(inv.DOCUMENT_LEVEL_ALLOWANCES).map((a) =>
      row(l.allowance, a, 'Document_level_allowance', 'UNTDID5189'),
    ),
    ...list(inv.DOCUMENT_LEVEL_CHARGES).map((a) => row(l.charge, a, 'Document_level_charge', 'UNTDID7161')),
  ];
  if (rows.length === 0) return null;
  return {
    title: l.allowancesCharges,
    headers: [l.kind, l.reason, l.base, l.percent, l.vat, l.amount],
    align: ['left', 'left', 'right', 'right', 'right', 'right'],
    rows,
  };
}

/**
 * The sender line above the address window: name, first street line, post code and city, and the
 * country abroad (a Bundesland set does not push post code and city out).
 */
function senderLine(seller: Obj, locale: VisualLocale): string {
  const a = obj(seller.SELLER_POSTAL_ADDRESS);
  const country = text(a.Seller_country_code);
  return joined(
    [
      text(seller.Seller_name),
      text(a.Seller_address_line_1),
      joined([text(a.Seller_post_code), text(a.Seller_city)], ' '),
      country && country !== 'DE' ? codeName('ISO3166', country, locale) : '',
    ],
    ' · ',
  );
}

/** The category of a VAT breakdown row; S names its rate (19 % standard, 7 % reduced in Germany). */
function vatCategoryName(v: Obj, locale: VisualLocale): string {
  const l = visualLabels[locale];
  if (text(v.VAT_category_code) !== 'S') return codeName('UNTDID5305', v.VAT_category_code, locale);
  const rate = Number(text(v.VAT_category_rate));
  const percent = text(v.VAT_category_rate)
    ? `${formatNumber(v.VAT_category_rate, 'percent', locale)} %`
    : '';
  const label = rate === 19 ? l.vatStandard : rate === 7 ? l.vatReduced : l.totalVat;
  return joined([label, percent], ' ');
}

function vatTable(inv: Obj, locale: VisualLocale): VisualTable {
  const l = visualLabels[locale];
  return {
    title: l.vatBreakdown,
    headers: [l.category, l.rate, l.taxable, l.taxAmount, l.exemption],
    align: ['left', 'right', 'right', 'right', 'left'],
    rows: list(inv.VAT_BREAKDOWN).map((v) => [
      vatCategoryName(v, locale),
      text(v.VAT_category_rate) ? `${formatNumber(v.VAT_category_rate, 'percent', locale)} %` : '',
      formatNumber(v.VAT_category_taxable_amount, 'amount', locale),
      formatNumber(v.VAT_category_tax_amount, 'amount', locale),
      joined([text(v.VAT_exemption_reason_text), text(v.VAT_exemption_reason_code)], ' – '),
    ]),
  };
}

function totals(inv: Obj, locale: VisualLocale): VisualBlock {
  const l = labelsFor(locale, text(inv.Invoice_type_code));
  const t = obj(inv.DOCUMENT_TOTALS);
  const cur = text(inv.Invoice_currency_code);
  const money = (v: unknown, c = cur) => (text(v) ? joined([formatNumber(v, 'amount', locale), c], ' ') : '');
  const nonZero = (v: unknown) => (text(v) && Number(v) !== 0 ? money(v) : '');
  const f = (label: LabelKey, value: string, strong?: boolean) => ({ label: l[label], value, strong });
  const third = list(inv.THIRD_PARTY_PAYMENT).map((p) => money(p.Third_party_payment_amount));
  return {
    title: l.totals,
    fields: present([
      f('sumLines', money(t.Sum_of_Invoice_line_net_amount)),
      f('sumAllowances', nonZero(t.Sum_of_allowances_on_document_level)),
      f('sumCharges', nonZero(t.Sum_of_charges_on_document_level)),
      f('totalNet', money(t.Invoice_total_amount_without_VAT)),
      f('totalVat', money(t.Invoice_total_VAT_amount)),
      f(
        'totalVatAccounting',
        money(t.Invoice_total_VAT_amount_in_accounting_currency, text(inv.VAT_accounting_currency_code)),
      ),
      f('totalGross', money(t.Invoice_total_amount_with_VAT)),
      f('paid', nonZero(t.Paid_amount)),
      f('rounding', nonZero(t.Rounding_amount)),
      f('thirdParty', joined(third)),
      f('due', money(t.Amount_due_for_payment), true),
    ]),
  };
}

function payment(inv: Obj, locale: VisualLocale): VisualBlock | null {
  const l = labelsFor(locale, text(inv.Invoice_type_code));
  const p = obj(inv.PAYMENT_INSTRUCTIONS);
  const f = (label: LabelKey, value: string) => ({ label: l[label], value });
  const card = obj(p.PAYMENT_CARD_INFORMATION);
  const debit = obj(p.DIRECT_DEBIT);
  const fields = present([
    f(
      'paymentMeans',
      paymentTextIn(p.Payment_means_type_code, text(p.Payment_means_text), locale) ||
        codeName('UNTDID4461', p.Payment_means_type_code, locale),
    ),
    ...list(p.CREDIT_TRANSFER).flatMap((c) => [
      f('iban', iban(text(c.Payment_account_identifier) || text(c.Payment_account_identifier_Proprietary))),
      f('accountName', text(c.Payment_account_name)),
      f('bic', text(c.Payment_service_provider_identifier)),
    ]),
    f('card', text(card.Payment_card_primary_account_number)),
    f('cardHolder', text(card.Payment_card_holder_name)),
    f('mandate', text(debit.Mandate_reference_identifier)),
    f(
      'creditorId',
      text(debit.Bank_assigned_creditor_identifier) || text(debit.Bank_assigned_creditor_identifier_Party),
    ),
    f('debitedAccount', iban(text(debit.Debited_account_identifier))),
    f('remittance', text(p.Remittance_information)),
    f('paymentTerms', text(inv.Payment_terms)),
  ]);
  return fields.length ? { title: l.payment, fields } : null;
}

function attachments(inv: Obj, locale: VisualLocale): VisualTable | null {
  const l = visualLabels[locale];
  const docs = list(inv.ADDITIONAL_SUPPORTING_DOCUMENTS);
  if (docs.length === 0) return null;
  return {
    title: l.attachments,
    headers: [l.reference, l.description, l.file],
    align: ['left', 'left', 'left'],
    rows: docs.map((d) => [
      text(d.Supporting_document_reference),
      text(d.Supporting_document_description),
      joined([text(obj(d.Attached_document).Filename), text(d.External_document_location)]),
    ]),
  };
}

export function invoiceDocument(invoice: unknown, locale: VisualLocale = 'de'): InvoiceDocument {
  const inv = obj(invoice);
  const l = labelsFor(locale, text(inv.Invoice_type_code));
  const seller = obj(inv.SELLER);
  const buyer = obj(inv.BUYER);
  const sellerAddress = addressLines(obj(seller.SELLER_POSTAL_ADDRESS), 'Seller', locale);
  const contact = obj(seller.SELLER_CONTACT);
  const legal = [
    text(seller.Seller_VAT_identifier) && `${l.vatId} ${text(seller.Seller_VAT_identifier)}`,
    text(seller.Seller_tax_registration_identifier) &&
      `${l.taxNumber} ${text(seller.Seller_tax_registration_identifier)}`,
    text(seller.Seller_legal_registration_identifier),
  ];
  const bank = list(obj(inv.PAYMENT_INSTRUCTIONS).CREDIT_TRANSFER)[0] ?? {};
  const notes = list(inv.INVOICE_NOTE)
    .map((n) =>
      joined(
        [
          text(n.Invoice_note_subject_code)
            ? codeName('UNTDID4451', n.Invoice_note_subject_code, locale)
            : '',
          text(n.Invoice_note),
        ],
        ': ',
      ),
    )
    .filter(Boolean);
  const currency = text(inv.Invoice_currency_code);
  return {
    locale,
    title: l[titles[text(inv.Invoice_type_code)] ?? 'invoice'],
    letterhead: {
      name: text(seller.Seller_name) || text(seller.Seller_trading_name),
      lines: [
        joined(sellerAddress, ' · '),
        joined(
          [
            text(contact.Seller_contact_telephone_number) &&
              `${l.phone} ${text(contact.Seller_contact_telephone_number)}`,
            text(contact.Seller_contact_email_address),
          ],
          ' · ',
        ),
      ].filter(Boolean),
    },
    senderLine: senderLine(seller, locale),
    recipient: [
      text(buyer.Buyer_name),
      text(obj(buyer.BUYER_CONTACT).Buyer_contact_department),
      ...addressLines(obj(buyer.BUYER_POSTAL_ADDRESS), 'Buyer', locale),
    ].filter(Boolean),
    facts: facts(inv, locale),
    parties: partyBlocks(inv, locale),
    introduction: text(inv.Introduction_text),
    lines: {
      title: l.lines,
      headers: lineHeaders(locale, currency),
      rows: list(inv.INVOICE_LINE).map((line, i) => lineRow(line, i, locale)),
    },
    allowancesCharges: allowancesCharges(inv, locale),
    vat: vatTable(inv, locale),
    totals: totals(inv, locale),
    payment: payment(inv, locale),
    closing: text(inv.Closing_text),
    notes: notes.length ? { title: l.notes, items: notes } : null,
    attachments: attachments(inv, locale),
    footer: [
      // the name stands in the letterhead: the footer carries the legal facts only
      joined(legal, ' · '),
      text(bank.Payment_account_identifier)
        ? joined(
            [iban(text(bank.Payment_account_identifier)), text(bank.Payment_service_provider_identifier)],
            ' · ',
          )
        : '',
    ].filter(Boolean),
  };
}
