/**
 * The PDF view (visualisierungdata): the XML module's HTML view of the invoice, laid out as
 * text blocks with pdf-lib (A4, Helvetica; headings bold, table cells in columns).
 */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { loadXml } from '../../modules';
import { type Block, htmlBlocks } from './html-blocks';

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 48;

export async function invoicePdf(json: string, locale: string): Promise<Uint8Array> {
  const xml = await loadXml();
  const html: string = await xml.renderHtml(JSON.parse(json), locale === 'en' ? 'en' : 'de');
  return layout(htmlBlocks(html));
}

/** Characters the standard fonts (WinAnsi) cannot show become '?'. */
const safe = (font: PDFFont, s: string) =>
  [...s]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export async function layout(blocks: Block[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([A4.w, A4.h]);
  let y = A4.h - MARGIN;
  const width = A4.w - 2 * MARGIN;
  const need = (h: number) => {
    if (y - h < MARGIN) {
      page = doc.addPage([A4.w, A4.h]);
      y = A4.h - MARGIN;
    }
  };
  for (const block of blocks) {
    const font = block.kind === 'heading' ? bold : regular;
    const size = block.kind === 'heading' ? (block.level <= 2 ? 14 : 11) : 9;
    if (block.kind === 'heading') y -= 6;
    const cells = block.kind === 'row' ? block.cells : [block.text];
    const colWidth = width / cells.length;
    const wrapped = cells.map((cell) => wrap(font, size, safe(font, cell), colWidth - 6));
    const rows = Math.max(...wrapped.map((w) => w.length));
    for (let i = 0; i < rows; i++) {
      need(size + 3);
      wrapped.forEach((lines, col) => {
        if (lines[i])
          page.drawText(lines[i], {
            x: MARGIN + col * colWidth,
            y: y - size,
            size,
            font,
            color: rgb(0, 0, 0),
          });
      });
      y -= size + 3;
    }
  }
  doc.setTitle('XRechnung');
  doc.setProducer('XR Web Capture 2.13.1');
  return doc.save();
}
