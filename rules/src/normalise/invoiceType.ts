import { copy, isObj, list, type Obj } from './json';

/**
 * Invoice types that may carry XML attachments and third-party payments (the XRechnung
 * extension, UBL Invoice only). The spec leaves the set open; credit notes (381) cannot: the UBL
 * CreditNote has no place for them in the extension.
 */
export const EXTENSION_INVOICE_TYPES = ['', '326', '380', '384', '389', '875', '876', '877'];

const XML_MIME = ['application/xml', 'text/xml'];

export function isXmlAttachment(document: Obj): boolean {
  const file = isObj(document.Attached_document) ? document.Attached_document : undefined;
  if (!file) return false;
  return (
    XML_MIME.includes(String(file.Mime_Code ?? '').toLowerCase()) ||
    /\.xml$/i.test(String(file.Filename ?? ''))
  );
}

export interface TypeChangeConflicts {
  /** Pointers of supporting documents with an XML attachment. */
  xmlAttachments: string[];
  thirdPartyPayments: boolean;
}

/** What the new type does not allow (the user is asked to delete it). */
export function invoiceTypeConflicts(invoice: unknown, newType: string): TypeChangeConflicts {
  if (EXTENSION_INVOICE_TYPES.includes(newType)) return { xmlAttachments: [], thirdPartyPayments: false };
  const xmlAttachments: string[] = [];
  list(invoice, 'ADDITIONAL_SUPPORTING_DOCUMENTS').forEach((doc, i) => {
    if (isXmlAttachment(doc)) xmlAttachments.push(`/ADDITIONAL_SUPPORTING_DOCUMENTS/${i}`);
  });
  return { xmlAttachments, thirdPartyPayments: list(invoice, 'THIRD_PARTY_PAYMENT').length > 0 };
}

/**
 * Invoice type change: sets the code; with `removeConflicts` (the user confirmed) the XML
 * attachments and third-party payments the new type does not allow are removed. New invoice.
 */
export function changeInvoiceType<T>(
  invoice: T,
  newType: string,
  removeConflicts = false,
): { invoice: T; conflicts: TypeChangeConflicts } {
  const out = copy(invoice) as Obj;
  const conflicts = invoiceTypeConflicts(out, newType);
  if (newType === '') delete out.Invoice_type_code;
  else out.Invoice_type_code = newType;
  if (removeConflicts) {
    if (Array.isArray(out.ADDITIONAL_SUPPORTING_DOCUMENTS) && conflicts.xmlAttachments.length > 0)
      out.ADDITIONAL_SUPPORTING_DOCUMENTS = out.ADDITIONAL_SUPPORTING_DOCUMENTS.filter(
        (d) => !(isObj(d) && isXmlAttachment(d)),
      );
    if (conflicts.thirdPartyPayments) delete out.THIRD_PARTY_PAYMENT;
  }
  return { invoice: out as T, conflicts };
}
