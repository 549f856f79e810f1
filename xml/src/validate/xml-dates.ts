// CII rules that compare dates (BR-29, BR-30, PEPPOL-EN16931-R110/R111) as the schematron does: the
// untyped texts of `udt:DateTimeString` compared as strings (an XPath general comparison of two
// untyped values), so an empty date or one written as a decimal (`20160100.98`) is compared as written.
// The model keeps a valid date as yyyy-mm-dd and reads an empty one as absent, so the XML decides.
import { attr, descendants, type El, own, select } from './xml-tree';

const settlement = 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement';
const lineSettlement =
  'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeSettlement';

/** XPath `a >= b` of two node sequences of untyped values: some pair compares so, as strings. */
const someAtLeast = (a: string[], b: string[]) => a.some((x) => b.some((y) => x >= y));
const dates = (period: El, which: 'StartDateTime' | 'EndDateTime', format102: boolean) =>
  select(period, which, 'DateTimeString')
    .filter((d) => !format102 || attr(d, 'format') === '102')
    .map((d) => own(d));

/** BR-29 (document period) and BR-30 (line period): the end is not before the start, compared as written. */
function periodInOrder(period: El): boolean {
  if (select(period, 'EndDateTime').length === 0 || select(period, 'StartDateTime').length === 0) return true;
  return someAtLeast(dates(period, 'EndDateTime', true), dates(period, 'StartDateTime', true));
}

export const ciiDateRules = ['BR-29', 'BR-30', 'PEPPOL-EN16931-R110', 'PEPPOL-EN16931-R111', 'BR-CO-25'];

/** The ids of these rules that fail on a CII document. */
export function ciiDateFindings(root: El): string[] {
  const out: string[] = [];
  const header = select(root, settlement, 'BillingSpecifiedPeriod');
  if (!header.every(periodInOrder)) out.push('BR-29');
  const lines = select(root, lineSettlement, 'BillingSpecifiedPeriod');
  if (!lines.every(periodInOrder)) out.push('BR-30');
  // R110/R111: each line period date is within the document period, when the document period has that
  // date (no format filter here)
  const text = (els: El[]) => els.map((d) => own(d));
  const headerStart = text(header.flatMap((p) => select(p, 'StartDateTime/DateTimeString')));
  const headerEnd = text(header.flatMap((p) => select(p, 'EndDateTime/DateTimeString')));
  const lineDates = (which: string) => lines.flatMap((p) => select(p, which));
  if (
    header.some((p) => select(p, 'StartDateTime').length > 0) &&
    lineDates('StartDateTime').some((s) => !someAtLeast(text(select(s, 'DateTimeString')), headerStart))
  )
    out.push('PEPPOL-EN16931-R110');
  if (
    header.some((p) => select(p, 'EndDateTime').length > 0) &&
    lineDates('EndDateTime').some((e) => !someAtLeast(headerEnd, text(select(e, 'DateTimeString'))))
  )
    out.push('PEPPOL-EN16931-R111');
  // BR-CO-25: a positive amount due needs a due date or payment terms element (present, empty or not)
  const due = descendants(root, 'DuePayableAmount');
  const terms = descendants(root, 'SpecifiedTradePaymentTerms');
  const positive = due.length === 1 && Number(own(due[0]).trim()) > 0;
  if (
    positive &&
    !terms.some((t) => select(t, 'DueDateDateTime').length + select(t, 'Description').length > 0)
  )
    out.push('BR-CO-25');
  return out;
}
