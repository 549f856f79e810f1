/**
 * § 14 (4) no. 6 UStG: an invoice names the date of supply or the period of service. The editor
 * asks for it on the invoice data screen (easy mode too) as a choice: the issue date (the
 * default), another date (BT-72 Actual_delivery_date) or a period (BG-14 start/end, BT-73/74).
 * "Same as the issue date" is stored as BT-72 equal to BT-2 and follows the issue date; the
 * due date follows the payment terms in the same way (`followDueDate`).
 */
import { isValidIsoDate } from '../format/dates';
import { getIn, newId, setIn } from '../model/paths';
import type { Json } from '../state/types';

export type ServiceDateMode = 'issueDate' | 'otherDate' | 'period';

const DELIVERY_DATE = ['DELIVERY_INFORMATION', 'Actual_delivery_date'];
const PERIOD = ['DELIVERY_INFORMATION', 'INVOICING_PERIOD'];

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Which choice the invoice's data shows (a period, a date of its own, or the issue date). */
export function serviceDateMode(inv: Json, chosen?: ServiceDateMode): ServiceDateMode {
  if (getIn(inv, PERIOD)) return 'period';
  if (chosen === 'otherDate') return 'otherDate';
  const date = getIn(inv, DELIVERY_DATE);
  return filled(date) && date !== inv?.Invoice_issue_date ? 'otherDate' : 'issueDate';
}

/** The invoice with the choice applied: the issue date as BT-72, a date of its own, or a period. */
export function chooseServiceDate(inv: Json, mode: ServiceDateMode): Json {
  let out = inv;
  if (!getIn(out, ['DELIVERY_INFORMATION'])) out = setIn(out, ['DELIVERY_INFORMATION'], { id: newId() });
  if (mode === 'period') {
    out = setIn(out, DELIVERY_DATE, undefined);
    if (!getIn(out, PERIOD)) out = setIn(out, PERIOD, { id: newId() });
    return out;
  }
  out = setIn(out, PERIOD, undefined);
  if (mode === 'issueDate') return setIn(out, DELIVERY_DATE, inv?.Invoice_issue_date || undefined);
  return out;
}

/**
 * After an edit: a date of supply that was the issue date (or none, with no period) follows the
 * issue date — the default of § 14 (4) UStG that the choice shows. A date of its own or a period
 * stays as the user set it; a text that is no date is left alone.
 */
export function followServiceDate(before: Json, after: Json): Json {
  if (!after || getIn(after, PERIOD)) return after;
  const issue = after.Invoice_issue_date;
  if (!isValidIsoDate(issue ?? '')) return after;
  const date = getIn(after, DELIVERY_DATE);
  const wasDefault = !filled(date) || date === before?.Invoice_issue_date;
  if (!wasDefault || date === issue) return after;
  let out = after;
  if (!getIn(out, ['DELIVERY_INFORMATION'])) out = setIn(out, ['DELIVERY_INFORMATION'], { id: newId() });
  return setIn(out, DELIVERY_DATE, issue);
}
