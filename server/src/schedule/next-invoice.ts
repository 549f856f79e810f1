/**
 * The invoice a schedule makes for one occurrence: a copy of the schedule's invoice with the
 * new number, the occurrence date as issue date (BT-2), the due date (BT-9) `dueDays` later, and
 * every service date moved on by the periods between the copied invoice and this occurrence:
 * the invoicing period (BT-73/74), the delivery date (BT-72) and the line periods (BT-134/135).
 */
import { addDays, type Frequency, isDate, movePeriod, periodsBetween } from './dates';

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
  const n = isDate(issued) ? periodsBetween(issued, o.date, o.frequency) : o.index;
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
