/**
 * XML → the JSON invoice model: invoices (UBL Invoice, UBL CreditNote, CII) through the mapping
 * functions of `reader/` (one parse, no XSLT), orders through the stylesheet
 * `xml/xslt/order-to-model.xsl` run by SaxonJS.
 *
 * Lossless and not normalising: every business term is copied as written (the editor applies
 * the rules' normalisations when it loads the invoice). Whatever the XML holds that the model
 * has no place for comes back in `notes`, never dropped silently. Orders: import-order.ts (SaxonJS
 * stays off the path of invoices, which the browser reads too). A date that is not yyyy-mm-dd
 * is kept raw (so the rules can flag it) with a note carrying the spec's text; `strictDates`
 * turns it into the spec's wrong-date-format error instead.
 */
import type { Invoice } from '@xr/generated';
import { date } from '@xr/rules';
import { inSchemaOrder } from './model-order';
import { readInvoice } from './reader/index';
import type { El } from './reader/tree';
import { checkedText, importError, importMessages } from './safe-xml';

export interface ImportOptions {
  /** Refuse a date that is not yyyy-mm-dd with the wrong-date-format error (default: keep it, note it). */
  strictDates?: boolean;
  /** Also answer the element tree read (`tree`), for checks on the XML itself without a second parse. */
  keepTree?: boolean;
  /** Put the model's keys in the schema's order (default); validation needs no order. */
  schemaOrder?: boolean;
  /** Report the values without a place as notes (default); validation reads only the model. */
  notes?: boolean;
}

export interface InvoiceImport {
  invoice: Invoice;
  notes: string[];
  syntax: 'ubl' | 'cii';
  /** With `keepTree` only: the document element as read (reader/tree.ts). */
  tree?: El;
}

export interface StylesheetResult {
  invoice: Invoice;
  notes: string[];
  syntax?: 'ubl' | 'cii';
}

/** Every `*_date` value of the model that is not a calendar date yyyy-mm-dd, with its JSON pointer. */
export function badDates(value: unknown, pointer = ''): { pointer: string; value: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => badDates(v, `${pointer}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    k.endsWith('_date') && typeof v === 'string'
      ? date(v)
        ? []
        : [{ pointer: `${pointer}/${k}`, value: v }]
      : badDates(v, `${pointer}/${k}`),
  );
}

export function withDateCheck(result: StylesheetResult, options: ImportOptions): string[] {
  const bad = badDates(result.invoice);
  if (bad.length > 0 && options.strictDates)
    throw importError('dateFormat', bad.map((b) => `${b.pointer}: ${b.value}`).join('; '));
  return [
    ...bad.map((b) => `${b.pointer}: "${b.value}" – ${importMessages.dateFormat.text}`),
    ...result.notes,
  ];
}

/** UBL Invoice, UBL CreditNote or CII → { invoice, notes, syntax }; throws XmlError when refused. */
export function importInvoiceXml(xml: string | Uint8Array, options: ImportOptions = {}): InvoiceImport {
  const wanted = options.notes !== false;
  const read = readInvoice(checkedText(xml), wanted);
  const syntax = read.syntax;
  const result = read as unknown as StylesheetResult;
  const notes = wanted || options.strictDates ? withDateCheck(result, options) : [];
  const invoice = options.schemaOrder === false ? result.invoice : inSchemaOrder(result.invoice);
  return options.keepTree ? { invoice, notes, syntax, tree: read.tree } : { invoice, notes, syntax };
}
