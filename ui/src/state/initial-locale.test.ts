/**
 * Issue 27: an account registered in English opens its mailed links (activation, password reset,
 * login change) in English in any browser: the link's `?lang=`, else the language chosen before,
 * else the browser's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { initialLocale } from './app';

const browserLanguages = (languages: string[]) =>
  Object.defineProperty(globalThis.navigator, 'languages', { value: languages, configurable: true });

afterEach(() => {
  globalThis.history.replaceState(null, '', '/');
  browserLanguages(['de-DE', 'de']);
});

describe('the language a page opens in', () => {
  it("follows the mailed link's language, and keeps it for the next pages", () => {
    globalThis.history.replaceState(null, '', '/weberfassung/account-activation/abc?lang=en');
    expect(initialLocale()).toBe('en');
    globalThis.history.replaceState(null, '', '/weberfassung/login');
    expect(initialLocale()).toBe('en');
    globalThis.history.replaceState(null, '', '/weberfassung/password-change/abc?lang=de');
    expect(initialLocale()).toBe('de');
  });

  it("takes the browser's language when nothing was chosen, German otherwise", () => {
    browserLanguages(['en-GB', 'de']);
    expect(initialLocale()).toBe('en');
    browserLanguages(['fr-FR', 'de-AT']);
    expect(initialLocale()).toBe('de');
    browserLanguages(['fr-FR']);
    expect(initialLocale()).toBe('de');
    globalThis.localStorage.setItem('xr.locale', 'en');
    expect(initialLocale()).toBe('en');
  });
});
