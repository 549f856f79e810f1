import type { Invoice } from '@xr/generated';
import { describe, expect, it } from 'vitest';
import {
  applyNotSubjectToVat,
  changeInvoiceType,
  correctDuplicateVatRows,
  intraCommunitySupplyMissing,
  paymentTextIn,
  paymentTypeOf,
  switchMasterDataPaymentType,
  switchPaymentType,
  toEasyMode,
  transferMasterData,
  vatRowLocked,
} from '../../index';

// biome-ignore lint/suspicious/noExplicitAny: tests read fields of hand-written fragments
type Any = any;

describe('toEasyMode', () => {
  it('removes the advanced-only elements and lists them per screen', () => {
    const invoice = {
      Value_added_tax_point_date: '2026-01-01',
      Sales_order_reference: 'SO',
      Buyer_reference: '04011000-12345-03',
      SELLER: {
        Seller_name: 'S',
        Seller_trading_name: 'T',
        SELLER_POSTAL_ADDRESS: { Seller_address_line_3: 'x', Seller_city: 'C' },
      },
      BUYER: { Buyer_identifier: 'B1' },
      SELLER_TAX_REPRESENTATIVE_PARTY: { Seller_tax_representative_name: 'R' },
      INVOICE_LINE: [
        {
          Invoice_line_note: 'n',
          Invoiced_quantity: 2,
          PRICE_DETAILS: { Item_net_price: 5, Item_price_base_quantity: 2 },
        },
        {
          Invoiced_quantity: 1,
          PRICE_DETAILS: { Item_net_price: 5 },
          ITEM_INFORMATION: { Item_name: 'I', Item_country_of_origin: 'DE' },
        },
      ],
      THIRD_PARTY_PAYMENT: [{ Third_party_payment_amount: 1 }],
    } as Invoice;
    const { invoice: out, removed } = toEasyMode(invoice) as { invoice: Any; removed: Any };
    expect(out.Value_added_tax_point_date).toBeUndefined();
    expect(out.Buyer_reference).toBe('04011000-12345-03');
    expect(out.SELLER).toEqual({ Seller_name: 'S', SELLER_POSTAL_ADDRESS: { Seller_city: 'C' } });
    expect(out.SELLER_TAX_REPRESENTATIVE_PARTY).toBeUndefined();
    expect(out.THIRD_PARTY_PAYMENT).toBeUndefined();
    expect(out.INVOICE_LINE[0].Invoice_line_note).toBeUndefined();
    expect(out.INVOICE_LINE[1].ITEM_INFORMATION).toEqual({ Item_name: 'I' });
    // totals recalculated: the base quantity is gone, so line 1 is 2 × 5
    expect(out.INVOICE_LINE[0].Invoice_line_net_amount).toBe(10);
    expect(removed.DataView.map((r: Any) => r.bt).sort()).toEqual(['BT-14', 'BT-7']);
    expect(removed.SellerInformationView.map((r: Any) => r.pointer)).toEqual([
      '/SELLER/SELLER_POSTAL_ADDRESS/Seller_address_line_3',
      '/SELLER/Seller_trading_name',
    ]);
    expect(removed.BuyerInformationView).toEqual([
      { bt: 'BT-46', pointer: '/BUYER/Buyer_identifier', screen: 'BuyerInformationView' },
    ]);
    expect(removed.SellerTaxRepresentativePartyInformationView).toEqual([
      {
        bt: 'BG-11',
        pointer: '/SELLER_TAX_REPRESENTATIVE_PARTY',
        screen: 'SellerTaxRepresentativePartyInformationView',
      },
    ]);
    expect(removed.DocumentTotalsView).toEqual([
      { bt: 'BG-DEX-09', pointer: '/THIRD_PARTY_PAYMENT', screen: 'DocumentTotalsView' },
    ]);
    expect(removed.InvoiceLines.map((r: Any) => r.pointer)).toEqual([
      '/INVOICE_LINE/0/Invoice_line_note',
      '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_base_quantity',
      '/INVOICE_LINE/1/ITEM_INFORMATION/Item_country_of_origin',
    ]);
  });

  it.each([
    [
      'with the base quantity',
      { Item_price_base_quantity: 2, Item_price_base_quantity_unit_of_measure_code: 'H87' },
    ],
    ['without a base quantity', { Item_price_base_quantity_unit_of_measure_code: 'H87' }],
  ])('removes the base quantity unit BT-150 %s (BT-149 removed)', (_, price) => {
    const { invoice, removed } = toEasyMode({
      INVOICE_LINE: [{ Invoiced_quantity: 2, PRICE_DETAILS: { Item_net_price: 5, ...price } }],
    } as Invoice) as { invoice: Any; removed: Any };
    expect(invoice.INVOICE_LINE[0].PRICE_DETAILS).toEqual({ Item_net_price: 5 });
    expect(removed.InvoiceLines.filter((r: Any) => r.bt === 'BT-150')).toEqual([
      {
        bt: 'BT-150',
        pointer: '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_base_quantity_unit_of_measure_code',
        screen: 'InvoiceLines',
      },
    ]);
  });

  it('replaces a card payment by an empty credit transfer', () => {
    const { invoice, removed } = toEasyMode({
      PAYMENT_INSTRUCTIONS: {
        Payment_means_type_code: '48',
        PAYMENT_CARD_INFORMATION: { Payment_card_primary_account_number: '1234' },
      },
    } as Invoice) as { invoice: Any; removed: Any };
    expect(invoice.PAYMENT_INSTRUCTIONS).toEqual({
      Payment_means_type_code: '58',
      Payment_means_text: 'SEPA-Überweisung',
      CREDIT_TRANSFER: [{}],
    });
    expect(removed.PaymentDataView).toEqual([
      { bt: 'BG-18', pointer: '/PAYMENT_INSTRUCTIONS/PAYMENT_CARD_INFORMATION', screen: 'PaymentDataView' },
    ]);
  });

  it('removes nothing from an easy-mode invoice', () => {
    expect(toEasyMode({ Buyer_reference: 'x', INVOICE_LINE: [{}] } as Invoice).removed).toEqual({});
  });
});

