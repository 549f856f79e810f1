/**
 * Attachment limits of spec §9: at most 10 MB in total and 200 files; types pdf, png, jpg, xlsx,
 * ods, csv, and xml only for invoice types that allow it (and then UBL only); no empty file; a file
 * name must not repeat an earlier one (accounts spec §5/§8: refused). Only import and load rename
 * duplicates with a unique numeric prefix ("1_offer.pdf", `uniqueName`).
 * Which invoice types allow XML attachments (and third-party claims) is the rules' decision
 * (`EXTENSION_INVOICE_TYPES`: every type but the credit note 381).
 */
import { EXTENSION_INVOICE_TYPES } from '@xr/rules';
import type { AttachmentCounters, Json } from '../state/types';

export const MAX_TOTAL_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 200;

export const MIME_BY_EXTENSION: Record<string, string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  csv: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
  xml: ['application/xml', 'text/xml'],
};

export const xmlAllowed = (invoiceTypeCode: string | undefined) =>
  EXTENSION_INVOICE_TYPES.includes(invoiceTypeCode ?? '');

export type AttachmentProblem = 'empty' | 'type' | 'xmlNotAllowed' | 'duplicate' | 'tooMany' | 'tooLarge';

export interface CandidateFile {
  name: string;
  size: number;
  type: string;
}

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}

/** The MIME code stored with the attachment (the browser's, when it is one the type allows). */
export function mimeFor(file: CandidateFile): string {
  const allowed = MIME_BY_EXTENSION[extensionOf(file.name)] ?? [];
  return allowed.includes(file.type)
    ? file.type === 'text/plain'
      ? 'text/csv'
      : file.type
    : (allowed[0] ?? file.type);
}

export function checkAttachment(
  file: CandidateFile,
  counters: AttachmentCounters,
  invoiceTypeCode?: string,
): AttachmentProblem | undefined {
  if (file.size === 0) return 'empty';
  const ext = extensionOf(file.name);
  const allowed = MIME_BY_EXTENSION[ext];
  if (!allowed || (file.type && !allowed.includes(file.type))) return 'type';
  if (ext === 'xml' && !xmlAllowed(invoiceTypeCode)) return 'xmlNotAllowed';
  const name = file.name.toLowerCase();
  if (counters.uniqueFileNames.some((n) => n.toLowerCase() === name)) return 'duplicate';
  if (counters.attachmentCount + 1 > MAX_FILES) return 'tooMany';
  if (counters.cumulativeFileSize + file.size > MAX_TOTAL_BYTES) return 'tooLarge';
  return undefined;
}

/** A name not yet used: the name itself, or with the smallest free numeric prefix. */
export function uniqueName(name: string, used: string[]): string {
  const taken = new Set(used.map((n) => n.toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  for (let i = 1; ; i++) {
    const candidate = `${i}_${name}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Megabytes with two decimals and kilobytes with one, in the UI locale's number format. */
export const formatMegabytes = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    bytes / 1024 / 1024,
  );
export const formatKilobytes = (bytes: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;

/** Size in bytes of base64 content. */
export function base64Size(content: string): number {
  const clean = content.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

export function countAttachments(documents: Json[]): AttachmentCounters {
  let attachmentCount = 0;
  let cumulativeFileSize = 0;
  const uniqueFileNames: string[] = [];
  for (const d of documents) {
    const file = d?.Attached_document;
    if (file?.Filename) {
      attachmentCount += 1;
      cumulativeFileSize += base64Size(file.Content ?? '');
      uniqueFileNames.push(file.Filename);
    }
  }
  return { documentCount: documents.length, attachmentCount, cumulativeFileSize, uniqueFileNames };
}

export function isXmlAttachment(d: Json): boolean {
  const mime = d?.Attached_document?.Mime_Code;
  return (
    mime === 'application/xml' ||
    mime === 'text/xml' ||
    extensionOf(d?.Attached_document?.Filename ?? '') === 'xml'
  );
}
