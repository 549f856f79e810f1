/**
 * The invoice PDF: the layout model of `@xr/rules` (`invoiceDocument`) drawn on A4 — the same
 * parts as the HTML preview. Letterhead (company logo and letterhead text of the master data
 * when given), sender line and address block beside the invoice data, parties, the line table
 * (its header repeated on every page), allowances and charges, VAT breakdown, totals, payment,
 * notes, documents; on every page a footer with the seller's legal facts and "page n of m".
 */
import type { InvoiceDocument, VisualLine } from '@xr/rules';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { embedFonts } from './fonts';
import { checkLogoHeader } from './logo';
import { block, blockRows, fieldRows, heading, plainTable, tableHeader } from './pdf-blocks';
import { MARGIN, PageWriter, type TextStyle, textWidth, WIDTH } from './pdf-writer';

export interface Branding {
  /** PNG or JPEG bytes of the company logo. */
  logo?: Uint8Array;
  /** Extra letterhead lines (slogan, managing directors, …). */
  letterhead?: string;
}

const LINE_ALIGN: ('left' | 'right')[] = ['left', 'left', 'right', 'left', 'right', 'right', 'right'];
/** Pos, item, quantity, unit, unit price, VAT, net amount. */
const LINE_WIDTHS = [30, 0, 48, 62, 66, 40, 70];
LINE_WIDTHS[1] = WIDTH - LINE_WIDTHS.reduce((a, b) => a + b, 0);

