/**
 * Loads one page of an invoice list (spec §7 list calls, not counted as running requests) for the
 * current filters, paging and sorting; the search term is debounced by 250 ms.
 */
import { useCallback, useEffect, useState } from 'react';
import { listInvoices } from '../../api/calls';
import type { InvoiceRow, ListKind, ListQuery, Page } from '../../api/types';
import { showError } from '../../ui/errors';

export const DEBOUNCE_MS = 250;
/** The spec leaves the default page size open; 20 rows fit a screen. */
export const DEFAULT_PAGE_SIZE = 20;
/** Newest first (here, not in the list screen: the dashboard must not load the filters' calendar). */
export const DEFAULT_SORT: Record<ListKind, string> = {
  inprogress: 'createdDate,desc',
  sent: 'sentDate,desc',
};

export interface Filters {
  search: string;
  from: string;
  until: string;
  timeRange: string;
  author: string;
  invoiceDateFrom: string;
  invoiceDateUntil: string;
  /** Sent list: '' (all), QUEUED, DELIVERED or FAILED. */
  delivery: string;
  /** Issue 27: buyer name contains; amount due from / to; document type; due date range. */
  customer: string;
  amountMin: string;
  amountMax: string;
  type: string;
  dueFrom: string;
  dueUntil: string;
  /** Sent list: '' (all), OPEN, PARTLY_PAID, PAID, OVERDUE or UNPAID. */
  payment: string;
}

export const emptyFilters = (kind: ListKind): Filters => ({
  search: '',
  from: '',
  until: '',
  timeRange: kind === 'sent' ? 'mailingDate' : 'createdDate',
  author: '',
  invoiceDateFrom: '',
  invoiceDateUntil: '',
  delivery: '',
  customer: '',
  amountMin: '',
  amountMax: '',
  type: '',
  dueFrom: '',
  dueUntil: '',
  payment: '',
});

export function toQuery(kind: ListKind, f: Filters, page: number, size: number, sort: string): ListQuery {
  return {
    page,
    size,
    sort,
    filterFulltextSearchExpression: f.search.trim() || undefined,
    filterTimeRangeStart: f.from || undefined,
    filterTimeRangeEnd: f.until || undefined,
    filterTimeRange: f.from || f.until ? f.timeRange : undefined,
    filterSSOUser: f.author || undefined,
    filterCustomer: f.customer.trim() || undefined,
    filterAmountMin: f.amountMin.trim() || undefined,
    filterAmountMax: f.amountMax.trim() || undefined,
    filterType: f.type || undefined,
    filterDueDateStart: f.dueFrom || undefined,
    filterDueDateEnd: f.dueUntil || undefined,
    ...(kind === 'inprogress'
      ? {
          filterInvoiceDateStart: f.invoiceDateFrom || undefined,
          filterInvoiceDateEnd: f.invoiceDateUntil || undefined,
        }
      : { filterDeliveryStatus: f.delivery || undefined, filterPaymentStatus: f.payment || undefined }),
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** `refreshKey`: a change reloads the page too (the dashboard's tables reload together). */
export function useInvoiceList(
  kind: ListKind,
  filters: Filters,
  page: number,
  size: number,
  sort: string,
  refreshKey = 0,
) {
  const [data, setData] = useState<Page<InvoiceRow>>();
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const search = useDebounced(filters.search, DEBOUNCE_MS);
  const { from, until, timeRange, author, invoiceDateFrom, invoiceDateUntil, delivery } = filters;
  const { type, dueFrom, dueUntil, payment } = filters;
  // typed texts wait until typing pauses
  const customer = useDebounced(filters.customer, DEBOUNCE_MS);
  const amountMin = useDebounced(filters.amountMin, DEBOUNCE_MS);
  const amountMax = useDebounced(filters.amountMax, DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` and `refreshKey` re-run the query on demand
  useEffect(() => {
    let live = true;
    setLoading(true);
    const f = {
      search,
      from,
      until,
      timeRange,
      author,
      invoiceDateFrom,
      invoiceDateUntil,
      delivery,
      customer,
      amountMin,
      amountMax,
      type,
      dueFrom,
      dueUntil,
      payment,
    };
    listInvoices(kind, toQuery(kind, f, page, size, sort))
      .then((result) => live && setData(result))
      .catch((error) => live && void showError(error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [
    kind,
    search,
    from,
    until,
    timeRange,
    author,
    invoiceDateFrom,
    invoiceDateUntil,
    delivery,
    customer,
    amountMin,
    amountMax,
    type,
    dueFrom,
    dueUntil,
    payment,
    page,
    size,
    sort,
    reloads,
    refreshKey,
  ]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { data, loading, reload };
}
