/**
 * "Vorschau" (issue 13 item 15): the invoice as typed — also an unsaved draft — shown as the
 * reader will see it, with downloads of the same layout as PDF and as ZUGFeRD / Factur-X PDF.
 */
import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { invoiceDocument } from '@xr/rules';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../state/app';
import { downloadBlob, pdfDownloadName } from '../actions/download';
import { invoicePdfCall, type PdfFormat } from '../api/calls';
import { onSave, stripIds } from '../model/rulesApi';
import { workingInvoiceAtom } from '../state/atoms';
import { InvoicePreview } from './InvoicePreview';
import { usePreviewBranding } from './usePreviewBranding';

/** The plain form of the working invoice (what a save would store). */
export function plainInvoice(invoice: unknown): unknown {
  try {
    return onSave(stripIds(invoice as never));
  } catch {
    return invoice;
  }
}

export function PreviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const locale = useAtomValue(localeAtom) === 'en' ? 'en' : 'de';
  const working = useAtomValue(workingInvoiceAtom);
  const plain = useMemo(() => (open ? plainInvoice(working) : null), [open, working]);
  const doc = useMemo(() => (plain ? invoiceDocument(plain, locale) : null), [plain, locale]);
  const branding = usePreviewBranding(open);
  const [busy, setBusy] = useState<PdfFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: PdfFormat) => {
    setBusy(format);
    setError(null);
    try {
      const blob = await invoicePdfCall(plain, format);
      const number = (plain as { Invoice_number?: { Content?: string } })?.Invoice_number?.Content;
      downloadBlob(blob, pdfDownloadName(number, format));
    } catch (e) {
      setError(e instanceof Error ? e.message : m('editor.error.technical'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="full" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="preview-dialog">
            <Dialog.Header>
              <Dialog.Title>{m('editor.preview.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body bg="gray.100" py={4}>
              {doc ? (
                <InvoicePreview doc={doc} branding={branding} logoAlt={m('editor.branding.logo')} />
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              {error ? (
                <Text role="alert" color="red.700" mr="auto">
                  {error}
                </Text>
              ) : null}
              <HStack gap={2} wrap="wrap">
                {(['pdf', 'zugferd-en16931', 'zugferd-xrechnung'] as const).map((f) => (
                  <Button
                    key={f}
                    size="sm"
                    variant="outline"
                    loading={busy === f}
                    disabled={busy !== null}
                    data-testid={`preview-download-${f}`}
                    onClick={() => void download(f)}
                  >
                    {m(`editor.preview.download.${f}`)}
                  </Button>
                ))}
                <Button size="sm" onClick={onClose}>
                  {m('editor.action.close')}
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={m('editor.action.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
