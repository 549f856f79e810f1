/**
 * The letterhead logo's checks (master data): PNG or JPEG by signature, at most 512 KB, a header
 * within the letterhead's size limits (`image-size.ts`, on the event loop: a few bytes read), and
 * decoded once by embedding it into a PDF — the decoding only as a worker job (`decodeLogo`,
 * under the pool's time and memory limits), never on the event loop.
 */
import { PDFDocument } from 'pdf-lib';
import { ApiError } from '../errors/api-error';
import { checkLogoSize } from './image-size';

export const MAX_LOGO_BYTES = 512 * 1024;

export type LogoType = 'image/png' | 'image/jpeg';

function imageType(bytes: Uint8Array): LogoType | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** The checks that need no decoding: size in bytes, signature, declared dimensions. */
export function checkLogoHeader(bytes: Uint8Array): LogoType {
  if (bytes.length === 0) throw new ApiError('error.badRequest', { reason: 'empty logo' });
  if (bytes.length > MAX_LOGO_BYTES)
    throw new ApiError('error.badRequest', { reason: 'logo larger than 512 KB' });
  const type = imageType(bytes);
  if (!type) throw new ApiError('error.badRequest', { reason: 'logo must be PNG or JPEG' });
  checkLogoSize(bytes, type);
  return type;
}

/** Worker job: the header checks again, then the image decoded by embedding it into a PDF. */
export async function decodeLogo(bytes: Uint8Array): Promise<{ type: LogoType }> {
  const type = checkLogoHeader(bytes);
  try {
    const doc = await PDFDocument.create();
    await (type === 'image/png' ? doc.embedPng(bytes) : doc.embedJpg(bytes));
  } catch {
    throw new ApiError('error.badRequest', { reason: 'logo image cannot be read' });
  }
  return { type };
}
