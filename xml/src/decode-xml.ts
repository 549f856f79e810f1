/**
 * The characters of an XML file's bytes, by the encoding the file states: a byte order mark
 * (UTF-8, UTF-16 LE or BE), else the first bytes of a UTF-16 declaration, else the `encoding` of
 * the XML declaration (UTF-8 when there is none, as XML 1.0 says). No byte is ever replaced: bytes
 * that are not text in that encoding, or an encoding this reader does not know, are refused with
 * the encoding and the line of the first bad character (`EncodingError`).
 */

/** The encodings read, by the names a declaration may use (WHATWG labels). */
const KNOWN = new Set([
  'utf-8',
  'utf8',
  'utf-16',
  'utf-16le',
  'utf-16be',
  'iso-8859-1',
  'latin1',
  'iso-8859-15',
  'windows-1252',
  'us-ascii',
  'ascii',
]);

export class EncodingError extends Error {
  constructor(
    readonly encoding: string,
    /** Line of the first character that is not text in the encoding (0: the encoding is unknown). */
    readonly line: number,
  ) {
    super(
      line
        ? `the bytes are not valid ${encoding} (line ${line})`
        : `the encoding ${encoding} is not supported`,
    );
    this.name = 'EncodingError';
  }
}

/** Windows-1252's characters for the bytes 0x80–0x9F (the rest is Latin-1; five bytes are unassigned). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Windows-1252, which WHATWG also uses for the labels ISO-8859-1, Latin-1 and US-ASCII. Node's own
 * decoder reads it as plain Latin-1 (0x80 becomes U+0080, not €), so the 32 bytes that differ are
 * mapped here.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('latin1')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80]);
}

const WINDOWS_1252 = new Set(['windows-1252', 'iso-8859-1', 'latin1', 'us-ascii', 'ascii']);

/** The encoding the bytes state, and how many bytes of byte order mark to skip. */
export function statedEncoding(bytes: Uint8Array): { encoding: string; skip: number } {
  const [a, b, c, d] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', skip: 2 };
  if (a === 0x3c && b === 0 && c === 0x3f && d === 0) return { encoding: 'utf-16le', skip: 0 };
  if (a === 0 && b === 0x3c && c === 0 && d === 0x3f) return { encoding: 'utf-16be', skip: 0 };
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  return { encoding: declared ?? 'utf-8', skip: 0 };
}

/** The text of the bytes in their stated encoding; refuses what is not text in it. */
export function decodeXml(bytes: Uint8Array): string {
  const { encoding, skip } = statedEncoding(bytes);
  if (!KNOWN.has(encoding)) throw new EncodingError(encoding, 0);
  // UTF-16 without a byte order mark and without the telltale first bytes is not guessed
  const label = encoding === 'utf-16' ? 'utf-16le' : encoding;
  const body = bytes.subarray(skip);
  // every byte is a character there
  if (WINDOWS_1252.has(encoding)) return decodeWindows1252(body);
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    const lenient = new TextDecoder(label, { ignoreBOM: true }).decode(body);
    const at = lenient.indexOf('\uFFFD');
    throw new EncodingError(encoding, lenient.slice(0, Math.max(0, at)).split('\n').length);
  }
}
