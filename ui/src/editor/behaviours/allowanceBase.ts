/**
 * A percentage allowance or charge computes its base (issue 26): while the user has not typed a
 * base of their own (none, or the one computed before this edit), the base is the line's price ×
 * quantity or, on the document, the lines' net amounts at the allowance's VAT category and rate
 * (`lineBaseAmount`, `documentBaseAmount` of @xr/rules); the calculation then makes the amount.
 */
import { documentBaseAmount, lineBaseAmount } from '@xr/rules';
import type { Json } from '../state/types';

const blank = (v: unknown) => v === undefined || v === null || v === '';

type Base = (entry: Json, holder: Json) => number | null;

function follow(entries: Json, before: Json, prefix: string, base: Base, holder: Json, was: Json) {
  if (!Array.isArray(entries)) return entries;
  let changed = false;
  const out = entries.map((entry: Json, i: number) => {
    if (!entry || typeof entry[`${prefix}_percentage`] !== 'number') return entry;
    const now = base(entry, holder);
    const current = entry[`${prefix}_base_amount`];
    const earlier = Array.isArray(before) && before[i] && was ? base(before[i], was) : null;
    if (now === null || current === now || !(blank(current) || current === earlier)) return entry;
    changed = true;
    return { ...entry, [`${prefix}_base_amount`]: now };
  });
  return changed ? out : entries;
}

const onLine: Base = (_entry, line) => lineBaseAmount(line);
const onDocument =
  (prefix: string): Base =>
  (entry, invoice) =>
    documentBaseAmount(invoice, entry[`${prefix}_VAT_category_code`], entry[`${prefix}_VAT_rate`]);

/** `after` with the bases that follow; the same object when nothing changes. */
export function followAllowanceBase(before: Json, after: Json): Json {
  if (!after) return after;
  let out = after;
  const set = (key: string, value: Json) => {
    if (value !== out[key]) out = { ...out, [key]: value };
  };
  if (Array.isArray(after.INVOICE_LINE)) {
    let changed = false;
    const lines = after.INVOICE_LINE.map((line: Json, i: number) => {
      if (!line) return line;
      const was = before?.INVOICE_LINE?.[i];
      let next = line;
      for (const [key, prefix] of [
        ['INVOICE_LINE_ALLOWANCES', 'Invoice_line_allowance'],
        ['INVOICE_LINE_CHARGES', 'Invoice_line_charge'],
      ]) {
        const v = follow(next[key], was?.[key], prefix, onLine, next, was);
        if (v !== next[key]) next = { ...next, [key]: v };
      }
      if (next !== line) changed = true;
      return next;
    });
    if (changed) set('INVOICE_LINE', lines);
  }
  for (const [key, prefix] of [
    ['DOCUMENT_LEVEL_ALLOWANCES', 'Document_level_allowance'],
    ['DOCUMENT_LEVEL_CHARGES', 'Document_level_charge'],
  ])
    set(key, follow(after[key], before?.[key], prefix, onDocument(prefix), after, before));
  return out;
}
