/**
 * Messages (react-intl): German is the default and the fallback; English overrides what it has.
 * The editor's own message files (ui/src/editor/i18n/<locale>.json) are merged in by import.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { type Locale, localeAtom } from '../state/app';
import { appStore } from '../state/store';
import checkDe from './check.de.json';
import checkEn from './check.en.json';
import de from './de.json';
import directoriesDe from './directories.de.json';
import directoriesEn from './directories.en.json';
import en from './en.json';

type Messages = Record<string, string>;

const editorFiles = import.meta.glob<{ default: Messages }>('../editor/i18n/*.json', { eager: true });
/**
 * The editor's labels and texts (<locale>.json), its field help texts (help.<locale>.json) and the
 * plain finding texts of easy mode (plain.<locale>.json).
 */
const editorMessages = (locale: Locale): Messages => ({
  ...editorFiles[`../editor/i18n/help.${locale}.json`]?.default,
  ...editorFiles[`../editor/i18n/plain.${locale}.json`]?.default,
  ...editorFiles[`../editor/i18n/${locale}.json`]?.default,
});

const german: Messages = { ...editorMessages('de'), ...de, ...directoriesDe, ...checkDe };

export const messages: Record<Locale, Messages> = {
  de: german,
  en: { ...german, ...editorMessages('en'), ...en, ...directoriesEn, ...checkEn },
};

/** BCP 47 tag for number and date formats: German dd.MM.yyyy, English dd/MM/yyyy (docs/dates.md). */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-GB' : 'de-DE');

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
