/**
 * The archive of sent invoices: each document as it went out, with its SHA-256 and the end of
 * its retention period; "Prüfen" recomputes the hash on the server, the download is the stored
 * document byte for byte.
 */
import { Badge, Button, Code, HStack, Table, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import * as api from '../../api/recurring';
import { ScreenTitle, useT } from '../../forms/Screen';
import { formatDate, formatDateTime } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { showError } from '../../ui/errors';
import { ScrollX } from '../../ui/ScrollX';
import { saveBlob } from '../lists/actions';

export default function ArchiveScreen() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [rows, setRows] = useState<api.ArchiveRow[]>([]);
  const [total, setTotal] = useState(0);
  const [verdicts, setVerdicts] = useState<Record<number, boolean>>({});
  useEffect(() => {
    api
      .listArchive(0, 200)
      .then((p) => {
        setRows(p.content);
        setTotal(p.totalElements);
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
      <Text mb="4">{t('archive.intro', { total })}</Text>
      <ScrollX label={t('title.archive')}>
        <Table.Root size="sm" striped aria-label={t('title.archive')}>
          <Table.Header>
            <Table.Row>
              {['invoiceNumber', 'archivedAt', 'sendingMethod', 'sha256', 'retainUntil', 'actions'].map(
                (c) => (
                  <Table.ColumnHeader key={c}>{t(`archive.col.${c}`)}</Table.ColumnHeader>
                ),
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id} data-testid="archive-row">
                <Table.Cell>{r.invoiceNumber}</Table.Cell>
                <Table.Cell>{formatDateTime(r.archivedAt, locale)}</Table.Cell>
                <Table.Cell>{t(`list.method.${r.sendingMethod}`)}</Table.Cell>
                <Table.Cell>
                  <Code title={r.xmlSha256}>{r.xmlSha256.slice(0, 16)}…</Code>
                </Table.Cell>
                <Table.Cell>{formatDate(r.retainUntil.slice(0, 10), locale)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void verify(r)}
                      aria-label={`${t('archive.verify')} ${r.invoiceNumber}`}
                    >
                      {t('archive.verify')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void download(r)}
                      aria-label={`${t('action.downloadXml')} ${r.invoiceNumber}`}
                    >
                      {t('action.downloadXml')}
                    </Button>
                    {r.id in verdicts && (
                      <Badge colorPalette={verdicts[r.id] ? 'green' : 'red'} role="status">
                        {t(verdicts[r.id] ? 'archive.intact' : 'archive.changed')}
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollX>
    </>
  );
}
