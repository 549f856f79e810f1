/**
 * Editor header (spec §2): invoice number (shortened to 80 characters, or a no-data text), the
 * mode badge, and the actions save, export, switch mode, home.
 */
import { Badge, Button, Flex, Heading, HStack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { goHome, switchMode } from '../actions/modeActions';
import { saveInvoice } from '../actions/saveInvoice';
import { exportTemplate } from '../actions/templateFile';
import { PreviewDialog } from '../preview/PreviewDialog';
import type { ScreenId } from '../screens/screenDefs';
import { invoiceNumberAtom, userSettingsAtom } from '../state/atoms';

export const NUMBER_DISPLAY_MAX = 80;

export function shortInvoiceNumber(value: string | undefined, noData: string): string {
  if (!value) return noData;
  return value.length > NUMBER_DISPLAY_MAX ? `${value.slice(0, NUMBER_DISPLAY_MAX)}…` : value;
}

export function EditorHeader({ screen }: { screen: ScreenId }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const invoiceNumber = useAtomValue(invoiceNumberAtom);
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const m = (id: string) => intl.formatMessage({ id });
  const [previewOpen, setPreviewOpen] = useState(false);
  return (
    <Flex wrap="wrap" gap={3} align="center" justify="space-between" mb={4} pb={3} borderBottomWidth="1px">
      <HStack gap={3}>
        <Heading as="h1" size="lg" data-testid="editor-invoice-number">
          {shortInvoiceNumber(invoiceNumber, m('editor.header.noNumber'))}
        </Heading>
        <Badge colorPalette={isEasyMode ? 'green' : 'purple'} data-testid="editor-mode-badge">
          {m(isEasyMode ? 'editor.mode.easy' : 'editor.mode.advanced')}
        </Badge>
      </HStack>
      <HStack gap={2} wrap="wrap">
        <Button size="sm" onClick={() => saveInvoice(navigate)}>
          {m('editor.action.save')}
        </Button>
        <Button size="sm" variant="outline" data-testid="preview-open" onClick={() => setPreviewOpen(true)}>
          {m('editor.action.preview')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => exportTemplate()}>
          {m('editor.action.export')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => switchMode(navigate, screen)}>
          {m(isEasyMode ? 'editor.action.toAdvanced' : 'editor.action.toEasy')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => goHome(navigate)}>
          {m('editor.action.home')}
        </Button>
      </HStack>
      <PreviewDialog open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Flex>
  );
}
