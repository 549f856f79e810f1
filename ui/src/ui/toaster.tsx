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
import { atom, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { localeAtom } from '../state/app';
import { appStore } from '../state/store';
import { clearBarToasts, pushBarToast, type ToastType } from './ToastBar';

export const TOAST_DURATION_MS = 4000;

/** Tablet width and more (Chakra's `md`): the header has room for a toast in its middle. */
const WIDE = '(min-width: 48em)';
const isWide = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE).matches;

/** The stack of wide screens (ToastStack.tsx) loads with the first toast there. */
const stackWantedAtom = atom(false);
const loadStack = () => import('./ToastStack');
const ToastStack = lazy(() => loadStack().then((m) => ({ default: m.ToastStack })));

// Deferred: a toast raised during the first render (a logout in the route guard) must not come
// before the Toaster has mounted, or it is lost (ToastStack's addToast also waits for its mount).
const show = (type: ToastType) => (title: string) =>
  void setTimeout(() => {
    if (!isWide()) return pushBarToast(type, title, TOAST_DURATION_MS);
    appStore.set(stackWantedAtom, true);
    void loadStack().then((m) => m.addToast(type, title, TOAST_DURATION_MS));
  }, 0);

/**
 * A toast shown at the top of a wide window moves into the bottom bar when the window narrows
 * below 768 px (a phone turned, a window made small): at the top it would cover an open dialog's
 * title and the page's first controls.
 */
function followWidth(): void {
  if (typeof window === 'undefined' || !window.matchMedia) return;
  window.matchMedia(WIDE).addEventListener('change', (e) => {
    // no wide toast shown yet: nothing to move (and no reason to load the stack)
    if (e.matches || !appStore.get(stackWantedAtom)) return;
    void loadStack().then((m) =>
      m.moveOpenToasts((type, title) => pushBarToast(type, title, TOAST_DURATION_MS)),
    );
  });
}
followWidth();

/**
 * A toast's text is in the language it was raised in: when the user switches the language, the open
 * toasts close instead of staying in the old one (the next message comes in the new language).
 */
function closeOnLanguageChange(): void {
  let shown = appStore.get(localeAtom);
  appStore.sub(localeAtom, () => {
    if (appStore.get(localeAtom) === shown) return;
    shown = appStore.get(localeAtom);
    clearBarToasts();
    if (appStore.get(stackWantedAtom)) void loadStack().then((m) => m.removeAllToasts());
  });
}
closeOnLanguageChange();

export const toast = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
};

export function Toaster() {
  const wanted = useAtomValue(stackWantedAtom, { store: appStore });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
