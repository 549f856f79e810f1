import { vatKey } from '../calc/vat';
import { isObj, list, type Obj } from './json';

/** The default VAT rows of the editor (spec §9): S at the German and common rates, Z at 0. */
export const DEFAULT_VAT_ROWS: ReadonlyArray<{ code: string; rate: number }> = [
  { code: 'S', rate: 19 },
  { code: 'S', rate: 10.7 },
  { code: 'S', rate: 9.5 },
  { code: 'S', rate: 9 },
  { code: 'S', rate: 7 },
  { code: 'S', rate: 5.5 },
  { code: 'Z', rate: 0 },
];

/** Removes later rows of a category and rate already listed; true when one was removed. */
export function removeDuplicateVatRows(invoice: Obj): boolean {
  if (!Array.isArray(invoice.VAT_BREAKDOWN)) return false;
  const seen = new Set<string>();
  const kept = invoice.VAT_BREAKDOWN.filter((row) => {
    if (!isObj(row)) return false;
    const key = vatKey(row.VAT_category_code, row.VAT_category_rate);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const removed = kept.length !== invoice.VAT_BREAKDOWN.length;
  invoice.VAT_BREAKDOWN = kept;
  return removed;
}

/** On load: default VAT rows added where missing, duplicates of category and rate removed, with notes. */
export function addDefaultVatRows(invoice: Obj, notes: string[]): void {
  if (removeDuplicateVatRows(invoice)) notes.push('note.vatRowsDuplicatesRemoved');
  const rows = list(invoice, 'VAT_BREAKDOWN');
  const present = new Set(rows.map((r) => vatKey(r.VAT_category_code, r.VAT_category_rate)));
  const missing = DEFAULT_VAT_ROWS.filter((d) => !present.has(vatKey(d.code, d.rate)));
  if (missing.length === 0) return;
  invoice.VAT_BREAKDOWN = [
    ...rows,
    ...missing.map((d) => ({
      VAT_category_code: d.code,
      VAT_category_rate: d.rate,
      VAT_category_taxable_amount: 0,
      VAT_category_tax_amount: 0,
    })),
  ];
  // a document that had rows learns about the additions; a new invoice just gets them
  if (rows.length > 0) notes.push('note.vatRowsAdded');
}

/** True when a line, document allowance or charge uses the category and rate of this row. */
export function vatRowUsed(invoice: Obj, row: Obj): boolean {
  const key = vatKey(row.VAT_category_code, row.VAT_category_rate);
  for (const line of list(invoice, 'INVOICE_LINE')) {
    const vat = isObj(line.LINE_VAT_INFORMATION) ? line.LINE_VAT_INFORMATION : {};
    if (vatKey(vat.Invoiced_item_VAT_category_code, vat.Invoiced_item_VAT_rate) === key) return true;
  }
  for (const a of list(invoice, 'DOCUMENT_LEVEL_ALLOWANCES'))
    if (vatKey(a.Document_level_allowance_VAT_category_code, a.Document_level_allowance_VAT_rate) === key)
      return true;
  for (const c of list(invoice, 'DOCUMENT_LEVEL_CHARGES'))
    if (vatKey(c.Document_level_charge_VAT_category_code, c.Document_level_charge_VAT_rate) === key)
      return true;
  return false;
}

/** On save: VAT rows no line, allowance or charge uses are dropped. */
export function dropUnusedVatRows(invoice: Obj): void {
  if (Array.isArray(invoice.VAT_BREAKDOWN))
    invoice.VAT_BREAKDOWN = invoice.VAT_BREAKDOWN.filter((row) => isObj(row) && vatRowUsed(invoice, row));
}
