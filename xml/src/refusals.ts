/**
 * Content the chosen syntax has no place for, refused with an XmlError before anything is written:
 * the generator writes an invoice's content or refuses it with a notice, never drops it and never
 * fills in a value the invoice does not have.
 */
import type { Invoice } from '@xr/generated';
import { generateError } from './errors';
import type { XmlKind } from './generate';
import type { GenerationProfile } from './spec-version';

type Obj = Record<string, unknown>;

function present(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return false;
  if (Array.isArray(v)) return v.some(present);
  if (typeof v === 'object') return Object.entries(v).some(([k, x]) => k !== 'id' && present(x));
  return true;
}

/** The entries of a model list that hold something. */
export function list(v: unknown): Obj[] {
  return Array.isArray(v) ? (v.filter(present) as Obj[]) : [];
}

const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** A contact department (x-extension, CII only) that the contact point does not already carry. */
function separateDepartment(contact: unknown, point: string, department: string): boolean {
  const c = obj(contact);
  return present(c[department]) && String(c[department]).trim() !== String(c[point] ?? '').trim();
}

/** UBL totals the schema requires (BT id → model name): never written as 0 when absent. */
const UBL_REQUIRED_TOTALS: [string, string][] = [
  ['BT-106', 'Sum_of_Invoice_line_net_amount'],
  ['BT-109', 'Invoice_total_amount_without_VAT'],
  ['BT-112', 'Invoice_total_amount_with_VAT'],
  ['BT-115', 'Amount_due_for_payment'],
];

function refuseInUbl(m: Obj, kind: XmlKind): void {
  if (list(m.INVOICE_LINE).length === 0) throw generateError('noLinesInUbl');
  if (separateDepartment(obj(m.SELLER).SELLER_CONTACT, 'Seller_contact_point', 'Seller_contact_department'))
    throw generateError('contactDepartmentNotInUbl', 'BT-41');
  if (separateDepartment(obj(m.BUYER).BUYER_CONTACT, 'Buyer_contact_point', 'Buyer_contact_department'))
    throw generateError('contactDepartmentNotInUbl', 'BT-56');
  if (
    kind === 'CreditNote' &&
    present(m.Payment_due_date) &&
    !present(obj(m.PAYMENT_INSTRUCTIONS).Payment_means_type_code)
  )
    throw generateError('dueDateNeedsPaymentMeansInCreditNote');
  const totals = obj(m.DOCUMENT_TOTALS);
  const missing = UBL_REQUIRED_TOTALS.filter(([, name]) => !present(totals[name])).map(([bt]) => bt);
  if (missing.length > 0) throw generateError('totalsMissingInUbl', missing.join(', '));
}

function refuseInCii(m: Obj): void {
  const discountOnly = list(m.INVOICE_LINE).findIndex((line) => {
    const price = obj(line.PRICE_DETAILS);
    return present(price.Item_price_discount) && !present(price.Item_gross_price);
  });
  if (discountOnly >= 0) throw generateError('discountWithoutGrossPriceInCii', `line ${discountOnly + 1}`);
  // BR-CO-25 binds a UBL Invoice only, but every CII document: a UBL credit note may lack both
  const due = Number(obj(m.DOCUMENT_TOTALS).Amount_due_for_payment);
  if (due > 0 && !present(m.Payment_due_date) && !present(m.Payment_terms))
    throw generateError('dueDateOrTermsNeededInCii');
}

/** Throws an XmlError for content that has no place in the chosen syntax. */
export function refuseUnplaceable(
  invoice: Invoice | Obj,
  kind: XmlKind,
  profile: GenerationProfile = 'xrechnung',
): void {
  const m = invoice as Obj;
  const thirdParty = list(m.THIRD_PARTY_PAYMENT).length;
  if (thirdParty > 0 && kind === 'CrossIndustryInvoice') throw generateError('thirdPartyPaymentNotInCii');
  if (thirdParty > 0 && kind === 'CreditNote') throw generateError('thirdPartyPaymentNotInCreditNote');
  const preceding = list(m.PRECEDING_INVOICE_REFERENCE).length;
  if (preceding > 1 && kind === 'CrossIndustryInvoice') throw generateError('onePrecedingInvoiceInCii');
  // BT-6 = BT-5: an error for XRechnung (PEPPOL-EN16931-R005) and for CII (BR-53 wants a total of its
  // own in that currency); an EN 16931 UBL document carries it, but not a BT-111 apart from BT-110,
  // as both syntaxes tell the two totals apart by their currency only
  if (present(m.VAT_accounting_currency_code) && m.VAT_accounting_currency_code === m.Invoice_currency_code) {
    const totals = obj(m.DOCUMENT_TOTALS);
    const bt111 = totals.Invoice_total_VAT_amount_in_accounting_currency;
    const apart = present(bt111) && String(bt111) !== String(totals.Invoice_total_VAT_amount ?? '');
    if (profile === 'xrechnung' || kind === 'CrossIndustryInvoice' || apart)
      throw generateError('sameAccountingCurrency');
  }
  if (kind === 'CrossIndustryInvoice') refuseInCii(m);
  else refuseInUbl(m, kind);
}
