/**
 * Application-wide state besides the session: configuration (loaded at startup), seller master
 * data (loaded after login), the UI language and the number of running requests.
 */
import { atom } from 'jotai';
import type { Configuration, MasterData } from '../api/types';

export type Locale = 'de' | 'en';
export const LOCALES: Locale[] = ['de', 'en'];
const LOCALE_KEY = 'xr.locale';

/**
 * The language a page opens in: the link's (`?lang=en`, as the account mails write it for the
 * account's language), else the one chosen before in this browser, else the browser's first
 * language of the two, else German.
 */
export function initialLocale(): Locale {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  if (asked === 'de' || asked === 'en') {
    try {
      globalThis.localStorage?.setItem(LOCALE_KEY, asked);
    } catch {
      // no storage: the link's language for this page only
    }
    return asked;
  }
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
    if (stored === 'de' || stored === 'en') return stored;
  } catch {
    // no storage: the browser's language
  }
  for (const tag of globalThis.navigator?.languages ?? []) {
    const primary = tag.slice(0, 2).toLowerCase();
    if (primary === 'de' || primary === 'en') return primary;
  }
  return 'de';
}

const baseLocaleAtom = atom<Locale>(initialLocale());

/** UI language; writing it also sets the document's lang attribute and remembers it. */
export const localeAtom = atom(
  (get) => get(baseLocaleAtom),
  (_get, set, next: Locale) => {
    set(baseLocaleAtom, next);
    if (typeof document !== 'undefined') document.documentElement.lang = next;
    try {
      globalThis.localStorage?.setItem(LOCALE_KEY, next);
    } catch {
      // ignore
    }
  },
);

export const toLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'de');

export const configurationAtom = atom<Configuration | null>(null);

export const masterDataAtom = atom<MasterData | null>(null);

/** Requests counted as running (all but token refresh and the two list calls). */
export const runningRequestsAtom = atom(0);
export const isBusyAtom = atom((get) => get(runningRequestsAtom) > 0);
