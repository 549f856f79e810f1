/**
 * The two invoice lists (in progress, sent): one indexed query per page plus a count, scoped to
 * the company. The full-text filter is a case-insensitive substring match on `search_text`
 * (invoice number, buyer reference, buyer name), read from the covering list indexes.
 */
import { germanDayEnd, germanDayStart } from '../german-day';
import type { MoneyFields } from '../invoice-money';
import { type Db, engineOf, queryNamed } from './connection';
import { type DeliveryStatus, deliveryStatusCondition } from './deliveries';
import { moneyConditions, numeric } from './invoice-list-money';
import { cachedTotal } from './list-count-cache';
import { listVersionSql } from './list-versions';
import { type PaymentFilter, type PaymentStatus, paymentStatusSql } from './payment-status';
import { likePattern } from './text-search';

export interface ListFilter {
  companyId: number;
  status: 'inprogress' | 'sent';
  page: number;
  size: number;
  sortColumn: string;
  sortDir: 'ASC' | 'DESC';
  fulltext?: string;
  timeRangeColumn?: 'created_date' | 'invoice_issue_date' | 'sent_at';
  timeRangeStart?: string;
  timeRangeEnd?: string;
  issueDateStart?: string;
  issueDateEnd?: string;
  authorId?: number;
  /** Invoices whose delivery has this status (`deliveries.ts`). */
  deliveryStatus?: DeliveryStatus;
  /** Buyer name (BT-44) contains this text, any case. */
  customer?: string;
  /** Amount due (BT-115, else gross BT-112) at least / at most, in hundredths. */
  amountMinCents?: number;
  amountMaxCents?: number;
  /** Document type (BT-3). */
  typeCode?: string;
  /** Due date (BT-9) range, yyyy-mm-dd. */
  dueDateStart?: string;
  dueDateEnd?: string;
  paymentStatus?: PaymentFilter;
  /** The German day the overdue status is measured against. */
  today: string;
}

/** A list row: the stored columns, the money columns read from the JSON (MoneyFields) and the payments. */
export interface ListRow extends MoneyFields {
  id: number;
  rechnungUUID: string;
  valid: number;
  status: string;
  invoiceNumber: string;
  createdDate: string;
  invoiceIssueDate: string;
  buyerReference: string;
  buyerName: string;
  sendingMethod: string | null;
  sentAt: string | null;
  authorId: number | null;
  authorLogin: string;
  specVersion: string;
  version: number;
  paidCents: number;
  reminders: number;
  lastReminderOn: string;
  paymentStatus: PaymentStatus | null;
}

const columns = `id, rechnung_uuid AS "rechnungUUID", CAST(valid AS integer) AS valid, status,
  invoice_number AS "invoiceNumber", created_date AS "createdDate", invoice_issue_date AS "invoiceIssueDate",
  buyer_reference AS "buyerReference", buyer_name AS "buyerName", sending_method AS "sendingMethod",
  sent_at AS "sentAt", author_id AS "authorId", author_login AS "authorLogin", spec_version AS "specVersion",
  version, type_code AS "typeCode", currency, due_date AS "dueDate", net_cents AS "netCents",
  vat_cents AS "vatCents", gross_cents AS "grossCents", due_cents AS "dueCents", paid_cents AS "paidCents",
  reminders, last_reminder_on AS "lastReminderOn",
  ${paymentStatusSql} AS "paymentStatus"`;

/** An end date without a time covers the whole day. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day's bounds on a timestamp column are the German day's (the list shows German time). */
const startOf = (d: string) => (DAY.test(d) ? germanDayStart(d) : d);
const endOf = (d: string) => (DAY.test(d) ? germanDayEnd(d) : d);

