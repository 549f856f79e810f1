/**
 * A CSV upload read as it arrives (issue 30 item 3): the bytes are counted and the rows parsed
 * piece by piece, and the upload is refused the moment it passes `maxBytes` (`csv.error.tooLarge`)
 * or `maxRows` data rows (`tooMany`) — an 850 000-row file is not read, parsed and checked whole
 * before its size is known. Each piece is a few kilobytes of work; the event loop serves other
 * requests between pieces.
 */
import { ApiError } from '../errors/api-error';
import { CsvDecoder, CsvReader, type CsvRow } from './csv';

/** A directory CSV of 10 000 entries with every column filled stays well under this. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

export async function readCsvUpload(
  request: Request,
  limits: { maxBytes?: number; maxRows: number; tooMany: () => never },
): Promise<{ header: string[]; rows: CsvRow[] }> {
  const maxBytes = limits.maxBytes ?? MAX_CSV_BYTES;
  const tooLarge = () => {
    throw new ApiError('csv.error.tooLarge', { maxMb: Math.max(1, Math.floor(maxBytes / (1024 * 1024))) });
  };
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) tooLarge();
  const newReader = () => new CsvReader({ maxRows: limits.maxRows, tooMany: limits.tooMany });
  let reader = newReader();
  const decoder = new CsvDecoder();
  const feed = (piece: Uint8Array, end = false) => {
    const { text, restart } = decoder.push(piece, end);
    if (restart) reader = newReader();
    reader.push(text);
  };
  const body = request.body?.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const piece = body ? await body.read() : { done: true as const, value: undefined };
      if (piece.done) break;
      bytes += piece.value.byteLength;
      if (bytes > maxBytes) tooLarge();
      feed(piece.value);
    }
    feed(new Uint8Array(0), true);
    return reader.end();
  } catch (err) {
    // stop receiving the rest of a refused upload
    await body?.cancel().catch(() => undefined);
    throw err;
  }
}