describe('payment type switch', () => {
  it.each([
    ['58', 'creditTransfer'],
    ['30', 'creditTransferNonSepa'],
    ['59', 'directDebit'],
    ['49', 'directDebitNonSepa'],
    ['48', 'card'],
    ['97', 'directDebit'],
  ])('code %s opens as %s', (code, type) => expect(paymentTypeOf(code)).toBe(type));

  it('removes the other sub-blocks and sets code and text', () => {
    const invoice = {
      PAYMENT_INSTRUCTIONS: {
        Payment_means_type_code: '58',
        CREDIT_TRANSFER: [{ Payment_account_identifier: 'X' }],
        PAYMENT_CARD_INFORMATION: {},
      },
    };
    expect(switchPaymentType(invoice, 'directDebit').PAYMENT_INSTRUCTIONS).toEqual({
      Payment_means_type_code: '59',
      Payment_means_text: 'SEPA-Lastschrift',
      DIRECT_DEBIT: {},
    });
    expect(switchPaymentType(invoice, 'creditTransferNonSepa').PAYMENT_INSTRUCTIONS).toEqual({
      Payment_means_type_code: '30',
      Payment_means_text: 'Überweisung (nicht SEPA)',
      CREDIT_TRANSFER: [{ Payment_account_identifier: 'X' }],
    });
    expect(switchPaymentType({}, 'creditTransfer')).toEqual({
      PAYMENT_INSTRUCTIONS: {
        Payment_means_type_code: '58',
        Payment_means_text: 'SEPA-Überweisung',
        CREDIT_TRANSFER: [{}],
      },
    });
    // in the language of the one who writes the invoice
    expect(
      (switchPaymentType({}, 'creditTransfer', 'en') as Any).PAYMENT_INSTRUCTIONS.Payment_means_text,
    ).toBe('SEPA credit transfer');
  });

  it('a default payment text reads in the document language; a text of its own stays as written', () => {
    expect(paymentTextIn('58', 'SEPA-Überweisung', 'en')).toBe('SEPA credit transfer');
    expect(paymentTextIn('58', 'SEPA credit transfer', 'de')).toBe('SEPA-Überweisung');
    expect(paymentTextIn('59', 'SEPA-Überweisung', 'en')).toBe('SEPA-Überweisung');
    expect(paymentTextIn('58', 'Überweisung auf unser Konto', 'en')).toBe('Überweisung auf unser Konto');
  });

  it('master data: to direct debit clears the debit fields, to credit transfer empties the accounts', () => {
    const md = {
      Payment_means_type_code: '58',
      CREDIT_TRANSFER: [{ Payment_account_identifier: 'X' }],
      Mandate_reference_identifier: 'M',
    };
    expect(switchMasterDataPaymentType(md, 'directDebit')).toEqual({ Payment_means_type_code: '59' });
    expect(switchMasterDataPaymentType(md, 'creditTransfer')).toEqual({
      Payment_means_type_code: '58',
      CREDIT_TRANSFER: [],
    });
  });
});

