/**
 * Dashboard actions (spec §2): create invoice; import e-invoice, e-order, intermediate result,
 * pre-filled invoice (each opens the editor on the result); help, data privacy, imprint.
 */
import { Button, Link, Wrap } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { editorEntry, type ImportKind } from '../../app/editor-entry';
import { useT } from '../../forms/Screen';
import { configurationAtom } from '../../state/app';
import { showDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';

const IMPORTS: { kind: ImportKind; labelKey: string; accept: string }[] = [
  {
    kind: 'einvoice',
    labelKey: 'dashboard.importEInvoice',
    accept: '.xml,application/xml,text/xml,.pdf,application/pdf',
  },
  { kind: 'eorder', labelKey: 'dashboard.importEOrder', accept: '.xml,application/xml,text/xml' },
  { kind: 'intermediate', labelKey: 'dashboard.importIntermediate', accept: '.json,application/json' },
  { kind: 'prefilled', labelKey: 'dashboard.importPrefilled', accept: '.json,application/json' },
];

function ImportButton({ kind, label, accept }: { kind: ImportKind; label: string; accept: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function picked(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const entry = await editorEntry();
      await entry?.importFile(kind, file);
    } catch (error) {
      await showError(error, 'import.error.technical');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        data-testid={`import-${kind}`}
        onChange={(e) => void picked(e.target.files?.[0])}
      />
      <Button variant="outline" loading={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

export function DashboardActions() {
  const t = useT();
  const config = useAtomValue(configurationAtom);
  const help = config?.textManualUrl ?? config?.videoManualUrl;
  return (
    <Wrap gap="3" mb="6" role="toolbar" aria-label={t('dashboard.actions')}>
      <Button colorPalette="blue" onClick={() => void editorEntry().then((e) => e?.newInvoice())}>
        {t('dashboard.createInvoice')}
      </Button>
      {IMPORTS.map((i) => (
        <ImportButton key={i.kind} kind={i.kind} label={t(i.labelKey)} accept={i.accept} />
      ))}
      <Button asChild variant="outline">
        <RouterLink href="/check">{t('dashboard.check')}</RouterLink>
      </Button>
      {help ? (
        <Button asChild variant="ghost">
          <Link href={help} target="_blank" rel="noreferrer">
            {t('dashboard.help')}
          </Link>
        </Button>
      ) : (
        <Button
          variant="ghost"
          onClick={() => void showDialog({ kind: 'info', message: t('dashboard.helpText') })}
        >
          {t('dashboard.help')}
        </Button>
      )}
    </Wrap>
  );
}
