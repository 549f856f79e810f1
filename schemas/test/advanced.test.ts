import { describe, expect, it } from 'vitest';
import { invoiceSchema } from '../../generated/index';
import type { JsonObject } from '../scripts/load';
import { bundledPointers } from './walk';

/** The advanced-only elements of spec §4, written out by hand from the spec text. Scheme
 * extensions (x-extension) of an advanced identifier are advanced with it. */
const EXPECTED = [
  // VAT point date and code
  '/Value_added_tax_point_date',
  '/Value_added_tax_point_date_code',
  // sales order, receiving advice, despatch advice, tender/lot and object references
  '/Sales_order_reference',
  '/Receiving_advice_reference',
  '/Despatch_advice_reference',
  '/Tender_or_lot_reference',
  '/Invoiced_object_identifier',
  // buyer accounting reference
  '/Buyer_accounting_reference',
  // seller trading name, additional legal information and address line 3
  '/SELLER/Seller_trading_name',
  '/SELLER/Seller_additional_legal_information',
  '/SELLER/SELLER_POSTAL_ADDRESS/Seller_address_line_3',
  // the same for the buyer plus buyer identifier and legal registration identifier
  '/BUYER/Buyer_trading_name',
  '/BUYER/BUYER_POSTAL_ADDRESS/Buyer_address_line_3',
  '/BUYER/Buyer_identifier',
  '/BUYER/Buyer_identifier_Scheme_identifier',
  '/BUYER/Buyer_legal_registration_identifier',
  '/BUYER/Buyer_legal_registration_identifier_Scheme_identifier',
  // the tax representative
  '/SELLER_TAX_REPRESENTATIVE_PARTY',
  // delivery location identifier and address line 3
  '/DELIVERY_INFORMATION/Deliver_to_location_identifier',
  '/DELIVERY_INFORMATION/Deliver_to_location_identifier_Scheme_identifier',
  '/DELIVERY_INFORMATION/DELIVER_TO_ADDRESS/Deliver_to_address_line_3',
  // payee identifiers
  '/PAYEE/Payee_identifier',
  '/PAYEE/Payee_identifier_Scheme_identifier',
  '/PAYEE/Payee_legal_registration_identifier',
  '/PAYEE/Payee_legal_registration_identifier_Scheme_identifier',
  // card payment
  '/PAYMENT_INSTRUCTIONS/PAYMENT_CARD_INFORMATION',
  // line notes, object ids, purchase order line reference, line accounting reference
  '/INVOICE_LINE/*/Invoice_line_note',
  '/INVOICE_LINE/*/Invoice_line_object_identifier',
  '/INVOICE_LINE/*/Referenced_purchase_order_line_reference',
  '/INVOICE_LINE/*/Invoice_line_Buyer_accounting_reference',
  // base quantity, item buyer id, standard id, classification list, country of origin
  '/INVOICE_LINE/*/PRICE_DETAILS/Item_price_base_quantity',
  // not in the spec's list, but the base quantity's unit (BT-150) means nothing without the
  // advanced-only base quantity (BT-149): easy mode hides it and the switch to easy removes it
  '/INVOICE_LINE/*/PRICE_DETAILS/Item_price_base_quantity_unit_of_measure_code',
  '/INVOICE_LINE/*/ITEM_INFORMATION/Item_Buyers_identifier',
  '/INVOICE_LINE/*/ITEM_INFORMATION/Item_standard_identifier',
  '/INVOICE_LINE/*/ITEM_INFORMATION/Item_classification_identifier',
  '/INVOICE_LINE/*/ITEM_INFORMATION/Item_country_of_origin',
  // third-party claims
  '/THIRD_PARTY_PAYMENT',
];

describe('x-advanced flags', () => {
  it('match the advanced-only list of spec §4', () => {
    const flagged = [...bundledPointers(invoiceSchema as JsonObject)]
      .filter((p) => p.schema['x-advanced'] === true)
      .map((p) => p.pointer);
    expect([...flagged].sort()).toEqual([...EXPECTED].sort());
  });
});
