/**
 * The invoice a schedule makes for one occurrence: a copy of the schedule's invoice with the
 * new number, the occurrence date as issue date (BT-2), the due date (BT-9) `dueDays` later, and
 * every service date following the occurrence: the invoicing period (BT-73/74), the delivery
 * date (BT-72) and the line periods (BT-134/135). When the copied invoice's service date lies in
 * the period of its issue date or the one before or after (billing in arrears or in advance),
 * each occurrence keeps that place; otherwise (an old invoice copied for a new service, say) the
 * copied service date is the first occurrence's and every later one moves on by one period
 * (issue 26: a March invoice for a November service no longer gives December a July period).
 */
import { addDays, type Frequency, isDate, movePeriod, periodsBetween } from './dates';

/** Whole periods from `from` to `to`, negative when `to` is earlier. */
const signedPeriods = (from: string, to: string, f: Frequency) =>
  to >= from ? periodsBetween(from, to, f) : -periodsBetween(to, from, f);

/** The first service date of an invoice: its invoicing period, delivery date or first line period. */
function serviceDate(invoice: Json): string | undefined {
  const delivery = obj(invoice.DELIVERY_INFORMATION);
  const line = (Array.isArray(invoice.INVOICE_LINE) ? invoice.INVOICE_LINE : []).map(
    (l) => obj(obj(l)?.INVOICE_LINE_PERIOD)?.Invoice_line_period_start_date,
  );
  return [
    obj(delivery?.INVOICING_PERIOD)?.Invoicing_period_start_date,
    obj(delivery?.INVOICING_PERIOD)?.Invoicing_period_end_date,
    delivery?.Actual_delivery_date,
    ...line,
  ].find(isDate);
}

type Json = Record<string, unknown>;

const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;

export interface Occurrence {
  date: string;
  /** how many occurrences came before (used when the copied invoice has no issue date) */
  index: number;
  frequency: Frequency;
  dueDays: number;
  invoiceNumber: string;
}

export function nextInvoice(template: Json, o: Occurrence): Json {
  const invoice = structuredClone(template);
  const issued = invoice.Invoice_issue_date;
  const service = serviceDate(invoice);
  const tied = isDate(issued) && (!service || Math.abs(signedPeriods(service, issued, o.frequency)) <= 1);
  const n = tied ? periodsBetween(issued, o.date, o.frequency) : o.index;
  invoice.Invoice_number = { ...(obj(invoice.Invoice_number) ?? {}), Content: o.invoiceNumber };
  invoice.Invoice_issue_date = o.date;
  invoice.Payment_due_date = addDays(o.date, o.dueDays);
  const delivery = obj(invoice.DELIVERY_INFORMATION);
  if (delivery) {
    const date = delivery.Actual_delivery_date;
    if (isDate(date)) delivery.Actual_delivery_date = movePeriod(date, undefined, o.frequency, n).start;
    const period = obj(delivery.INVOICING_PERIOD);
    if (period) {
      const moved = movePeriod(
        period.Invoicing_period_start_date as string | undefined,
        period.Invoicing_period_end_date as string | undefined,
        o.frequency,
        n,
      );
      if (moved.start) period.Invoicing_period_start_date = moved.start;
      if (moved.end) period.Invoicing_period_end_date = moved.end;
    }
  }
  for (const line of Array.isArray(invoice.INVOICE_LINE) ? invoice.INVOICE_LINE : []) {
    const period = obj(obj(line)?.INVOICE_LINE_PERIOD);
    if (!period) continue;
    const moved = movePeriod(
      period.Invoice_line_period_start_date as string | undefined,
      period.Invoice_line_period_end_date as string | undefined,
      o.frequency,
      n,
    );
    if (moved.start) period.Invoice_line_period_start_date = moved.start;
    if (moved.end) period.Invoice_line_period_end_date = moved.end;
  }
  return invoice;
}
