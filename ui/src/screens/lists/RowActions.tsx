/**
 * The actions of one invoice in a list (issue 27): a draft's "Bearbeiten" as a button, everything
 * else in one "Aktionen" menu (`ui/RowMenu.tsx`, its code loaded on first use; a sent invoice's first item opens its payments).
 * Sent invoices are no longer editable; a failed delivery can be sent again with its own button.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { InvoiceRow, ListKind } from '../../api/types';
import { useT } from '../../forms/Screen';
import { RowMenu, type RowMenuItem } from '../../ui/RowMenu';
import {
  copyInvoice,
  deleteInvoiceConfirmed,
  deriveFromSent,
  downloadPdf,
  downloadXml,
  markSent,
  openInvoice,
  retryDelivery,
} from './actions';

export function RowActions({
  kind,
  row,
  changed,
  onPay,
}: {
  kind: ListKind;
  row: InvoiceRow;
  changed: () => void;
  onPay: (row: InvoiceRow) => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const label = row.invoiceNumber || String(row.id);
  const payKey = row.paymentStatus === 'PAID' ? 'action.payments' : 'action.markPaid';
  const after = (p: Promise<boolean>) => void p.then((ok) => ok && changed());
  const common: RowMenuItem[] = [
    { value: 'recurring', label: t('action.recurring'), run: () => navigate(`/schedules/new/${row.id}`) },
    { value: 'copy', label: t('action.copy'), run: () => after(copyInvoice(row)) },
  ];
  const items: RowMenuItem[] =
    kind === 'inprogress'
      ? [
          { value: 'markSent', label: t('action.markSent'), run: () => after(markSent(row)) },
          { value: 'pdf', label: t('action.downloadPdf'), run: () => void downloadPdf(row) },
          ...common,
          {
            value: 'delete',
            label: t('action.delete'),
            run: () => after(deleteInvoiceConfirmed(row)),
            danger: true,
          },
        ]
      : [
          // the payment dialog (issue 27): first, as it is what a sent invoice needs most
          ...(row.paymentStatus ? [{ value: 'pay', label: t(payKey), run: () => onPay(row) }] : []),
          { value: 'xml', label: t('action.downloadXml'), run: () => void downloadXml(row) },
          { value: 'pdf', label: t('action.downloadPdf'), run: () => void downloadPdf(row) },
          {
            value: 'zugferd',
            label: t('action.downloadZugferd'),
            run: () => void downloadPdf(row, 'zugferd-xrechnung'),
          },
          {
            value: 'creditNote',
            label: t('action.creditNote'),
            run: () => void deriveFromSent(row, 'creditNote'),
          },
          {
            value: 'correction',
            label: t('action.correction'),
            run: () => void deriveFromSent(row, 'correction'),
          },
          ...common,
        ];
  return (
    <HStack gap="1" wrap="nowrap">
      {kind === 'inprogress' && (
        <Button size="xs" onClick={() => void openInvoice(row)} aria-label={`${t('action.edit')} ${label}`}>
          {t('action.edit')}
        </Button>
      )}
      {row.delivery?.status === 'FAILED' && (
        <Button
          size="xs"
          colorPalette="red"
          onClick={() => after(retryDelivery(row))}
          aria-label={`${t('action.retryDelivery')} ${label}`}
        >
          {t('action.retryDelivery')}
        </Button>
      )}
      <RowMenu label={label} items={items} />
    </HStack>
  );
}
