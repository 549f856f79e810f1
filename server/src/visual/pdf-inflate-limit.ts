/**
 * A running byte limit on every stream pdf-lib inflates while the import reads a PDF (issue 30
 * item 1): the embedded invoice XML, object streams and cross-reference streams. pdf-lib's
 * decoders (Flate, LZW, ASCII85, ASCIIHex, RunLength) all grow their output through
 * `DecodeStream.ensureBuffer`; while `withInflateLimit` runs, each growth is counted before the
 * memory is taken, and the read stops with `import.error.tooLarge` the moment one stream passes
 * the import's size limit or all streams together pass twice that. A 1 MB upload that would
 * inflate to gigabytes so costs at most the limit, never the whole process.
 */
import { createRequire } from 'node:module';
import { ApiError } from '../errors/api-error';

interface Counted {
  inflateCounted?: number;
}

interface Budget {
  perStream: number;
  left: number;
  passed: boolean;
}

let budget: Budget | undefined;

const tooLarge = (limit: number) =>
  new ApiError('import.error.tooLarge', { maxMb: Math.max(1, Math.floor(limit / (1024 * 1024))) });

// pdf-lib is loaded as CommonJS (its package has no ESM entry for Node): the same class its parser uses
const DecodeStream = createRequire(import.meta.url)('pdf-lib/cjs/core/streams/DecodeStream').default as {
  prototype: { ensureBuffer(this: Counted, requested: number): Uint8Array };
};
const ensureBuffer = DecodeStream.prototype.ensureBuffer;
DecodeStream.prototype.ensureBuffer = function (this: Counted, requested: number) {
  if (budget && requested > (this.inflateCounted ?? 0)) {
    if (budget.passed) throw tooLarge(budget.perStream);
    budget.left -= requested - (this.inflateCounted ?? 0);
    this.inflateCounted = requested;
    if (requested > budget.perStream || budget.left < 0) {
      budget.passed = true;
      throw tooLarge(budget.perStream);
    }
  }
  return ensureBuffer.call(this, requested);
};

/**
 * Runs `read` (which loads and inflates a PDF with pdf-lib) with at most `limit` bytes inflated
 * per stream and 2 × `limit` in all. pdf-lib skips an object it cannot parse (and so would skip
 * the error thrown inside it): a limit once passed stays passed and is thrown after `read`.
 */
export async function withInflateLimit<T>(limit: number, read: () => Promise<T>): Promise<T> {
  const mine: Budget = { perStream: limit, left: 2 * limit, passed: false };
  budget = mine;
  try {
    const value = await read();
    if (mine.passed) throw tooLarge(limit);
    return value;
  } catch (err) {
    throw mine.passed ? tooLarge(limit) : err;
  } finally {
    if (budget === mine) budget = undefined;
  }
}
