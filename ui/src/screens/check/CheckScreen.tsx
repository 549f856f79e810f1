/**
 * "Prüfen und anzeigen" / "Check and view" (issue 29): a public page, no login. An e-invoice
 * (XRechnung, EN 16931 UBL or CII) is checked in this browser by @xr/xml — the verdict of
 * `xr validate`, the profile as BT-24 names it — with every finding in plain words, and shown as its
 * reader sees it (the editor's preview). The file never leaves the browser. A logged-in user can take
 * it into the editor (the dashboard's import).
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { invoiceDocument } from '@xr/rules';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { editorEntry } from '../../app/editor-entry';
import { InvoicePreview } from '../../editor/preview/InvoicePreview';
import { ScreenTitle, useT } from '../../forms/Screen';
import { localeAtom } from '../../state/app';
import { isLoggedIn, sessionAtom } from '../../state/session';
import { showError } from '../../ui/errors';
import type { CheckAnswer } from './check-types';
import { checkInBrowser } from './checkInBrowser';
import { FileDrop } from './FileDrop';
import { FindingList } from './FindingList';

const isPdf = async (file: File) => (await file.slice(0, 5).text()) === '%PDF-';

export default function CheckScreen() {
  const t = useT();
  const locale = useAtomValue(localeAtom) === 'en' ? 'en' : 'de';
  const loggedIn = isLoggedIn(useAtomValue(sessionAtom));
  const [file, setFile] = useState<File>();
  const [answer, setAnswer] = useState<CheckAnswer>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const doc = useMemo(
    () => (answer?.invoice ? safeDocument(answer.invoice, locale) : undefined),
    [answer, locale],
  );

  async function picked(chosen: File) {
    setFile(chosen);
    setAnswer(undefined);
    setProblem(undefined);
    setBusy(true);
    try {
      const bytes = (await isPdf(chosen))
        ? await (await import('./pdfXml')).embeddedXml(new Uint8Array(await chosen.arrayBuffer()))
        : await chosen.arrayBuffer();
      if (!bytes) setProblem(t('check.noXmlInPdf'));
      else {
        const result = await checkInBrowser(bytes);
        if (result.error) {
          console.error(result.error);
          setProblem(t('check.failed'));
        } else setAnswer(result);
      }
    } catch (error) {
      console.error(error);
      setProblem(t('check.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function toEditor() {
    if (!file) return;
    try {
      await (await editorEntry())?.importFile('einvoice', file);
    } catch (error) {
      await showError(error, 'import.error.technical');
    }
  }

  return (
    <Stack gap="4" maxW="60rem" mx="auto" w="full">
      <ScreenTitle id="title.check" />
      <Text>{t('check.intro')}</Text>
      <Text fontWeight="bold" data-testid="check-local">
        {t('check.local')}
      </Text>
      <FileDrop busy={busy} onFile={(f) => void picked(f)} />
      {problem ? (
        <Text role="alert" color="red.700">
          {problem}
        </Text>
      ) : null}
      {answer ? (
        <Stack gap="3" aria-live="polite" data-testid="check-result" data-file={file?.name}>
          <HStack wrap="wrap" gap="3">
            <Badge
              size="lg"
              colorPalette={answer.valid ? 'green' : 'red'}
              data-testid="check-verdict"
              data-valid={String(answer.valid)}
            >
              {t(answer.valid ? 'check.valid' : 'check.invalid')}
            </Badge>
            <Text data-testid="check-profile">
              {t('check.profile')}:{' '}
              {answer.profile ? t(`check.profile.${answer.profile}`) : t('check.profile.none')}
            </Text>
            <Text fontSize="sm" color="gray.700" data-testid="check-time" data-ms={Math.round(answer.ms)}>
              {t('check.time', { ms: String(Math.max(1, Math.round(answer.ms))) })}
            </Text>
          </HStack>
          <FindingList findings={answer.findings} locale={locale} />
          {loggedIn ? (
            <Box>
              <Button colorPalette="blue" onClick={() => void toEditor()} data-testid="check-to-editor">
                {t('check.toEditor')}
              </Button>
            </Box>
          ) : null}
          {doc ? (
            <Box as="section" aria-label={t('check.preview')} bg="gray.100" py="4" px={{ base: 0, md: 4 }}>
              <InvoicePreview doc={doc} />
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The preview's model of an invoice as read; none when the invoice is too broken to be drawn. */
function safeDocument(invoice: unknown, locale: 'de' | 'en') {
  try {
    return invoiceDocument(invoice, locale);
  } catch {
    return undefined;
  }
}
