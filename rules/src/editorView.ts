import { vatKey, vatUseKeys } from './calc/vat';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The document the editor profile checks, and how its pointers map back to the given one. */
export interface EditorView {
  document: unknown;
  pointer(pointer: string): string;
}

function withoutZeroBaseQuantity(lines: unknown[]): unknown[] {
  let changed = false;
  const out = lines.map((line) => {
    if (!isObj(line) || !isObj(line.PRICE_DETAILS) || line.PRICE_DETAILS.Item_price_base_quantity !== 0)
      return line;
    changed = true;
    const {
      Item_price_base_quantity: _,
      Item_price_base_quantity_unit_of_measure_code: __,
      ...price
    } = line.PRICE_DETAILS;
    return { ...line, PRICE_DETAILS: price };
  });
  return changed ? out : lines;
}

/**
 * The editor's working form holds placeholders that save removes (spec §4): VAT rows no line,
 * allowance or charge uses (the default rows), a base quantity of 0 ("none"), and a VAT
 * accounting currency equal to the invoice currency with its BT-111. The editor profile checks
 * the invoice without them, as it will be saved, and reports at the given document's pointers.
 */
export function editorView(invoice: unknown): EditorView {
  if (!isObj(invoice)) return { document: invoice, pointer: (p) => p };
  const doc: Obj = { ...invoice };
  let rowIndex: number[] | null = null;
  if (Array.isArray(invoice.VAT_BREAKDOWN)) {
    const used = vatUseKeys(invoice);
    rowIndex = [];
    const rows: unknown[] = [];
    invoice.VAT_BREAKDOWN.forEach((row, i) => {
      if (isObj(row) && !used.has(vatKey(row.VAT_category_code, row.VAT_category_rate))) return;
      rows.push(row);
      rowIndex?.push(i);
    });
    doc.VAT_BREAKDOWN = rows;
  }
  if (Array.isArray(invoice.INVOICE_LINE)) doc.INVOICE_LINE = withoutZeroBaseQuantity(invoice.INVOICE_LINE);
  const currency = invoice.Invoice_currency_code;
  if (typeof currency === 'string' && currency !== '' && invoice.VAT_accounting_currency_code === currency) {
    delete doc.VAT_accounting_currency_code;
    // BT-111 goes with it, unless it holds a text the user typed (FIELD-number names it)
    if (
      isObj(invoice.DOCUMENT_TOTALS) &&
      !typedText(invoice.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency)
    ) {
      const { Invoice_total_VAT_amount_in_accounting_currency: _, ...totals } = invoice.DOCUMENT_TOTALS;
      doc.DOCUMENT_TOTALS = totals;
    }
  }
  const index = rowIndex;
  return {
    document: doc,
    pointer: (p) => {
      if (!index || !p.startsWith('/VAT_BREAKDOWN/')) return p;
      const [, , at, ...rest] = p.split('/');
      const original = index[Number(at)];
      return original === undefined ? p : ['', 'VAT_BREAKDOWN', String(original), ...rest].join('/');
    },
  };
}

/** A non-empty text where the model holds a number: what a user typed and could not be read. */
export const typedText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
