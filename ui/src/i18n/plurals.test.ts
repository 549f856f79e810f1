/**
 * Issue 27: counts speak as the language does ("1 error" / "2 errors", "1 Fehler" / "2 Fehler"):
 * every text that puts a count before a word is an ICU plural, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { intlFor, messages } from './index';

/** A count placeholder written plainly and followed by a word ("{count} errors"). */
const PLAIN_COUNT = /\{(count|total|n|max)\}\s+\p{L}/u;

describe('plurals by ICU', () => {
  it.each(['de', 'en'] as const)('no %s text puts a plain count before a word', (locale) => {
    const plain = Object.entries(messages[locale])
      .filter(([, text]) => PLAIN_COUNT.test(text))
      // German "Fehler" is the same word for one and many; the message is plural-safe as written
      .filter(([, text]) => !(locale === 'de' && /^\{count\} Fehler$/.test(text)))
      // the text limit is 4096 characters, never one
      .filter(([id]) => id !== 'editor.widget.textarea.counter')
      .map(([id, text]) => `${id}: ${text}`);
    expect(plain).toEqual([]);
  });

  it.each([
    ['en', 'editor.menu.errors', { count: 1 }, '1 error'],
    ['en', 'editor.menu.errors', { count: 2 }, '2 errors'],
    ['de', 'editor.menu.errors', { count: 1 }, '1 Fehler'],
    ['de', 'editor.menu.errors', { count: 2 }, '2 Fehler'],
    ['en', 'editor.summary.errors', { count: 1 }, '1 error'],
    ['en', 'editor.validate.checkFailed', { count: 1 }, 'Check errors (1 message)'],
    ['de', 'editor.validate.checkFailed', { count: 1 }, 'Prüfungsfehler (1 Meldung)'],
    ['de', 'editor.validate.checkFailed', { count: 3 }, 'Prüfungsfehler (3 Meldungen)'],
    ['en', 'editor.import.moreFindings', { count: 1 }, '… and 1 more finding'],
    ['de', 'editor.import.moreFindings', { count: 1 }, '… und 1 weiterer Befund'],
    ['de', 'editor.import.moreFindings', { count: 4 }, '… und 4 weitere Befunde'],
    ['en', 'editor.widget.number.decimals', { max: 1 }, 'At most 1 decimal place.'],
    ['en', 'editor.widget.number.decimals', { max: 2 }, 'At most 2 decimal places.'],
    ['de', 'editor.widget.number.decimals', { max: 1 }, 'Höchstens 1 Nachkommastelle.'],
    ['en', 'directory.flagged', { count: 1 }, '1 error'],
    ['en', 'editor.lines.count', { count: 2 }, '2 lines'],
  ] as const)('%s %s %j → %s', (locale, id, values, expected) => {
    expect(intlFor(locale).formatMessage({ id }, values)).toBe(expected);
  });
});
