/**
 * Paging controls of every paged list (invoices, directories, audit log, Leitweg-ID search):
 * previous / next, "page x of y (n …)", and the page size where the list lets it change. Below
 * 768 px they fit one line at 390 px (narrower, the size choice wraps below): previous and next
 * as arrow buttons (named by aria-label), the page as "x/y (n …)" for the eyes while a screen
 * reader hears the full sentence.
 */
import {
  Box,
  Button,
  HStack,
  NativeSelect,
  Text,
  useBreakpointValue,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useT } from '../forms/Screen';
import { SPACE } from './patterns';

export const PAGE_SIZES = [10, 20, 50, 100];

export function Pager(props: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  /** the page size choice; without it the size is fixed */
  onSize?: (size: number) => void;
  /**
   * messages of "page x of y (n …)" and its short form "x/y (n …)"; the directories and the
   * audit log count entries, not invoices
   */
  infoKey?: string;
  shortKey?: string;
  /** test id of the page text */
  testId?: string;
}) {
  const {
    page,
    size,
    total,
    onPage,
    onSize,
    infoKey = 'list.pageInfo',
    shortKey = 'list.pageInfoShort',
    testId = 'page-info',
  } = props;
  const t = useT();
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false });
  const pages = Math.max(1, Math.ceil(total / size));
  const values = { page: page + 1, pages, total };
  const step = (label: string, arrow: string, to: number, disabled: boolean) => (
    <Button
      size="sm"
      variant="outline"
      disabled={disabled}
      onClick={() => onPage(to)}
      aria-label={narrow ? label : undefined}
      flexShrink={0}
    >
      {narrow ? arrow : label}
    </Button>
  );
  return (
    <HStack gap={SPACE.row} mt={SPACE.row} wrap="wrap" role="navigation" aria-label={t('list.paging')}>
      {step(t('list.previous'), '‹', page - 1, page <= 0)}
      <Text data-testid={testId} whiteSpace={narrow ? 'nowrap' : undefined}>
        {narrow ? (
          <>
            <VisuallyHidden>{t(infoKey, values)}</VisuallyHidden>
            <Box as="span" aria-hidden="true">
              {t(shortKey, values)}
            </Box>
          </>
        ) : (
          t(infoKey, values)
        )}
      </Text>
      {step(t('list.next'), '›', page + 1, page + 1 >= pages)}
      {onSize && (
        <NativeSelect.Root size="sm" width="auto" flexShrink={0}>
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
      )}
    </HStack>
  );
}
