/**
 * The Chakra toast stack of wide screens (see ./toaster.tsx for placement and behaviour). Loaded
 * with the first toast, not with the first screen (issue 28): `addToast` waits until the stack
 * has mounted, since a toast created before that would be lost.
 */
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { rememberFocusFrom, returnFocus } from './focusReturn';
import type { ToastType } from './ToastBar';

const toaster = createToaster({
  pauseOnPageIdle: false,
  max: 5,
  overlap: true,
  offsets: '4px',
  placement: 'top',
});

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function addToast(type: ToastType, title: string, duration: number): void {
  void mounted.then(() => toaster.create({ title, type, duration, closable: true }));
}

/** The toasts still open, each handed to `to` and removed here (a window narrowed: ./toaster.tsx). */
export function moveOpenToasts(to: (type: ToastType, title: string) => void): void {
  for (const item of toaster.getVisibleToasts()) {
    if (item.id === undefined) continue;
    to((item.type as ToastType | undefined) ?? 'info', String(item.title ?? ''));
    toaster.remove(item.id);
  }
}

/** Every open toast goes (the language changed: ./toaster.tsx). */
export function removeAllToasts(): void {
  toaster.remove();
}

export function ToastStack() {
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'toast.close' });
  useEffect(() => markMounted(), []);
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        aria-label={intl.formatMessage({ id: 'toast.region' })}
      >
        {(item) => (
          <Toast.Root
            width={{ md: 'xs', lg: 'sm' }}
            py="2"
            role="status"
            data-testid="toast"
            onFocus={rememberFocusFrom}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={closeLabel} title={closeLabel} onClick={returnFocus} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
