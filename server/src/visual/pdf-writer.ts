/**
 * A small page writer over pdf-lib: A4 pages, a cursor that moves down, text that wraps at word
 * boundaries (and inside words longer than the width, so no value runs off the page), and a
 * page break that calls back (the line table repeats its header there).
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Fonts } from './fonts';

export const A4 = { w: 595.28, h: 841.89 };
export const MARGIN = { left: 50, right: 50, top: 42, bottom: 58 };
export const WIDTH = A4.w - MARGIN.left - MARGIN.right;
export const GREY = rgb(0.3, 0.3, 0.3);
export const BLACK = rgb(0, 0, 0);

export interface TextStyle {
  size: number;
  bold?: boolean;
  grey?: boolean;
}

const widths = new WeakMap<PDFFont, Map<string, number>>();

/** The text's width, remembered per font (fontkit's layout is the costly part of 1000 lines). */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let known = widths.get(font);
  if (!known) {
    known = new Map();
    widths.set(font, known);
  }
  let w = known.get(text);
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1000);
    known.set(text, w);
  }
  return (w * size) / 1000;
}

/** Breaks a word that is wider than `width` into pieces that fit. */
function splitWord(font: PDFFont, size: number, word: string, width: number): string[] {
  const parts: string[] = [];
  let part = '';
  for (const ch of word) {
    if (part && textWidth(font, part + ch, size) > width) {
      parts.push(part);
      part = ch;
    } else part += ch;
  }
  if (part) parts.push(part);
  return parts;
}

export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const raw of paragraph.split(/\s+/).filter(Boolean)) {
      const words = textWidth(font, raw, size) > width ? splitWord(font, size, raw, width) : [raw];
      for (const word of words) {
        const next = line ? `${line} ${word}` : word;
        if (line && textWidth(font, next, size) > width) {
          out.push(line);
          line = word;
        } else line = next;
      }
    }
    out.push(line);
  }
  return out.length ? out : [''];
}

export class PageWriter {
  page: PDFPage;
  y: number;
  /** Called after a page break (to repeat a table header). */
  onBreak: (() => void) | null = null;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([A4.w, A4.h]);
    this.y = A4.h - MARGIN.top;
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  lineHeight(style: TextStyle): number {
    return style.size * 1.3;
  }

  /** Starts a new page when less than `height` is left. */
  need(height: number): void {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.doc.addPage([A4.w, A4.h]);
    this.y = A4.h - MARGIN.top;
    this.onBreak?.();
  }

  lines(text: string, style: TextStyle, width: number): string[] {
    return wrapText(this.font(style), style.size, text, width);
  }

  /** Draws one line of text at (x, baseline of the current row); `align` right puts its end at x + width. */
  draw(
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    width?: number,
    align: 'left' | 'right' = 'left',
  ) {
    if (!text) return;
    const font = this.font(style);
    const dx = align === 'right' && width !== undefined ? width - textWidth(font, text, style.size) : 0;
    this.page.drawText(text, { x: x + dx, y, size: style.size, font, color: style.grey ? GREY : BLACK });
  }

  /** A wrapped paragraph at the cursor, breaking pages between its lines. */
  paragraph(text: string, style: TextStyle, x = MARGIN.left, width = WIDTH) {
    for (const line of this.lines(text, style, width)) {
      this.need(this.lineHeight(style));
      this.draw(line, x, this.y - style.size, style);
      this.y -= this.lineHeight(style);
    }
  }

  rule(y = this.y, thickness = 0.5, x = MARGIN.left, width = WIDTH) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color: GREY });
  }

  gap(h: number) {
    this.y -= h;
  }
}
