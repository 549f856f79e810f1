/**
 * A list of records in the design system's look (docs/design-system.md): from 768 px a striped
 * table (number columns right-aligned, header too; a wide table scrolls in its own box), below
 * 768 px one card per record — the first column as its title, the row's actions beside it, the
 * other columns as aligned label/value pairs — so that a phone never scrolls sideways. Table row
 * and card carry the same test id.
 */
import { Box, DataList, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ALIGNED_ITEM, CARD_PAIRS, numericIf, SPACE } from './patterns';
import { ScrollX } from './ScrollX';

export interface ListColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** amounts and counts: right-aligned, figures of equal width */
  numeric?: boolean;
}

export function ListView<T>(props: {
  caption: string;
  rows: T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string | number;
  /** test id of each table row and card */
  rowTestId: string;
  /** test id of the table and of the card list */
  testId?: string;
  /** the row's actions (a RowMenu, maybe one main button before it) */
  actions?: (row: T) => ReactNode;
  /** header of the actions column */
  actionsLabel?: string;
  /** shown instead of the rows when there are none */
  empty?: string;
  /** a table without stripes and header row (a short list inside a screen) */
  plain?: boolean;
}) {
  const { caption, rows, columns, rowKey, rowTestId, testId, actions, actionsLabel, empty, plain } = props;
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false });
  if (narrow) {
    const [first, ...rest] = columns;
    return (
      <CardList caption={caption} testId={testId} empty={rows.length === 0 ? empty : undefined}>
        {rows.map((row) => (
          <RecordCard
            key={rowKey(row)}
            testId={rowTestId}
            title={first?.render(row)}
            actions={actions?.(row)}
            pairs={rest.map((c) => ({ key: c.key, label: c.label, value: c.render(row) }))}
          />
        ))}
      </CardList>
    );
  }
  const span = columns.length + (actions ? 1 : 0);
  return (
    <ScrollX label={caption}>
      <Table.Root size="sm" striped={!plain} aria-label={caption} data-testid={testId}>
        {!plain && (
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} {...numericIf(!!c.numeric)}>
                  {c.label}
                </Table.ColumnHeader>
              ))}
              {actions && <Table.ColumnHeader>{actionsLabel}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
        )}
        <Table.Body>
          {rows.length === 0 && empty && (
            <Table.Row>
              <Table.Cell colSpan={span}>{empty}</Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <Table.Cell key={c.key} {...numericIf(!!c.numeric)}>
                  {c.render(row)}
                </Table.Cell>
              ))}
              {actions && (
                <Table.Cell>
                  <HStack gap="1" wrap="nowrap">
                    {actions(row)}
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollX>
  );
}

/** The cards of a list on a phone: a labelled list, or the text saying there are none. */
export function CardList({
  caption,
  testId,
  empty,
  children,
}: {
  caption: string;
  testId?: string;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Stack as="ul" gap={SPACE.row} aria-label={caption} data-testid={testId} listStyleType="none" m="0" p="0">
      {empty && <Text as="li">{empty}</Text>}
      {children}
    </Stack>
  );
}

/**
 * One record as a card: its title (bold) with its actions beside it, below the other fields as
 * label/value pairs; an empty value leaves its pair out.
 */
export function RecordCard({
  testId,
  title,
  actions,
  pairs,
}: {
  testId: string;
  title: ReactNode;
  actions?: ReactNode;
  pairs: { key: string; label: string; value: ReactNode }[];
}) {
  const shown = pairs.filter(
    (p) => p.value !== '' && p.value !== null && p.value !== undefined && p.value !== false,
  );
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={SPACE.card} data-testid={testId}>
      <HStack
        justify="space-between"
        align="start"
        wrap="wrap"
        gap={SPACE.inline}
        mb={shown.length ? SPACE.inline : '0'}
      >
        <Box fontWeight="semibold" overflowWrap="anywhere" minW="0">
          {title}
        </Box>
        {actions && (
          <HStack gap="1" flexShrink={0}>
            {actions}
          </HStack>
        )}
      </HStack>
      {shown.length > 0 && (
        <DataList.Root orientation="horizontal" size="sm" {...CARD_PAIRS}>
          {shown.map((p) => (
            <DataList.Item key={p.key} {...ALIGNED_ITEM}>
              <DataList.ItemLabel>{p.label}</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">{p.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
    </Box>
  );
}
