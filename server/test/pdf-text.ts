/**
 * The text of a PDF as a reader's tool extracts it (poppler's `pdftotext`, Debian package
 * poppler-utils): the PDF's fonts are embedded subsets, so the text is only readable through
 * their ToUnicode maps, which is what a real reader uses too.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
}

/** A page image (PNG) of a PDF at `dpi`, through poppler's `pdftoppm`. */
export function pdfPagePng(pdf: Uint8Array, page: number, dpi = 80): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'xr-pdf-page-'));
  try {
    const root = join(dir, 'page');
    execFileSync(
      'pdftoppm',
      ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-', root],
      {
        input: pdf,
      },
    );
    return readFileSync(`${root}.png`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
