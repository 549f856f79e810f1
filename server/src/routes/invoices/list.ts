/**
 * GET /api/rechnung/inprogress|sent. Query: page (0-based, default 0), size (default 20, max 200),
 * sort `field,asc|desc` (fields below; default createdDate,desc resp. sentDate,desc),
 * filterFulltextSearchExpression, filterTimeRange (createdDate | invoiceIssueDate | mailingDate),
 * filterTimeRangeStart/End (yyyy-mm-dd), filterSSOUser (a user id; ALL or empty = everyone),
 * filterInvoiceDateStart/End (issue date, in-progress list), filterDeliveryStatus (sent list:
 * QUEUED | DELIVERED | FAILED). Sent rows carry `delivery` (`src/delivery/view.ts`) when one exists.
 * Answer: { content: Row[], totalElements, totalPages, page, size, sort }.
 */
import type { AuthUser, Deps } from '../../context';
import { deliveriesOfInvoices, deliveryStatuses } from '../../db/deliveries';
import { type ListFilter, type ListRow, listInvoices } from '../../db/invoice-list';
import { typeCodesOf } from '../../db/invoice-types';
import { deliveryView } from '../../delivery/view';
import { ApiError } from '../../errors/api-error';
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
});

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
  const types = await typeCodesOf(deps.db, me.companyId, ids);
  const deliveries = status === 'sent' ? await deliveriesOfInvoices(deps.db, me.companyId, ids) : new Map();
  return {
    content: rows.map((r) => {
      const sent = deliveries.get(r.id);
      const row = { ...listRow(r), invoiceTypeCode: types.get(r.id) ?? '380' };
      return sent ? { ...row, delivery: deliveryView(sent) } : row;
    }),
    totalElements: total,
    totalPages: Math.ceil(total / filter.size),
    page: filter.page,
    size: filter.size,
    sort: `${field},${filter.sortDir.toLowerCase()}`,
  };
}
