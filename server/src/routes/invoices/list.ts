/**
 * GET /api/rechnung/inprogress|sent. Query: page (0-based, default 0), size (default 20, max 200),
 * sort `field,asc|desc` (fields below; default createdDate,desc resp. sentDate,desc),
 * filterFulltextSearchExpression, filterTimeRange (createdDate | invoiceIssueDate | mailingDate),
 * filterTimeRangeStart/End (yyyy-mm-dd), filterSSOUser (a user id; ALL or empty = everyone),
 * filterInvoiceDateStart/End (issue date, in-progress list), filterDeliveryStatus (sent list:
 * QUEUED | DELIVERED | FAILED); issue 27: filterCustomer (buyer name contains), filterAmountMin/Max
 * (amount due), filterType (BT-3 code), filterDueDateStart/End, filterPaymentStatus (sent list:
 * OPEN | PARTLY_PAID | PAID | OVERDUE | UNPAID, `db/payment-status.ts`). Sent rows carry `delivery` (`src/delivery/view.ts`) when one exists.
 * Answer: { content: Row[], totalElements, totalPages, page, size, sort }.
 */
import type { AuthUser, Deps } from '../../context';
import { deliveriesOfInvoices, deliveryStatuses } from '../../db/deliveries';
import { type ListFilter, type ListRow, listInvoices } from '../../db/invoice-list';
import { owedCents, PAYMENT_STATUSES, type PaymentFilter } from '../../db/payment-status';
import { deliveryView } from '../../delivery/view';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { amountText, centsOf } from '../../invoice-money';
import { ownValue, queryNumber } from '../body';
import { filterDate } from '../filter-date';

const sortColumns: Record<string, string> = {
  invoiceNumber: 'invoice_number',
  createdDate: 'created_date',
  invoiceIssueDate: 'invoice_issue_date',
  buyerReference: 'buyer_reference',
  sentDate: 'sent_at',
  mailingDate: 'sent_at',
  sendingMethod: 'sending_method',
  valid: 'valid',
  status: 'valid',
  sentTime: 'sent_at',
  author: 'author_login',
  customer: 'buyer_name',
  buyerName: 'buyer_name',
  amount: owedCents,
  dueDate: 'due_date',
  type: 'type_code',
};

const rangeColumns = {
  createdDate: 'created_date',
  invoiceIssueDate: 'invoice_issue_date',
  mailingDate: 'sent_at',
} as const;
const date = (q: Record<string, string>, name: string) => filterDate(q, name, { withTime: true });

export const listRow = (r: ListRow) => ({
  id: r.id,
  rechnungUUID: r.rechnungUUID,
  status: r.valid === 1 ? 'VALID' : 'INVALID',
  valid: r.valid === 1,
  state: r.status === 'sent' ? 'SENT' : 'IN_PROGRESS',
  invoiceNumber: r.invoiceNumber,
  createdDate: r.createdDate,
  invoiceIssueDate: r.invoiceIssueDate,
  buyerReference: r.buyerReference,
  buyerName: r.buyerName,
  sendingMethod: r.sendingMethod ? r.sendingMethod.toUpperCase() : undefined,
  sentTime: r.sentAt ?? undefined,
  sentDate: r.sentAt ?? undefined,
  author: r.authorLogin,
  authorId: r.authorId,
  specVersion: r.specVersion,
  version: r.version,
  invoiceTypeCode: r.typeCode,
  currency: r.currency,
  dueDate: r.dueDate || undefined,
  netAmount: amountText(r.netCents),
  vatAmount: amountText(r.vatCents),
  grossAmount: amountText(r.grossCents),
  amountDue: amountText(r.dueCents ?? r.grossCents),
  ...(r.paymentStatus
    ? {
        paymentStatus: r.paymentStatus,
        paidAmount: amountText(r.paidCents),
        openAmount: amountText(Math.max(0, (r.dueCents ?? r.grossCents ?? 0) - r.paidCents)),
        ...(r.reminders > 0 ? { reminders: Number(r.reminders), lastReminderOn: r.lastReminderOn } : {}),
      }
    : {}),
});

/** `filterPaymentStatus`: OPEN | PARTLY_PAID | PAID | OVERDUE | UNPAID; empty or ALL = every invoice. */
function paymentStatusOf(q: Record<string, string>): PaymentFilter | undefined {
  const v = q.filterPaymentStatus?.toUpperCase();
  if (!v || v === 'ALL') return undefined;
  if (v === 'UNPAID' || (PAYMENT_STATUSES as readonly string[]).includes(v)) return v as PaymentFilter;
  throw new ApiError('error.badRequest', { field: 'filterPaymentStatus' });
}

