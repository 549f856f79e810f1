/**
 * The invoice XML inside a ZUGFeRD / Factur-X PDF, taken out in this browser by @xr/xml's PDF
 * reader (the one the server's import uses): its bytes, or undefined when the PDF holds none.
 */
import { pdfInvoiceXml } from '@xr/xml/src/reader/pdf-attachment';

/** As many name-tree nodes as the server's import reads (server/src/limits/import.ts). */
const MAX_NAME_NODES = 1000;

export async function embeddedXml(pdf: Uint8Array): Promise<ArrayBuffer | undefined> {
  try {
    const text = await pdfInvoiceXml(pdf, {
      maxNameNodes: MAX_NAME_NODES,
      noInvoice: () => new Error('no invoice XML in the PDF'),
      tooComplex: () => new Error('the PDF is too complex'),
    });
    return new TextEncoder().encode(text).buffer as ArrayBuffer;
  } catch {
    return undefined;
  }
}
