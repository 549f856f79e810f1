/**
 * The upload of a file to import (an e-invoice as XML or ZUGFeRD / Factur-X PDF, an e-order as
 * XML), refused at once with its reason (issue 26): too large from the Content-Length header,
 * before a byte of the body is read; an empty file as empty; what is neither XML nor PDF as such.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../errors/api-error';
import { MAX_IMPORT_BYTES } from '../../limits/import';
import { decodedXml, refuseNonXml } from './import-reasons';

const tooLarge = () => new ApiError('import.error.tooLarge', { maxMb: MAX_IMPORT_BYTES / (1024 * 1024) });

/** Refuses a declared Content-Length above the limit before the body is read. */
export const limitImportUpload: MiddlewareHandler = async (c, next) => {
  const declared = Number(c.req.header('content-length'));
  if (declared > MAX_IMPORT_BYTES) throw tooLarge();
  await next();
};

/** The body's bytes, refused when empty or (a body without Content-Length) too large. */
export async function uploadBytes(c: { req: { arrayBuffer(): Promise<ArrayBuffer> } }): Promise<Uint8Array> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > MAX_IMPORT_BYTES) throw tooLarge();
  if (bytes.length === 0) throw new ApiError('import.error.empty');
  return bytes;
}

/**
 * The upload as XML text of an invoice or an order, decoded by the encoding it states (never a
 * character replaced); refused when empty, blank or plainly no XML.
 */
export function xmlText(bytes: Uint8Array, kind: 'invoice' | 'order'): string {
  const blank = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
  if (bytes.every(blank)) throw new ApiError('import.error.empty');
  const text = decodedXml(bytes, kind);
  if (!text.trim()) throw new ApiError('import.error.empty');
  refuseNonXml(text, kind);
  return text;
}
