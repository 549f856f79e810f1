/** An invoice list screen: filters, the sortable table, paging (spec §2 "Invoice lists"). */
import { useState } from 'react';
import type { ListKind } from '../../api/types';
import { ScreenTitle, useT } from '../../forms/Screen';
import { Busy } from '../../ui/Busy';
import { InvoiceTable } from './InvoiceTable';
import { ListFilters } from './ListFilters';
import { Pager } from './Pager';
import { DEFAULT_PAGE_SIZE, emptyFilters, type Filters, useInvoiceList } from './useInvoiceList';

export const DEFAULT_SORT: Record<ListKind, string> = {
  inprogress: 'createdDate,desc',
  sent: 'sentDate,desc',
};

export function InvoiceListScreen({ kind }: { kind: ListKind }) {
  const t = useT();
  const [filters, setFilters] = useState<Filters>(emptyFilters(kind));
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState(DEFAULT_SORT[kind]);
  const { data, loading, reload } = useInvoiceList(kind, filters, page, size, sort);
  const titleId = kind === 'sent' ? 'title.sent' : 'title.inProgress';
  return (
    <>
      <ScreenTitle id={titleId} />
      <ListFilters
        kind={kind}
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setPage(0);
        }}
      />
      {loading && <Busy size="sm" />}
      <InvoiceTable
        kind={kind}
        rows={data?.content ?? []}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(0);
        }}
        changed={reload}
        caption={t(titleId)}
      />
      <Pager
        page={page}
        size={size}
        total={data?.totalElements ?? 0}
        onPage={setPage}
        onSize={(s) => {
          setSize(s);
          setPage(0);
        }}
      />
    </>
  );
}

export const InProgressScreen = () => <InvoiceListScreen kind="inprogress" />;
export const SentScreen = () => <InvoiceListScreen kind="sent" />;
