/**
 * Drawing the parts of the layout model that are label/value lists (invoice data, parties,
 * totals, payment) and plain tables (VAT breakdown, allowances and charges, documents).
 * Blocks side by side are measured first, then drawn from the same top line.
 */
import type { VisualBlock, VisualField, VisualTable } from '@xr/rules';
import { MARGIN, type PageWriter, type TextStyle, WIDTH } from './pdf-writer';

const LABEL: TextStyle = { size: 7.5, grey: true };
const VALUE: TextStyle = { size: 8 };
const TITLE: TextStyle = { size: 9.5, bold: true };
export const HEADING: TextStyle = { size: 11, bold: true };

/** Draws (or with `draw` false only measures) fields as label | value rows from `top`. */
export function fieldRows(
  w: PageWriter,
  fields: VisualField[],
  x: number,
  width: number,
  top: number,
  draw: boolean,
  labelShare = 0.42,
  valueAlign: 'left' | 'right' = 'left',
): number {
  const lw = width * labelShare - 8;
  const vw = width - width * labelShare;
  let y = top;
  for (const f of fields) {
    const value: TextStyle = f.strong ? { size: 9, bold: true } : VALUE;
    const labels = w.lines(f.label, f.strong ? { ...LABEL, bold: true, grey: false } : LABEL, lw);
    const values = w.lines(f.value, value, vw);
    const lh = w.lineHeight(value);
    if (draw) {
      labels.forEach((l, i) => {
        w.draw(l, x, y - value.size - i * lh, f.strong ? { ...LABEL, bold: true, grey: false } : LABEL);
      });
      values.forEach((l, i) => {
        w.draw(l, x + width * labelShare, y - value.size - i * lh, value, vw, valueAlign);
      });
    }
    y -= Math.max(labels.length, values.length) * lh + 1.5;
  }
  return top - y;
}

/** A titled block of fields; returns its height. */
export function block(
  w: PageWriter,
  b: VisualBlock,
  x: number,
  width: number,
  top: number,
  draw: boolean,
  labelShare = 0.36,
  valueAlign: 'left' | 'right' = 'left',
): number {
  if (draw) w.draw(b.title, x, top - TITLE.size, TITLE);
  const titleH = w.lineHeight(TITLE) + 2;
  return titleH + fieldRows(w, b.fields, x, width, top - titleH, draw, labelShare, valueAlign);
}

/** Blocks side by side (`perRow` to a row), starting a page when a row does not fit. */
export function blockRows(w: PageWriter, blocks: VisualBlock[], perRow: number) {
  const gap = 14;
  const width = (WIDTH - gap * (perRow - 1)) / perRow;
  for (let i = 0; i < blocks.length; i += perRow) {
    const row = blocks.slice(i, i + perRow);
    const height = Math.max(...row.map((b) => block(w, b, 0, width, w.y, false)));
    w.need(height);
    row.forEach((b, j) => {
      block(w, b, MARGIN.left + j * (width + gap), width, w.y, true);
    });
    w.gap(height + 4);
  }
}

export function heading(w: PageWriter, text: string) {
  w.need(w.lineHeight(HEADING) + 30);
  w.gap(2);
  w.draw(text, MARGIN.left, w.y - HEADING.size, HEADING);
  w.gap(w.lineHeight(HEADING) + 2);
}

const HEAD: TextStyle = { size: 7.5, bold: true };
const CELL: TextStyle = { size: 8 };

/** Column widths from the share of each column's longest text, within [min, max] shares. */
export function columnWidths(table: Pick<VisualTable, 'headers' | 'rows'>, width: number): number[] {
  const longest = table.headers.map((h, i) =>
    Math.max(h.length * 0.8, ...table.rows.slice(0, 200).map((r) => (r[i] ?? '').length), 4),
  );
  const capped = longest.map((n) => Math.min(n, 60));
  const sum = capped.reduce((a, b) => a + b, 0);
  return capped.map((n) => (n / sum) * width);
}

export function tableHeader(w: PageWriter, headers: string[], align: ('left' | 'right')[], widths: number[]) {
  const lines = headers.map((h, i) => w.lines(h, HEAD, widths[i] - 6));
  const h = Math.max(...lines.map((l) => l.length)) * w.lineHeight(HEAD) + 4;
  let x = MARGIN.left;
  lines.forEach((ls, i) => {
    ls.forEach((l, j) => {
      w.draw(l, x + 3, w.y - HEAD.size - j * w.lineHeight(HEAD), HEAD, widths[i] - 6, align[i]);
    });
    x += widths[i];
  });
  w.gap(h);
  w.rule(w.y + 1, 0.8);
  w.gap(2);
}

/** A plain table: heading, header row (repeated after a page break), wrapped cells. */
export function plainTable(w: PageWriter, table: VisualTable) {
  if (table.rows.length === 0) return;
  heading(w, table.title);
  const widths = columnWidths(table, WIDTH);
  tableHeader(w, table.headers, table.align, widths);
  w.onBreak = () => tableHeader(w, table.headers, table.align, widths);
  for (const row of table.rows) {
    const cells = row.map((v, i) => w.lines(v, CELL, widths[i] - 6));
    const lh = w.lineHeight(CELL);
    w.need(Math.max(...cells.map((c) => c.length)) * lh + 3);
    let x = MARGIN.left;
    cells.forEach((ls, i) => {
      ls.forEach((l, j) => {
        w.draw(l, x + 3, w.y - CELL.size - j * lh, CELL, widths[i] - 6, table.align[i]);
      });
      x += widths[i];
    });
    w.gap(Math.max(...cells.map((c) => c.length)) * lh + 3);
  }
  w.onBreak = null;
  w.gap(6);
}
