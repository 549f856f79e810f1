/**
 * The dashboard's money figure (issue 27): how much is open and how much of it is overdue, count
 * and sum per currency from one server call, each linking to the sent list filtered that way.
 * Reloads with the dashboard's tables (a payment recorded there changes it).
 */
import { Box, Link as ChakraLink, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { getPaymentSummary } from '../../api/calls';
import type { PaymentSummary } from '../../api/types';
import { useT } from '../../forms/Screen';
import { formatMoney } from '../../i18n/formats';
import { localeAtom } from '../../state/app';

type Sums = PaymentSummary['open'];

function Figure({ kind, sums }: { kind: 'open' | 'overdue'; sums: Sums }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const count = sums.reduce((n, s) => n + s.count, 0);
  const id = `money-${kind}-title`;
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid={`money-${kind}`}
    >
      <Text id={id} fontSize="sm" color="fg.muted">
        {t(`dashboard.money.${kind}`)}
      </Text>
      {(sums.length === 0 ? [{ currency: 'EUR', amount: '0', count: 0 }] : sums).map((s) => (
        <Text key={s.currency} fontSize="2xl" fontWeight="semibold">
          {formatMoney(s.amount, s.currency, locale)}
        </Text>
      ))}
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm">{t('dashboard.money.count', { count })}</Text>
        {count > 0 && (
          <ChakraLink asChild fontSize="sm">
            <Link href={`/invoices-sent?payment=${kind === 'open' ? 'UNPAID' : 'OVERDUE'}`}>
              {t(`dashboard.money.show.${kind}`)}
            </Link>
          </ChakraLink>
        )}
      </HStack>
    </Box>
  );
}

export function OpenAmounts({ refreshKey }: { refreshKey: number }) {
  const [summary, setSummary] = useState<PaymentSummary>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshKey` reloads on demand
  useEffect(() => {
    let live = true;
    getPaymentSummary()
      .then((s) => live && setSummary(s))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refreshKey]);
  if (!summary) return <Box minH="6rem" />;
  return (
    <SimpleGrid minChildWidth="14rem" gap="4" mb="6">
      <Figure kind="open" sums={summary.open} />
      <Figure kind="overdue" sums={summary.overdue} />
    </SimpleGrid>
  );
}