export async function listInvoices(db: Db, f: ListFilter): Promise<{ rows: ListRow[]; total: number }> {
  const pg = engineOf(db).kind === 'pg';
  const where = ['company_id = @companyId', 'status = @status'];
  const params: Record<string, unknown> = { companyId: f.companyId, status: f.status };
  const term = f.fulltext?.trim();
  if (term) {
    where.push("search_text LIKE @term ESCAPE '\\'");
    params.term = likePattern(term.toLowerCase());
  }
  if (f.timeRangeColumn && f.timeRangeStart) {
    where.push(`${f.timeRangeColumn} >= @rangeStart`);
    params.rangeStart =
      f.timeRangeColumn === 'invoice_issue_date' ? f.timeRangeStart : startOf(f.timeRangeStart);
  }
  if (f.timeRangeColumn && f.timeRangeEnd) {
    where.push(`${f.timeRangeColumn} <= @rangeEnd`);
    params.rangeEnd = f.timeRangeColumn === 'invoice_issue_date' ? f.timeRangeEnd : endOf(f.timeRangeEnd);
  }
  if (f.issueDateStart) {
    where.push('invoice_issue_date >= @issueStart');
    params.issueStart = f.issueDateStart;
  }
  if (f.issueDateEnd) {
    where.push("invoice_issue_date <= @issueEnd AND invoice_issue_date <> ''");
    params.issueEnd = f.issueDateEnd;
  }
  if (f.authorId !== undefined) {
    where.push('author_id = @authorId');
    params.authorId = f.authorId;
  }
  if (f.deliveryStatus) {
    where.push(deliveryStatusCondition);
    params.deliveryStatus = f.deliveryStatus;
  }
  moneyConditions(f, where, params);
  const clause = where.join(' AND ');
  if (pg) return listOnPostgres(db, f, clause, params);
  // No filter beyond the company: the trigger-kept count instead of a scan.
  const total =
    where.length === 2
      ? ((
          db.$client
            .prepare('SELECT n FROM invoice_counts WHERE company_id = @companyId AND status = @status')
            .get(params) as { n: number } | undefined
        )?.n ?? 0)
      : await cachedTotal(db, f.companyId, `${clause}|${JSON.stringify(params)}`, async () => {
          return (
            db.$client.prepare(`SELECT count(*) AS n FROM invoices WHERE ${clause}`).get(params) as {
              n: number;
            }
          ).n;
        });
  // The page's ids come from a covering index; only those rows are read.
  const order = orderOf(f);
  const rows = db.$client
    .prepare(
      `SELECT ${columns} FROM invoices WHERE id IN (SELECT id FROM invoices WHERE ${clause} ${order} LIMIT @limit OFFSET @offset) ${order}`,
    )
    .all({ ...params, today: f.today, limit: f.size, offset: f.page * f.size }) as ListRow[];
  return { rows: rows.map(numeric), total };
}

/**
 * The list's order: equal values keep the order of creation (ids are random, `random-id.ts`); the
 * id only decides between equal creation times.
 */
function orderOf(f: ListFilter): string {
  const tieBreak = f.sortColumn === 'created_date' ? '' : `, created_date ${f.sortDir}`;
  return `ORDER BY ${f.sortColumn} ${f.sortDir}${tieBreak}, id ${f.sortDir}`;
}

/**
 * The same queries on PostgreSQL (the text sent as it is, `queryNamed`; no statement cache per connection),
 * in one round trip: the page's rows carry the unfiltered total (the trigger-kept count) or, for a
 * filtered list, the company's list version for the remembered total. Only an empty page or a
 * total not remembered at that version costs a second statement.
 */
async function listOnPostgres(
  db: Db,
  f: ListFilter,
  clause: string,
  params: Record<string, unknown>,
): Promise<{ rows: ListRow[]; total: number }> {
  const unfiltered = clause.split(' AND ').length === 2;
  const countSql = 'SELECT n FROM invoice_counts WHERE company_id = @companyId AND status = @status';
  const extra = unfiltered ? `(${countSql}) AS list_total` : `${listVersionSql} AS list_version`;
  const order = orderOf(f);
  const page = await queryNamed<
    ListRow & { list_total?: number | null; list_version?: number | string | null }
  >(db, `SELECT ${columns}, ${extra} FROM invoices WHERE ${clause} ${order} LIMIT @limit OFFSET @offset`, {
    ...params,
    today: f.today,
    limit: f.size,
    offset: f.page * f.size,
  });
  const first = page[0];
  // the cents arrive as numbers (bigint's parser, connection.ts): the page's rows are the list's rows,
  // the total or version beside them unread by the list's views
  const rows: ListRow[] = page;
  if (unfiltered)
    return {
      rows,
      total: Number(
        first
          ? (first.list_total ?? 0)
          : ((await queryNamed<{ n: number }>(db, countSql, params))[0]?.n ?? 0),
      ),
    };
  const total = await cachedTotal(
    db,
    f.companyId,
    `${clause}|${JSON.stringify(params)}`,
    async () => {
      const [row] = await queryNamed<{ n: number }>(
        db,
        `SELECT CAST(count(*) AS integer) AS n FROM invoices WHERE ${clause}`,
        params,
      );
      return row?.n ?? 0;
    },
    first ? Number(first.list_version ?? 0) : undefined,
  );
  return { rows, total };
}
