/**
 * The shape of an invoice as a person reads it (the layout model): what the HTML preview and
 * the PDF both draw, so the two show the same thing. Every text is already in the reader's
 * language and format; drawing code decides only fonts, sizes and positions.
 */
import type { VisualLocale } from './labels';

export interface VisualField {
  label: string;
  value: string;
  /** The total a reader looks for first (amount due). */
  strong?: boolean;
}

export interface VisualBlock {
  title: string;
  fields: VisualField[];
}

export interface VisualTable {
  title: string;
  headers: string[];
  /** Per column: numbers right-aligned. */
  align: ('left' | 'right')[];
  rows: string[][];
}

export interface VisualLine {
  position: string;
  name: string;
  /** Further item facts, one "label: value" each (description, item numbers, period, …). */
  details: string[];
  quantity: string;
  unit: string;
  price: string;
  vat: string;
  amount: string;
}

export interface InvoiceDocument {
  locale: VisualLocale;
  /** "Rechnung", "Gutschrift", … from the invoice type code (BT-3). */
  title: string;
  /** Letterhead: the seller's name and one line each of address and contact. */
  letterhead: { name: string; lines: string[] };
  /** The small sender line above the address block. */
  senderLine: string;
  /** The buyer's address block (name, street, city, country). */
  recipient: string[];
  /** Invoice data beside the address block: number, dates, references. */
  facts: VisualField[];
  /** Parties: seller and buyer details, payee, tax representative, delivery. */
  parties: VisualBlock[];
  /** The letter's introduction above the lines (not in the XML; docs/letter-text.md). */
  introduction: string;
  lines: { title: string; headers: string[]; rows: VisualLine[] };
  allowancesCharges: VisualTable | null;
  vat: VisualTable;
  totals: VisualBlock;
  payment: VisualBlock | null;
  /** The letter's closing text below the totals (not in the XML). */
  closing: string;
  notes: { title: string; items: string[] } | null;
  attachments: VisualTable | null;
  /** Footer: the seller's legal facts (VAT id, tax number, register) and bank account. */
  footer: string[];
}
