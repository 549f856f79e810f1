/**
 * The archive of sent invoices: each document as it went out, with its SHA-256 and the end of
 * its retention period; "Prüfen" (in the row's menu) recomputes the hash on the server and shows
 * the verdict in the row, the download is the stored document byte for byte. Cards on a phone.
 */
import { Badge, Code, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import * as api from '../../api/recurring';
import { ScreenTitle, useT } from '../../forms/Screen';
import { formatDate, formatDateTime } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { showError } from '../../ui/errors';
import { ListView } from '../../ui/ListView';
import { SPACE } from '../../ui/patterns';
import { RowMenu } from '../../ui/RowMenu';
import { saveBlob } from '../lists/actions';

export default function ArchiveScreen() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [rows, setRows] = useState<api.ArchiveRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [verdicts, setVerdicts] = useState<Record<number, boolean>>({});
  useEffect(() => {
    api
      .listArchive(0, 200)
      .then((p) => {
        setRows(p.content);
        setTotal(p.totalElements);
        setLoaded(true);
      })
      .catch((error) => void showError(error));
  }, []);
  async function verify(r: api.ArchiveRow) {
    try {
      const v = await api.verifyArchived(r.id);
      setVerdicts((all) => ({ ...all, [r.id]: v.intact }));
    } catch (error) {
      await showError(error);
    }
  }
  async function download(r: api.ArchiveRow) {
    try {
      saveBlob(await api.downloadArchived(r.id), `${r.invoiceNumber.replace(/[^\w.-]+/g, '_') || r.id}.xml`);
    } catch (error) {
      await showError(error, 'error.download');
    }
  }
  return (
    <>
      <ScreenTitle id="title.archive" />
      <Text mb={SPACE.field}>{t('archive.intro', { total })}</Text>
      <ListView
        caption={t('title.archive')}
        rows={rows}
        rowKey={(r) => r.id}
        rowTestId="archive-row"
        empty={loaded ? t('archive.empty') : undefined}
        columns={[
          { key: 'invoiceNumber', label: t('archive.col.invoiceNumber'), render: (r) => r.invoiceNumber },
          {
            key: 'archivedAt',
            label: t('archive.col.archivedAt'),
            render: (r) => formatDateTime(r.archivedAt, locale),
          },
          {
            key: 'sendingMethod',
            label: t('archive.col.sendingMethod'),
            render: (r) => t(`list.method.${r.sendingMethod}`),
          },
          {
            key: 'sha256',
            label: t('archive.col.sha256'),
            render: (r) => <Code title={r.xmlSha256}>{r.xmlSha256.slice(0, 16)}…</Code>,
          },
          {
            key: 'retainUntil',
            label: t('archive.col.retainUntil'),
            render: (r) => formatDate(r.retainUntil.slice(0, 10), locale),
          },
          {
            key: 'verdict',
            label: t('archive.col.verdict'),
            render: (r) =>
              r.id in verdicts ? (
                <Badge colorPalette={verdicts[r.id] ? 'green' : 'red'} role="status">
                  {t(verdicts[r.id] ? 'archive.intact' : 'archive.changed')}
                </Badge>
              ) : (
                ''
              ),
          },
        ]}
        actionsLabel={t('archive.col.actions')}
        actions={(r) => (
          <RowMenu
            label={r.invoiceNumber}
            items={[
              { value: 'verify', label: t('archive.verify'), run: () => void verify(r) },
              { value: 'xml', label: t('action.downloadXml'), run: () => void download(r) },
            ]}
          />
        )}
      />
    </>
  );
}