/** An amount filter ("1234.50" or "1234,50") in hundredths. */
function amountOf(q: Record<string, string>, name: string): number | undefined {
  const raw = q[name]?.trim();
  if (!raw) return undefined;
  const cents = centsOf(raw.includes('.') ? raw : raw.replace(',', '.'));
  if (cents === null) throw new ApiError('error.badRequest', { field: name });
  return cents;
}

/** `filterType`: a document type code (BT-3, UNTDID 1001: three digits). */
function typeOf(q: Record<string, string>): string | undefined {
  const v = q.filterType?.trim();
  if (!v || v.toUpperCase() === 'ALL') return undefined;
  if (!/^\d{3}$/.test(v)) throw new ApiError('error.badRequest', { field: 'filterType' });
  return v;
}

/** `filterDeliveryStatus`: QUEUED | DELIVERED | FAILED (any case); empty or ALL = every invoice. */
function deliveryStatusOf(q: Record<string, string>): ListFilter['deliveryStatus'] {
  const v = q.filterDeliveryStatus?.toLowerCase();
  if (!v || v === 'all') return undefined;
  const known = deliveryStatuses.find((s) => s === v);
  if (!known) throw new ApiError('error.badRequest', { field: 'filterDeliveryStatus' });
  return known;
}

/** The list filter of a query (company, list, search, ranges, author, sorting, one page). */
export function listFilter(
  me: AuthUser,
  status: 'inprogress' | 'sent',
  q: Record<string, string>,
): { filter: ListFilter; field: string } {
  const page = queryNumber(q, 'page', 0, 0, 10_000_000);
  const size = queryNumber(q, 'size', 20, 1, 200);
  const [field, dir] = (q.sort || (status === 'sent' ? 'sentDate,desc' : 'createdDate,desc')).split(',');
  const sortColumn = ownValue(sortColumns, field);
  if (!sortColumn) throw new ApiError('error.badRequest', { field: 'sort' });
  const range = q.filterTimeRange ? ownValue(rangeColumns, q.filterTimeRange) : rangeColumns.createdDate;
  if (!range) throw new ApiError('error.badRequest', { field: 'filterTimeRange' });
  const user =
    q.filterSSOUser && q.filterSSOUser.toUpperCase() !== 'ALL' ? Number(q.filterSSOUser) : undefined;
  if (user !== undefined && !Number.isSafeInteger(user))
    throw new ApiError('error.badRequest', { field: 'filterSSOUser' });
  const filter: ListFilter = {
    companyId: me.companyId,
    status,
    page,
    size,
    sortColumn,
    sortDir: dir?.toLowerCase() === 'asc' ? 'ASC' : 'DESC',
    fulltext: q.filterFulltextSearchExpression,
    timeRangeColumn: range,
    timeRangeStart: date(q, 'filterTimeRangeStart'),
    timeRangeEnd: date(q, 'filterTimeRangeEnd'),
    issueDateStart: date(q, 'filterInvoiceDateStart'),
    issueDateEnd: date(q, 'filterInvoiceDateEnd'),
    authorId: user,
    deliveryStatus: deliveryStatusOf(q),
    customer: q.filterCustomer,
    amountMinCents: amountOf(q, 'filterAmountMin'),
    amountMaxCents: amountOf(q, 'filterAmountMax'),
    typeCode: typeOf(q),
    dueDateStart: filterDate(q, 'filterDueDateStart'),
    dueDateEnd: filterDate(q, 'filterDueDateEnd'),
    paymentStatus: paymentStatusOf(q),
    today: todayInGermany(),
  };
  return { filter, field };
}

export async function listQuery(
  deps: Deps,
  me: AuthUser,
  status: 'inprogress' | 'sent',
  q: Record<string, string>,
) {
  const { filter, field } = listFilter(me, status, q);
  // a read: no explicit transaction (no BEGIN/COMMIT round trips on PostgreSQL; on SQLite the
  // statements run on the reading connection, beside the writes); each statement sees committed data
  const { rows, total } = await listInvoices(deps.db, filter);
  const ids = rows.map((r) => r.id);
  const deliveries = status === 'sent' ? await deliveriesOfInvoices(deps.db, me.companyId, ids) : new Map();
  return {
    content: rows.map((r) => {
      const sent = deliveries.get(r.id);
      const row = listRow(r);
      return sent ? { ...row, delivery: deliveryView(sent) } : row;
    }),
    totalElements: total,
    totalPages: Math.ceil(total / filter.size),
    page: filter.page,
    size: filter.size,
    sort: `${field},${filter.sortDir.toLowerCase()}`,
  };
}
