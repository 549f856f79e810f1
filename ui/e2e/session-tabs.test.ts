/**
 * One session across tabs: the refresh token is an HttpOnly, SameSite=Strict cookie on the refresh
 * path, so a new tab of the same browser opens logged in; a deep link opened without a session
 * leads to the login and, after it, to the page asked for; logging out in one tab ends the session
 * in the others. The whole way, the built UI meets the Content-Security-Policy (no violation).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu, PASSWORD, registerCompany } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
const login = 'tabea.tab@firma-tabs.example';
const violations: string[] = [];

const watchCsp = (p: Page) => {
  p.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
};

beforeAll(async () => {
  h = await startHarness();
  page = h.page;
  watchCsp(page);
  await registerCompany(h, login, 'Firma Tabs KG');
});
afterAll(() => h?.close());
screenshotOnFailure(() => page);

describe('one session across tabs', () => {
  it('returns to the page asked for after login, and a new tab opens logged in', async () => {
    await page.goto(h.url('/invoices-sent'));
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await page.getByLabel(/^Login-E-Mail/).fill(login);
    await page.getByLabel(/^Passwort/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Versendete Rechnungen' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/weberfassung/invoices-sent');

    const cookies = await h.context.cookies(h.url('/public-api/refreshtoken/'));
    const refresh = cookies.find((c) => c.name === 'xr_refresh');
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/weberfassung/public-api/refreshtoken',
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain('xr_refresh');
    expect(await page.evaluate(() => sessionStorage.getItem('xr.session') ?? '')).not.toContain(
      '"refreshToken"',
    );

    const second = await h.context.newPage();
    watchCsp(second);
    await second.goto(h.url('/invoices-in-progress'));
    await second.getByRole('heading', { level: 1, name: 'Rechnungen in Bearbeitung' }).waitFor();
    await second.getByTestId('user-menu').waitFor();
    const third = await h.context.newPage();
    await third.goto(h.url('/'));
    await third.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
    await third.close();

    // logging out in the first tab ends the session of the second at its next call
    await menu(page, 'Abmelden');
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await second
      .getByRole('link', { name: /Startseite/ })
      .first()
      .click()
      .catch(() => undefined);
    await second.reload();
    await second.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await second.close();
    expect(violations).toEqual([]);
    // the styles arrived: the login button is painted in the theme's colour, not the browser's grey
    const background = await page
      .getByRole('button', { name: 'Anmelden' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).not.toMatch(/^rgba?\(0, 0, 0(, 0)?\)$|^rgb\(239, 239, 239\)$/);
  });
});
