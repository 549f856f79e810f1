import { alignAccountingCurrency } from './accountingCurrency';
import { type AttachmentTotals, attachmentTotals, normaliseAttachments } from './attachments';
import { clearCreditNoteDueDate } from './creditNoteDueDate';
import { resetEmptyIdentifierWrappers } from './identifierWrappers';
import { addIds } from './ids';
import { copy, isObj, type Obj } from './json';
import { applyLineDefaults } from './lineDefaults';
import { mapPaymentMeansCode } from './paymentMeansCode';
import { applyTotalsDefaults } from './totalsDefaults';
import { vatPointDateCodeToEditor } from './vatPointDateCode';
import { addDefaultVatRows } from './vatRows';

export interface LoadResult<T> {
  invoice: T;
  /** Message keys of what changed that the user should know (`noteMessages(locale)`). */
  notes: string[];
  counters: AttachmentTotals;
}

/**
 * Prepares an invoice (from an import, a template or the server) for the editor (spec §4):
 * credit-note due date, default VAT rows, VAT point date code, line defaults, totals 0,
 * empty identifier wrappers, attachments, VAT accounting currency, payment means code, then ids.
 * The input is not changed; `ids: false` leaves the plain form.
 */
export function onLoad<T>(invoice: T, options: { ids?: boolean; makeId?: () => string } = {}): LoadResult<T> {
  if (!isObj(invoice)) throw new TypeError('onLoad: the invoice must be a JSON object');
  const out = copy(invoice) as Obj;
  const notes: string[] = [];
  clearCreditNoteDueDate(out, notes);
  addDefaultVatRows(out, notes);
  vatPointDateCodeToEditor(out);
  applyLineDefaults(out);
  applyTotalsDefaults(out);
  resetEmptyIdentifierWrappers(out);
  normaliseAttachments(out, notes);
  alignAccountingCurrency(out, notes);
  mapPaymentMeansCode(out, notes);
  const counters = attachmentTotals(out);
  const result = options.ids === false ? out : addIds(out, options.makeId);
  return { invoice: result as T, notes, counters };
}
