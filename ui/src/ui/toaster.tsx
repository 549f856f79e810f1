/**
 * Toasts (spec §8): success and warning messages that close by themselves after 4000 ms.
 * `toast.success(text)` works from anywhere (actions, the session module).
 *
 * Placement: at the top centre, over the empty middle of the header bar (title left, user menu
 * right) and the page's top padding, so that no control lies beneath a toast on a screen of
 * tablet width or more; below 768 px the header has no empty middle, so toasts come at the
 * bottom, clear of the header and its menu. Several toasts overlap into one pile (spread out on
 * hover). Each one can be dismissed with its close button, labelled in the UI language; focus
 * then goes back to where it was before it entered the toast (no focus lost on a removed
 * button). The region is announced politely (aria-live) with a translated name.
 */
import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

export const TOAST_DURATION_MS = 4000;

/** Tablet width and more (Chakra's `md`): the header has room for a toast in its middle. */
const WIDE = '(min-width: 48em)';
const isWide = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE).matches;

const options = { pauseOnPageIdle: false, max: 5, overlap: true, offsets: '4px' } as const;
const toasters = {
  wide: createToaster({ ...options, placement: 'top' }),
  narrow: createToaster({ ...options, placement: 'bottom' }),
};

// Deferred: a toast raised during the first render (a logout in the route guard) must not come
// before the Toaster has mounted, or it is lost.
const show = (type: 'success' | 'warning' | 'error' | 'info') => (title: string) =>
  void setTimeout(
    () =>
      toasters[isWide() ? 'wide' : 'narrow'].create({
        title,
        type,
        duration: TOAST_DURATION_MS,
        closable: true,
      }),
    0,
  );

/** Where focus was before it entered a toast: it goes back there when the toast is closed. */
let focusBefore: HTMLElement | null = null;

function returnFocus() {
  const target = focusBefore;
  focusBefore = null;
  // after the toast has left the DOM; the main content when the element is gone too
  setTimeout(() => {
    const back = target?.isConnected ? target : document.querySelector<HTMLElement>('main, [role="main"]');
    if (back && !back.hasAttribute('tabindex') && back.tagName === 'MAIN')
      back.setAttribute('tabindex', '-1');
    back?.focus();
  }, 0);
}

function useWide(): boolean {
  const [wide, setWide] = useState(isWide);
  useEffect(() => {
    if (!window.matchMedia) return;
    const query = window.matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

export const toast = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
};

export function Toaster() {
  const intl = useIntl();
  const wide = useWide();
  const closeLabel = intl.formatMessage({ id: 'toast.close' });
  return (
    <Portal>
      <ChakraToaster
        toaster={toasters[wide ? 'wide' : 'narrow']}
        insetInline={{ mdDown: '4' }}
        aria-label={intl.formatMessage({ id: 'toast.region' })}
      >
        {(item) => (
          <Toast.Root
            width={{ md: 'xs', lg: 'sm' }}
            py="2"
            role="status"
            data-testid="toast"
            onFocus={(e) => {
              const from = e.relatedTarget as HTMLElement | null;
              if (from && !e.currentTarget.contains(from)) focusBefore = from;
            }}
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
