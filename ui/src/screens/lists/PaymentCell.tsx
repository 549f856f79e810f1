/** A sent invoice's payment status in a list (issue 27): a coloured badge with what is still open, and its reminders. */
import { Badge, Box, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { InvoiceRow } from '../../api/types';
import { useT } from '../../forms/Screen';
import { formatDate, formatMoney } from '../../i18n/formats';
import { localeAtom } from '../../state/app';

const PAYMENT_COLOURS: Record<string, string> = {
  OPEN: 'blue',
  PARTLY_PAID: 'yellow',
  PAID: 'green',
  OVERDUE: 'red',
};

export function PaymentCell({ row }: { row: InvoiceRow }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  if (!row.paymentStatus) return null;
  const open = formatMoney(row.openAmount, row.currency, locale);
  // one block: the note stands under the badge in a table cell and in a phone card alike
  return (
    <Box>
      {/* in a narrow table column the amount may go to a second line of the badge */}
      <Badge
        colorPalette={PAYMENT_COLOURS[row.paymentStatus]}
        data-testid="payment-status"
        whiteSpace="normal"
      >
        {t(`list.payment.${row.paymentStatus}`)}
        {row.paymentStatus === 'PARTLY_PAID' || row.paymentStatus === 'OVERDUE' ? ` · ${open}` : ''}
      </Badge>
      {row.reminders ? (
        <Text fontSize="xs" data-testid="reminder-note">
          {t('reminder.made', { count: row.reminders, date: formatDate(row.lastReminderOn, locale) })}
        </Text>
      ) : null}
    </Box>
  );
}
