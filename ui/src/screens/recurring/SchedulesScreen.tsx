/**
 * Recurring invoices: the company's schedules (rhythm, next date, how many made, paused or not)
 * and, per schedule, the invoices it created; the actions in one menu per row, cards on a phone. `/schedules/new/:invoiceId` starts with the form
 * that makes a schedule from that invoice.
 */
import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import * as api from '../../api/recurring';
import { ScreenTitle, useT } from '../../forms/Screen';
import { formatDate } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { confirmDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';
import { ListView } from '../../ui/ListView';
import { SPACE, TYPE } from '../../ui/patterns';
import { RowMenu } from '../../ui/RowMenu';
import { NewScheduleForm } from './NewScheduleForm';

/** The invoices one schedule made, under a heading naming it. */
function Runs({ id, name }: { id: number; name: string }) {
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
  const title = `${t('schedules.runs')}: ${name}`;
  return (
    <Stack as="section" gap={SPACE.field} aria-label={title}>
      <Heading as="h2" size={TYPE.heading}>
        {title}
      </Heading>
      {runs.length === 0 ? (
        <Text>{t('schedules.noRuns')}</Text>
      ) : (
        <ListView
          caption={title}
          rows={runs}
          rowKey={(r) => r.id}
          rowTestId="schedule-run"
          columns={[
            {
              key: 'occurrenceDate',
              label: t('schedules.col.occurrenceDate'),
              render: (r) => formatDate(r.occurrenceDate, locale),
            },
            { key: 'invoiceNumber', label: t('schedules.col.invoiceNumber'), render: (r) => r.invoiceNumber },
            {
              key: 'outcome',
              label: t('schedules.col.outcome'),
              render: (r) => t(`schedules.outcome.${r.outcome}`),
            },
          ]}
        />
      )}
    </Stack>
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
  const shown = list.find((s) => s.id === open);
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
      <Stack gap={SPACE.section}>
        {invoiceId !== undefined && Number.isInteger(invoiceId) && (
          <NewScheduleForm invoiceId={invoiceId} created={() => navigate('/schedules')} />
        )}
        {list.length === 0 ? (
          <Text>{t('schedules.none')}</Text>
        ) : (
          <ListView
            caption={t('title.schedules')}
            rows={list}
            rowKey={(s) => s.id}
            rowTestId="schedule-row"
            columns={[
              {
                key: 'name',
                label: t('schedules.col.name'),
                render: (s) => (
                  <>
                    {s.name} {!s.active && <Badge>{t('schedules.paused')}</Badge>}
                  </>
                ),
              },
              {
                key: 'frequency',
                label: t('schedules.col.frequency'),
                render: (s) => t(`schedules.every.${s.frequency}`),
              },
              {
                key: 'nextDate',
                label: t('schedules.col.nextDate'),
                render: (s) => (s.nextDate ? formatDate(s.nextDate, locale) : t('schedules.ended')),
              },
              {
                key: 'occurrences',
                label: t('schedules.col.occurrences'),
                numeric: true,
                render: (s) => s.occurrences,
              },
              { key: 'mode', label: t('schedules.col.mode'), render: (s) => t(`schedules.mode.${s.mode}`) },
            ]}
            actionsLabel={t('schedules.col.actions')}
            actions={(s) => (
              <RowMenu
                label={s.name}
                items={[
                  { value: 'runs', label: t('schedules.runs'), run: () => setOpen(s.id) },
                  {
                    value: 'toggle',
                    label: t(s.active ? 'schedules.pause' : 'schedules.resume'),
                    run: () => void toggle(s),
                  },
                  { value: 'delete', label: t('action.delete'), run: () => void remove(s), danger: true },
                ]}
              />
            )}
          />
        )}
        {shown && <Runs key={shown.id} id={shown.id} name={shown.name} />}
      </Stack>
    </>
  );
}
