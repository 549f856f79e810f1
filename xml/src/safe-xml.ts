/**
 * Safe XML input: runs BEFORE any XML parser that could expand entities. Refuses files over
 * 50 MB, bytes that are not text in their encoding, and empty files (`checkedText`); the import's
 * parser (reader/parse-tree.ts) refuses any DOCTYPE as it meets it (so no external entities and no
 * entity expansion can ever happen) and a document element that is not one of the expected kinds.
 * Texts of spec §8: 'Die Datei kann nicht importiert werden', wrong date format (yyyy-MM-dd).
 */
import { decodeXml } from './decode-xml';
import { XmlError } from './errors';

export const MAX_XML_BYTES = 50 * 1024 * 1024;

export type RootKind = 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice' | 'Order';

/** The document elements of an invoice: UBL Invoice, UBL CreditNote, CII. */
export const invoiceRoots: readonly RootKind[] = ['Invoice', 'CreditNote', 'CrossIndustryInvoice'];

const rootNamespaces: Record<RootKind, string> = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  CrossIndustryInvoice: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  Order: 'urn:oasis:names:specification:ubl:schema:xsd:Order-2',
};

/** Message keys (server error catalogue) and the spec's German texts. */
export const importMessages = {
  technical: { key: 'import.error.technical', text: 'Die Datei kann nicht importiert werden' },
  tooLarge: {
    key: 'import.error.tooLarge',
    text: 'Die Datei kann nicht importiert werden: sie ist größer als 50 MB.',
  },
  dateFormat: { key: 'import.error.dateFormat', text: 'Falsches Datumsformat (yyyy-MM-dd erwartet)' },
} as const;

export function importError(which: keyof typeof importMessages, detail: string): XmlError {
  const { key, text } = importMessages[which];
  return new XmlError(key, text, detail);
}

function decode(bytes: Uint8Array): string {
  try {
    return decodeXml(bytes);
  } catch (e) {
    throw importError('technical', (e as Error).message);
  }
}

/** A DOCTYPE is refused before any parser reads past it: no DTDs, no entity declarations. */
export function doctypeRefused(): XmlError {
  return importError('technical', 'a DOCTYPE is not accepted (no DTDs, no entity declarations)');
}

/** The kind of a document element (namespace URI, local name), refused unless `allowed`. */
export function rootKind(uri: string, local: string, allowed: readonly RootKind[]): RootKind {
  const kind = (Object.keys(rootNamespaces) as RootKind[]).find(
    (k) => k === local && rootNamespaces[k] === uri,
  );
  if (!kind) throw importError('technical', `unexpected document element {${uri}}${local}`);
  if (!allowed.includes(kind))
    throw importError('technical', `a ${kind} is not accepted here (expected ${allowed.join(', ')})`);
  return kind;
}

/** The UTF-8 size of a text: Node's own count where there is one, else the encoder's (the browser). */
const utf8Length = (text: string): number =>
  typeof Buffer === 'undefined' ? new TextEncoder().encode(text).byteLength : Buffer.byteLength(text, 'utf8');

/**
 * Size (at most 50 MB) and encoding checked, a byte order mark dropped, not empty: the text a
 * parser that refuses a DOCTYPE (`doctypeRefused`) may read.
 */
export function checkedText(input: string | Uint8Array): string {
  const size = typeof input === 'string' ? utf8Length(input) : input.byteLength;
  if (size > MAX_XML_BYTES) throw importError('tooLarge', `${size} bytes, at most ${MAX_XML_BYTES} allowed`);
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decode(input);
  if (text.trim() === '') throw importError('technical', 'the file is empty');
  return text;
}
