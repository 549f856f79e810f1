/**
 * The audit trail of the company (administration): who created, changed, generated, sent, marked
 * as sent, archived or deleted what and when; filtered by action, user and dates, paged, and
 * exported as CSV with the same filter. A table from 768 px, cards below. Objects and details in
 * plain words, by invoice number or login, without ids or hashes (auditDetail.ts).
 */
import { Box, Button, HStack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import * as api from '../../api/recurring';
import type { Page } from '../../api/types';
import { DateField } from '../../forms/DateField';
import { SelectField, TextField } from '../../forms/fields';
import { FormStack, ScreenTitle, useT } from '../../forms/Screen';
import { formatDateTime } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { showError } from '../../ui/errors';
import { ListView } from '../../ui/ListView';
import { Pager } from '../../ui/Pager';
import { SPACE } from '../../ui/patterns';
import { saveBlob } from '../lists/actions';
import { AdminNav } from './AdminNav';
import { auditDetail, auditObject } from './auditDetail';

const ACTIONS = [
  'created',
  'changed',
  'deleted',
  'generated',
  'sent',
  'marked-sent',
  'archived',
  'payment-recorded',
  'payment-undone',
  'reminder-created',
];
const SIZE = 25;
const empty = { action: '', user: '', from: '', to: '' };

export default function AuditLogScreen() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [draft, setDraft] = useState(empty);
  const [filter, setFilter] = useState(empty);
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Page<api.AuditRow>>();
  useEffect(() => {
    const q = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
    api
      .listAudit({ ...q, page, size: SIZE })
      .then(setData)
      .catch((error) => void showError(error));
  }, [filter, page]);
  const set = (field: keyof typeof empty) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  async function exportCsv() {
    try {
      const q = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
      saveBlob(await api.auditCsv(q), `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      await showError(error, 'error.download');
    }
  }

  return (
    <>
      <ScreenTitle id="title.auditLog" />
      <AdminNav />
      <FormStack
        label={t('audit.filter')}
        onSubmit={() => {
          setPage(0);
          setFilter(draft);
        }}
      >
        <HStack align="end" wrap="wrap">
          <SelectField
            label={t('audit.col.action')}
            name="action"
            value={draft.action}
            onChange={set('action')}
            options={[
              { value: '', label: t('audit.allActions') },
              ...ACTIONS.map((a) => ({ value: a, label: t(`audit.action.${a}`) })),
            ]}
          />
          <TextField label={t('audit.col.userLogin')} name="user" value={draft.user} onChange={set('user')} />
          <DateField label={t('audit.from')} name="from" value={draft.from} onChange={set('from')} />
          <DateField label={t('audit.to')} name="to" value={draft.to} onChange={set('to')} />
          <Button type="submit" colorPalette="blue">
            {t('audit.apply')}
          </Button>
          <Button variant="outline" onClick={() => void exportCsv()}>
            {t('audit.exportCsv')}
          </Button>
        </HStack>
      </FormStack>
      <Box mt={SPACE.section}>
        <ListView
          caption={t('title.auditLog')}
          rows={data?.content ?? []}
          rowKey={(r) => r.id}
          rowTestId="audit-row"
          empty={data ? t('audit.empty') : undefined}
          columns={[
            { key: 'at', label: t('audit.col.at'), render: (r) => formatDateTime(r.at, locale) },
            { key: 'userLogin', label: t('audit.col.userLogin'), render: (r) => r.userLogin },
            { key: 'action', label: t('audit.col.action'), render: (r) => t(`audit.action.${r.action}`) },
            { key: 'object', label: t('audit.col.object'), render: (r) => auditObject(r, t) },
            {
              key: 'detail',
              label: t('audit.col.detail'),
              render: (r) => {
                const d = auditDetail(r, t, locale);
                return d.technical ? <span title={d.technical}>{d.text}</span> : d.text;
              },
            },
          ]}
        />
      </Box>
      <Pager
        page={page}
        size={SIZE}
        total={data?.totalElements ?? 0}
        onPage={setPage}
        infoKey="audit.pageInfo"
        shortKey="audit.pageInfoShort"
        testId="audit-page-info"
      />
    </>
  );
}
