/**
 * Profile flows through the browser: reset a forgotten password from the mailed link, change the
 * login e-mail (confirmation mailed to the new address), switch to English and see English texts
 * and formats, delete the company and be logged out.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, confirm, menu, PASSWORD, registerCompany, uiLogin } from './flows';
import { type Harness, linkIn, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
let login = 'clara.chefin@firma-zwei.example';
const newLogin = 'clara.neu@firma-zwei.example';
let NEW_PASSWORD = 'Ganz-neues-Passwort-7';

beforeAll(async () => {
  h = await startHarness();
  page = h.page;
  await registerCompany(h, login, 'Firma Zwei AG');
  const { accessToken } = await apiLogin(h, login);
  const invoice = { Invoice_number: { Content: 'RE-2026-0042' }, Invoice_issue_date: '2026-03-07' };
  await h.api(
    'POST',
    'api/rechnung',
    {
      invoiceNumber: 'RE-2026-0042',
      invoiceIssueDate: '2026-03-07',
      buyerReference: '04011000-12345-34',
      jsongroupvalidation: false,
      specVersion: '3.0.1',
      json: JSON.stringify(invoice),
    },
    accessToken,
  );
});
afterAll(() => h?.close());
screenshotOnFailure(() => page);

describe('profile', () => {
  it('opens the default imprint page from the footer', async () => {
    await page.goto(h.url('/'));
    const [legal] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click(),
    ]);
    await legal.getByRole('heading', { name: 'Impressum' }).waitFor();
    await legal.getByText('Dies ist eine Platzhalterseite dieser Installation.').waitFor();
    expect(await legal.getByText('Die Seite existiert nicht.').count()).toBe(0);
    await legal.close();
  });

  it('resets a forgotten password from the mailed link', async () => {
    await page.goto(h.url('/'));
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.getByLabel(/^Login-E-Mail/).fill(login);
    const since = Date.now();
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByText('Falls ein Konto zu dieser Adresse existiert', { exact: false }).waitFor();

    const link = linkIn(await h.mailbox.lastMailTo(login, { since }), '/password-change/');
    await page.goto(link);
    await page.getByLabel(/^Neues Passwort/).fill('zu-kurz');
    await page.getByLabel(/^Passwort wiederholen/).fill('anders');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('mindestens 12 Zeichen').waitFor();
    await page.getByText('Die Passwörter stimmen nicht überein.').waitFor();
    await page.getByLabel(/^Neues Passwort/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Passwort wiederholen/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Das Passwort wurde geändert.').waitFor();

    await page.getByLabel(/^Login-E-Mail/).fill(login);
    await page.getByLabel(/^Passwort/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Login oder Passwort nicht korrekt.').waitFor();
    await uiLogin(h, page, login, NEW_PASSWORD);
  });

  it('changes the login e-mail after confirming the mailed link', async () => {
    await menu(page, 'Login-E-Mail ändern');
    await page.locator('input[name="newLogin"]').fill(newLogin);
    await page.getByLabel(/^Neue Login-E-Mail wiederholen/).fill('vertippt@firma-zwei.example');
    await page.getByRole('button', { name: 'Änderung anfordern' }).click();
    await page.getByText('Die E-Mail-Adressen stimmen nicht überein.').waitFor();
    await page.getByLabel(/^Neue Login-E-Mail wiederholen/).fill(newLogin);
    await page.getByLabel(/^Aktuelles Passwort/).fill(NEW_PASSWORD);
    const since = Date.now();
    await page.getByRole('button', { name: 'Änderung anfordern' }).click();
    await page
      .getByText('Wir haben eine E-Mail mit einem Bestätigungslink', { exact: false })
      .first()
      .waitFor();

    await page.goto(linkIn(await h.mailbox.lastMailTo(newLogin, { since }), '/login-change/'));
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await page.getByText('Die Login-E-Mail wurde geändert.', { exact: false }).first().waitFor();
    login = newLogin;
    await uiLogin(h, page, login, NEW_PASSWORD);
  });

  it('changes the password in the profile with the current one', async () => {
    const newest = 'Noch-ein-Passwort-8';
    await menu(page, 'Passwort ändern');
    await page.getByLabel(/^Aktuelles Passwort/).fill('falsch-falsch-falsch');
    await page.getByLabel(/^Neues Passwort/).fill(newest);
    await page.getByLabel(/^Passwort wiederholen/).fill(newest);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByRole('alert').getByText('Bitte geben Sie Ihr aktuelles Passwort korrekt ein.').waitFor();
    await page.getByLabel(/^Aktuelles Passwort/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Das Passwort wurde geändert.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
    await expect(apiLogin(h, login, NEW_PASSWORD)).rejects.toThrow(/401/);
    NEW_PASSWORD = newest;
    await apiLogin(h, login, NEW_PASSWORD);
  });

  it('switches to English with English texts, formats and document language', async () => {
    const row = page.getByTestId('table-inprogress').getByTestId('invoice-row').first();
    await row.getByText('07.03.2026').waitFor();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Start page' }).waitFor();
    await page.getByRole('heading', { name: 'Invoices in progress' }).waitFor();
    await row.getByText('07/03/2026').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('XR Web Capture – Start page');
    // the choice is stored for the user: a new login comes back in English
    await menu(page, 'Log out');
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await uiLogin(h, page, login, NEW_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Start page' }).waitFor();
  });

  it('deletes the company after retyping the login e-mail and logs out', async () => {
    await menu(page, 'Administration');
    await page.getByRole('link', { name: 'Delete company' }).click();
    await page.getByLabel(/^Your login e-mail to confirm/).fill('someone-else@firma-zwei.example');
    await page.getByRole('button', { name: 'Delete company permanently' }).click();
    await page.getByText('Please type your login e-mail address to confirm.').waitFor();
    await page.getByLabel(/^Your login e-mail to confirm/).fill(login);
    await page.getByRole('button', { name: 'Delete company permanently' }).click();
    await confirm(page, 'Delete');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.getByText('The company has been deleted.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/weberfassung/');
    await expect(apiLogin(h, login, NEW_PASSWORD)).rejects.toThrow(/401|403/);
  });
});
