/**
 * A supplier's whole way with the keyboard alone (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7), in Debian
 * Chromium against the real server and mailbox: skip link, registration, activation from the
 * mailed link, login, master data, a new invoice with master data taken over (two confirmation
 * dialogs), buyer and invoice data, two lines, a finding fixed by following its link, generation
 * and download of the XML. Only keyboard.press / keyboard.type move through the application; the
 * focus must be visible at every stop and move into and back out of each dialog.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './flows';
import { type Harness, linkIn, screenshotOnFailure, startHarness } from './harness';
import { activate, focused, tabTo, throughDialog, typeInto, type Walk } from './keyboard-steps';

const LOGIN = 'tastatur@firma-vier.example';
const PASSWORD = 'Nur-Tastatur-2026!';

let h: Harness;
let page: Page;
let walk: Walk;
const dialogProblems: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  page = h.page;
  walk = { page, invisible: [] };
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

/** Opens an editor screen through its menu entry, by keyboard. */
async function screen(id: string): Promise<void> {
  await activate(walk, `#menu-${id}`);
  await page.locator(`[data-screen="${id}"]`).waitFor();
}

describe('keyboard only', () => {
  it('the skip link is the first stop and moves the focus to the main content', async () => {
    await page.goto(h.url('/registration'));
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    const first = await focused(page);
    expect(first.testId).toBe('skip-link');
    expect(first.name).toBe('Zum Inhalt springen');
    expect(first.ringVisible).toBe(true);
    const box = await page.getByTestId('skip-link').boundingBox();
    expect(box && box.y >= 0 && box.width > 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // the next Tab lands in the form, past the header
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toMatch(/^Login-E-Mail/);
  });

  it('registers, activates the account from the mail and logs in', async () => {
    await page.keyboard.type(LOGIN);
    await typeInto(walk, /^Firmenname/, 'Firma Vier GmbH');
    await typeInto(walk, /^Straße/, 'Tastenweg');
    await typeInto(walk, /^Hausnummer/, '4');
    await typeInto(walk, /^Postleitzahl/, '10115');
    await typeInto(walk, /^Ort/, 'Berlin');
    await typeInto(walk, /^Kontakt-E-Mail/, 'kontakt@firma-vier.example');
    await typeInto(walk, /^Vorname/, 'Tara');
    await typeInto(walk, /^Nachname/, 'Taste');
    await tabTo(walk, /^Ich akzeptiere die Nutzungsbedingungen/);
    await page.keyboard.press('Space');
    await tabTo(walk, /^Ich akzeptiere die Datenschutzerklärung/);
    await page.keyboard.press('Space');
    const since = Date.now();
    await activate(walk, /^Registrieren$/);
    await page.getByText(/Vielen Dank für Ihre Registrierung/).waitFor();

    const link = linkIn(await h.mailbox.lastMailTo(LOGIN, { since }), '/account-activation/');
    await page.goto(h.url(`/account-activation/${tokenOf(link)}`));
    await page.locator('main h1').waitFor();
    await typeInto(walk, /^(Neues )?Passwort$/, PASSWORD);
    await typeInto(walk, /^Passwort wiederholen$/, PASSWORD);
    await activate(walk, /^Konto aktivieren$/);
    await page.waitForURL((url) => url.pathname.endsWith('/weberfassung/'));
    // open item: Tab from the activation toast's close button did not leave the toast; wait for it
    // to show (the toast stack loads with the first toast) and to go
    await page.getByTestId('toast').first().waitFor();
    await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 15_000 });

    await typeInto(walk, /^Login-E-Mail/, LOGIN);
    await typeInto(walk, /^Passwort/, PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
  });

  it('a navigation entry takes the focus to the new screen’s heading, at 1280 and at 390 px', async () => {
    const headingFocused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.tagName === 'H1' ? el.textContent : `${el?.tagName} ${el?.textContent?.slice(0, 40)}`;
      });
    await activate(walk, /^Versendet$/);
    await expect.poll(headingFocused).toBe('Versendete Rechnungen');
    // the next Tab goes on inside the new screen, not back in the header
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    await page.setViewportSize({ width: 390, height: 800 });
    await activate(walk, '#nav-menu');
    await page.getByRole('menu').waitFor();
    for (let i = 0; i < 10; i++) {
      const highlighted = page.getByRole('menuitem', { name: 'Archiv' });
      if ((await highlighted.getAttribute('data-highlighted')) !== null) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/archive'));
    await expect.poll(headingFocused).toBe('Archiv');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('enters the master data and creates an invoice that takes them over', async () => {
    await page.goto(h.url('/MasterdataView'));
    await page.locator('[data-screen], main h1').first().waitFor();
    await typeInto(walk, /^Firmenname/, 'Firma Vier GmbH');
    await typeInto(walk, /^E-Mail-Adresse für E-Rechnungen/, 'rechnung@firma-vier.example');
    await typeInto(walk, /^Straße und Hausnummer/, 'Tastenweg 4');
    await typeInto(walk, /^PLZ/, '10115');
    await typeInto(walk, /^Ort/, 'Berlin');
    await typeInto(walk, /^Ansprechpartner/, 'Tara Taste');
    await typeInto(walk, /^Telefon/, '+49 30 444444');
    await typeInto(walk, /^E-Mail/, 'buchhaltung@firma-vier.example');
    await typeInto(walk, /^USt-IdNr\./, 'DE123456789');
    await typeInto(walk, /^Zahlungsbedingungen/, 'Zahlbar innerhalb von 30 Tagen.');
    if ((await page.getByLabel('IBAN / Kontonummer', { exact: true }).count()) === 0) {
      await activate(walk, /^Hinzufügen: Überweisung/);
    }
    await typeInto(walk, /^IBAN \/ Kontonummer/, 'DE02120300000000202051');
    await typeInto(walk, /^Kontoinhaber/, 'Firma Vier GmbH');
    dialogProblems.push(...(await throughDialog(walk, /^Stammdaten speichern$/, /^OK$/)));
    await page.getByRole('button', { name: 'Rechnung erstellen' }).waitFor();

    await activate(walk, /^Rechnung erstellen$/);
    await page.locator('[data-screen="SummaryView"]').waitFor();
    await screen('SellerInformationView');
    if (await page.getByRole('button', { name: 'Stammdaten übernehmen' }).isVisible()) {
      dialogProblems.push(...(await throughDialog(walk, /^Stammdaten übernehmen$/, /^(Bestätigen|OK)$/)));
    }
    await screen('PaymentDataView');
    if (await page.getByRole('button', { name: 'Stammdaten übernehmen' }).isVisible()) {
      dialogProblems.push(...(await throughDialog(walk, /^Stammdaten übernehmen$/, /^(Bestätigen|OK)$/)));
    }
    await expect
      .poll(() => page.getByLabel('IBAN / Kontonummer', { exact: true }).first().inputValue())
      .toBe('DE02120300000000202051');
  });

  it('fills buyer, invoice data and two lines', async () => {
    await screen('BuyerInformationView');
    await typeInto(walk, /^Name des Käufers/, 'Stadt Tastenhausen');
    await typeInto(walk, /^Elektronische Adresse des Käufers/, 'eingang@tastenhausen.example');
    await typeInto(walk, /^PLZ/, '12345');
    await typeInto(walk, /^Ort/, 'Tastenhausen');

    await screen('DataView');
    await typeInto(walk, /^Rechnungsdatum/, '15.03.2026');
    await typeInto(walk, /^Käuferreferenz/, '04011000-1234512345-06');
    // the proposed invoice number is removed here: it is entered below by following its finding
    await tabTo(walk, /^Rechnungsnummer/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');

    await screen('InvoiceLines');
    for (const [name, quantity, price] of [
      ['Beratung', '10', '100,00'],
      ['Reisekosten', '1', '250,00'],
    ]) {
      await activate(walk, /^Position hinzufügen$/);
      await typeInto(walk, /^Artikelname/, name);
      await typeInto(walk, /^Menge/, quantity);
      await typeInto(walk, /^Nettopreis/, price);
    }
    await expect.poll(() => page.getByTestId('line-amount-1').textContent()).toBe('250,00');
    // the line table: one tab stop, arrow keys select a line
    await tabTo(walk, '#line-scroller');
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByTestId('line-row-0').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('line-row-1').getAttribute('aria-selected')).toBe('true');
  });

  it('fixes a finding by following its link, then generates and downloads the XML', async () => {
    await screen('ValidateView');
    await page.getByTestId('validate-invalid').waitFor();
    await activate(walk, /Rechnungsnummer/);
    await page.locator('[data-screen="DataView"]').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toMatch(/Invoice_number_Content$/);
    await page.keyboard.type('RE-2026-0001');

    await screen('ValidateView');
    await page.getByTestId('validate-valid').waitFor();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await activate(walk, /^Erzeugen und herunterladen$/);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xml$/);
  });

  it('showed a visible focus at every stop and kept the focus inside each dialog', () => {
    expect(dialogProblems).toEqual([]);
    expect(walk.invisible).toEqual([]);
  });
});
