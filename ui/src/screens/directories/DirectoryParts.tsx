/**
 * Pieces both directory screens use: the search box, the CSV import with its row errors, the
 * export in the import's format and the import's template, the rule flags.
 */
import { Badge, Box, Button, Field, Heading, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import {
  type CsvRowError,
  type EntryFinding,
  exportEntries,
  importEntries,
  importTemplate,
} from '../../api/directories';
import { downloadBlob } from '../../editor/actions/download';
import { InlineAlert, useT } from '../../forms/Screen';
import { SPACE, TYPE } from '../../ui/patterns';
import { toast } from '../../ui/toaster';
import { csvRowErrors, directoryErrorText } from './errorText';

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root maxWidth="md" mb={SPACE.field}>
      <Field.Label>{label}</Field.Label>
      <Input type="search" name="search" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

/** The flag of an entry whose rules do not hold (e.g. a buyer without electronic address), with the texts. */
export function FindingsCell({ findings, testId }: { findings?: EntryFinding[]; testId: string }) {
  const t = useT();
  const errors = (findings ?? []).filter((f) => f.severity === 'error');
  if (errors.length === 0) return <Text color="green.700">{t('directory.complete')}</Text>;
  return (
    <Box data-testid={testId}>
      <Badge colorPalette="red" variant="solid">
        {t('directory.flagged', { count: errors.length })}
      </Badge>
      <List.Root fontSize="sm" ps="4" mt="1">
        {errors.map((f) => (
          <List.Item key={`${f.ruleId}${f.pointer}`}>{f.message}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * The box of the entry form: when an entry is chosen for editing (from its row's menu), focus goes
 * to the form's first field, so the form below the list is in view — on a phone too. After the
 * menu has closed and given focus back to its button.
 */
export function useEditFocus(editingId: number | undefined) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editingId === undefined) return;
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        box.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(),
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [editingId]);
  return box;
}

/** File names of the export and the template, as the server names them. */
const FILE_NAMES = { buyers: 'kunden', articles: 'artikel' } as const;

/** CSV import: a file whose header names the fields; a bad file is refused whole, each bad row listed. */
export function CsvImport({
  kind,
  columns,
  imported,
}: {
  kind: 'buyers' | 'articles';
  columns: string;
  imported: () => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; rows: CsvRowError[] }>();
  async function save(what: 'export' | 'template') {
    setError(undefined);
    try {
      const blob = await (what === 'export' ? exportEntries(kind) : importTemplate(kind));
      downloadBlob(blob, `${FILE_NAMES[kind]}${what === 'template' ? '-vorlage' : ''}.csv`);
    } catch (e) {
      setError({ text: directoryErrorText(e), rows: [] });
    }
  }
  async function picked(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const { imported: n } = await importEntries(kind, await file.text());
      toast.success(t('directory.imported', { count: n }));
      imported();
    } catch (e) {
      setError({ text: directoryErrorText(e), rows: csvRowErrors(e) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <Stack gap={SPACE.inline} mt={SPACE.section} as="section" aria-labelledby={`csv-${kind}`}>
      <Heading as="h2" size={TYPE.heading} id={`csv-${kind}`}>
        {t('directory.csv.title')}
      </Heading>
      <Text fontSize="sm">{t('directory.csv.help', { columns })}</Text>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('directory.csv.choose')}
        data-testid={`csv-${kind}`}
        onChange={(e) => void picked(e.target.files?.[0])}
      />
      <Text fontSize="sm">{t('directory.csv.template.help')}</Text>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" loading={busy} onClick={() => input.current?.click()}>
          {t('directory.csv.choose')}
        </Button>
        <Button variant="outline" data-testid={`csv-template-${kind}`} onClick={() => void save('template')}>
          {t('directory.csv.template')}
        </Button>
        <Button variant="outline" data-testid={`csv-export-${kind}`} onClick={() => void save('export')}>
          {t('directory.csv.export')}
        </Button>
      </HStack>
      {error && (
        <Box data-testid="csv-errors">
          <InlineAlert>{error.text}</InlineAlert>
          {error.rows.length > 0 && (
            <List.Root ps="4" mt="2">
              {error.rows.map((r) => (
                <List.Item key={`${r.line}-${r.column ?? ''}-${r.messageKey}`}>
                  {t('directory.csv.row', { line: r.line, column: r.column ?? '–', message: r.message })}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      )}
    </Stack>
  );
}
