/**
 * The texts of the invoice mail (administration): subject and body per language with
 * placeholders, back to the built-in text; below, every invoice mail sent with its status.
 */
import { Badge, Button, Code, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import * as api from '../../api/recurring';
import { TextField } from '../../forms/fields';
import { FormStack, ScreenTitle, useT } from '../../forms/Screen';
import { formatDateTime } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { showError } from '../../ui/errors';
import { ListView } from '../../ui/ListView';
import { SPACE, TYPE } from '../../ui/patterns';
import { toast } from '../../ui/toaster';
import { AdminNav } from './AdminNav';

function TemplateForm({
  locale,
  value,
  saved,
}: {
  locale: 'de' | 'en';
  value: api.MailTemplate;
  saved: (t: api.MailTemplates) => void;
}) {
  const t = useT();
  const [subject, setSubject] = useState(value.subject);
  const [body, setBody] = useState(value.body);
  useEffect(() => {
    setSubject(value.subject);
    setBody(value.body);
  }, [value]);
  const run = async (call: () => Promise<api.MailTemplates>) => {
    try {
      saved(await call());
      toast.success(t('mailTexts.saved'));
    } catch (error) {
      await showError(error);
    }
  };
  return (
    <FormStack
      label={t(`mailTexts.${locale}`)}
      onSubmit={() => void run(() => api.saveMailTemplate(locale, subject, body))}
    >
      <Heading as="h2" size={TYPE.heading}>
        {t(`mailTexts.${locale}`)}{' '}
        {value.custom ? <Badge>{t('mailTexts.custom')}</Badge> : <Badge>{t('mailTexts.builtIn')}</Badge>}
      </Heading>
      <TextField
        label={t('mailTexts.subject')}
        name={`subject-${locale}`}
        value={subject}
        onChange={setSubject}
        required
      />
      <Field.Root required>
        <Field.Label>
          {t('mailTexts.body')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea name={`body-${locale}`} rows={6} value={body} onChange={(e) => setBody(e.target.value)} />
      </Field.Root>
      <HStack>
        <Button type="submit" colorPalette="blue">
          {t('action.save')}
        </Button>
        {value.custom && (
          <Button variant="outline" onClick={() => void run(() => api.resetMailTemplate(locale))}>
            {t('mailTexts.reset')}
          </Button>
        )}
      </HStack>
    </FormStack>
  );
}

function MailLog() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [rows, setRows] = useState<api.MailLogRow[]>([]);
  useEffect(() => {
    api
      .listMailLog(0, 100)
      .then((p) => setRows(p.content))
      .catch((error) => void showError(error));
  }, []);
  return (
    <Stack gap={SPACE.inline}>
      <Heading as="h2" size={TYPE.heading}>
        {t('mailTexts.log')}
      </Heading>
      {rows.length === 0 ? (
        <Text>{t('mailTexts.logEmpty')}</Text>
      ) : (
        <ListView
          caption={t('mailTexts.log')}
          rows={rows}
          rowKey={(r) => r.id}
          rowTestId="mail-log-row"
          columns={[
            {
              key: 'createdDate',
              label: t('mailTexts.col.createdDate'),
              render: (r) => formatDateTime(r.createdDate, locale),
            },
            { key: 'invoiceNumber', label: t('mailTexts.col.invoiceNumber'), render: (r) => r.invoiceNumber },
            { key: 'recipient', label: t('mailTexts.col.recipient'), render: (r) => r.recipient },
            { key: 'subject', label: t('mailTexts.col.subject'), render: (r) => r.subject },
            {
              key: 'status',
              label: t('mailTexts.col.status'),
              render: (r) => (
                <span title={r.lastError ?? undefined}>{t(`mailTexts.status.${r.status}`)}</span>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}

export default function MailTextsScreen() {
  const t = useT();
  const [data, setData] = useState<api.MailTemplates>();
  const load = useCallback(() => {
    api
      .getMailTemplates()
      .then(setData)
      .catch((error) => void showError(error));
  }, []);
  useEffect(load, [load]);
  return (
    <>
      <ScreenTitle id="title.mailTexts" />
      <AdminNav />
      <Stack gap={SPACE.section}>
        <Text>
          {t('mailTexts.placeholders')}{' '}
          {data?.placeholders.map((p) => (
            <Code key={p} mr="1">{`{${p}}`}</Code>
          ))}
        </Text>
        {data &&
          (['de', 'en'] as const).map((l) => (
            <TemplateForm key={l} locale={l} value={data.templates[l]} saved={setData} />
          ))}
        <MailLog />
      </Stack>
    </>
  );
}
