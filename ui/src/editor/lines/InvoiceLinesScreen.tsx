/** Invoice lines screen: the virtualised table with add, copy, delete, and one line form. */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ArticleEntry } from '../../api/directories';
import { t } from '../../i18n';
import { ArticleDirectoryBar } from '../directories/ArticleDirectoryBar';
import { lineOfArticle } from '../directories/fill';
import { EditorFrame } from '../layout/EditorFrame';
import { findingsAtom, workingInvoiceAtom } from '../state/atoms';
import type { Json } from '../state/types';
import { confirm } from '../ui/confirm';
import { LineEditor } from './LineEditor';
import { LineTable } from './LineTable';
import { copyLine, insertAfter, linesWithErrors, newLine, removeAt } from './lineOps';

const EMPTY: Json[] = [];
const linesAtom = selectAtom(workingInvoiceAtom, (inv) => (inv?.INVOICE_LINE as Json[] | undefined) ?? EMPTY);

export default function InvoiceLinesScreen() {
  const intl = useIntl();
  const lines = useAtomValue(linesAtom);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const findings = useAtomValue(findingsAtom);
  const errors = useMemo(() => linesWithErrors(findings), [findings]);
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, lines.length - 1);
  const setLines = (next: Json[]) => setInvoice((inv) => ({ ...inv, INVOICE_LINE: next }));
  const add = () => {
    setLines(insertAfter(lines, lines.length - 1, newLine(lines)));
    setSelected(lines.length);
  };
  const addArticle = (a: ArticleEntry) => {
    setLines(insertAfter(lines, lines.length - 1, lineOfArticle(lines, a)));
    setSelected(lines.length);
  };
  const copy = () => {
    if (index < 0) return;
    setLines(insertAfter(lines, index, copyLine(lines, index)));
    setSelected(index + 1);
  };
  const remove = async () => {
    if (index < 0) return;
    if (!(await confirm(t('editor.confirm.delete.title'), t('editor.lines.confirmDelete')))) return;
    setLines(removeAt(lines, index));
    setSelected(Math.max(0, index - 1));
  };
  return (
    <EditorFrame screen="InvoiceLines">
      <ArticleDirectoryBar selectedLine={index >= 0 ? lines[index] : undefined} onPick={addArticle} />
      <HStack mb={3} wrap="wrap">
        <Button size="sm" onClick={add}>
          {intl.formatMessage({ id: 'editor.lines.add' })}
        </Button>
        <Button size="sm" variant="outline" onClick={copy} disabled={index < 0}>
          {intl.formatMessage({ id: 'editor.lines.copy' })}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={remove} disabled={index < 0}>
          {intl.formatMessage({ id: 'editor.lines.delete' })}
        </Button>
        <Text fontSize="sm" color="gray.600">
          {intl.formatMessage({ id: 'editor.lines.count' }, { count: lines.length })}
        </Text>
      </HStack>
      <LineTable lines={lines} selected={index} errors={errors} onSelect={setSelected} />
      {index >= 0 && lines[index] ? <LineEditor line={lines[index]} index={index} /> : null}
    </EditorFrame>
  );
}
