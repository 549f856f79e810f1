/** New, copied and removed invoice lines (working form: every object with an `id`). */

import { newId } from '../model/paths';
import { addIds, stripIds } from '../model/rulesApi';
import type { Json } from '../state/types';

function nextPosition(lines: Json[]): string {
  let max = 0;
  for (const l of lines) {
    const n = Number(l?.Invoice_line_identifier?.Content);
    if (Number.isInteger(n) && n > max) max = n;
  }
  return String(max + 1);
}

/** Where the spec is silent: a new line is one piece (H87) at the standard rate S 19 %. */
export function newLine(lines: Json[]): Json {
  return {
    id: newId(),
    Invoice_line_identifier: { Content: nextPosition(lines) },
    Invoiced_quantity: 1,
    Invoiced_quantity_unit_of_measure_code: 'H87',
    PRICE_DETAILS: { id: newId() },
    LINE_VAT_INFORMATION: { id: newId(), Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 19 },
    ITEM_INFORMATION: { id: newId() },
  };
}

export function copyLine(lines: Json[], index: number): Json {
  const copy = addIds(stripIds(lines[index]));
  return { ...copy, id: newId(), Invoice_line_identifier: { Content: nextPosition(lines) } };
}

export function insertAfter(lines: Json[], index: number, line: Json): Json[] {
  const out = lines.slice();
  out.splice(index + 1, 0, line);
  return out;
}

export function removeAt(lines: Json[], index: number): Json[] {
  return lines.filter((_, i) => i !== index);
}

/** Indices of lines that have error findings. */
export function linesWithErrors(findings: { pointer: string; severity: string }[]): Set<number> {
  const out = new Set<number>();
  for (const f of findings) {
    if (f.severity !== 'error') continue;
    const m = /^\/INVOICE_LINE\/(\d+)(\/|$)/.exec(f.pointer);
    if (m) out.add(Number(m[1]));
  }
  return out;
}
