/**
 * "Als bezahlt markieren" (issue 27): the open amount, the payments so far (each can be undone
 * after a confirmation) and a new payment with its date (today) and amount (what is open; less
 * makes the invoice partly paid); for an overdue invoice the payment reminder (PDF or by mail to
 * the buyer) and how many were made when. The server checks and refuses in plain words; the dialog shows
 * its message beside the fields.
 */
import { Button, Dialog, HStack, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import * as api from '../../api/calls';
import type { InvoiceRow, PaymentView } from '../../api/types';
import { DateField } from '../../forms/DateField';
import { TextField } from '../../forms/fields';
import { useT } from '../../forms/Screen';
import { formatDate, formatMoney, todayIso } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { confirmDialog } from '../../ui/dialogs';
import { errorText } from '../../ui/errors';
import { toast } from '../../ui/toaster';
import { fileBase, saveBlob } from './actions';

/** The amount as the UI language writes it in an input (decimal comma in German, no grouping). */
const inputAmount = (amount: string | undefined, locale: string) =>
  amount ? (locale === 'de' ? amount.replace('.', ',') : amount) : '';

export function PaymentDialog({ row, onClose }: { row: InvoiceRow; onClose: (changed: boolean) => void }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [view, setView] = useState<PaymentView>();
  const [paidOn, setPaidOn] = useState(todayIso());
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState('');
  const [changed, setChanged] = useState(false);
  const label = row.invoiceNumber || String(row.id);

  useEffect(() => {
    api
      .getPayments(row.id)
      .then((v) => {
        setView(v);
        setAmount(inputAmount(v.openAmount, locale));
      })
      .catch((error) => setProblem(errorText(error)));
  }, [row.id, locale]);

  const money = (a: string | undefined) => formatMoney(a, view?.currency, locale);
  const open = view ? Number(view.openAmount) > 0 : false;

  async function save() {
    setProblem('');
    try {
      const next = await api.recordPayment(row.id, paidOn, amount.trim() || undefined);
      setView(next);
      setAmount(inputAmount(next.openAmount, locale));
      setChanged(true);
      toast.success(t(next.paymentStatus === 'PAID' ? 'payment.saved.paid' : 'payment.saved.partly'));
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  async function undo(id: number, paid: string, day: string) {
    const question = t('payment.confirmUndo', { amount: money(paid), date: formatDate(day, locale) });
    if (!(await confirmDialog(question, undefined, t('payment.undo')))) return;
    try {
      const next = await api.undoPayment(row.id, id);
      setView(next);
      setAmount(inputAmount(next.openAmount, locale));
      setChanged(true);
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  async function reminderPdf() {
    try {
      const prefix = locale === 'de' ? 'Zahlungserinnerung' : 'Payment-reminder';
      saveBlob(await api.downloadReminder(row.id, locale), `${prefix}-${fileBase(row)}.pdf`);
    } catch (error) {
      setProblem(errorText(error, 'error.download'));
    }
  }

  /** Makes the next reminder; downloads its PDF, or with `send` mails it to the buyer. */
  async function remind(send: boolean) {
    setProblem('');
    try {
      const next = await api.createReminder(row.id, send, locale);
      setView(next);
      setChanged(true);
      if (send) toast.success(t('reminder.sent', { to: next.mailedTo ?? '' }));
      else await reminderPdf();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose(changed)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="payment-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('payment.title', { number: label })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {view && (
                  <Text data-testid="payment-summary">
                    {t('payment.summary', {
                      due: money(view.amountDue),
                      paid: money(view.paidAmount),
                      open: money(view.openAmount),
                    })}
                  </Text>
                )}
                {view && view.payments.length > 0 && (
                  <List.Root ps="5" aria-label={t('payment.list')}>
                    {view.payments.map((p) => (
                      <List.Item key={p.id}>
                        <HStack justify="space-between" wrap="wrap">
                          <Text>
                            {formatDate(p.paidOn, locale)}: {money(p.amount)}
                          </Text>
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => void undo(p.id, p.amount, p.paidOn)}
                            aria-label={`${t('payment.undo')} ${formatDate(p.paidOn, locale)} ${money(p.amount)}`}
                          >
                            {t('payment.undo')}
                          </Button>
                        </HStack>
                      </List.Item>
                    ))}
                  </List.Root>
                )}
                {open && (
                  <>
                    <DateField label={t('payment.date')} name="paidOn" value={paidOn} onChange={setPaidOn} />
                    <TextField
                      label={t('payment.amount', { currency: view?.currency ?? '' })}
                      name="amount"
                      value={amount}
                      onChange={setAmount}
                      helper={t('payment.amountHelp')}
                    />
                  </>
                )}
                {view && !open && <Text fontWeight="semibold">{t('payment.fullyPaid')}</Text>}
                {view && (view.reminders ?? 0) > 0 && (
                  <HStack justify="space-between" wrap="wrap" data-testid="reminder-info">
                    <Text>
                      {t('reminder.made', {
                        count: view.reminders ?? 0,
                        date: formatDate(view.lastReminderOn, locale),
                      })}
                    </Text>
                    <Button size="xs" variant="outline" onClick={() => void reminderPdf()}>
                      {t('reminder.download')}
                    </Button>
                  </HStack>
                )}
                {view?.paymentStatus === 'OVERDUE' && (
                  <HStack gap="2" wrap="wrap">
                    <Button size="sm" variant="outline" onClick={() => void remind(false)}>
                      {t('reminder.create')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => void remind(true)}>
                      {t('reminder.send')}
                    </Button>
                  </HStack>
                )}
                {problem && (
                  <Text color="red.700" role="alert">
                    {problem}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onClose(changed)}>
                {t('action.close')}
              </Button>
              {open && (
                <Button colorPalette="blue" onClick={() => void save()}>
                  {t('payment.save')}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
