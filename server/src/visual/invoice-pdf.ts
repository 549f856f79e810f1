/**
 * `invoicePdf(invoice, options)`: the PDF of an invoice (any state, drafts too) in the reader's
 * language; with `facturX` it is a ZUGFeRD / Factur-X hybrid invoice (PDF/A-3 with the CII XML
 * embedded, see facturx.ts). Runs in a worker thread (job `pdf`).
 */
import { invoiceDocument, type VisualLocale } from '@xr/rules';
import { type FacturXOptions, makeFacturX } from './facturx';
import { type Branding, layoutInvoice } from './pdf-invoice';

export const PRODUCER = 'XR Web Capture';

export interface PdfOptions {
  locale: VisualLocale;
  branding?: Branding;
  facturX?: FacturXOptions;
  /** The document's date (tests pass a fixed one). */
  now?: Date;
}

export async function invoicePdf(invoice: unknown, options: PdfOptions): Promise<Uint8Array> {
  const doc = invoiceDocument(invoice, options.locale);
  const pdf = await layoutInvoice(doc, options.branding);
  const number = doc.facts[0]?.value ?? '';
  const now = options.now ?? new Date();
  const meta = {
    title: [doc.title, number].filter(Boolean).join(' '),
    author: doc.letterhead.name,
    subject: doc.title,
    now,
  };
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  pdf.setLanguage(options.locale === 'de' ? 'de-DE' : 'en-GB');
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  if (options.facturX) await makeFacturX(pdf, options.facturX, meta);
  return pdf.save({ useObjectStreams: !options.facturX });
}
