/**
 * Invoices made from a stored one: a copy (next number, today's date, attachments not copied), a
 * credit note (381) and a corrected invoice (384) of a sent invoice, which reference it as the
 * preceding invoice (BG-3) and keep its lines. Pure functions over the plain invoice model.
 */
// biome-ignore lint/suspicious/noExplicitAny: invoice JSON
type Json = Record<string, any>;

export type DerivedKind = 'copy' | 'creditNote' | 'correction';

export const TYPE_OF_DERIVED: Record<Exclude<DerivedKind, 'copy'>, string> = {
  creditNote: '381',
  correction: '384',
};

/** Removes the attached files of every supporting document (references and descriptions stay). */
export function withoutAttachments(invoice: Json): Json {
  const docs = invoice.ADDITIONAL_SUPPORTING_DOCUMENTS;
  if (!Array.isArray(docs)) return invoice;
  return {
    ...invoice,
    ADDITIONAL_SUPPORTING_DOCUMENTS: docs.map(({ Attached_document: _dropped, ...rest }) => rest),
  };
}

/** The new invoice of `kind` made from `source`, with its own number and issue date. */
export function deriveInvoice(source: Json, kind: DerivedKind, invoiceNumber: string, today: string): Json {
  const {
    Invoice_number: _n,
    Invoice_issue_date: _d,
    Payment_due_date: _due,
    ...rest
  } = withoutAttachments(source);
  const next: Json = {
    ...rest,
    Invoice_number: { ...(source.Invoice_number ?? {}), Content: invoiceNumber },
    Invoice_issue_date: today,
  };
  if (kind === 'copy') return next;
  next.Invoice_type_code = TYPE_OF_DERIVED[kind];
  // a credit note is refunded: the invoice's payment terms, its remittance text and the seller's
  // own account do not belong on it (the account the refund goes to is asked for in the editor)
  if (kind === 'creditNote') {
    delete next.Payment_terms;
    if (next.PAYMENT_INSTRUCTIONS) {
      const { Remittance_information: _r, ...payment } = next.PAYMENT_INSTRUCTIONS;
      next.PAYMENT_INSTRUCTIONS = {
        ...payment,
        ...(payment.CREDIT_TRANSFER ? { CREDIT_TRANSFER: [{}] } : {}),
      };
    }
  }
  next.PRECEDING_INVOICE_REFERENCE = [
    {
      Preceding_Invoice_reference: source.Invoice_number?.Content ?? '',
      ...(source.Invoice_issue_date ? { Preceding_Invoice_issue_date: source.Invoice_issue_date } : {}),
    },
  ];
  return next;
}
