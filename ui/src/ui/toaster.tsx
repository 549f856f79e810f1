/**
 * Toasts (spec §8): success and warning messages that close by themselves after 4000 ms.
 * `toast.success(text)` works from anywhere (actions, the session module).
 */
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 4000;

const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: false, max: 5 });

// Deferred: a toast raised during the first render (a logout in the route guard) must not come
// before the Toaster has mounted, or it is lost.
const show = (type: 'success' | 'warning' | 'error' | 'info') => (title: string) =>
  void setTimeout(() => toaster.create({ title, type, duration: TOAST_DURATION_MS, closable: true }), 0);

export const toast = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }} role="status" data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
