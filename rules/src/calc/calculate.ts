import type { Invoice } from '@xr/generated';
import { applyPercentage } from './allowances';
import { calculateLine } from './line';
import { isObj, type Obj } from './money';
import { calculateTotals } from './totals';
import { calculateVatBreakdown } from './vat';

function mapItems(list: unknown, f: (item: Obj) => Obj): unknown {
  return Array.isArray(list) ? list.map((item) => (isObj(item) ? f(item) : item)) : list;
}

/**
 * Applies the spec §9 formulas to an invoice (plain or editor form) and returns a new invoice:
 * lines, document allowances and charges, VAT breakdown, totals — in that order, with decimal.js
 * and half-up rounding to 2 places. The input is not changed.
 */
export function calculate(invoice: Invoice): Invoice {
  if (!isObj(invoice)) return invoice;
  const out: Obj = { ...invoice };
  if (Array.isArray(out.INVOICE_LINE)) out.INVOICE_LINE = mapItems(out.INVOICE_LINE, calculateLine);
  if (Array.isArray(out.DOCUMENT_LEVEL_ALLOWANCES))
    out.DOCUMENT_LEVEL_ALLOWANCES = mapItems(out.DOCUMENT_LEVEL_ALLOWANCES, (a) =>
      applyPercentage(a, 'Document_level_allowance'),
    );
  if (Array.isArray(out.DOCUMENT_LEVEL_CHARGES))
    out.DOCUMENT_LEVEL_CHARGES = mapItems(out.DOCUMENT_LEVEL_CHARGES, (c) =>
      applyPercentage(c, 'Document_level_charge'),
    );
  const breakdown = calculateVatBreakdown(out);
  if (breakdown.length > 0 || Array.isArray(out.VAT_BREAKDOWN)) out.VAT_BREAKDOWN = breakdown;
  out.DOCUMENT_TOTALS = calculateTotals(out);
  return out as Invoice;
}

export { applyPercentage, calculateLine, calculateTotals, calculateVatBreakdown };
