/**
 * Messages (react-intl): German is the default and the fallback; English overrides what it has.
 * The editor's own message files (ui/src/editor/i18n/<locale>.json) are merged in by import; its
 * field help texts are added by the editor when it loads (`addMessages`, editor/i18n/help.ts), so
 * the first screen does not carry them.
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

const editorFiles = import.meta.glob<{ default: Messages }>(
  ['../editor/i18n/{de,en}.json', '../editor/i18n/plain.{de,en}.json'],
  { eager: true },
);
/**
 * The editor's labels and texts (<locale>.json) and the plain finding texts of easy mode
 * (plain.<locale>.json); the field help texts come with the editor's code (editor/i18n/help.ts).
 */
const editorMessages = (locale: Locale): Messages => ({
  ...editorFiles[`../editor/i18n/plain.${locale}.json`]?.default,
  ...editorFiles[`../editor/i18n/${locale}.json`]?.default,
});

const german: Messages = { ...editorMessages('de'), ...de, ...directoriesDe, ...checkDe };

export const messages: Record<Locale, Messages> = {
  de: german,
  en: { ...german, ...editorMessages('en'), ...en, ...directoriesEn, ...checkEn },
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
