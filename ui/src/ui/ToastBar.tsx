/**
 * Toasts on a narrow screen (below 768 px): a slim bar at the bottom of the page frame, in the
 * layout's flow rather than over it. The frame is as high as the screen and its content scrolls
 * above the bar (see app/Layout.tsx), so a toast pushes the content up and covers no control.
 * Each message closes by itself after TOAST_DURATION_MS (the timer waits while the pointer or
 * focus is in the bar), or with its close button, labelled in the UI language; the bar is a
 * named region announced politely (aria-live).
 */
import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { appStore } from '../state/store';
import { rememberFocusFrom, returnFocus } from './focusReturn';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

export interface BarToast {
  id: number;
  type: ToastType;
  title: string;
}

/** The narrow screen's open toasts, oldest first; at most MAX_SHOWN stay. */
export const barToastsAtom = atom<BarToast[]>([]);
const MAX_SHOWN = 3;

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;
let duration = 4000;
let paused = false;

/** Every open toast of the bar goes (the language changed: ./toaster.tsx). */
export function clearBarToasts(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  appStore.set(barToastsAtom, []);
}

export function removeBarToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  appStore.set(barToastsAtom, (list) => list.filter((t) => t.id !== id));
}

function startTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => removeBarToast(id), duration),
  );
}

export function pushBarToast(type: ToastType, title: string, durationMs: number): void {
  duration = durationMs;
  const id = nextId++;
  // a bar that was empty starts unpaused (its last message may have closed under the pointer)
  if (appStore.get(barToastsAtom).length === 0) paused = false;
  const list = [...appStore.get(barToastsAtom), { id, type, title }];
  for (const dropped of list.slice(0, Math.max(0, list.length - MAX_SHOWN))) removeBarToast(dropped.id);
  appStore.set(barToastsAtom, list.slice(-MAX_SHOWN));
  if (!paused) startTimer(id);
}

/** While the user reads or reaches for a message, it stays; the full time runs again after. */
function pause(on: boolean) {
  paused = on;
  for (const { id } of appStore.get(barToastsAtom)) {
    if (on) {
      clearTimeout(timers.get(id));
      timers.delete(id);
    } else startTimer(id);
  }
}

const PALETTE: Record<ToastType, string> = {
  success: 'green',
  warning: 'orange',
  error: 'red',
  info: 'blue',
};

export function ToastBar() {
  const intl = useIntl();
  const toasts = useAtomValue(barToastsAtom);
  const closeLabel = intl.formatMessage({ id: 'toast.close' });
  // a page change unmounts the bar without a blur or pointer leave: the timers run again
  useEffect(() => () => pause(false), []);
  return (
    <Box
      as="section"
      aria-label={intl.formatMessage({ id: 'toast.region' })}
      aria-live="polite"
      data-testid="toast-bar"
      flexShrink={0}
      onPointerEnter={() => pause(true)}
      onPointerLeave={() => pause(false)}
      onFocus={(e) => {
        rememberFocusFrom(e);
        pause(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) pause(false);
      }}
    >
      {toasts.map((t) => (
        <HStack
          key={t.id}
          role="status"
          data-testid="toast"
          data-type={t.type}
          gap="2"
          px="3"
          py="1.5"
          bg={`${PALETTE[t.type]}.700`}
          color="white"
          borderTopWidth="1px"
          borderColor="whiteAlpha.400"
        >
          <Text flex="1" fontSize="sm" minWidth="0" overflowWrap="anywhere">
            {t.title}
          </Text>
          <CloseButton
            size="xs"
            variant="plain"
            color="white"
            aria-label={closeLabel}
            title={closeLabel}
            onClick={() => {
              removeBarToast(t.id);
              returnFocus();
            }}
          />
        </HStack>
      ))}
    </Box>
  );
}
