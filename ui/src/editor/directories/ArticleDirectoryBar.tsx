/**
 * The line screen's link to the article directory: search and add an article as a new line, or
 * save the selected line as an article.
 */
import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { type ArticleEntry, createEntry } from '../../api/directories';
import { formatNumber } from '../../editor/format/numbers';
import { useT } from '../../forms/Screen';
import { directoryErrorText } from '../../screens/directories/errorText';
import { useDirectory } from '../../screens/directories/useDirectory';
import { localeAtom } from '../../state/app';
import type { Json } from '../state/types';
import { toast } from '../ui/confirm';
import { DirectoryPicker } from './DirectoryPicker';
import { articleOfLine } from './fill';

export function ArticleDirectoryBar({
  selectedLine,
  onPick,
}: {
  selectedLine?: Json;
  onPick: (a: ArticleEntry) => void;
}) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const d = useDirectory('articles', 5);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  function pick(id: number) {
    const a = d.result.content.find((x) => x.id === id);
    if (!a) return;
    const { id: _id, findings: _f, flagged: _fl, createdDate: _c, updatedDate: _u, ...entry } = a;
    onPick(entry);
    toast('success', t('editor.directory.articles.picked', { name: a.Item_name }));
  }
  async function save() {
    if (!selectedLine) return;
    setBusy(true);
    try {
      await createEntry('articles', articleOfLine(selectedLine));
      setError(undefined);
      toast('success', t('editor.directory.articles.saved'));
      d.reload();
    } catch (e) {
      setError(directoryErrorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <DirectoryPicker
      kind="articles"
      search={d.search}
      onSearch={d.onSearch}
      items={d.result.content.map((a) => ({
        id: a.id,
        label: a.Item_name,
        detail: [
          a.Item_Sellers_identifier,
          formatNumber(a.Item_net_price, 'unitPrice', locale),
          a.Invoiced_quantity_unit_of_measure_code,
        ]
          .filter(Boolean)
          .join(' · '),
        findings: a.findings,
      }))}
      pickLabel={t('editor.directory.articles.add')}
      onPick={pick}
      error={error ?? d.error}
      actions={
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          disabled={!selectedLine}
          onClick={() => void save()}
        >
          {t('editor.directory.articles.save')}
        </Button>
      }
    />
  );
}
