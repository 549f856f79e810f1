/**
 * The virtualised invoice line table (STACK 16: 1000+ lines stay fast): position, name,
 * quantity, unit, net price, VAT (`vatCell`: by name in easy mode, the whole text as the cell's title
 * where the column cuts it), amount and an error marker; a click selects the line to edit.
 * By keyboard the table body is one tab stop: arrow up/down, Page up/down, Home and End select a
 * line (announced by a polite live region) and scroll it into view.
 */
import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useAtomValue } from 'jotai';
import { memo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../state/app';
import { ScrollX } from '../../ui/ScrollX';
import { formatNumber, type UiLocale } from '../format/numbers';
import { unitLabel, unitName } from '../model/unitChoices';
import { userSettingsAtom } from '../state/atoms';
import type { Json } from '../state/types';
import { vatCell } from './vatCell';

const ROW = 36;
const COLUMNS = '4rem minmax(8rem, 1fr) 6rem 6rem 7rem 8rem 8rem 2rem';
/** The columns of numbers: right-aligned, their headers too. */
const NUMERIC = new Set(['quantity', 'netPrice', 'vat', 'amount']);

const Row = memo(function Row({
  line,
  index,
  selected,
  error,
  locale,
  onSelect,
  top,
  errorLabel,
  withCode,
}: {
  errorLabel: string;
  /** advanced mode: the unit's code beside its name in the cell's title, the VAT category's letter */
  withCode: boolean;
  line: Json;
  index: number;
  selected: boolean;
  error: boolean;
  locale: UiLocale;
  onSelect: (i: number) => void;
  top: number;
}) {
  const vat = line.LINE_VAT_INFORMATION ?? {};
  const vatText = vatCell(vat.Invoiced_item_VAT_category_code, vat.Invoiced_item_VAT_rate, locale, withCode);
  return (
    <Box
      role="row"
      id={`line-row-${index}`}
      aria-selected={selected}
      data-testid={`line-row-${index}`}
      position="absolute"
      top={0}
      left={0}
      width="100%"
      height={`${ROW}px`}
      transform={`translateY(${top}px)`}
      display="grid"
      gridTemplateColumns={COLUMNS}
      alignItems="center"
      px={2}
      gap={2}
      cursor="pointer"
      bg={selected ? 'blue.50' : undefined}
      borderBottomWidth="1px"
      onClick={() => onSelect(index)}
    >
      <Text role="cell">{line.Invoice_line_identifier?.Content}</Text>
      <Text role="cell" truncate>
        {line.ITEM_INFORMATION?.Item_name}
      </Text>
      <Text role="cell" textAlign="right">
        {formatNumber(line.Invoiced_quantity, 'quantity', locale)}
      </Text>
      <Text
        role="cell"
        truncate
        title={unitLabel(line.Invoiced_quantity_unit_of_measure_code, locale, withCode)}
      >
        {unitName(line.Invoiced_quantity_unit_of_measure_code, locale)}
      </Text>
      <Text role="cell" textAlign="right">
        {formatNumber(line.PRICE_DETAILS?.Item_net_price, 'unitPrice', locale)}
      </Text>
      <Text role="cell" textAlign="right" truncate title={vatText}>
        {vatText}
      </Text>
      <Text role="cell" textAlign="right" data-testid={`line-amount-${index}`}>
        {formatNumber(line.Invoice_line_net_amount, 'amount', locale)}
      </Text>
      <Text
        role="cell"
        color="red.700"
        aria-label={error ? errorLabel : undefined}
        data-testid={error ? `line-error-${index}` : undefined}
      >
        {error ? '●' : ''}
      </Text>
    </Box>
  );
});

export function LineTable({
  lines,
  selected,
  errors,
  onSelect,
}: {
  lines: Json[];
  selected: number;
  errors: Set<number>;
  onSelect: (i: number) => void;
}) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  const heads = ['position', 'name', 'quantity', 'unit', 'netPrice', 'vat', 'amount', 'error'];
  const errorLabel = intl.formatMessage({ id: 'editor.lines.col.error' });
  const [announced, setAnnounced] = useState('');
  const moveTo = (index: number) => {
    if (lines.length === 0) return;
    const next = Math.max(0, Math.min(lines.length - 1, index));
    onSelect(next);
    virtualizer.scrollToIndex(next);
    const line = lines[next];
    setAnnounced(
      `${intl.formatMessage({ id: 'editor.lines.editing' }, { position: line?.Invoice_line_identifier?.Content ?? next + 1 })}${line?.ITEM_INFORMATION?.Item_name ? `: ${line.ITEM_INFORMATION.Item_name}` : ''}`,
    );
  };
  const keys: Record<string, () => void> = {
    ArrowDown: () => moveTo(selected + 1),
    ArrowUp: () => moveTo(selected - 1),
    PageDown: () => moveTo(selected + 10),
    PageUp: () => moveTo(selected - 10),
    Home: () => moveTo(0),
    End: () => moveTo(lines.length - 1),
  };
  return (
    <>
      <ScrollX label={intl.formatMessage({ id: 'editor.lines.table' })}>
        <Box
          role="table"
          minWidth="50rem"
          aria-label={intl.formatMessage({ id: 'editor.lines.table' })}
          borderWidth="1px"
          borderRadius="md"
        >
          <Flex
            role="row"
            display="grid"
            gridTemplateColumns={COLUMNS}
            px={2}
            py={1}
            gap={2}
            bg="gray.50"
            fontWeight="bold"
            fontSize="sm"
          >
            {heads.map((h) => (
              <Text role="columnheader" key={h} textAlign={NUMERIC.has(h) ? 'right' : undefined}>
                {h === 'error' ? (
                  <VisuallyHidden>{errorLabel}</VisuallyHidden>
                ) : (
                  intl.formatMessage({ id: `editor.lines.col.${h}` })
                )}
              </Text>
            ))}
          </Flex>
          <Box
            ref={scroller}
            height={`${Math.min(12, Math.max(lines.length, 1)) * ROW + 2}px`}
            overflowY="auto"
            data-testid="line-scroller"
            role="rowgroup"
            tabIndex={0}
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}
            onKeyDown={(e) => {
              const action = keys[e.key];
              if (!action) return;
              e.preventDefault();
              action();
            }}
          >
            <Box position="relative" height={`${virtualizer.getTotalSize()}px`} fontSize="sm">
              {virtualizer.getVirtualItems().map((item) => (
                <Row
                  key={lines[item.index]?.id ?? item.index}
                  line={lines[item.index]}
                  index={item.index}
                  selected={item.index === selected}
                  error={errors.has(item.index)}
                  locale={locale}
                  onSelect={onSelect}
                  top={item.start}
                  errorLabel={errorLabel}
                  withCode={!isEasyMode}
                />
              ))}
            </Box>
          </Box>
        </Box>
      </ScrollX>
      <VisuallyHidden aria-live="polite" data-testid="line-announcement">
        {announced}
      </VisuallyHidden>
    </>
  );
}
