/**
 * Session life with short token lifetimes from the server's environment (access 4 s, refresh
 * 7 s): the UI refreshes the tokens before the access token expires and keeps working past its
 * first lifetime; once the refresh token has expired, entering a protected route logs out.
 * With a login limit of 4 a minute, further attempts are refused with the one-minute wait.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu, PASSWORD, registerCompany, uiLogin } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const ACCESS_SECONDS = 4;
const REFRESH_SECONDS = 7;
const LOGIN_ATTEMPTS = 4;

let h: Harness;
let page: Page;
const login = 'emil.eilig@firma-vier.example';

beforeAll(async () => {
  h = await startHarness({
    env: {
      ACCESS_TOKEN_SECONDS: String(ACCESS_SECONDS),
      REFRESH_TOKEN_SECONDS: String(REFRESH_SECONDS),
      LOGIN_ATTEMPTS_PER_MINUTE: String(LOGIN_ATTEMPTS),
    },
  });
  page = h.page;
  await registerCompany(h, login, 'Firma Vier OHG');
});
afterAll(() => h?.close());
screenshotOnFailure(() => page);

const storedSession = () =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('xr.session') ?? 'null')) as Promise<{
    accessToken: string;
    accessTokenExpiry: number;
  } | null>;

describe('session with short token lifetimes', () => {
  it('refreshes the tokens before the access token expires and keeps working', async () => {
    const refreshes: number[] = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('/public-api/refreshtoken')) refreshes.push(Date.now());
    });
    await uiLogin(h, page, login);
    const first = await storedSession();
    expect(first).not.toBeNull();
    await expect.poll(() => refreshes.length, { timeout: ACCESS_SECONDS * 1000 }).toBeGreaterThan(0);
    expect(refreshes[0]).toBeLessThan(first?.accessTokenExpiry ?? 0);
    await expect.poll(async () => (await storedSession())?.accessToken).not.toBe(first?.accessToken);

    // past the first access token's lifetime, authenticated calls still succeed
    await page.waitForTimeout(Math.max(0, (first?.accessTokenExpiry ?? 0) - Date.now()) + 300);
    await page
      .getByRole('link', { name: /Alle anzeigen/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Rechnungen in Bearbeitung' }).waitFor();
    await page.getByTestId('page-info').getByText('(0 Rechnungen)').waitFor();
    expect(new URL(page.url()).pathname).toBe('/weberfassung/invoices-in-progress');
  });

  it('logs out when the refresh token has expired', async () => {
    await page.goto('about:blank'); // no timer runs while away
    await page.waitForTimeout(REFRESH_SECONDS * 1000 + 500);
    await page.goto(h.url('/invoices-in-progress'));
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await page.getByText('Die Sitzung ist abgelaufen.', { exact: false }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/weberfassung/');
    expect(await storedSession()).toBeNull();
    expect(await page.getByTestId('user-menu').count()).toBe(0);

    // logging in again leads back to the page that was asked for
    await page.getByLabel(/^Login-E-Mail/).fill(login);
    await page.getByLabel(/^Passwort/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rechnungen in Bearbeitung' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/weberfassung/invoices-in-progress');
    await menu(page, 'Abmelden');
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
  });
});

describe('login limit', () => {
  it('refuses further attempts with the one-minute wait', async () => {
    // two logins of this address happened before
    const messages: string[] = [];
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) {
      await page.getByLabel(/^Login-E-Mail/).fill(login);
      await page.getByLabel(/^Passwort/).fill(`Falsches-Passwort-${i}`);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      messages.push((await alert.textContent()) ?? '');
      await page.goto(h.url('/'));
    }
    expect(messages.slice(0, LOGIN_ATTEMPTS - 2)).toEqual(
      Array(LOGIN_ATTEMPTS - 2).fill('Login oder Passwort nicht korrekt.'),
    );
    expect(messages.at(-1)).toBe(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Minute noch einmal.',
    );
  });
});
