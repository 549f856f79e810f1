/**
 * The invoice XML embedded in a ZUGFeRD / Factur-X (or XRechnung-in-PDF) hybrid invoice, found
 * among the PDF's embedded files by its standard name (factur-x.xml, zugferd-invoice.xml,
 * xrechnung.xml), else the only XML file embedded; of several, the 2.x invoice before a ZUGFeRD 1.0
 * one. pdf-lib reads it, in Node and in the browser alike. The name tree's nodes are each visited
 * once, at most `maxNameNodes` of them (a tree that refers to itself is read in a moment).
 * The caller names its errors (the server: its API errors, with a byte limit on inflating).
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

const NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

export const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;

export interface PdfReadOptions {
  maxNameNodes: number;
  /** The PDF holds no invoice XML (or cannot be read). */
  noInvoice: () => Error;
  /** The name tree is deeper than 20 or has more than `maxNameNodes` nodes. */
  tooComplex: () => Error;
  /** An error of the caller's own (thrown while reading, e.g. a size limit): passed on as it is. */
  ownError?: (err: unknown) => boolean;
}

type Files = Map<string, PDFDict>;

/** The name tree is too deep or too large (turned into the caller's `tooComplex`). */
class TooComplex extends Error {}

function collect(node: PDFDict | undefined, files: Files, seen: Set<PDFDict>, o: PdfReadOptions, depth = 0) {
  if (!node || depth > 20 || seen.has(node)) return;
  seen.add(node);
  if (seen.size > o.maxNameNodes) throw new TooComplex();
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (names)
    for (let i = 0; i + 1 < names.size(); i += 2) {
      const key = names.lookup(i);
      const spec = names.lookup(i + 1);
      const name = key instanceof PDFString || key instanceof PDFHexString ? key.decodeText() : '';
      if (spec instanceof PDFDict) files.set(name, spec);
    }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  if (kids) for (let i = 0; i < kids.size(); i++) collect(kids.lookup(i, PDFDict), files, seen, o, depth + 1);
}

function fileBytes(spec: PDFDict): Uint8Array | null {
  const ef = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
  const stream = ef?.lookup(PDFName.of('F')) ?? ef?.lookup(PDFName.of('UF'));
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : null;
}

/** The file's bytes; null for an unknown filter or broken compressed data (no invoice to read). */
function readableBytes(spec: PDFDict, o: PdfReadOptions): Uint8Array | null {
  try {
    return fileBytes(spec);
  } catch (err) {
    if (o.ownError?.(err)) throw err;
    return null;
  }
}

/** The embedded invoice XML's text; throws the caller's `noInvoice` when the PDF has none. */
export async function pdfInvoiceXml(pdf: Uint8Array, o: PdfReadOptions): Promise<string> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  } catch (err) {
    if (o.ownError?.(err)) throw err;
    throw o.noInvoice();
  }
  const files: Files = new Map();
  try {
    // a truncated or damaged PDF loads without a catalog: it holds no invoice either
    const names = doc.catalog?.lookupMaybe(PDFName.of('Names'), PDFDict);
    collect(names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict), files, new Set(), o);
  } catch (err) {
    if (err instanceof TooComplex) throw o.tooComplex();
    if (o.ownError?.(err)) throw err;
    throw o.noInvoice();
  }
  // every embedded XML file; a 2.x invoice (CII CrossIndustryInvoice, UBL) before a ZUGFeRD 1.0 one
  // (CrossIndustryDocument, also named ZUGFeRD-invoice.xml), then by standard name
  const xmls = [...files.entries()]
    .filter(([n]) => n.toLowerCase().endsWith('.xml'))
    .map(([name, spec]) => {
      const bytes = readableBytes(spec, o);
      return { name: name.toLowerCase(), text: bytes ? new TextDecoder('utf-8').decode(bytes) : null };
    })
    .filter((x): x is { name: string; text: string } => x.text !== null);
  const rank = (x: { name: string; text: string }) =>
    (isInvoice2(x.text) ? 0 : 10) + (NAMES.includes(x.name) ? NAMES.indexOf(x.name) : 5);
  const chosen = [...xmls].sort((a, b) => rank(a) - rank(b))[0];
  if (!chosen || (!NAMES.includes(chosen.name) && xmls.length > 1 && !isInvoice2(chosen.text)))
    throw o.noInvoice();
  return chosen.text;
}

/** A CII (2.x, Factur-X) or UBL invoice, not a ZUGFeRD 1.0 CrossIndustryDocument. */
function isInvoice2(text: string): boolean {
  const root = /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(text)?.[1];
  return root === 'CrossIndustryInvoice' || root === 'Invoice' || root === 'CreditNote';
}
