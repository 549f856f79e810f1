/**
 * Dashboard (spec §2): message of the day in the UI language, actions, and the newest invoices
 * in progress and sent with links to the full lists; the open and overdue amounts (issue 27).
 */
import { Alert, Link as ChakraLink, Heading, HStack, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { ListKind } from '../../api/types';
import { ScreenTitle, useT } from '../../forms/Screen';
import { configurationAtom, localeAtom } from '../../state/app';
import { InvoiceTable } from '../lists/InvoiceTable';
import { DEFAULT_SORT, emptyFilters, useInvoiceList } from '../lists/useInvoiceList';
import { DashboardActions } from './DashboardActions';
import { News } from './News';
import { OpenAmounts } from './OpenAmounts';

export const DASHBOARD_ROWS = 5;

function Motd() {
  const config = useAtomValue(configurationAtom);
  const locale = useAtomValue(localeAtom);
  const title = locale === 'en' ? config?.motd_en_title : config?.motd_de_title;
  const text = locale === 'en' ? config?.motd_en_text : config?.motd_de_text;
  if (!title && !text) return null;
  return (
    <Alert.Root status="info" mb="6" data-testid="motd">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {text && <Alert.Description>{text}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

function Newest({ kind, refreshKey, changed }: { kind: ListKind; refreshKey: number; changed: () => void }) {
  const t = useT();
  const { data } = useInvoiceList(
    kind,
    emptyFilters(kind),
    0,
    DASHBOARD_ROWS,
    DEFAULT_SORT[kind],
    refreshKey,
  );
  const titleKey = kind === 'sent' ? 'title.sent' : 'title.inProgress';
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t(titleKey)}
        </Heading>
        <ChakraLink asChild>
          <Link href={kind === 'sent' ? '/invoices-sent' : '/invoices-in-progress'}>
            {t('dashboard.showAll', { total: data?.totalElements ?? 0 })}
          </Link>
        </ChakraLink>
      </HStack>
      <InvoiceTable kind={kind} rows={data?.content ?? []} changed={changed} caption={t(titleKey)} />
    </Stack>
  );
}

export default function DashboardScreen() {
  // A copy of a sent invoice lands in progress, a marked one moves to sent: both tables reload.
  const [refreshKey, setRefreshKey] = useState(0);
  const changed = useCallback(() => setRefreshKey((n) => n + 1), []);
  const t = useT();
  return (
    <>
      <ScreenTitle id="title.dashboard" />
      <Motd />
      <DashboardActions />
      <HStack gap="5" mb="4">
        <ChakraLink asChild>
          <Link href="/schedules">{t('title.schedules')}</Link>
        </ChakraLink>
        <ChakraLink asChild>
          <Link href="/archive">{t('title.archive')}</Link>
        </ChakraLink>
      </HStack>
      <News />
      <OpenAmounts refreshKey={refreshKey} />
      <Stack gap="8">
        <Newest kind="inprogress" refreshKey={refreshKey} changed={changed} />
        <Newest kind="sent" refreshKey={refreshKey} changed={changed} />
      </Stack>
    </>
  );
}
