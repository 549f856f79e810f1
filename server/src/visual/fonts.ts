/**
 * The PDF's fonts: DejaVu Sans regular and bold from the `dejavu-fonts-ttf` package (Bitstream
 * Vera / DejaVu licence: free to embed and redistribute), embedded as subsets through fontkit.
 * Embedded fonts are what PDF/A demands, and they cover the Latin, Greek and Cyrillic letters
 * that the standard 14 fonts (WinAnsi) would show as "?". Read once per thread.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
let files: { regular: Uint8Array; bold: Uint8Array } | undefined;

function fontFiles() {
  files ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return files;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const f = fontFiles();
  const [regular, bold] = await Promise.all([
    doc.embedFont(f.regular, { subset: true }),
    doc.embedFont(f.bold, { subset: true }),
  ]);
  return { regular, bold };
}
