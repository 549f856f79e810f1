import { invoiceDocument } from '@xr/rules';
import { describe, expect, it } from 'vitest';
import { transferLetterTexts, transferPayment, transferSeller } from './masterDataTransfer';

const md = {
  Seller_name: 'Muster GmbH',
  Seller_electronic_address: 'rechnung@muster.example',
  Seller_address_line_1: 'Hauptstr. 1',
  Seller_post_code: '10115',
  Seller_city: 'Berlin',
  Seller_VAT_identifier: 'DE123456789',
  Payment_means_type_code: '58',
  CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE02120300000000202051' }],
};

describe('master data transfer', () => {
  it("replaces an e-order's seller identifiers by the master data's", () => {
    const fromOrder = {
      SELLER: {
        Seller_name: 'Aus Bestellung',
        Seller_identifier: [{ Content: '4000001000005', Scheme_identifier: '0088' }],
        Seller_legal_registration_identifier: 'HRB 1',
      },
    };
    const seller = transferSeller(fromOrder, md).SELLER;
    expect(seller.Seller_name).toBe('Muster GmbH');
    expect(seller.Seller_identifier).toBeUndefined();
    expect(seller.Seller_legal_registration_identifier).toBeUndefined();
    expect(seller.Seller_VAT_identifier).toBe('DE123456789');
    expect(seller.SELLER_POSTAL_ADDRESS).toMatchObject({ Seller_city: 'Berlin', Seller_country_code: 'DE' });
  });

  it("takes the master data's register number and seller identifier (a seller without VAT id)", () => {
    const { Seller_VAT_identifier: _, ...noVatId } = md;
    const seller = transferSeller(
      {},
      { ...noVatId, Seller_legal_registration_identifier: 'HRB 12345', Seller_identifier: 'L-4711' },
    ).SELLER;
    expect(seller.Seller_VAT_identifier).toBeUndefined();
    expect(seller.Seller_legal_registration_identifier).toBe('HRB 12345');
    expect(seller.Seller_identifier).toMatchObject([{ Content: 'L-4711' }]);
  });

  it('takes the payment means and accounts', () => {
    const next = transferPayment({}, md);
    expect(next.PAYMENT_INSTRUCTIONS.Payment_means_type_code).toBe('58');
    expect(next.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER[0].Payment_account_identifier).toBe(
      'DE02120300000000202051',
    );
  });

  it('a new invoice takes the default introduction and closing text; the preview shows them', () => {
    const defaults = { ...md, Introduction_text: 'Guten Tag,', Closing_text: 'Vielen Dank!' };
    const invoice = transferLetterTexts({ Invoice_type_code: '380' }, defaults);
    expect(invoice).toMatchObject({ Introduction_text: 'Guten Tag,', Closing_text: 'Vielen Dank!' });
    // without defaults nothing is set, and an invoice's own texts are not overwritten by nothing
    expect(transferLetterTexts({ Closing_text: 'Eigener Text' }, md)).toEqual({
      Closing_text: 'Eigener Text',
    });
    const doc = invoiceDocument(invoice, 'de');
    expect([doc.introduction, doc.closing]).toEqual(['Guten Tag,', 'Vielen Dank!']);
  });
});
