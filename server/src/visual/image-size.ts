/**
 * The width and height a PNG or JPEG declares, read from its header without decoding a pixel
 * (PNG: the IHDR chunk right after the signature; JPEG: the first start-of-frame marker), and the
 * limits of a letterhead logo (issue 30 item 2): a 74-byte PNG may declare 30000 × 30000 pixels,
 * which a decoder would try to allocate (3.6 GB).
 */
import { ApiError } from '../errors/api-error';

/** A logo is printed at most 160 × 56 pt: 4000 pixels a side and 8 million in all are plenty. */
export const MAX_LOGO_SIDE = 4000;
export const MAX_LOGO_PIXELS = 8_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(b: Uint8Array): ImageSize | null {
  // signature (8), IHDR length (4), "IHDR" (4), width (4), height (4)
  if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's height and width. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = (b[i + 2] << 8) | b[i + 3];
    if (isFrame(marker)) return { height: (b[i + 5] << 8) | b[i + 6], width: (b[i + 7] << 8) | b[i + 8] };
    if (marker === 0xd9 || marker === 0xda || length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** The declared size of a PNG or JPEG; null when the header cannot be read. */
export function imageSize(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): ImageSize | null {
  return type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
}

/** Refuses a logo whose header is unreadable or declares more than a letterhead needs. */
export function checkLogoSize(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): ImageSize {
  const size = imageSize(bytes, type);
  if (!size || size.width === 0 || size.height === 0)
    throw new ApiError('error.badRequest', { reason: 'logo image cannot be read' });
  if (size.width > MAX_LOGO_SIDE || size.height > MAX_LOGO_SIDE || size.width * size.height > MAX_LOGO_PIXELS)
    throw new ApiError('logo.error.tooLarge', {
      ...size,
      maxSide: MAX_LOGO_SIDE,
      maxMegapixels: MAX_LOGO_PIXELS / 1_000_000,
    });
  return size;
}
