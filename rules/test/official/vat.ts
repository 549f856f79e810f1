// Helpers for the VAT category tables: the base invoice switched to one category.
import type { Inv } from './base';

export type Cat = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M';
export const PREFIX: Record<Cat, string> = {
  S: 'BR-S',
  Z: 'BR-Z',
  E: 'BR-E',
  AE: 'BR-AE',
  K: 'BR-IC',
  G: 'BR-G',
  O: 'BR-O',
  L: 'BR-AF',
  M: 'BR-AG',
};
/** A rate valid for the category (O has none). */
export const RATE: Record<Cat, number | undefined> = {
  S: 19,
  Z: 0,
  E: 0,
  AE: 0,
  K: 0,
  G: 0,
  O: undefined,
  L: 7,
  M: 4,
};
const REASON: Partial<Record<Cat, [string, string]>> = {
  E: ['VATEX-EU-132', 'Steuerbefreit'],
  AE: ['VATEX-EU-AE', 'Umkehrung der Steuerschuldnerschaft'],
  K: ['VATEX-EU-IC', 'Innergemeinschaftliche Lieferung'],
  G: ['VATEX-EU-G', 'Ausfuhr'],
  O: ['VATEX-EU-O', 'Nicht steuerbar'],
};

/** The base invoice with its line and VAT breakdown in category `c`, parties as the category asks. */
export function recat(i: Inv, c: Cat): void {
  const rate = RATE[c];
  const tax = rate ? rate : 0;
  const info = i.INVOICE_LINE[0].LINE_VAT_INFORMATION;
  info.Invoiced_item_VAT_category_code = c;
  if (rate === undefined) delete info.Invoiced_item_VAT_rate;
  else info.Invoiced_item_VAT_rate = rate;
  const row: Inv = { VAT_category_code: c, VAT_category_taxable_amount: 100, VAT_category_tax_amount: tax };
  // XRechnung (BR-DE-14) asks for a breakdown rate even for category O
  row.VAT_category_rate = rate ?? 0;
  const reason = REASON[c];
  if (reason) [row.VAT_exemption_reason_code, row.VAT_exemption_reason_text] = reason;
  i.VAT_BREAKDOWN = [row];
  Object.assign(i.DOCUMENT_TOTALS, {
    Invoice_total_VAT_amount: tax,
    Invoice_total_amount_with_VAT: 100 + tax,
    Amount_due_for_payment: 100 + tax,
  });
  if (c === 'AE' || c === 'K') i.BUYER.Buyer_VAT_identifier = 'FR12345678901';
  if (c === 'K')
    i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS = {
      Deliver_to_city: 'Paris',
      Deliver_to_post_code: '75001',
      Deliver_to_country_code: 'FR',
    };
  if (c === 'O') {
    delete i.SELLER.Seller_VAT_identifier;
    i.SELLER.Seller_legal_registration_identifier = 'HRB 12345';
  }
}

/** A document level allowance (or charge) of amount 0 in category `c` at `rate`. */
export function zeroAllowance(i: Inv, c: string, rate: number | undefined, charge = false): void {
  const p = charge ? 'Document_level_charge_' : 'Document_level_allowance_';
  const item: Inv = {
    [`${p}amount`]: 0,
    [`${p}VAT_category_code`]: c,
    [`${p}reason`]: charge ? 'Fracht' : 'Rabatt',
  };
  if (rate !== undefined) item[`${p}VAT_rate`] = rate;
  if (charge) {
    i.DOCUMENT_LEVEL_CHARGES = [item];
    i.DOCUMENT_TOTALS.Sum_of_charges_on_document_level = 0;
  } else {
    i.DOCUMENT_LEVEL_ALLOWANCES = [item];
    i.DOCUMENT_TOTALS.Sum_of_allowances_on_document_level = 0;
  }
}

export function dropSellerTaxIds(i: Inv): void {
  delete i.SELLER.Seller_VAT_identifier;
  delete i.SELLER.Seller_tax_registration_identifier;
  i.SELLER.Seller_legal_registration_identifier = 'HRB 12345';
}

export function addTaxRepresentative(i: Inv): void {
  i.SELLER_TAX_REPRESENTATIVE_PARTY = {
    Seller_tax_representative_name: 'Vertreter AG',
    Seller_tax_representative_VAT_identifier: 'DE987654321',
    SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS: {
      Tax_representative_city: 'Köln',
      Tax_representative_country_code: 'DE',
    },
  };
}
