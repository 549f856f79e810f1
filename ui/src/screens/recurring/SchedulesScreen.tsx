/**
 * Recurring invoices: the company's schedules (rhythm, next date, how many made, paused or not)
 * and, per schedule, the invoices it created. `/schedules/new/:invoiceId` starts with the form
 * that makes a schedule from that invoice.
 */
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import * as api from '../../api/recurring';
import { ScreenTitle, useT } from '../../forms/Screen';
import { formatDate } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { confirmDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';
import { NUMERIC, numericIf } from '../../ui/patterns';
import { ScrollX } from '../../ui/ScrollX';
import { NewScheduleForm } from './NewScheduleForm';

function Runs({ id }: { id: number }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [runs, setRuns] = useState<api.ScheduleRun[]>();
  useEffect(() => {
    api
      .getSchedule(id)
      .then((s) => setRuns(s.runs))
      .catch((error) => void showError(error));
  }, [id]);
  if (!runs) return null;
  if (!runs.length) return <Text>{t('schedules.noRuns')}</Text>;
  return (
    <Table.Root size="sm" aria-label={t('schedules.runs')}>
      <Table.Header>
        <Table.Row>
          {['occurrenceDate', 'invoiceNumber', 'outcome'].map((c) => (
            <Table.ColumnHeader key={c}>{t(`schedules.col.${c}`)}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {runs.map((r) => (
          <Table.Row key={r.id} data-testid="schedule-run">
            <Table.Cell>{formatDate(r.occurrenceDate, locale)}</Table.Cell>
            <Table.Cell>{r.invoiceNumber}</Table.Cell>
            <Table.Cell>{t(`schedules.outcome.${r.outcome}`)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export default function SchedulesScreen({ params }: { params: { invoiceId?: string } }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const [list, setList] = useState<api.Schedule[]>([]);
  const [open, setOpen] = useState<number>();
  const load = useCallback(() => {
    api
      .listSchedules()
      .then(setList)
      .catch((error) => void showError(error));
  }, []);
  useEffect(load, [load]);
  const invoiceId = params.invoiceId ? Number(params.invoiceId) : undefined;

  async function toggle(s: api.Schedule) {
    try {
      await api.setScheduleActive(s.id, !s.active);
      load();
    } catch (error) {
      await showError(error);
    }
  }
  async function remove(s: api.Schedule) {
    if (!(await confirmDialog(t('schedules.confirmDelete', { name: s.name }), undefined, t('action.delete'))))
      return;
    try {
      await api.deleteSchedule(s.id);
      load();
    } catch (error) {
      await showError(error);
    }
  }

  return (
    <>
      <ScreenTitle id="title.schedules" />
      <Stack gap="8">
        {invoiceId !== undefined && Number.isInteger(invoiceId) && (
          <NewScheduleForm invoiceId={invoiceId} created={() => navigate('/schedules')} />
        )}
        <ScrollX label={t('title.schedules')}>
          <Table.Root size="sm" striped aria-label={t('title.schedules')}>
            <Table.Header>
              <Table.Row>
                {['name', 'frequency', 'nextDate', 'occurrences', 'mode', 'actions'].map((c) => (
                  <Table.ColumnHeader key={c} {...numericIf(c === 'occurrences')}>
                    {t(`schedules.col.${c}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((s) => (
                <Table.Row key={s.id} data-testid="schedule-row">
                  <Table.Cell>
                    {s.name} {!s.active && <Badge>{t('schedules.paused')}</Badge>}
                  </Table.Cell>
                  <Table.Cell>{t(`schedules.every.${s.frequency}`)}</Table.Cell>
                  <Table.Cell>
                    {s.nextDate ? formatDate(s.nextDate, locale) : t('schedules.ended')}
                  </Table.Cell>
                  <Table.Cell {...NUMERIC}>{s.occurrences}</Table.Cell>
                  <Table.Cell>{t(`schedules.mode.${s.mode}`)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-expanded={open === s.id}
                        onClick={() => setOpen(open === s.id ? undefined : s.id)}
                      >
                        {t('schedules.runs')}
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => void toggle(s)}>
                        {t(s.active ? 'schedules.pause' : 'schedules.resume')}
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(s)}>
                        {t('action.delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollX>
        {list.length === 0 && <Text>{t('schedules.none')}</Text>}
        {open !== undefined && <Runs key={open} id={open} />}
      </Stack>
    </>
  );
}
