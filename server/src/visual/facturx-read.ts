/**
 * Reading a ZUGFeRD / Factur-X (or XRechnung-in-PDF) hybrid invoice: @xr/xml's pdf-attachment.ts
 * finds the embedded invoice XML (by its standard name, else the only XML file embedded), here
 * with the server's errors and limits. The import then treats it like any CII (or UBL) file. A PDF without one
 * is refused with a message that says so.
 * Bounded work (issue 30): every stream is inflated under the import's size limit, and the name
 * tree's nodes are each visited once, at most MAX_PDF_NAME_NODES of them (a tree that refers to
 * itself is read in a moment, not for the job's whole time limit).
 */
import { isPdf, pdfInvoiceXml } from '@xr/xml/src/reader/pdf-attachment';
import { ApiError } from '../errors/api-error';
import { MAX_IMPORT_BYTES, MAX_PDF_NAME_NODES } from '../limits/import';
import { withInflateLimit } from './pdf-inflate-limit';

export { isPdf };

/**
 * The embedded invoice XML's text; ApiError `import.error.pdf` when the PDF has none,
 * `import.error.tooLarge` when a stream inflates beyond `maxBytes`.
 */
export function embeddedInvoiceXml(pdf: Uint8Array, maxBytes = MAX_IMPORT_BYTES): Promise<string> {
  return withInflateLimit(maxBytes, () =>
    pdfInvoiceXml(pdf, {
      maxNameNodes: MAX_PDF_NAME_NODES,
      noInvoice: () => new ApiError('import.error.pdf'),
      tooComplex: () =>
        new ApiError('import.error.tooComplex', { maxDepth: 20, maxElements: MAX_PDF_NAME_NODES }),
      ownError: (err) => err instanceof ApiError,
    }),
  );
}
