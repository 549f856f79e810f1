/** Renders the first open dialog of the queue as a Chakra dialog (error / info / warning / confirm). */
import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { closeDialog, dialogsAtom } from './dialogs';

const titleKey = {
  error: 'dialog.error',
  info: 'dialog.info',
  warning: 'dialog.warning',
  confirm: 'dialog.confirm',
};

export function DialogHost() {
  const dialogs = useAtomValue(dialogsAtom);
  const intl = useIntl();
  const dialog = dialogs[0];
  if (!dialog) return null;
  const confirm = dialog.kind === 'confirm';
  return (
    <Dialog.Root
      open
      role={dialog.kind === 'error' || confirm ? 'alertdialog' : 'dialog'}
      onOpenChange={(e) => !e.open && closeDialog(dialog.id, false)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-kind={dialog.kind}>
            <Dialog.Header>
              <Dialog.Title color={dialog.kind === 'error' ? 'red.600' : undefined}>
                {dialog.title ?? intl.formatMessage({ id: titleKey[dialog.kind] })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-wrap">{dialog.message}</Text>
              {dialog.details && dialog.details.length > 0 && (
                <List.Root mt="3" ps="5">
                  {dialog.details.map((d) => (
                    <List.Item key={d}>{d}</List.Item>
                  ))}
                </List.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {confirm && (
                <Button variant="outline" onClick={() => closeDialog(dialog.id, false)}>
                  {dialog.cancelLabel ?? intl.formatMessage({ id: 'action.cancel' })}
                </Button>
              )}
              <Button
                colorPalette={dialog.kind === 'error' ? 'red' : 'blue'}
                onClick={() => closeDialog(dialog.id, true)}
              >
                {dialog.confirmLabel ?? intl.formatMessage({ id: confirm ? 'action.confirm' : 'action.ok' })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
