/**
 * The delivery column of the sent list (an addition to spec §2's columns): queued / delivered
 * (time, transport, receipt, a long one shortened) / failed (reason, attempts) of an invoice sent through the portal;
 * a dash for invoices marked as sent by hand.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { Delivery } from '../../api/types';
import { useT } from '../../forms/Screen';
import { formatDateTime } from '../../i18n/formats';
import { localeAtom } from '../../state/app';

const palette: Record<Delivery['status'], string> = { QUEUED: 'blue', DELIVERED: 'green', FAILED: 'red' };

export function DeliveryCell({ delivery }: { delivery?: Delivery }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  if (!delivery) return <>{t('list.delivery.none')}</>;
  const transport = t(`list.delivery.transport.${delivery.transport.toLowerCase()}`);
  return (
    // at most 9rem wide: the sent list's eleven columns, its actions included, fit 1280 px
    <Stack gap="0.5" maxWidth="9rem" data-testid="delivery-status" data-status={delivery.status}>
      <Badge colorPalette={palette[delivery.status]} alignSelf="start">
        {t(`list.delivery.${delivery.status.toLowerCase()}`)}
      </Badge>
      <Text fontSize="xs">
        {delivery.status === 'DELIVERED'
          ? `${formatDateTime(delivery.deliveredAt, locale)}, ${transport}`
          : `${transport}, ${t('list.delivery.attempts', { count: delivery.attempts })}`}
      </Text>
      {delivery.receipt && (
        // a mail's message id is long: one line cut with an ellipsis (the whole one on hover and
        // for screen readers), so that it neither widens the table nor makes the row tall
        <Text fontSize="xs" truncate title={delivery.receipt}>
          {t('list.delivery.receipt', { receipt: delivery.receipt })}
        </Text>
      )}
      {delivery.status === 'FAILED' && delivery.reason && (
        <Text fontSize="xs" color="fg.error">
          {t('list.delivery.reason', { reason: delivery.reason })}
        </Text>
      )}
    </Stack>
  );
}