describe('master data transfer', () => {
  const md = {
    Seller_name: 'ACME GmbH',
    Seller_electronic_address: 'rechnung@acme.de',
    Seller_city: 'Bremen',
    Seller_post_code: '28195',
    Seller_contact_point: 'Anna',
    Seller_VAT_identifier: 'DE123456789',
    Payment_terms: '30 Tage',
    Payment_means_type_code: '58',
    CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE02120300000000202051' }],
  };

  it('overwrites the seller and keeps what master data does not hold', () => {
    const out: Any = transferMasterData(
      { SELLER: { Seller_name: 'Old', Seller_trading_name: 'T', Seller_tax_registration_identifier: 'X' } },
      md,
      { seller: true },
    );
    expect(out.SELLER).toEqual({
      Seller_name: 'ACME GmbH',
      Seller_trading_name: 'T',
      Seller_electronic_address: { Content: 'rechnung@acme.de', Scheme_identifier: 'EM' },
      Seller_VAT_identifier: 'DE123456789',
      SELLER_POSTAL_ADDRESS: { Seller_post_code: '28195', Seller_city: 'Bremen', Seller_country_code: 'DE' },
      SELLER_CONTACT: { Seller_contact_point: 'Anna' },
    });
    expect(out.PAYMENT_INSTRUCTIONS).toBeUndefined();
  });

  it('overwrites payment terms, means and accounts', () => {
    const out: Any = transferMasterData(
      {
        PAYMENT_INSTRUCTIONS: {
          Payment_means_type_code: '59',
          DIRECT_DEBIT: { Mandate_reference_identifier: 'M' },
        },
      },
      md,
      { payment: true },
    );
    expect(out.Payment_terms).toBe('30 Tage');
    expect(out.PAYMENT_INSTRUCTIONS).toEqual({
      Payment_means_type_code: '58',
      Payment_means_text: 'SEPA-Überweisung',
      CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE02120300000000202051' }],
    });
    expect(out.SELLER).toBeUndefined();
  });
});

describe('invoice type change', () => {
  const invoice = {
    Invoice_type_code: '380',
    ADDITIONAL_SUPPORTING_DOCUMENTS: [
      {
        Supporting_document_reference: 'A',
        Attached_document: { Filename: 'a.xml', Mime_Code: 'application/xml', Content: 'PGE+' },
      },
      {
        Supporting_document_reference: 'B',
        Attached_document: { Filename: 'b.pdf', Mime_Code: 'application/pdf', Content: 'JVBE' },
      },
    ],
    THIRD_PARTY_PAYMENT: [{ Third_party_payment_amount: 1 }],
  };

  it('lists XML attachments and third-party payments a credit note cannot carry', () => {
    const { invoice: out, conflicts } = changeInvoiceType(invoice, '381');
    expect(conflicts).toEqual({
      xmlAttachments: ['/ADDITIONAL_SUPPORTING_DOCUMENTS/0'],
      thirdPartyPayments: true,
    });
    expect((out as Any).Invoice_type_code).toBe('381');
    expect((out as Any).THIRD_PARTY_PAYMENT).toHaveLength(1);
  });

  it('removes them when the user confirmed', () => {
    const { invoice: out } = changeInvoiceType(invoice, '381', true) as { invoice: Any };
    expect(out.ADDITIONAL_SUPPORTING_DOCUMENTS.map((d: Any) => d.Supporting_document_reference)).toEqual([
      'B',
    ]);
    expect(out.THIRD_PARTY_PAYMENT).toBeUndefined();
  });

  it('has no conflict for a type that allows them', () => {
    expect(changeInvoiceType(invoice, '326').conflicts).toEqual({
      xmlAttachments: [],
      thirdPartyPayments: false,
    });
  });
});

describe('VAT category corrections', () => {
  it("'not subject to VAT' removes the tax representative and both VAT ids", () => {
    const out = applyNotSubjectToVat({
      SELLER: { Seller_name: 'S', Seller_VAT_identifier: 'DE1' },
      BUYER: { Buyer_VAT_identifier: 'DE2' },
      SELLER_TAX_REPRESENTATIVE_PARTY: { Seller_tax_representative_name: 'R' },
    });
    expect(out).toEqual({ SELLER: { Seller_name: 'S' }, BUYER: {} });
  });

  it("'intra-community supply' names what is missing", () => {
    expect(intraCommunitySupplyMissing({})).toEqual([
      '/SELLER/Seller_VAT_identifier',
      '/BUYER/Buyer_VAT_identifier',
      '/DELIVERY_INFORMATION/Actual_delivery_date',
      '/DELIVERY_INFORMATION/DELIVER_TO_ADDRESS/Deliver_to_country_code',
    ]);
    expect(
      intraCommunitySupplyMissing({
        SELLER_TAX_REPRESENTATIVE_PARTY: { Seller_tax_representative_VAT_identifier: 'DE1' },
        BUYER: { Buyer_VAT_identifier: 'FR1' },
        DELIVERY_INFORMATION: {
          Actual_delivery_date: '2026-01-01',
          DELIVER_TO_ADDRESS: { Deliver_to_country_code: 'FR' },
        },
      }),
    ).toEqual([]);
  });

  it('locks rows in use and corrects duplicates', () => {
    const invoice = {
      INVOICE_LINE: [
        { LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 7 } },
      ],
      VAT_BREAKDOWN: [
        { VAT_category_code: 'S', VAT_category_rate: 19 },
        { VAT_category_code: 'S', VAT_category_rate: 7 },
        { VAT_category_code: 'S', VAT_category_rate: 7.0 },
      ],
    };
    expect(vatRowLocked(invoice, 0)).toBe(false);
    expect(vatRowLocked(invoice, 1)).toBe(true);
    expect(correctDuplicateVatRows(invoice).VAT_BREAKDOWN).toHaveLength(2);
  });
});
