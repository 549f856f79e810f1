/**
 * Attachment limits of spec §5/§9 enforced on save (the client checks them first): at most 200
 * files, 10 MB in total (decoded), no empty file, no repeated file name, allowed MIME types.
 * The metadata of each attachment is kept in the `attachments` table.
 */
import { ApiError } from '../../errors/api-error';

export interface AttachmentMeta {
  filename: string;
  mimeCode: string;
  size: number;
}

const MAX_FILES = 200;
const MAX_BYTES = 10 * 1024 * 1024;
const MIME = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/xml',
  'text/xml',
]);

/** Decoded size of base64 text without decoding it. */
const base64Size = (b64: string) => {
  const clean = b64.replace(/\s+/g, '');
  const pad = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - pad);
};

export function attachmentsOf(invoice: Record<string, unknown>): AttachmentMeta[] {
  const docs = invoice.ADDITIONAL_SUPPORTING_DOCUMENTS;
  if (!Array.isArray(docs)) return [];
  const out: AttachmentMeta[] = [];
  for (const doc of docs) {
    const att = (
      doc as { Attached_document?: { Content?: unknown; Filename?: unknown; Mime_Code?: unknown } }
    )?.Attached_document;
    if (!att || typeof att.Content !== 'string') continue;
    out.push({
      filename: String(att.Filename ?? ''),
      mimeCode: String(att.Mime_Code ?? ''),
      size: base64Size(att.Content),
    });
  }
  return out;
}

export function checkAttachments(list: AttachmentMeta[]): void {
  if (list.length > MAX_FILES) throw new ApiError('attachment.error.tooMany', { count: list.length });
  let total = 0;
  const names = new Set<string>();
  for (const a of list) {
    if (a.size === 0) throw new ApiError('attachment.error.empty', { filename: a.filename });
    if (!MIME.has(a.mimeCode))
      throw new ApiError('attachment.error.type', { filename: a.filename, mimeCode: a.mimeCode });
    if (names.has(a.filename)) throw new ApiError('attachment.error.duplicate', { filename: a.filename });
    names.add(a.filename);
    total += a.size;
  }
  if (total > MAX_BYTES) throw new ApiError('attachment.error.tooLarge', { size: total });
}