async function embedLogo(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage | null> {
  try {
    // a logo stored before the size limits were checked is left out, not decoded
    checkLogoHeader(bytes);
    return bytes[0] === 0x89 ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    return null; // a logo that cannot be read leaves the letterhead without it
  }
}

export async function letterhead(w: PageWriter, doc: InvoiceDocument, branding: Branding) {
  const top = w.y;
  const logo = branding.logo ? await embedLogo(w.doc, branding.logo) : null;
  let logoH = 0;
  if (logo) {
    const scale = Math.min(160 / logo.width, 56 / logo.height, 1);
    logoH = logo.height * scale;
    w.page.drawImage(logo, { x: MARGIN.left, y: top - logoH, width: logo.width * scale, height: logoH });
  }
  const x = MARGIN.left + WIDTH * 0.4;
  const width = WIDTH * 0.6;
  const name: TextStyle = { size: 14, bold: true };
  let y = top;
  for (const l of w.lines(doc.letterhead.name, name, width)) {
    w.draw(l, x, y - name.size, name, width, 'right');
    y -= w.lineHeight(name);
  }
  const small: TextStyle = { size: 8, grey: true };
  const extra = (branding.letterhead ?? '').split('\n').filter((l) => l.trim());
  for (const line of [...doc.letterhead.lines, ...extra])
    for (const l of w.lines(line, small, width)) {
      w.draw(l, x, y - small.size, small, width, 'right');
      y -= w.lineHeight(small);
    }
  w.y = Math.min(y, top - logoH) - 4;
  w.rule(w.y, 1);
  w.gap(16);
}

export function addressAndFacts(w: PageWriter, doc: InvoiceDocument) {
  const top = w.y;
  const left = WIDTH * 0.5;
  const sender: TextStyle = { size: 6.5, grey: true };
  let y = top;
  for (const l of w.lines(doc.senderLine, sender, left - 10)) {
    w.draw(l, MARGIN.left, y - sender.size, sender);
    y -= w.lineHeight(sender);
  }
  w.rule(y - 1, 0.3, MARGIN.left, Math.min(left - 10, textWidth(w.font(sender), doc.senderLine, 6.5)));
  y -= 6;
  const address: TextStyle = { size: 10 };
  for (const line of doc.recipient)
    for (const l of w.lines(line, address, left - 10)) {
      w.draw(l, MARGIN.left, y - address.size, address);
      y -= w.lineHeight(address);
    }
  const fx = MARGIN.left + left + 10;
  const fw = WIDTH - left - 10;
  // a long document name ("Gutschrift im Gutschriftverfahren") is set smaller, never cut off
  const bold = w.font({ size: 16, bold: true });
  const title: TextStyle = {
    size: Math.min(16, Math.floor((16 * fw) / textWidth(bold, doc.title, 16))),
    bold: true,
  };
  w.draw(doc.title, fx, top - title.size, title);
  const factsH = fieldRows(w, doc.facts, fx, fw, top - w.lineHeight(title) - 4, true, 0.48);
  w.y = Math.min(y, top - w.lineHeight(title) - 4 - factsH) - 10;
}

const NAME: TextStyle = { size: 8, bold: true };
const DETAIL: TextStyle = { size: 7, grey: true };
const CELL: TextStyle = { size: 8 };

function lineRow(w: PageWriter, line: VisualLine) {
  const iw = LINE_WIDTHS[1] - 6;
  const name = w.lines(line.name, NAME, iw);
  const details = line.details.flatMap((d) => w.lines(d, DETAIL, iw));
  const unit = w.lines(line.unit, CELL, LINE_WIDTHS[3] - 6);
  const height =
    Math.max(
      name.length * w.lineHeight(NAME) + details.length * w.lineHeight(DETAIL),
      unit.length * w.lineHeight(CELL),
    ) + 4;
  w.need(height);
  const base = w.y - CELL.size;
  const cells = [line.position, '', line.quantity, '', line.price, line.vat, line.amount];
  let x = MARGIN.left;
  cells.forEach((v, i) => {
    if (v) w.draw(v, x + 3, base, CELL, LINE_WIDTHS[i] - 6, LINE_ALIGN[i]);
    x += LINE_WIDTHS[i];
  });
  unit.forEach((l, j) => {
    w.draw(
      l,
      MARGIN.left + LINE_WIDTHS[0] + LINE_WIDTHS[1] + LINE_WIDTHS[2] + 3,
      base - j * w.lineHeight(CELL),
      CELL,
    );
  });
  let y = w.y;
  for (const l of name) {
    w.draw(l, MARGIN.left + LINE_WIDTHS[0] + 3, y - NAME.size, NAME);
    y -= w.lineHeight(NAME);
  }
  for (const l of details) {
    w.draw(l, MARGIN.left + LINE_WIDTHS[0] + 3, y - DETAIL.size, DETAIL);
    y -= w.lineHeight(DETAIL);
  }
  w.gap(height);
  w.rule(w.y + 1.5, 0.2);
}

function lineTable(w: PageWriter, doc: InvoiceDocument) {
  heading(w, doc.lines.title);
  tableHeader(w, doc.lines.headers, LINE_ALIGN, LINE_WIDTHS);
  w.onBreak = () => tableHeader(w, doc.lines.headers, LINE_ALIGN, LINE_WIDTHS);
  for (const line of doc.lines.rows) lineRow(w, line);
  w.onBreak = null;
  w.gap(8);
}

/** Payment instructions on the left, totals on the right (amounts right-aligned), from the same top line. */
function paymentAndTotals(w: PageWriter, doc: InvoiceDocument) {
  const gap = 14;
  const width = (WIDTH - gap) / 2;
  const right = MARGIN.left + width + gap;
  const h = Math.max(
    block(w, doc.totals, right, width, w.y, false, 0.44),
    doc.payment ? block(w, doc.payment, MARGIN.left, width, w.y, false, 0.44) : 0,
  );
  w.need(h);
  // amounts end at the right margin, as the line table's amounts do
  block(w, doc.totals, right, width, w.y, true, 0.44, 'right');
  if (doc.payment) block(w, doc.payment, MARGIN.left, width, w.y, true, 0.44);
  w.gap(h + 6);
}

/** The introduction above the lines, the closing text below the totals, as the user wrote them. */
function letterText(w: PageWriter, text: string) {
  if (!text) return;
  w.paragraph(text, { size: 9 });
  w.gap(8);
}

export function footers(w: PageWriter, doc: InvoiceDocument) {
  const pages = w.doc.getPages();
  const style: TextStyle = { size: 6.5, grey: true };
  const pageWord = doc.locale === 'de' ? ['Seite', 'von'] : ['Page', 'of'];
  pages.forEach((page, i) => {
    w.page = page;
    w.rule(MARGIN.bottom - 12, 0.3);
    let y = MARGIN.bottom - 12 - style.size - 3;
    for (const line of doc.footer)
      for (const l of w.lines(line, style, WIDTH - 70)) {
        w.draw(l, MARGIN.left, y, style);
        y -= w.lineHeight(style);
      }
    w.draw(
      `${pageWord[0]} ${i + 1} ${pageWord[1]} ${pages.length}`,
      MARGIN.left,
      MARGIN.bottom - 21,
      style,
      WIDTH,
      'right',
    );
  });
}

/** Lays out the invoice; the caller adds metadata (and Factur-X parts) and saves. */
export async function layoutInvoice(doc: InvoiceDocument, branding: Branding = {}): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const w = new PageWriter(pdf, await embedFonts(pdf));
  await letterhead(w, doc, branding);
  addressAndFacts(w, doc);
  blockRows(w, doc.parties, Math.min(3, Math.max(2, doc.parties.length)));
  letterText(w, doc.introduction);
  lineTable(w, doc);
  if (doc.allowancesCharges) plainTable(w, doc.allowancesCharges);
  plainTable(w, doc.vat);
  paymentAndTotals(w, doc);
  letterText(w, doc.closing);
  if (doc.notes) {
    heading(w, doc.notes.title);
    for (const n of doc.notes.items) w.paragraph(n, { size: 8 });
    w.gap(8);
  }
  if (doc.attachments) plainTable(w, doc.attachments);
  footers(w, doc);
  return pdf;
}
