/**
 * Toasts (spec §8): success and warning messages that close by themselves after 4000 ms.
 * `toast.success(text)` works from anywhere (actions, the session module).
 *
 * Placement: on a screen of tablet width or more, at the top centre, over the empty middle of the
 * header bar (title left, user menu right) and the page's top padding, so that no control lies
 * beneath a toast; several overlap into one pile (spread out on hover). Below 768 px the header
 * has no empty middle and a toast over the page would hide a row's buttons, so there they go into
 * the page frame's bar at the bottom (ToastBar.tsx), which pushes the content instead of covering
 * it; a toast still open when the window narrows moves there too. Each one can be dismissed with its close button, labelled in the UI language; focus then
 * goes back to where it was before it entered the toast (no focus lost on a removed button). The
 * region is announced politely (aria-live) with a translated name.
 */
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { rememberFocusFrom, returnFocus } from './focusReturn';
import { pushBarToast, type ToastType } from './ToastBar';

export const TOAST_DURATION_MS = 4000;

/** Tablet width and more (Chakra's `md`): the header has room for a toast in its middle. */
const WIDE = '(min-width: 48em)';
const isWide = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE).matches;

const toaster = createToaster({
  pauseOnPageIdle: false,
  max: 5,
  overlap: true,
  offsets: '4px',
  placement: 'top',
});

// Deferred: a toast raised during the first render (a logout in the route guard) must not come
// before the Toaster has mounted, or it is lost.
const show = (type: ToastType) => (title: string) =>
  void setTimeout(() => {
    if (isWide()) toaster.create({ title, type, duration: TOAST_DURATION_MS, closable: true });
    else pushBarToast(type, title, TOAST_DURATION_MS);
  }, 0);

/**
 * A toast shown at the top of a wide window moves into the bottom bar when the window narrows
 * below 768 px (a phone turned, a window made small): at the top it would cover an open dialog's
 * title and the page's first controls.
 */
function followWidth(): void {
  if (typeof window === 'undefined' || !window.matchMedia) return;
  window.matchMedia(WIDE).addEventListener('change', (e) => {
    if (e.matches) return;
    for (const item of toaster.getVisibleToasts()) {
      if (item.id === undefined) continue;
      pushBarToast(
        (item.type as ToastType | undefined) ?? 'info',
        String(item.title ?? ''),
        TOAST_DURATION_MS,
      );
      toaster.remove(item.id);
    }
  });
}
followWidth();

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
