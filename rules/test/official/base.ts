// A valid XRechnung 3.0 invoice in the plain model: the starting point of every official table row.
// Each row changes one small thing and expects exactly the rule under test at its pointer.
import { isCode } from '@xr/codelists';
import { evaluate, type Finding, setCodeLookup } from '../../index';

// The official code lists (the package wires the same lookup for its users).
setCodeLookup(isCode);

export const CIUS = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
export const EXTENSION = `${CIUS}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;

// biome-ignore lint/suspicious/noExplicitAny: test fragments reach into the plain JSON model
export type Inv = any;

export function baseInvoice(): Inv {
  return {
    Invoice_number: { Content: 'RE-2026-0001' },
    Invoice_issue_date: '2026-03-01',
    Invoice_type_code: '380',
    Invoice_currency_code: 'EUR',
    Payment_due_date: '2026-03-31',
    Buyer_reference: '04011000-12345-03',
    Payment_terms: 'Zahlbar innerhalb von 30 Tagen.',
    DELIVERY_INFORMATION: { Actual_delivery_date: '2026-02-20' },
    PROCESS_CONTROL: {
      Business_process_type: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      Specification_identifier: { Content: CIUS },
    },
    SELLER: {
      Seller_name: 'Muster GmbH',
      Seller_VAT_identifier: 'DE123456789',
      Seller_electronic_address: { Content: 'rechnung@muster.de', Scheme_identifier: 'EM' },
      SELLER_POSTAL_ADDRESS: {
        Seller_address_line_1: 'Hauptstraße 1',
        Seller_city: 'Berlin',
        Seller_post_code: '10115',
        Seller_country_code: 'DE',
      },
      SELLER_CONTACT: {
        Seller_contact_point: 'Erika Muster',
        Seller_contact_telephone_number: '+49 30 123456',
        Seller_contact_email_address: 'erika@muster.de',
      },
    },
    BUYER: {
      Buyer_name: 'Stadt Musterhausen',
      Buyer_electronic_address: 'einkauf@musterhausen.de',
      Buyer_electronic_address_Scheme_identifier: 'EM',
      BUYER_POSTAL_ADDRESS: {
        Buyer_city: 'Musterhausen',
        Buyer_post_code: '12345',
        Buyer_country_code: 'DE',
      },
    },
    PAYMENT_INSTRUCTIONS: {
      Payment_means_type_code: '58',
      CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE89370400440532013000' }],
    },
    DOCUMENT_TOTALS: {
      Sum_of_Invoice_line_net_amount: 100,
      Invoice_total_amount_without_VAT: 100,
      Invoice_total_VAT_amount: 19,
      Invoice_total_amount_with_VAT: 119,
      Amount_due_for_payment: 119,
    },
    VAT_BREAKDOWN: [
      {
        VAT_category_code: 'S',
        VAT_category_rate: 19,
        VAT_category_taxable_amount: 100,
        VAT_category_tax_amount: 19,
      },
    ],
    INVOICE_LINE: [
      {
        Invoice_line_identifier: { Content: '1' },
        Invoiced_quantity: 2,
        Invoiced_quantity_unit_of_measure_code: 'H87',
        Invoice_line_net_amount: 100,
        PRICE_DETAILS: { Item_net_price: 50 },
        LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 19 },
        ITEM_INFORMATION: { Item_name: 'Beratung' },
      },
    ],
  };
}

/** The base invoice with one change applied. */
export function changed(change: (inv: Inv) => void): Inv {
  const inv = baseInvoice();
  change(inv);
  return inv;
}

/** Findings of the official profile that are errors or warnings, as `id@pointer`. */
export function findings(
  inv: Inv,
  syntax?: 'ubl' | 'cii',
  profile: 'xrechnung' | 'editor' = 'xrechnung',
): string[] {
  return evaluate(inv, { profile, today: '2026-03-01', syntax }).map(
    (f: Finding) => `${f.ruleId}@${f.pointer}`,
  );
}

/** One table row: the rule, a change that breaks it (and where it is reported), a change that keeps it. */
export interface Row {
  id: string;
  fail: (inv: Inv) => void;
  at: string;
  pass?: (inv: Inv) => void;
  syntax?: 'ubl' | 'cii';
  /** the profile to run (default xrechnung; KoSIT's information-level rules run in the editor only) */
  profile?: 'xrechnung' | 'editor';
  /** other rule ids the failing change raises too (consequences of the same edit) */
  also?: string[];
}
