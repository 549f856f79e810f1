/**
 * The editor screens of spec §2 and what each one shows: sections (a group of the model or some
 * header fields), optional ones behind the spec's toggles, and which findings belong to the
 * screen (for the menu badges and the validate screen's links).
 *
 * Where the spec is silent: the payee sits on the payment screen (who receives the money), the
 * invoicing period and delivery address on the delivery screen, and the VAT breakdown's findings
 * count for the document totals screen in easy mode (the VAT breakdown screen is advanced only).
 */
import type { UiSettings } from '../state/types';

export type ScreenId =
  | 'SummaryView'
  | 'DataView'
  | 'SellerInformationView'
  | 'BuyerInformationView'
  | 'DeliveryInformationView'
  | 'InvoiceLines'
  | 'DocumentTotalsView'
  | 'PaymentDataView'
  | 'AdditionalSupportingDocumentsView'
  | 'ValidateView'
  | 'SellerTaxRepresentativePartyInformationView'
  | 'VatBreakdownView';

export type ToggleKey = Exclude<keyof UiSettings, 'helpVisible' | 'paymentSection' | 'showLinePeriod'>;

export interface Section {
  key: string;
  path: string[];
  /** for the root or a group: only these properties, in this order */
  fields?: string[];
  toggle?: ToggleKey;
  /** nested optional groups shown only when their toggle is on */
  subToggles?: { property: string; toggle: ToggleKey }[];
  /**
   * advanced mode only (BT-23/BT-24: the process and specification URNs follow from the recipient
   * choice; a supplier in easy mode never needs to read them, issue 27)
   */
  advancedOnly?: boolean;
}

export const HEADER_FIELDS = [
  'Invoice_number',
  'Invoice_issue_date',
  'Invoice_type_code',
  'Invoice_currency_code',
  'VAT_accounting_currency_code',
  'Value_added_tax_point_date',
  'Value_added_tax_point_date_code',
  'Buyer_reference',
  'Project_reference',
  'Contract_reference',
  'Purchase_order_reference',
  'Sales_order_reference',
  'Receiving_advice_reference',
  'Despatch_advice_reference',
  'Tender_or_lot_reference',
  'Invoiced_object_identifier',
  'Buyer_accounting_reference',
];

export const SCREEN_SECTIONS: Partial<Record<ScreenId, Section[]>> = {
  DataView: [
    { key: 'invoiceData', path: [], fields: HEADER_FIELDS },
    { key: 'notes', path: [], fields: ['INVOICE_NOTE'] },
    // letter texts of the printed invoice (not in the XML): docs/letter-text.md
    { key: 'letterText', path: [], fields: ['Introduction_text', 'Closing_text'] },
    { key: 'processControl', path: ['PROCESS_CONTROL'], advancedOnly: true },
    { key: 'precedingInvoices', path: [], fields: ['PRECEDING_INVOICE_REFERENCE'] },
  ],
  SellerInformationView: [{ key: 'seller', path: ['SELLER'] }],
  BuyerInformationView: [
    {
      key: 'buyer',
      path: ['BUYER'],
      subToggles: [{ property: 'BUYER_CONTACT', toggle: 'showBuyerContact' }],
    },
  ],
  SellerTaxRepresentativePartyInformationView: [
    { key: 'taxRepresentative', path: ['SELLER_TAX_REPRESENTATIVE_PARTY'], toggle: 'showTaxRepresentative' },
  ],
  DeliveryInformationView: [
    {
      key: 'delivery',
      path: ['DELIVERY_INFORMATION'],
      toggle: 'showDeliveryInformation',
      subToggles: [
        { property: 'INVOICING_PERIOD', toggle: 'showInvoicingPeriod' },
        { property: 'DELIVER_TO_ADDRESS', toggle: 'showDeliveryAddress' },
      ],
    },
  ],
  DocumentTotalsView: [
    { key: 'allowances', path: [], fields: ['DOCUMENT_LEVEL_ALLOWANCES'] },
    { key: 'charges', path: [], fields: ['DOCUMENT_LEVEL_CHARGES'] },
    { key: 'thirdParty', path: [], fields: ['THIRD_PARTY_PAYMENT'] },
    { key: 'totals', path: ['DOCUMENT_TOTALS'] },
  ],
  PaymentDataView: [
    { key: 'paymentTerms', path: [], fields: ['Payment_due_date', 'Payment_terms'] },
    { key: 'payee', path: ['PAYEE'], toggle: 'showPayee' },
  ],
  VatBreakdownView: [{ key: 'vatBreakdown', path: [], fields: ['VAT_BREAKDOWN'] }],
};

export const EASY_MENU: ScreenId[] = [
  'SummaryView',
  'BuyerInformationView',
  'SellerInformationView',
  'DataView',
  'DeliveryInformationView',
  'InvoiceLines',
  'DocumentTotalsView',
  'PaymentDataView',
  'AdditionalSupportingDocumentsView',
  'ValidateView',
];

export const ADVANCED_MENU: ScreenId[] = [
  'SummaryView',
  'BuyerInformationView',
  'SellerInformationView',
  'SellerTaxRepresentativePartyInformationView',
  'DataView',
  'DeliveryInformationView',
  'VatBreakdownView',
  'InvoiceLines',
  'DocumentTotalsView',
  'PaymentDataView',
  'AdditionalSupportingDocumentsView',
  'ValidateView',
];

export const ADVANCED_ONLY: ScreenId[] = ['SellerTaxRepresentativePartyInformationView', 'VatBreakdownView'];

const GROUP_SCREEN: Record<string, ScreenId> = {
  INVOICE_NOTE: 'DataView',
  Introduction_text: 'DataView',
  Closing_text: 'DataView',
  PROCESS_CONTROL: 'DataView',
  PRECEDING_INVOICE_REFERENCE: 'DataView',
  SELLER: 'SellerInformationView',
  BUYER: 'BuyerInformationView',
  PAYEE: 'PaymentDataView',
  SELLER_TAX_REPRESENTATIVE_PARTY: 'SellerTaxRepresentativePartyInformationView',
  DELIVERY_INFORMATION: 'DeliveryInformationView',
  PAYMENT_INSTRUCTIONS: 'PaymentDataView',
  DOCUMENT_LEVEL_ALLOWANCES: 'DocumentTotalsView',
  DOCUMENT_LEVEL_CHARGES: 'DocumentTotalsView',
  THIRD_PARTY_PAYMENT: 'DocumentTotalsView',
  DOCUMENT_TOTALS: 'DocumentTotalsView',
  VAT_BREAKDOWN: 'VatBreakdownView',
  ADDITIONAL_SUPPORTING_DOCUMENTS: 'AdditionalSupportingDocumentsView',
  INVOICE_LINE: 'InvoiceLines',
  Payment_due_date: 'PaymentDataView',
  Payment_terms: 'PaymentDataView',
};

/** The screen a finding's pointer belongs to, in the current mode. */
export function screenOfPointer(pointer: string, easy: boolean): ScreenId {
  const first = pointer.split('/')[1] ?? '';
  const screen = GROUP_SCREEN[first] ?? 'DataView';
  if (easy && screen === 'VatBreakdownView') return 'DocumentTotalsView';
  if (easy && screen === 'SellerTaxRepresentativePartyInformationView') return 'SellerInformationView';
  return screen;
}
