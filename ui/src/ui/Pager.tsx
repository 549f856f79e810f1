/** Paging controls: previous / next, "page x of y (n invoices)", page size. */
import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useT } from '../../forms/Screen';
import { PAGE_SIZES } from './useInvoiceList';

export function Pager(props: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** message of "page x of y (n …)"; the directories count entries, not invoices */
  infoKey?: string;
}) {
  const { page, size, total, onPage, onSize, infoKey = 'list.pageInfo' } = props;
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <HStack gap="3" mt="3" wrap="wrap" role="navigation" aria-label={t('list.paging')}>
      <Button size="sm" variant="outline" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <Text data-testid="page-info">{t(infoKey, { page: page + 1, pages, total })}</Text>
      <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('list.pageSize')}
          value={String(size)}
          onChange={(e) => onSize(Number(e.currentTarget.value))}
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
