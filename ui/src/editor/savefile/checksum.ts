/**
 * Save-file checksum (spec §7): SHA-512, hex, over the file text with the checksum value blanked.
 * Blanking works on the text itself ("checksum": "<hex>" → "checksum": ""), so a file keeps its
 * own formatting and key order and is checked exactly as written.
 */
const CHECKSUM_FIELD = /("checksum"\s*:\s*)"([^"]*)"/;

export async function sha512Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const digest = await globalThis.crypto.subtle.digest('SHA-512', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The file text with the checksum value emptied, and the value that was there. */
export function blankChecksum(text: string): { blanked: string; checksum: string } | undefined {
  const m = CHECKSUM_FIELD.exec(text);
  if (!m) return undefined;
  return { blanked: text.replace(CHECKSUM_FIELD, '$1""'), checksum: m[2] };
}

/** Fills the (blank) checksum of a file text with the hash of that text. */
export async function sealFile(textWithBlankChecksum: string): Promise<string> {
  const hash = await sha512Hex(textWithBlankChecksum);
  return textWithBlankChecksum.replace(CHECKSUM_FIELD, `$1"${hash}"`);
}

export async function checksumMatches(text: string): Promise<boolean> {
  const b = blankChecksum(text);
  if (!b || b.checksum === '') return false;
  return (await sha512Hex(b.blanked)) === b.checksum.toLowerCase();
}
