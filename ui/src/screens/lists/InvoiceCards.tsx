/**
 * The invoice list on a phone (below 768 px, issue 27): one card per invoice instead of a table
 * row — the table's columns as label/value pairs, the choice checkbox, and the row's actions (main
 * button and one menu), so nothing needs scrolling sideways. Same test ids as the table.
 */
import { Box, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { InvoiceRow, ListKind } from '../../api/types';
import { useT } from '../../forms/Screen';
import type { Column, RowSelection } from './InvoiceTable';
import { RowActions } from './RowActions';

export function InvoiceCards(props: {
  kind: ListKind;
  rows: InvoiceRow[];
  columns: Column[];
  changed: () => void;
  caption: string;
  selection?: RowSelection;
  onPay: (row: InvoiceRow) => void;
}) {
  const { kind, rows, columns, changed, caption, selection, onPay } = props;
  const t = useT();
  const [first, ...rest] = columns.filter((c) => c.key !== 'valid' || kind === 'inprogress');
  return (
    <Stack
      as="ul"
      gap="3"
      aria-label={caption}
      data-testid={`table-${kind}`}
      listStyleType="none"
      m="0"
      p="0"
    >
      {rows.length === 0 && <Text as="li">{t('list.empty')}</Text>}
      {rows.map((row) => (
        <Box as="li" key={row.id} borderWidth="1px" borderRadius="md" p="3" data-testid="invoice-row">
          <HStack justify="space-between" align="start" mb="2" gap="2">
            <HStack gap="2" minW="0">
              {selection && (
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
              )}
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {first?.render(row)}
              </Text>
            </HStack>
            <RowActions kind={kind} row={row} changed={changed} onPay={onPay} />
          </HStack>
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            {rest.map((c) => {
              const value = c.render(row);
              if (value === '' || value === null || value === undefined) return null;
              return (
                <DataList.Item key={c.key}>
                  <DataList.ItemLabel minW="8rem">{c.label}</DataList.ItemLabel>
                  <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
                </DataList.Item>
              );
            })}
          </DataList.Root>
        </Box>
      ))}
    </Stack>
  );
}
