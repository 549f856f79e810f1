/**
 * Issue 27, English is a complete language, in Chromium (a German browser) against the real
 * server: a company registered in English gets the English activation mail, its link opens the
 * activation page in English, login and every screen after it (dashboard, lists, directories,
 * administration, master data, every editor screen of easy mode) show no German word of a small
 * list of tell-tale words and no US date placeholder; dates are written day first.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EASY_SCREENS as EASY, openScreen } from './editor-steps';
import { apiLogin, PASSWORD, uiLogin } from './flows';
import { type Harness, linkIn, screenshotOnFailure, startHarness } from './harness';
import { fixture, payloadOf } from './truth-helpers';

const LOGIN = 'owner@brightwork.example';

/** German words that give a screen away as (partly) untranslated. */
const GERMAN =
  /\b(Rechnung\w*|Fehler|[Ss]peichern|Abbrechen|Zurück|[Bb]itte|Käufer\w*|Verkäufer\w*|Stammdaten|Startseite|Löschen|Gutschrift\w*|Pflichtfeld|Zahlungsbedingungen|Umsatzsteuer\w*|Anmelden|Abmelden|Passwort)\b/g;

let h: Harness;
let page: Page;
const found: string[] = [];

/** What the screen shows that is German or a US date placeholder. */
async function check(where: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe('en');
  const text = await page.locator('body').innerText();
  for (const word of new Set(text.match(GERMAN) ?? [])) found.push(`${where}: "${word}"`);
  const placeholders = await page
    .locator('input[placeholder]')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).placeholder));
  for (const p of placeholders) if (/MM\/DD|TT\.MM/.test(p)) found.push(`${where}: placeholder ${p}`);
}

async function visit(path: string): Promise<void> {
  await page.goto(h.url(path));
  await page.locator('main h1, main [data-screen]').first().waitFor();
  // the lists and panels load their data after the heading
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  h = await startHarness();
  page = h.page;
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

describe('English is a complete language', () => {
  it('an account registered in English is activated and logs in in English', async () => {
    await h.api('POST', 'public-api/adresse', {
      login: LOGIN,
      companyName: 'Brightwork Ltd',
      street: 'High Street',
      number: '1',
      postcode: '10115',
      city: 'Berlin',
      contactEmail: 'office@brightwork.example',
      locale: 'en',
      country: 'DE',
      givenName: 'Ada',
      familyName: 'Bright',
      termsAccepted: true,
      privacyAccepted: true,
    });
    const mail = await h.mailbox.lastMailTo(LOGIN);
    expect(mail.subject).toBe('XR Web Capture: activate your account');
    // the browser is German and has never been here: the link's language decides
    await page.goto(linkIn(mail, '/account-activation/'));
    await page.getByRole('heading', { level: 1, name: 'Activate account' }).waitFor();
    await check('activation');
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Repeat password/).fill(PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await page.getByRole('heading', { level: 1, name: /^(Log in|Login)$/ }).waitFor();
    await check('login');
    await uiLogin(h, page, LOGIN);
    await check('/Dashboard');
    expect(found).toEqual([]);
  });

  it('every screen speaks English, dates day first', async () => {
    const { accessToken } = await apiLogin(h, LOGIN);
    const invoice = fixture('domestic-s19-s7');
    invoice.Invoice_number = { Content: 'EN-0001' };
    // the invoice's own texts in English: what the user typed is not the UI's language
    invoice.Payment_terms = 'Payable within 30 days.';
    invoice.PAYMENT_INSTRUCTIONS.Payment_means_text = 'Bank transfer';
    invoice.PAYMENT_INSTRUCTIONS.Remittance_information = 'EN-0001';
    invoice.INVOICE_NOTE = [{ Invoice_note: 'Thank you.' }];
    for (const line of invoice.INVOICE_LINE) {
      line.ITEM_INFORMATION.Item_name = 'Maintenance';
      delete line.ITEM_INFORMATION.Item_description;
    }
    await h.api('POST', 'api/rechnung', payloadOf(invoice), accessToken);
    for (const path of [
      '/Dashboard',
      '/invoices-in-progress',
      '/invoices-sent',
      '/buyers',
      '/articles',
      '/schedules',
      '/archive',
      '/address',
      '/ssouser',
      '/mail-texts',
      '/audit-log',
      '/MasterdataView',
      '/password-change',
      '/login-reset',
    ]) {
      await visit(path);
      await check(path);
    }
    await visit('/invoices-in-progress');
    const row = page.getByTestId('table-inprogress').getByTestId('invoice-row').first();
    // issued 2 March 2026: day first, not the US order
    await row.getByText('02/03/2026').waitFor();
    await page.getByRole('button', { name: 'Edit EN-0001' }).click();
    await page.locator('[data-screen="SummaryView"]').waitFor();
    for (const screen of EASY) {
      await openScreen(page, screen);
      await check(`editor ${screen}`);
    }
    await openScreen(page, 'DataView');
    const dates = await page
      .locator('input[placeholder="DD/MM/YYYY"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(dates).toContain('02/03/2026');
    expect(found).toEqual([]);
  }, 180_000);
});
