/**
 * The hand-over of a batch's files from the schema thread to the rules threads: whatever the order
 * in which the two sides come to a file, and however full the shared memory is, a rules thread gets
 * exactly the file's text, or the error of a file that cannot be read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { FileWriter, newHandover, takeText } from '../src/validate/file-handover';

const dir = mkdtempSync(join(tmpdir(), 'xr-handover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Files of 0 to 900 bytes, with text beyond ASCII; one name that does not exist. */
const texts = Array.from({ length: 40 }, (_, i) => `<a n="${i}">${'ü€x'.repeat((i * 37) % 300)}</a>`);
const files = texts.map((t, i) => {
  const file = join(dir, `${i}.xml`);
  writeFileSync(file, t);
  return file;
});
files[7] = join(dir, 'missing.xml');

describe('file hand-over', () => {
  it('gives every file its text, the writer ahead or behind, in a ring too small to hold them all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
        fc.integer({ min: 1000, max: 6000 }),
        (steps, ringBytes) => {
          const handover = newHandover(files.length, ringBytes);
          const writer = new FileWriter(handover);
          let written = 0;
          let taken = 0;
          // each step moves the writer (true) or the reader (false) on by one file
          for (const writes of [...steps, ...files.map(() => false)]) {
            if (writes && written < files.length) {
              const bytes = writer.read(written, files[written] as string);
              if (written === 7) expect(bytes).toBeInstanceOf(Error);
              else expect((bytes as Buffer).toString('utf8')).toBe(texts[written]);
              written++;
            } else if (!writes && taken < files.length) {
              const text = takeText(handover, taken, files[taken] as string);
              if (taken === 7) expect((text as Error).message).toMatch(/ENOENT/);
              else expect(text).toBe(texts[taken]);
              taken++;
            }
          }
          expect(taken).toBe(files.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
