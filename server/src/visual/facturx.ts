/**
 * Turns the laid-out invoice PDF into a ZUGFeRD 2 / Factur-X hybrid invoice: PDF/A-3b with the
 * CII XML embedded as `factur-x.xml` (AFRelationship Alternative, listed in the catalogue's AF
 * array), the XMP metadata with the Factur-X extension schema (xmp.ts), an output intent with an
 * sRGB profile (srgb-icc.ts) and a document id. Fonts are embedded by the layout already.
 */
import { createHash } from 'node:crypto';
import { AFRelationship, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { srgbIccProfile } from './srgb-icc';
import { facturXXmp } from './xmp';

export const FACTURX_FILE = 'factur-x.xml';
export type FacturXProfile = 'EN 16931' | 'XRECHNUNG';

export interface FacturXOptions {
  /** The CII XML (CrossIndustryInvoice) of the invoice. */
  xml: string;
  profile: FacturXProfile;
}

export async function makeFacturX(
  pdf: PDFDocument,
  fx: FacturXOptions,
  meta: { title: string; author: string; subject: string; now: Date },
): Promise<void> {
  const xml = new TextEncoder().encode(fx.xml);
  await pdf.attach(xml, FACTURX_FILE, {
    mimeType: 'text/xml',
    description: `Factur-X ${fx.profile}`,
    creationDate: meta.now,
    modificationDate: meta.now,
    afRelationship: AFRelationship.Alternative,
  });
  const ctx = pdf.context;
  const xmp = facturXXmp({
    ...meta,
    producer: 'XR Web Capture',
    fileName: FACTURX_FILE,
    documentType: 'INVOICE',
    version: '1.0',
    conformanceLevel: fx.profile,
  });
  const metadata = ctx.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), ctx.register(metadata));
  const icc = ctx.flateStream(srgbIccProfile(), { N: 3 });
  const intent = ctx.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: ctx.register(icc),
  });
  pdf.catalog.set(PDFName.of('OutputIntents'), ctx.obj([ctx.register(intent)]));
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of('UseAttachments'));
  const id = createHash('md5').update(xml).update(meta.now.toISOString()).digest('hex');
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}

export { PDFDocument };
