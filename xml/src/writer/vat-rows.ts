/**
 * The VAT breakdown rows (BG-23) a document carries: every row of the invoice, also one that no
 * line uses (an invoice without lines, a category of document-level allowances or charges only),
 * except the editor's placeholders (spec §9 default rows): a default category and rate that nothing
 * uses, with amounts of 0 (or none) and no exemption reason. Those are the editor's working form,
 * not content; save removes them too.
 */
import { DEFAULT_VAT_ROWS, vatKey, vatUses } from '@xr/rules';
import { decimal } from './text';

type Obj = Record<string, unknown>;

const DEFAULT_KEYS = new Set(DEFAULT_VAT_ROWS.map((d) => vatKey(d.code, d.rate)));

const zeroOrNone = (v: unknown) => v === undefined || decimal(v).isZero();

function placeholder(row: Obj, used: Set<string>): boolean {
  const key = vatKey(row.VAT_category_code, row.VAT_category_rate);
  return (
    !used.has(key) &&
    DEFAULT_KEYS.has(key) &&
    zeroOrNone(row.VAT_category_taxable_amount) &&
    zeroOrNone(row.VAT_category_tax_amount) &&
    row.VAT_exemption_reason_code === undefined &&
    row.VAT_exemption_reason_text === undefined
  );
}

/** The pruned model's VAT breakdown rows to write, in their order. */
export function vatRowsToWrite(model: Obj): Obj[] {
  const rows = Array.isArray(model.VAT_BREAKDOWN) ? (model.VAT_BREAKDOWN as Obj[]) : [];
  const used = new Set<string>(vatUses(model).keys());
  return rows.filter((row) => !placeholder(row, used));
}
