import { blank, copy, isObj, list, type Obj, obj } from './json';
import { removeDuplicateVatRows, vatRowUsed } from './vatRows';

/** 'Not subject to VAT' (category O): removes the tax representative and the seller's and buyer's VAT ids. */
export function applyNotSubjectToVat<T>(invoice: T): T {
  const out = copy(invoice) as Obj;
  delete out.SELLER_TAX_REPRESENTATIVE_PARTY;
  if (isObj(out.SELLER)) delete out.SELLER.Seller_VAT_identifier;
  if (isObj(out.BUYER)) delete out.BUYER.Buyer_VAT_identifier;
  return out as T;
}

/**
 * 'Intra-community supply' (category K) requires the seller's VAT id or a tax representative,
 * the buyer's VAT id, the delivery date and the delivery address: the pointers of what is missing.
 */
export function intraCommunitySupplyMissing(invoice: unknown): string[] {
  const missing: string[] = [];
  const seller = obj(invoice, 'SELLER');
  const representative = obj(invoice, 'SELLER_TAX_REPRESENTATIVE_PARTY');
  if (blank(seller?.Seller_VAT_identifier) && blank(representative?.Seller_tax_representative_VAT_identifier))
    missing.push('/SELLER/Seller_VAT_identifier');
  if (blank(obj(invoice, 'BUYER')?.Buyer_VAT_identifier)) missing.push('/BUYER/Buyer_VAT_identifier');
  const delivery = obj(invoice, 'DELIVERY_INFORMATION');
  const period = obj(delivery, 'INVOICING_PERIOD');
  if (
    blank(delivery?.Actual_delivery_date) &&
    blank(period?.Invoicing_period_start_date) &&
    blank(period?.Invoicing_period_end_date)
  )
    missing.push('/DELIVERY_INFORMATION/Actual_delivery_date');
  const address = obj(delivery, 'DELIVER_TO_ADDRESS');
  if (blank(address?.Deliver_to_country_code))
    missing.push('/DELIVERY_INFORMATION/DELIVER_TO_ADDRESS/Deliver_to_country_code');
  return missing;
}

/** A VAT row that a line, allowance or charge uses cannot be changed or deleted. */
export function vatRowLocked(invoice: unknown, index: number): boolean {
  const row = list(invoice, 'VAT_BREAKDOWN')[index];
  return isObj(invoice) && row !== undefined && vatRowUsed(invoice, row);
}

/** Duplicate category and rate pairs corrected automatically (the first row stays). New invoice. */
export function correctDuplicateVatRows<T>(invoice: T): T {
  const out = copy(invoice) as Obj;
  removeDuplicateVatRows(out);
  return out as T;
}
