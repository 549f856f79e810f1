import { describe, expect, it } from 'vitest';
import { evaluate, screenOf, screenValidity } from '../index';

describe('screens', () => {
  it.each([
    ['/Invoice_number', 'DataView'],
    ['/PRECEDING_INVOICE_REFERENCE/0/Preceding_Invoice_reference', 'DataView'],
    ['/SELLER/SELLER_CONTACT/Seller_contact_point', 'SellerInformationView'],
    ['/PAYEE/Payee_name', 'SellerInformationView'],
    ['/BUYER/Buyer_name', 'BuyerInformationView'],
    ['/INVOICE_LINE/7/PRICE_DETAILS/Item_net_price', 'InvoiceLines'],
    ['/THIRD_PARTY_PAYMENT/0', 'DocumentTotalsView'],
    ['/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER/0/Payment_account_identifier', 'PaymentDataView'],
    ['/VAT_BREAKDOWN/1/VAT_category_rate', 'VatBreakdownView'],
    ['', 'DataView'],
  ])('%s is on %s', (pointer, screen) => expect(screenOf(pointer)).toBe(screen));

  it('a screen is invalid when one of its findings is an error, warnings do not count', () => {
    const findings = evaluate(
      { Buyer_reference: '04011000-12345-04', SELLER: { Seller_name: 'S' }, BUYER: {} },
      { profile: 'editor', today: '2026-01-01' },
    );
    const validity = screenValidity(findings);
    expect(validity.BuyerInformationView).toBe(false); // buyer name missing
    expect(validity.AdditionalSupportingDocumentsView).toBe(true);
    expect(findings.some((f) => f.ruleId === 'FIELD-leitwegIdCheckDigits' && f.severity === 'warning')).toBe(
      true,
    );
  });
});
