import type { Finding } from './types';

/** The editor screens (route names of spec §2) that show fields. */
export const EDITOR_SCREENS = [
  'DataView',
  'SellerInformationView',
  'BuyerInformationView',
  'SellerTaxRepresentativePartyInformationView',
  'DeliveryInformationView',
  'InvoiceLines',
  'DocumentTotalsView',
  'PaymentDataView',
  'AdditionalSupportingDocumentsView',
  'VatBreakdownView',
] as const;
export type EditorScreen = (typeof EDITOR_SCREENS)[number];

/** The screen that shows the elements under each top-level group; header fields are on DataView. */
const SCREEN_OF_GROUP: Record<string, EditorScreen> = {
  SELLER: 'SellerInformationView',
  PAYEE: 'SellerInformationView',
  BUYER: 'BuyerInformationView',
  SELLER_TAX_REPRESENTATIVE_PARTY: 'SellerTaxRepresentativePartyInformationView',
  DELIVERY_INFORMATION: 'DeliveryInformationView',
  INVOICE_LINE: 'InvoiceLines',
  DOCUMENT_LEVEL_ALLOWANCES: 'DocumentTotalsView',
  DOCUMENT_LEVEL_CHARGES: 'DocumentTotalsView',
  THIRD_PARTY_PAYMENT: 'DocumentTotalsView',
  DOCUMENT_TOTALS: 'DocumentTotalsView',
  PAYMENT_INSTRUCTIONS: 'PaymentDataView',
  VAT_BREAKDOWN: 'VatBreakdownView',
  ADDITIONAL_SUPPORTING_DOCUMENTS: 'AdditionalSupportingDocumentsView',
};

/** The editor screen of a JSON pointer into the invoice. */
export function screenOf(pointer: string): EditorScreen {
  return SCREEN_OF_GROUP[pointer.split('/')[1] ?? ''] ?? 'DataView';
}

/** Findings per screen (every screen present, maybe empty), for the menu's error badges. */
export function findingsByScreen(findings: readonly Finding[]): Record<EditorScreen, Finding[]> {
  const out = Object.fromEntries(EDITOR_SCREENS.map((s) => [s, [] as Finding[]])) as Record<
    EditorScreen,
    Finding[]
  >;
  for (const f of findings) out[screenOf(f.pointer)].push(f);
  return out;
}

/** A screen is valid when none of its findings is an error. */
export function screenValidity(findings: readonly Finding[]): Record<EditorScreen, boolean> {
  const byScreen = findingsByScreen(findings);
  return Object.fromEntries(
    EDITOR_SCREENS.map((s) => [s, !byScreen[s].some((f) => f.severity === 'error')]),
  ) as Record<EditorScreen, boolean>;
}
