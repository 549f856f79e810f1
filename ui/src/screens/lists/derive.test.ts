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
});
