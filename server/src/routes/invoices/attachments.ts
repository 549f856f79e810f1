/**
 * Attachment limits of spec §5/§9 enforced on save and on generation (the client checks them
 * first): at most 200 files, 10 MB in total (decoded), no empty file, no file name repeated
 * (compared case-insensitively, as the editor does), allowed MIME types, XML only for the invoice
 * types that allow it (`EXTENSION_INVOICE_TYPES` of @xr/rules, passed in), a file name without control
 * characters, NUL or path separators, and content whose first bytes fit the declared type.
 * The metadata of each attachment is kept in the `attachments` table.
 */
import { ApiError } from '../../errors/api-error';

export interface AttachmentMeta {
  filename: string;
  mimeCode: string;
  size: number;
}

interface AttachmentFull extends AttachmentMeta {
  /** the first decoded bytes (enough for the magic numbers) */
  head: Uint8Array;
}

const MAX_FILES = 200;
const MAX_BYTES = 10 * 1024 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (head: Uint8Array, magic: number[]) => magic.every((b, i) => head[i] === b);
/** Text files: no NUL byte in the first bytes. */
const isText = (head: Uint8Array) => !head.includes(0);
const XML_MIME = ['application/xml', 'text/xml'];

/** Allowed MIME types with a check of the content's first bytes. */
const CONTENT: Record<string, (head: Uint8Array) => boolean> = {
  'application/pdf': (h) => startsWith(h, [0x25, 0x50, 0x44, 0x46]),
  'image/png': (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  'text/csv': isText,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (h) => startsWith(h, ZIP),
  'application/vnd.oasis.opendocument.spreadsheet': (h) => startsWith(h, ZIP),
  'application/xml': (h) => isText(h) && /^(\uFEFF)?\s*</.test(new TextDecoder().decode(h)),
  'text/xml': (h) => isText(h) && /^(\uFEFF)?\s*</.test(new TextDecoder().decode(h)),
};

/** Decoded size of base64 text without decoding it. */
const base64Size = (b64: string) => {
  const clean = b64.replace(/\s+/g, '');
  const pad = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - pad);
};

const headOf = (b64: string) => new Uint8Array(Buffer.from(b64.slice(0, 96).replace(/\s+/g, ''), 'base64'));

function attachmentsWithHead(invoice: Record<string, unknown>): AttachmentFull[] {
  const docs = invoice.ADDITIONAL_SUPPORTING_DOCUMENTS;
  if (!Array.isArray(docs)) return [];
  const out: AttachmentFull[] = [];
  for (const doc of docs) {
    const att = (
      doc as { Attached_document?: { Content?: unknown; Filename?: unknown; Mime_Code?: unknown } }
    )?.Attached_document;
    if (!att || typeof att.Content !== 'string') continue;
    out.push({
      filename: String(att.Filename ?? ''),
      mimeCode: String(att.Mime_Code ?? ''),
      size: base64Size(att.Content),
      head: headOf(att.Content),
    });
  }
  return out;
}

export function attachmentsOf(invoice: Record<string, unknown>): AttachmentMeta[] {
  return attachmentsWithHead(invoice).map(({ filename, mimeCode, size }) => ({ filename, mimeCode, size }));
}

/** Control characters (C0, DEL, C1, the Unicode line/paragraph separators and bidi controls), NUL, / and \. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what is refused
const BAD_NAME = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/;

export function checkAttachments(
  invoice: Record<string, unknown>,
  xmlInvoiceTypes: readonly string[],
): AttachmentMeta[] {
  const list = attachmentsWithHead(invoice);
  if (list.length > MAX_FILES) throw new ApiError('attachment.error.tooMany', { count: list.length });
  const typeCode = typeof invoice.Invoice_type_code === 'string' ? invoice.Invoice_type_code : '';
  const total = list.reduce((sum, a) => sum + a.size, 0);
  if (total > MAX_BYTES) throw new ApiError('attachment.error.tooLarge', { size: total });
  const names = new Set<string>();
  for (const a of list) {
    const filename = a.filename;
    if (!filename.trim() || BAD_NAME.test(filename) || filename === '.' || filename === '..')
      throw new ApiError('attachment.error.name', { filename: JSON.stringify(filename).slice(0, 300) });
    if (a.size === 0) throw new ApiError('attachment.error.empty', { filename });
    const fits = CONTENT[a.mimeCode];
    if (!fits) throw new ApiError('attachment.error.type', { filename, mimeCode: a.mimeCode });
    if ((XML_MIME.includes(a.mimeCode) || /\.xml$/i.test(filename)) && !xmlInvoiceTypes.includes(typeCode))
      throw new ApiError('attachment.error.xmlNotAllowed', { filename, invoiceTypeCode: typeCode });
    if (!fits(a.head)) throw new ApiError('attachment.error.content', { filename, mimeCode: a.mimeCode });
    const key = filename.toLowerCase();
    if (names.has(key)) throw new ApiError('attachment.error.duplicate', { filename });
    names.add(key);
  }
  return list.map(({ filename, mimeCode, size }) => ({ filename, mimeCode, size }));
}
