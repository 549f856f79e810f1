/**
 * The invoice table (spec §2 columns): in progress — status, number, created, issue date, buyer
 * reference; sent — number, issue date, buyer reference, sending method, sent time, and (an
 * addition) the delivery status; both (issue 27) document type, customer, amount due and due date,
 * sent ones their payment status and "Als bezahlt markieren". Sortable headers; row actions per kind (sent invoices are no
 * longer editable; a failed delivery can be tried again).
 */
import { Badge, Box, Button, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { InvoiceRow, ListKind } from '../../api/types';
import { useT } from '../../forms/Screen';
import { hasMessage } from '../../i18n';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { numericIf, TYPE } from '../../ui/patterns';
import { ScrollX } from '../../ui/ScrollX';
import { DeliveryCell } from './DeliveryCell';
import { PaymentCell } from './PaymentCell';
import { RowActions } from './RowActions';

// the payment dialog (with its calendar) loads when it is first opened, not with the dashboard
const PaymentDialog = lazy(() => import('./PaymentDialog').then((m) => ({ default: m.PaymentDialog })));
// the cards (with their sort choice) only below 768 px: a wide screen does not load them
const InvoiceCards = lazy(() => import('./InvoiceCards').then((m) => ({ default: m.InvoiceCards })));

const shorten = (text: string | undefined, max = 80) =>
  text && text.length > max ? `${text.slice(0, max)}…` : (text ?? '');

export interface Column {
  key: string;
  label: string;
  render: (row: InvoiceRow) => React.ReactNode;
  /** False: the server cannot sort by it (a plain header). */
  sortable?: boolean;
  /** Amounts: right-aligned, header too. */
  numeric?: boolean;
}

export const isValidRow = (row: InvoiceRow) => row.status === 'VALID';
export const sentTime = (row: InvoiceRow) => row.sentTime;

function useColumns(kind: ListKind): Column[] {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const number: Column = {
    key: 'invoiceNumber',
    label: t('list.col.number'),
    // a usual number (up to 20 characters) stays on one line instead of breaking at its hyphens
    render: (r) =>
      (r.invoiceNumber ?? '').length <= 20 ? (
        <Box as="span" whiteSpace="nowrap">
          {r.invoiceNumber}
        </Box>
      ) : (
        shorten(r.invoiceNumber)
      ),
  };
  // what a supplier asks first (issue 27): the kind of document, for whom, how much, due when
  const money: Column[] = [
    {
      key: 'type',
      label: t('list.col.type'),
      render: (r) =>
        hasMessage(`list.type.${r.invoiceTypeCode ?? '380'}`)
          ? t(`list.type.${r.invoiceTypeCode ?? '380'}`)
          : (r.invoiceTypeCode ?? ''),
    },
    { key: 'customer', label: t('list.col.customer'), render: (r) => shorten(r.buyerName, 40) },
    {
      key: 'amount',
      label: t('list.col.amount'),
      numeric: true,
      render: (r) => formatMoney(r.amountDue, r.currency, locale),
    },
    { key: 'dueDate', label: t('list.col.dueDate'), render: (r) => formatDate(r.dueDate, locale) },
  ];
  const issue: Column = {
    key: 'invoiceIssueDate',
    label: t('list.col.issueDate'),
    render: (r) => formatDate(r.invoiceIssueDate, locale),
  };
  const buyer: Column = {
    key: 'buyerReference',
    label: t('list.col.buyerReference'),
    render: (r) => r.buyerReference,
  };
  if (kind === 'inprogress') {
    return [
      {
        key: 'valid',
        label: t('list.col.status'),
        render: (r) =>
          isValidRow(r) ? (
            <Badge colorPalette="green">{t('list.status.valid')}</Badge>
          ) : (
            <Badge colorPalette="orange" title={t('list.status.invalidHint')}>
              {t('list.status.invalid')}
            </Badge>
          ),
      },
      number,
      ...money,
      {
        key: 'createdDate',
        label: t('list.col.created'),
        render: (r) => formatDateTime(r.createdDate, locale),
      },
      issue,
      buyer,
    ];
  }
  return [
    number,
    ...money,
    {
      key: 'paymentStatus',
      label: t('list.col.payment'),
      sortable: false,
      render: (r) => <PaymentCell row={r} />,
    },
    issue,
    buyer,
    // the sending method under the time: one column less, so the table fits 1280 px (issue 27)
    {
      key: 'sentDate',
      label: t('list.col.sent'),
      // one block: the method stands under the time in a table cell and in a phone card alike
      render: (r) => (
        <Box>
          {formatDateTime(sentTime(r), locale)}
          {r.sendingMethod && (
            <Text fontSize="xs" color="fg.muted">
              {t(`list.method.${String(r.sendingMethod).toLowerCase()}`)}
            </Text>
          )}
        </Box>
      ),
    },
    {
      key: 'delivery',
      label: t('list.col.delivery'),
      sortable: false,
      render: (r) => <DeliveryCell delivery={r.delivery} />,
    },
  ];
}

/** The chosen rows of a list (ids) and how to change the choice. */
export interface RowSelection {
  chosen: ReadonlySet<InvoiceRow['id']>;
  onChange: (next: Set<InvoiceRow['id']>) => void;
}

/** The checkbox that chooses one invoice for the bulk actions (table row and phone card). */
export function ChooseRow({ row, selection }: { row: InvoiceRow; selection: RowSelection }) {
  const t = useT();
  return (
    <input
      type="checkbox"
      aria-label={`${t('list.bulk.choose')} ${row.invoiceNumber || row.id}`}
      checked={selection.chosen.has(row.id)}
      onChange={(e) => {
        const next = new Set(selection.chosen);
        if (e.target.checked) next.add(row.id);
        else next.delete(row.id);
        selection.onChange(next);
      }}
    />
  );
}

function ChooseAll({ rows, selection }: { rows: InvoiceRow[]; selection: RowSelection }) {
  const t = useT();
  const all = rows.length > 0 && rows.every((r) => selection.chosen.has(r.id));
  return (
    <input
      type="checkbox"
      aria-label={t('list.bulk.chooseAll')}
      checked={all}
      disabled={rows.length === 0}
      onChange={() => {
        const next = new Set(selection.chosen);
        for (const r of rows) {
          if (all) next.delete(r.id);
          else next.add(r.id);
        }
        selection.onChange(next);
      }}
    />
  );
}

export function InvoiceTable(props: {
  kind: ListKind;
  rows: InvoiceRow[];
  sort?: string;
  onSort?: (sort: string) => void;
  changed: () => void;
  caption: string;
  /** checkboxes to choose several rows (the lists; not the dashboard) */
  selection?: RowSelection;
}) {
  const { kind, rows, sort, onSort, changed, caption, selection } = props;
  const extra = selection ? 2 : 1;
  const t = useT();
  const columns = useColumns(kind);
  const [sortKey, sortDir] = (sort ?? '').split(',');
  const [paying, setPaying] = useState<InvoiceRow>();
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false });
  const dialog = paying && (
    <Suspense fallback={null}>
      <PaymentDialog
        row={paying}
        onClose={(didChange) => {
          setPaying(undefined);
          if (didChange) changed();
        }}
      />
    </Suspense>
  );
  if (narrow)
    return (
      <>
        {dialog}
        <Suspense fallback={null}>
          <InvoiceCards
            kind={kind}
            rows={rows}
            columns={columns}
            changed={changed}
            caption={caption}
            selection={selection}
            onPay={setPaying}
            sort={sort}
            onSort={onSort}
          />
        </Suspense>
      </>
    );
  return (
    <ScrollX label={caption}>
      {dialog}
      <Table.Root size="sm" striped aria-label={caption} data-testid={`table-${kind}`}>
        <Table.Header>
          <Table.Row>
            {selection && (
              <Table.ColumnHeader width="1">
                <ChooseAll rows={rows} selection={selection} />
              </Table.ColumnHeader>
            )}
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.key}
                fontSize={TYPE.note}
                {...numericIf(!!c.numeric)}
                aria-sort={sortKey === c.key ? (sortDir === 'desc' ? 'descending' : 'ascending') : undefined}
              >
                {onSort && c.sortable !== false ? (
                  <Button
                    variant="plain"
                    size="xs"
                    px="0"
                    // the header's type: sortable headers look like the others (small: the
                    // sent list's ten columns fit 1280 px)
                    fontSize="inherit"
                    fontWeight="inherit"
                    color="inherit"
                    onClick={() =>
                      onSort(`${c.key},${sortKey === c.key && sortDir === 'asc' ? 'desc' : 'asc'}`)
                    }
                  >
                    {c.label}
                    {sortKey === c.key ? (sortDir === 'desc' ? ' ▼' : ' ▲') : ''}
                  </Button>
                ) : (
                  c.label
                )}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader fontSize={TYPE.note}>{t('list.col.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length + extra}>{t('list.empty')}</Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid="invoice-row">
              {selection && (
                <Table.Cell>
                  <ChooseRow row={row} selection={selection} />
                </Table.Cell>
              )}
              {columns.map((c) => (
                <Table.Cell key={c.key} {...numericIf(!!c.numeric)}>
                  {c.render(row)}
                </Table.Cell>
              ))}
              <Table.Cell>
                <RowActions kind={kind} row={row} changed={changed} onPay={setPaying} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollX>
  );
}
