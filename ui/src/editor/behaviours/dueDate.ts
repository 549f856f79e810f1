/**
 * The payment due date (BT-9) follows the payment terms the user chose (BT-20, e.g. "Zahlbar
 * innerhalb von 14 Tagen", "14 Tage netto", "30 days"): issue date + the days the terms name.
 * A due date the user set differently stays; one that was derived (or none) follows the terms
 * and the issue date. Credit notes carry no due date (spec §4).
 */
import { isValidIsoDate } from '../format/dates';
import type { Json } from '../state/types';

const DAYS = /(\d{1,3})\s*(?:Kalendertage|Tage|Tagen|days?)\b/i;

/** The due date the terms give for the issue date, or undefined when they name no days. */
export function dueDateOfTerms(inv: Json): string | undefined {
  const issue = inv?.Invoice_issue_date;
  const m = typeof inv?.Payment_terms === 'string' ? DAYS.exec(inv.Payment_terms) : null;
  if (!m || typeof issue !== 'string' || !isValidIsoDate(issue)) return undefined;
  const d = new Date(`${issue}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + Number(m[1]));
  return d.toISOString().slice(0, 10);
}

export function followDueDate(before: Json, after: Json): Json {
  if (!after || after.Invoice_type_code === '381') return after;
  const due = dueDateOfTerms(after);
  if (!due || after.Payment_due_date === due) return after;
  const current = after.Payment_due_date;
  const derived = current === undefined || current === '' || current === dueDateOfTerms(before);
  return derived ? { ...after, Payment_due_date: due } : after;
}
