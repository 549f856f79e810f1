/**
 * Why a file cannot be imported, in words a user understands: a PDF, another binary file, plain
 * text, XML that is not well-formed (with line and column), a DOCTYPE, XML that is not an
 * invoice (naming its document element) or an order where an invoice is expected. The answer
 * keeps the spec's code IMPORT_TECHNICAL_ERROR; the catalogue key names the reason.
 */
import { decodeXml, EncodingError } from '@xr/xml/src/decode-xml';
import { ApiError } from '../../errors/api-error';

export type ImportReason =
  | 'import.error.pdf'
  | 'import.error.binary'
  | 'import.error.binaryOrder'
  | 'import.error.notXml'
  | 'import.error.notWellFormed'
  | 'import.error.doctype'
  | 'import.error.notInvoice'
  | 'import.error.namespace'
  | 'import.error.wrongKind';

/** What the first bytes say about a file that is not XML (undefined when it may be XML). */
export function sniff(text: string): ImportReason | undefined {
  const head = text.slice(0, 1024).replace(/^\uFEFF/, '');
  if (head.startsWith('%PDF')) return 'import.error.pdf';
  const odd = [...head].filter((ch) => ch === '\uFFFD' || (ch < ' ' && !'\t\r\n'.includes(ch))).length;
  if (odd > 0 && odd >= head.length / 100) return 'import.error.binary';
  if (!head.trimStart().startsWith('<')) return 'import.error.notXml';
  return undefined;
}

const KNOWN_ROOTS = new Set(['Invoice', 'CreditNote', 'CrossIndustryInvoice', 'Order']);

/** The reason behind an XML layer error's detail (see xml/src/safe-xml.ts), with its values. */
export function reasonOf(detail: string): { key: ImportReason; values: Record<string, string> } | undefined {
  const wellFormed = /^not well-formed XML: (?:\S*?:)?(\d+):(\d+)/.exec(detail);
  if (wellFormed)
    return { key: 'import.error.notWellFormed', values: { line: wellFormed[1], column: wellFormed[2] } };
  // the full parse of the importer reports "… at line L column C"
  const parsed = /line (\d+) column (\d+)/.exec(detail);
  if (parsed) return { key: 'import.error.notWellFormed', values: { line: parsed[1], column: parsed[2] } };
  if (detail.startsWith('not well-formed XML'))
    return { key: 'import.error.notWellFormed', values: { line: '?', column: '?' } };
  if (detail.includes('DOCTYPE')) return { key: 'import.error.doctype', values: {} };
  const root = /^unexpected document element \{([^}]*)\}(.+)$/.exec(detail);
  if (root && KNOWN_ROOTS.has(root[2]))
    return { key: 'import.error.namespace', values: { element: root[2], namespace: root[1] || '–' } };
  if (root) return { key: 'import.error.notInvoice', values: { element: root[2] } };
  const kind = /^a (\w+) is not accepted here/.exec(detail);
  if (kind) return { key: 'import.error.wrongKind', values: { element: kind[1] } };
  return undefined;
}

/**
 * The characters of an uploaded XML file in the encoding it states (UTF-8, UTF-16 with a byte
 * order mark, a declared Latin-1 …): a byte that is no character there is refused with the
 * encoding and the line, never replaced; a file that is no text at all gets its own reason.
 */
export function decodedXml(bytes: Uint8Array, kind: 'invoice' | 'order' = 'invoice'): string {
  try {
    return decodeXml(bytes);
  } catch (e) {
    if (!(e instanceof EncodingError)) throw e;
    refuseNonXml(new TextDecoder().decode(bytes.subarray(0, 4096)), kind);
    if (!e.line) throw new ApiError('import.error.encodingUnknown', { encoding: e.encoding.slice(0, 40) });
    throw new ApiError('import.error.encoding', { encoding: e.encoding, line: e.line });
  }
}

/** Refuses a body that is plainly no XML before the XML layer reads it (an order import takes no PDF). */
export function refuseNonXml(text: string, kind: 'invoice' | 'order' = 'invoice'): void {
  const reason = sniff(text);
  if (kind === 'order' && (reason === 'import.error.binary' || reason === 'import.error.pdf'))
    throw new ApiError('import.error.binaryOrder');
  if (reason) throw new ApiError(reason);
}

/** An XML layer error as the API error that says why; undefined when the detail says nothing. */
export function explainedImportError(err: { detail?: string; message?: string }): ApiError | undefined {
  const detail = err.detail ?? err.message;
  const reason = detail ? reasonOf(detail) : undefined;
  return reason ? new ApiError(reason.key, { ...reason.values }) : undefined;
}
