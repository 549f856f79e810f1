import { describe, expect, it } from 'vitest';
import { deriveInvoice } from './derive';

const sent = {
  Invoice_number: { Content: 'RE-2026-0007' },
  Invoice_issue_date: '2026-03-01',
  Payment_due_date: '2026-03-31',
  Invoice_type_code: '380',
  ADDITIONAL_SUPPORTING_DOCUMENTS: [
    { Supporting_document_reference: 'A', Attached_document: { Content: 'AAAA', Filename: 'a.pdf' } },
  ],
  INVOICE_LINE: [{ Invoice_line_identifier: '1', Invoiced_quantity: 2 }],
};

describe('invoices made from a stored one', () => {
  it('a copy gets the new number and today, not the attachments', () => {
    const copy = deriveInvoice(sent, 'copy', 'RE-2026-0008', '2026-11-24');
    expect(copy.Invoice_number.Content).toBe('RE-2026-0008');
    expect(copy.Invoice_issue_date).toBe('2026-11-24');
    expect(copy.Payment_due_date).toBeUndefined();
    expect(copy.Invoice_type_code).toBe('380');
    expect(copy.ADDITIONAL_SUPPORTING_DOCUMENTS[0]).toEqual({ Supporting_document_reference: 'A' });
    expect(copy.PRECEDING_INVOICE_REFERENCE).toBeUndefined();
  });

  it('a credit note (381) and a correction (384) reference the sent invoice and keep its lines', () => {
    const credit = deriveInvoice(sent, 'creditNote', 'RE-2026-0009', '2026-11-24');
    expect(credit.Invoice_type_code).toBe('381');
    expect(credit.PRECEDING_INVOICE_REFERENCE).toEqual([
      { Preceding_Invoice_reference: 'RE-2026-0007', Preceding_Invoice_issue_date: '2026-03-01' },
    ]);
    expect(credit.INVOICE_LINE).toEqual(sent.INVOICE_LINE);
    expect(deriveInvoice(sent, 'correction', 'X', '2026-11-24').Invoice_type_code).toBe('384');
  });

  it("a credit note copies neither the payment terms, the remittance text nor the seller's account", () => {
    const withPayment = {
      ...sent,
      Payment_terms: 'Zahlbar innerhalb von 14 Tagen',
      PAYMENT_INSTRUCTIONS: {
        Payment_means_type_code: '58',
        Remittance_information: 'Bitte Rechnungsnummer angeben',
        CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE02120300000000202051' }],
      },
    };
    const credit = deriveInvoice(withPayment, 'creditNote', '', '2026-11-24');
    expect(credit.Payment_terms).toBeUndefined();
    expect(credit.PAYMENT_INSTRUCTIONS).toEqual({ Payment_means_type_code: '58', CREDIT_TRANSFER: [{}] });
    // a correction is still an invoice: it keeps them
    const correction = deriveInvoice(withPayment, 'correction', '', '2026-11-24');
    expect(correction.Payment_terms).toBe('Zahlbar innerhalb von 14 Tagen');
    expect(correction.PAYMENT_INSTRUCTIONS).toEqual(withPayment.PAYMENT_INSTRUCTIONS);
  });
});
