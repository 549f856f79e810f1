/**
 * Accounts through the browser against the real server and a real SMTP peer: register a company,
 * activate from the mailed link, log in, create a second user and activate it, give it the admin
 * role and take it away, be refused deleting the last admin; a plain user sees no administration
 * and is refused on the admin routes.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysScroll } from './a11y-steps';
import { confirm, menu, PASSWORD, rowAction, uiLogin } from './flows';
import { type Harness, linkIn, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
const admin = 'anna.admin@firma-eins.example';
const second = 'bernd.user@firma-eins.example';

beforeAll(async () => {
  h = await startHarness();
  page = h.page;
});
afterAll(() => h?.close());
screenshotOnFailure(() => page);

async function setPassword(link: string) {
  await page.goto(link);
  await page.getByLabel(/^Neues Passwort/).fill(PASSWORD);
  await page.getByLabel(/^Passwort wiederholen/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Konto aktivieren' }).click();
  await page.getByText('Das Konto wurde aktiviert.', { exact: false }).first().waitFor();
}

describe('company registration and user administration', () => {
  it('registers a company, activates it from the mail and logs in', async () => {
    await page.goto(h.url('/'));
    await page.getByRole('link', { name: /Registrieren/ }).click();
    await page.waitForURL(/\/registration$/);
    expect(await page.title()).toBe('XR Web Capture – Registrierung');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    expect(await page.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen.').count()).toBe(1);

    await page.getByLabel(/^Login-E-Mail/).fill(admin);
    await page.getByLabel(/^Firmenname/).fill('Firma Eins GmbH');
    await page.getByLabel(/^Straße/).fill('Lindenweg');
    await page.getByLabel(/^Hausnummer/).fill('7');
    await page.getByLabel(/^Postleitzahl/).fill('20095');
    await page.getByLabel(/^Ort/).fill('Hamburg');
    await page.getByLabel(/^Kontakt-E-Mail/).fill('info@firma-eins.example');
    await page.getByLabel(/^Vorname/).fill('Anna');
    await page.getByLabel(/^Nachname/).fill('Admin');
    await page.getByLabel('Ich akzeptiere die Nutzungsbedingungen.').check();
    await page.getByLabel('Ich akzeptiere die Datenschutzerklärung.').check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByText('Vielen Dank für Ihre Registrierung.', { exact: false }).waitFor();

    await setPassword(linkIn(await h.mailbox.lastMailTo(admin), '/account-activation/'));
    await uiLogin(h, page, admin);
    expect(await page.getByTestId('user-menu').textContent()).toBe('anna.admin@firma-eins.examp…');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('creates a second user who activates the account from the mail', async () => {
    await menu(page, 'Administration');
    await page.getByRole('heading', { level: 1, name: 'Firmendaten' }).waitFor();
    expect(await page.getByLabel(/^Firmenname/).inputValue()).toBe('Firma Eins GmbH');
    await page.getByLabel(/^Ort/).fill('Lübeck');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Daten wurden gespeichert.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel(/^Ort/).inputValue()).toBe('Lübeck');

    await page.getByRole('link', { name: 'Benutzerverwaltung' }).click();
    await page.getByLabel(/^Login-E-Mail des neuen Benutzers/).fill(second);
    await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
    const row = page.getByTestId('user-row').filter({ hasText: second });
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('nein');
    expect(await page.getByTestId('user-row').first().textContent()).toContain(admin);
    await h.mailbox.lastMailTo(second);

    // the e-mail of an existing user cannot be taken again
    await page.getByLabel(/^Login-E-Mail des neuen Benutzers/).fill(second);
    await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await page.getByRole('alertdialog').getByText('Die Login-E-Mail-Adresse existiert bereits.').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

    // a resent activation mail carries a new link, which activates the account
    const since = Date.now();
    await rowAction(page, page.locator('main'), second, 'Aktivierungs-E-Mail erneut senden');
    await page.getByText('Die Aktivierungs-E-Mail wurde erneut gesendet.').waitFor();
    await setPassword(linkIn(await h.mailbox.lastMailTo(second, { since }), '/account-activation/'));
    await page.goto(h.url('/ssouser'));
    await row.waitFor();
    await expect.poll(() => row.locator('td').nth(2).textContent()).toBe('ja');
  });

  it('gives the second user the admin role and takes it away again', async () => {
    await page.getByRole('link', { name: `Details ${second}` }).click();
    await page.getByTestId('user-login').getByText(second).waitFor();
    const roles = page.getByTestId('role-row');
    expect(await roles.allTextContents()).toHaveLength(1);
    // the base role cannot be removed (the server refuses it): no action is offered for it
    await expect(page.getByRole('button', { name: 'Benutzer entziehen' }).count()).resolves.toBe(0);
    await page.getByRole('combobox', { name: 'Rolle' }).selectOption('ROLE_WEBERFASSUNG_ADMIN');
    await page.getByRole('button', { name: 'Rolle zuweisen' }).click();
    await page.getByText('Die Rolle wurde zugewiesen.').waitFor();
    await roles.filter({ hasText: 'Administrator' }).waitFor();

    await page.getByRole('button', { name: 'Administrator entziehen' }).click();
    await confirm(page, 'Entfernen');
    await page.getByText('Die Rolle wurde entzogen.').waitFor();
    await expect.poll(() => roles.filter({ hasText: 'Administrator' }).count()).toBe(0);
  });

  it('deletes a user after confirmation', async () => {
    const third = 'carla.kurz@firma-eins.example';
    await page.goto(h.url('/ssouser'));
    await page.getByLabel(/^Login-E-Mail des neuen Benutzers/).fill(third);
    await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await page.getByTestId('user-row').filter({ hasText: third }).waitFor();
    await rowAction(page, page.locator('main'), third, 'Löschen');
    await confirm(page, 'Löschen');
    await page.getByText('Der Benutzer wurde gelöscht.').waitFor();
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(2);
  });

  it('refuses to delete the last admin and keeps the session', async () => {
    await page.goto(h.url('/ssouser'));
    await rowAction(page, page.locator('main'), admin, 'Löschen');
    await confirm(page, 'Löschen');
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText(/^Sie sind der letzte Administrator Ihres Unternehmens: Ihr Konto kann erst gelöscht werden/)
      .waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByTestId('user-row').count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/weberfassung/ssouser');
  });

  it('on a phone shows each user as a card with "Details" and one menu, nothing scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(h.url('/ssouser'));
    const cards = page.getByTestId('user-row');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.locator('main table').count()).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    // the second user has activated the account: only deleting is left in the menu
    const card = cards.filter({ hasText: second });
    expect(await card.getByRole('button').allTextContents()).toEqual(['Aktionen ▾']);
    await card.getByRole('link', { name: `Details ${second}` }).waitFor();
    await card.getByRole('button', { name: `Aktionen ${second}` }).click();
    await expect.poll(() => page.getByRole('menuitem').allTextContents()).toEqual(['Löschen']);
    await page.keyboard.press('Escape');
    expect(await axeViolations(page, 'users as cards at 390 px')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('shows a plain user no administration and refuses the admin routes', async () => {
    await menu(page, 'Abmelden');
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await uiLogin(h, page, second);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Stammdaten' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Administration' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    for (const path of ['/ssouser', '/address', '/address-delete']) {
      await page.goto(h.url(path));
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Sie haben nicht die nötigen Berechtigungen.').waitFor();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(/\/weberfassung\/Dashboard$/);
    }
    expect(await page.getByRole('heading', { name: 'Benutzerverwaltung' }).count()).toBe(0);
  });
});

describe('own account', () => {
  it('lets a user delete the own account, which logs out for good', async () => {
    await menu(page, 'Konto löschen');
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    await confirm(page, 'Löschen');
    await page.getByRole('heading', { level: 1, name: 'Anmeldung' }).waitFor();
    await page.getByText('Der Benutzer wurde gelöscht.').waitFor();
    await page.getByLabel(/^Login-E-Mail/).fill(second);
    await page.getByLabel(/^Passwort/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Login oder Passwort nicht korrekt.').waitFor();
  });
});
