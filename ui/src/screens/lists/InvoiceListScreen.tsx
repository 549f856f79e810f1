/**
 * An invoice list screen: filters, the sortable table, paging (spec §2 "Invoice lists"); the
 * filtered list as CSV, and several chosen invoices deleted or downloaded as a ZIP of their XML.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { InvoiceRow, ListKind } from '../../api/types';
import { ScreenTitle, useT } from '../../forms/Screen';
import { Busy } from '../../ui/Busy';
import { Pager } from '../../ui/Pager';
import { deleteChosen, downloadChosenZip, exportCsv } from './actions';
import { InvoiceTable } from './InvoiceTable';
import { ListFilters, PAYMENT_FILTERS } from './ListFilters';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  emptyFilters,
  type Filters,
  toQuery,
  useInvoiceList,
} from './useInvoiceList';

export { DEFAULT_SORT };

export function InvoiceListScreen({ kind }: { kind: ListKind }) {
  const t = useT();
  // the dashboard's figures link here with ?payment=UNPAID|OVERDUE
  const payment = new URLSearchParams(useSearch()).get('payment') ?? '';
  const [filters, setFilters] = useState<Filters>({
    ...emptyFilters(kind),
    payment: kind === 'sent' && PAYMENT_FILTERS.includes(payment) ? payment : '',
  });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState(DEFAULT_SORT[kind]);
  const { data, loading, reload } = useInvoiceList(kind, filters, page, size, sort);
  const [chosen, setChosen] = useState<Set<InvoiceRow['id']>>(new Set());
  // the choice holds rows of the page shown (a new page, filter or sorting starts a new choice)
  const rows = data?.content ?? [];
  const chosenRows = rows.filter((r) => chosen.has(r.id));
  const titleId = kind === 'sent' ? 'title.sent' : 'title.inProgress';
  const afterChange = () => {
    setChosen(new Set());
    reload();
  };
  return (
    <>
      <ScreenTitle id={titleId} />
      <ListFilters
        kind={kind}
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setPage(0);
          setChosen(new Set());
        }}
      />
      <HStack gap="2" mb="3" wrap="wrap" role="group" aria-label={t('list.bulk.group')}>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void exportCsv(kind, toQuery(kind, filters, 0, size, sort))}
        >
          {t('list.export.csv')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={chosenRows.length === 0}
          onClick={() => void downloadChosenZip(chosenRows)}
        >
          {t('list.bulk.zip', { count: chosenRows.length })}
        </Button>
        {kind === 'inprogress' && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={chosenRows.length === 0}
            onClick={() => void deleteChosen(chosenRows).then((ok) => ok && afterChange())}
          >
            {t('list.bulk.delete', { count: chosenRows.length })}
          </Button>
        )}
        <Text fontSize="sm" aria-live="polite">
          {chosenRows.length > 0 ? t('list.bulk.chosen', { count: chosenRows.length }) : ''}
        </Text>
      </HStack>
      {loading && <Busy size="sm" />}
      <InvoiceTable
        kind={kind}
        rows={rows}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(0);
          setChosen(new Set());
        }}
        changed={afterChange}
        caption={t(titleId)}
        selection={{ chosen, onChange: setChosen }}
      />
      <Pager
        page={page}
        size={size}
        total={data?.totalElements ?? 0}
        onPage={(p) => {
          setPage(p);
          setChosen(new Set());
        }}
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
