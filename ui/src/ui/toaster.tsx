/**
 * Toasts (spec §8): success and warning messages that close by themselves after 4000 ms.
 * `toast.success(text)` works from anywhere (actions, the session module).
 *
 * Placement: at the top centre, over the empty middle of the header bar (title left, user menu
 * right) and the page's top padding, so that no control lies beneath a toast on a screen of
 * tablet width or more; several toasts overlap into one pile (spread out on hover). Each one can
 * be dismissed with its close button, labelled in the UI language, and the region is announced
 * politely (aria-live) with a translated name.
 */
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export const TOAST_DURATION_MS = 4000;

const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: false,
  max: 5,
  overlap: true,
  offsets: '4px',
});

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
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'toast.close' });
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        aria-label={intl.formatMessage({ id: 'toast.region' })}
      >
        {(item) => (
          <Toast.Root width={{ md: 'xs', lg: 'sm' }} py="2" role="status" data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={closeLabel} title={closeLabel} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
