/**
 * Messages (react-intl): German is the default and the fallback; English overrides what it has.
 * The editor's own message files (ui/src/editor/i18n/<locale>.json) are merged in by import; its
 * field help texts are added by the editor when it loads (`addMessages`, editor/i18n/help.ts), so
 * the first screen does not carry them.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { type Locale, localeAtom } from '../state/app';
import { appStore } from '../state/store';
import de from './de.json';
import directoriesDe from './directories.de.json';
import directoriesEn from './directories.en.json';
import en from './en.json';

type Messages = Record<string, string>;

const editorFiles = import.meta.glob<{ default: Messages }>('../editor/i18n/{de,en}.json', { eager: true });
/** The editor's labels and texts (<locale>.json). */
const editorMessages = (locale: Locale): Messages => ({
  ...editorFiles[`../editor/i18n/${locale}.json`]?.default,
});

const german: Messages = { ...editorMessages('de'), ...de, ...directoriesDe };

export const messages: Record<Locale, Messages> = {
  de: german,
  en: { ...german, ...editorMessages('en'), ...en, ...directoriesEn },
};

/**
 * Adds texts loaded later (with the screens that show them) where no text of the same id exists;
 * English falls back to the German text as above. The catalogues are changed in place, so the
 * providers and `t` see the new texts at once.
 */
export function addMessages(byLocale: Record<Locale, Messages>) {
  for (const [id, text] of Object.entries(byLocale.de)) if (!(id in messages.de)) messages.de[id] = text;
  for (const [id, text] of Object.entries({ ...byLocale.de, ...byLocale.en }))
    if (!(id in messages.en)) messages.en[id] = text;
}

/** BCP 47 tag for number and date formats: German dd.MM.yyyy, English MM/dd/yyyy with 12-hour time. */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : 'de-DE');

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale: intlLocale(locale), defaultLocale: 'de-DE', messages: messages[locale] },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** Translate outside React (dialogs, toasts raised by actions) in the current UI language. */
export function t(id: string, values?: Record<string, string | number>): string {
  return intlFor(appStore.get(localeAtom)).formatMessage({ id }, values) as string;
}

/** True when a message id exists (server messageKeys are shown only when we have a text). */
export const hasMessage = (id: string): boolean => id in messages.de;
