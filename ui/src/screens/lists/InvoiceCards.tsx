/**
 * The invoice list on a phone (below 768 px, issue 27): one card per invoice instead of a table
 * row — the table's columns as label/value pairs, the choice checkbox, and the row's actions (main
 * button and one menu), so nothing needs scrolling sideways; above them the sorting as a choice
 * (`SortChoice`), the headers that sort being gone. Same test ids as the table.
 */
import { HStack } from '@chakra-ui/react';
import type { InvoiceRow, ListKind } from '../../api/types';
import { useT } from '../../forms/Screen';
import { CardList, RecordCard } from '../../ui/ListView';
import { SPACE } from '../../ui/patterns';
import { ChooseRow, type Column, type RowSelection } from './InvoiceTable';
import { RowActions } from './RowActions';
import { SortChoice } from './SortChoice';

export function InvoiceCards(props: {
  kind: ListKind;
  rows: InvoiceRow[];
  columns: Column[];
  changed: () => void;
  caption: string;
  selection?: RowSelection;
  onPay: (row: InvoiceRow) => void;
  /** the sorting and its change (the lists; not the dashboard): a choice above the cards */
  sort?: string;
  onSort?: (sort: string) => void;
}) {
  const { kind, rows, columns, changed, caption, selection, onPay, sort, onSort } = props;
  const t = useT();
  const [first, ...rest] = columns.filter((c) => c.key !== 'valid' || kind === 'inprogress');
  return (
    <>
      {onSort && <SortChoice columns={columns} sort={sort ?? ''} onSort={onSort} />}
      <CardList
        caption={caption}
        testId={`table-${kind}`}
        empty={rows.length === 0 ? t('list.empty') : undefined}
      >
        {rows.map((row) => (
          <RecordCard
            key={row.id}
            testId="invoice-row"
            title={
              <HStack gap={SPACE.inline}>
                {selection && <ChooseRow row={row} selection={selection} />}
                <span>{first?.render(row)}</span>
              </HStack>
            }
            actions={<RowActions kind={kind} row={row} changed={changed} onPay={onPay} />}
            pairs={rest.map((c) => ({ key: c.key, label: c.label, value: c.render(row) }))}
          />
        ))}
      </CardList>
    </>
  );
}
