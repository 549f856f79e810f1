/**
 * Frame of every editor screen: redirect to /Dashboard when no invoice is loaded (spec §2),
 * the header, the menu (a step selector below 768 px), the screen's heading, live validation, the import notes and the help-visible switch.
 */
import { Alert, Box, Button, Flex, Heading, List, Switch } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom } from '../../state/app';
import { ChangeGuards } from '../behaviours/ChangeGuards';
import { noteText } from '../model/rulesApi';
import type { ScreenId } from '../screens/screenDefs';
import { hasInvoiceAtom, importNotesAtom, uiSettingsAtom } from '../state/atoms';
import { LiveValidation } from '../state/LiveValidation';
import { ReloadedWithoutInvoice, UnsavedGuard } from '../state/UnsavedGuard';
import { EditorHeader } from './EditorHeader';
import { EditorMenu } from './EditorMenu';
import { StepSelector } from './StepSelector';
import { SCREEN_HEADING_ID, takeHeadingFocus } from './screenHeading';
import { useFocusPointer } from './useFocusPointer';

export function EditorFrame({ screen, children }: { screen: ScreenId; children: ReactNode }) {
  const intl = useIntl();
  const hasInvoice = useAtomValue(hasInvoiceAtom);
  const locale = useAtomValue(localeAtom);
  const [notes, setNotes] = useAtom(importNotesAtom);
  const [settings, setSettings] = useAtom(uiSettingsAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusPointer();
  useEffect(() => {
    takeHeadingFocus(heading.current);
  }, []);
  // reloaded (F5): the unsaved new invoice is offered back, else the start page
  if (!hasInvoice) return <ReloadedWithoutInvoice />;
  return (
    <Box data-screen={screen}>
      <LiveValidation />
      <UnsavedGuard />
      <ChangeGuards />
      <EditorHeader screen={screen} />
      {notes.length > 0 ? (
        <Alert.Root status="info" mb={4} flexWrap="wrap" overflowWrap="anywhere" data-testid="import-notes">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage({ id: 'editor.notes.title' })}</Alert.Title>
            <Alert.Description>
              <List.Root ps={4}>
                {notes.map((n) => (
                  <List.Item key={n}>
                    {intl.messages[n] ? intl.formatMessage({ id: n }) : noteText(n, locale)}
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="ghost" onClick={() => setNotes([])}>
            {intl.formatMessage({ id: 'editor.action.close' })}
          </Button>
        </Alert.Root>
      ) : null}
      <Flex gap={6} direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Box width={{ base: 'full', md: 'auto' }}>
          <Box hideBelow="md">
            <EditorMenu current={screen} />
          </Box>
          <Box hideFrom="md">
            <StepSelector current={screen} />
          </Box>
          <Switch.Root
            mt={4}
            size="sm"
            checked={settings.helpVisible}
            onCheckedChange={(e) => setSettings({ ...settings, helpVisible: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{intl.formatMessage({ id: 'editor.help.visible' })}</Switch.Label>
          </Switch.Root>
        </Box>
        <Box flex="1" minWidth={0} width="full">
          <Heading
            as="h2"
            size="lg"
            mb={4}
            id={SCREEN_HEADING_ID}
            ref={heading}
            tabIndex={-1}
            data-testid="screen-heading"
            _focus={{ outline: 'none' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}
          >
            {intl.formatMessage({ id: `editor.menu.${screen}` })}
          </Heading>
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
