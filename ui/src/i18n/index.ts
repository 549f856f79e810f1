/**
 * Messages (react-intl): German is the default and the fallback; English overrides what it has.
 * The German catalogue comes with the first screen; the English one (./english.ts) loads when
 * English is chosen (`loadCatalogue`: at startup before the first render, on the language
 * switch before the switch shows). The editor's own message files (ui/src/editor/i18n/<locale>.json)
 * are merged in by import; its field help texts and plain finding texts are added by the editor's
 * code when it loads (`addMessages`, editor/i18n/help.ts and plain.ts), so the first screen does
 * not carry them.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { type Locale, localeAtom } from '../state/app';
import { appStore } from '../state/store';
import checkDe from './check.de.json';
import de from './de.json';
import directoriesDe from './directories.de.json';

type Messages = Record<string, string>;

/**
 * The editor's labels and texts (de.json); the field help texts and the plain finding texts of
 * easy mode come with the editor's code (editor/i18n/help.ts, editor/i18n/plain.ts).
 */
const editorFiles = import.meta.glob<{ default: Messages }>('../editor/i18n/de.json', { eager: true });

const german: Messages = {
  ...editorFiles['../editor/i18n/de.json']?.default,
  ...de,
  ...directoriesDe,
  ...checkDe,
};

/** The catalogues; English is empty until `loadCatalogue('en')` has filled it. */
export const messages: Record<Locale, Messages> = { de: german, en: {} };

/** English texts added by `addMessages` before the English catalogue was loaded. */
const addedEnglish: Messages = {};
let english: Promise<void> | undefined;
let englishLoaded = false;

/** True when the locale's catalogue is there (German always is). */
export const hasCatalogue = (locale: Locale): boolean => locale === 'de' || englishLoaded;

/**
 * Loads the locale's catalogue once; English falls back to the German text where it has none.
 * The catalogue object is filled in place, so providers and `t` holding it see the texts.
 */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return Promise.resolve();
  english ??= import('./english').then(
    (m) => {
      Object.assign(messages.en, messages.de, addedEnglish, m.english);
      englishLoaded = true;
    },
    (error) => {
      english = undefined;
      throw error;
    },
  );
  return english;
}

/** The locale to show now: the chosen one when its catalogue is there, else German. */
export const shownLocale = (locale: Locale): Locale => (hasCatalogue(locale) ? locale : 'de');

/**
 * Adds texts loaded later (with the screens that show them) where no text of the same id exists;
 * English falls back to the German text as above. The catalogues are changed in place, so the
 * providers and `t` see the new texts at once.
 */
export function addMessages(byLocale: Record<Locale, Messages>) {
  for (const [id, text] of Object.entries(byLocale.de)) if (!(id in messages.de)) messages.de[id] = text;
  for (const [id, text] of Object.entries({ ...byLocale.de, ...byLocale.en })) {
    if (!(id in addedEnglish)) addedEnglish[id] = text;
    if (englishLoaded && !(id in messages.en)) messages.en[id] = text;
  }
}

/** BCP 47 tag for number and date formats: German dd.MM.yyyy, English dd/MM/yyyy (docs/dates.md). */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-GB' : 'de-DE');

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** The intl object of the locale (German while the English catalogue is not loaded yet). */
export function intlFor(wanted: Locale): IntlShape {
  const locale = shownLocale(wanted);
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
