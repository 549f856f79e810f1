/**
 * axe-core with the WCAG 2.0/2.1 A and AA rules (BITV 2.0 via EN 301 549) on every route of the
 * application, in German and in English, in Debian Chromium against the real server with the demo
 * company: account screens and legal pages, dashboard, both lists with data, administration,
 * master data, the buyer and article directories, every editor screen in easy mode with findings
 * shown and in advanced mode on an invoice of 1000 lines, the confirmation, Leitweg-ID search and import dialogs and a toast.
 * Every screen's violations are collected and the test shows them all at once; none may remain.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, unlabelledFields } from './a11y-steps';
import { EASY_SCREENS as EASY } from './editor-steps';
import { rowAction, saveByApi } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const ADMIN = { login: 'admin@demo.example', password: 'Demo-Admin-2026!' };
const LINES_1000 = new URL('../../fixtures/invoices/lines-1000.json', import.meta.url);
const ADVANCED = [...EASY, 'SellerTaxRepresentativePartyInformationView', 'VatBreakdownView'];

let h: Harness;
let page: Page;
let found: string[] = [];

/** Checks the page as it is in German, switches the UI to English in place, checks again, back. */
async function check(where: string): Promise<void> {
  found.push(...(await axeViolations(page, `de ${where}`)));
  await setLocale('en');
  found.push(...(await axeViolations(page, `en ${where}`)));
  await setLocale('de');
}

/**
 * Dialogs and toasts block the footer's language switch: open, check and close them once per
 * language.
 */
async function checkOpened(
  where: string,
  open: () => Promise<void>,
  close: () => Promise<void>,
): Promise<void> {
  for (const locale of ['de', 'en'] as const) {
    await setLocale(locale);
    await open();
    found.push(...(await axeViolations(page, `${locale} ${where}`)));
    await close();
  }
  await setLocale('de');
}

const dialog = () => page.getByRole('alertdialog').or(page.getByRole('dialog'));
async function escapeDialog(): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
}

/** Opens an app path and waits for its screen (the main heading or the editor's screen). */
async function visit(path: string): Promise<void> {
  await page.goto(h.url(path));
  await page.locator('main h1, main [data-screen]').first().waitFor();
}

async function setLocale(locale: 'de' | 'en'): Promise<void> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang === locale) return;
  await page
    .getByRole('group', { name: /Sprache|Language/ })
    .getByRole('button', { name: locale.toUpperCase() })
    .click();
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}

/** The directories with rows: a complete buyer, one flagged by the rules, an article. */
async function directoryEntries(): Promise<void> {
  const { accessToken } = await h.api<{ accessToken: string }>('POST', 'public-api/authenticate/', ADMIN);
  const buyer = (name: string, address?: string) => ({
    Buyer_reference: '04011000-1234512345-06',
    BUYER: {
      Buyer_name: name,
      ...(address
        ? { Buyer_electronic_address: address, Buyer_electronic_address_Scheme_identifier: 'EM' }
        : {}),
      BUYER_POSTAL_ADDRESS: {
        Buyer_city: 'Musterhausen',
        Buyer_post_code: '12345',
        Buyer_country_code: 'DE',
      },
    },
  });
  await h.api('POST', 'api/buyers', buyer('Stadt Musterhausen', 'r@musterhausen.example'), accessToken);
  await h.api('POST', 'api/buyers', buyer('Kreis Ohneadresse'), accessToken);
  await h.api('POST', 'api/articles', { Item_name: 'Beratung', Item_net_price: '95.00' }, accessToken);
}

async function logIn(): Promise<void> {
  await page.goto(h.url('/'));
  await page.locator('main h1').waitFor();
  if (page.url().endsWith('/Dashboard')) return;
  await page.locator('input[type="email"], input[name="login"]').first().fill(ADMIN.login);
  await page.locator('input[type="password"]').first().fill(ADMIN.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/Dashboard$/);
}

async function editorScreen(screen: string): Promise<void> {
  await page.getByTestId(`menu-${screen}`).click();
  await page.locator(`[data-screen="${screen}"]`).waitFor();
}

beforeAll(async () => {
  h = await startHarness({ demo: true });
  page = h.page;
  const { accessToken } = await h.api<{ accessToken: string }>('POST', 'public-api/authenticate', ADMIN);
  const invoice = JSON.parse(readFileSync(LINES_1000, 'utf8'));
  await saveByApi(h, accessToken, invoice);
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

describe('WCAG 2.1 AA (axe), every stop in German and in English', () => {
  it('account screens and legal pages', async () => {
    found = [];
    // logged out: the account screens as a visitor sees them
    await page.goto(h.url('/'));
    if (await page.getByTestId('user-menu').isVisible()) {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /^(Abmelden|Log out)$/ }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/weberfassung/'));
    }
    await setLocale('de');
    for (const path of [
      '/',
      '/registration',
      '/password-reset',
      '/imprint',
      '/privacy',
      '/terms',
      '/accessibility',
    ]) {
      await visit(path);
      await check(`${path}`);
    }
    await visit('/account-activation/not-a-token');
    await check(`/account-activation`);
    // a failed login: its error message and the fields' own errors
    await visit('/');
    await page.locator('input[type="email"], input[name="login"]').first().fill(ADMIN.login);
    await page.locator('input[type="password"]').first().fill('wrong-password-1');
    await page.locator('form button[type="submit"]').first().click();
    await page.getByRole('alert').or(page.getByRole('alertdialog')).first().waitFor();
    await check(`failed login`);
    await visit('/registration');
    await page.locator('main form button[type="submit"]').first().click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await check(`/registration with errors`);
    expect(found).toEqual([]);
  }, 180_000);

  it('dashboard, lists with data, administration, profile and master data', async () => {
    found = [];
    await logIn();
    await setLocale('de');
    await check(`/Dashboard`);
    for (const path of [
      '/invoices-in-progress',
      '/invoices-sent',
      '/address',
      '/ssouser',
      '/address-delete',
      '/login-reset',
      '/password-change',
      '/ssouser-delete',
      '/MasterdataView',
    ]) {
      await visit(path);
      await check(`${path}`);
    }
    await visit('/ssouser');
    await page.locator('main a[href*="ssouser-details"], main table a').first().click();
    await page.waitForURL(/ssouser-details/);
    await page.locator('main h1').waitFor();
    await check(`/ssouser-details`);

    // the confirmation dialog of a list action
    await visit('/invoices-in-progress');
    await page.getByTestId('table-inprogress').getByTestId('invoice-row').first().waitFor();
    await checkOpened(
      'confirmation dialog',
      async () => {
        await rowAction(page, page.getByTestId('table-inprogress'), /.+/, /^(Löschen|Delete)$/);
        await page.getByRole('alertdialog').waitFor();
      },
      escapeDialog,
    );

    // the import dialog: a file that is not an invoice
    await visit('/Dashboard');
    await checkOpened(
      'import dialog',
      async () => {
        await page
          .getByTestId('import-einvoice')
          .setInputFiles({ name: 'notiz.xml', mimeType: 'application/xml', buffer: Buffer.from('<note/>') });
        await dialog().waitFor();
      },
      escapeDialog,
    );
    expect(found).toEqual([]);
  }, 180_000);

  it('buyer and article directories with entries, one of them flagged by the rules', async () => {
    found = [];
    await directoryEntries();
    await logIn();
    for (const path of ['/buyers', '/articles']) {
      await visit(path);
      await page.locator('main tbody tr').first().waitFor();
      await check(path);
    }
    expect(found).toEqual([]);
  }, 180_000);

  it('every editor screen in easy mode with findings shown, the Leitweg-ID search and a toast', async () => {
    found = [];
    await logIn();
    await page.getByRole('button', { name: /^(Rechnung erstellen|Create invoice)$/ }).click();
    await page.locator('[data-screen="SummaryView"]').waitFor();
    if ((await page.getByTestId('editor-mode-badge').textContent()) !== 'Einfacher Modus') {
      throw new Error('the editor did not open in easy mode');
    }
    for (const screen of EASY) {
      await editorScreen(screen);
      await check(`easy ${screen}`);
      // every field: its label, and its help text (without BT id in easy mode) as its description
      found.push(...(await unlabelledFields(page, `easy ${screen}`, true)));
    }
    // findings on their fields: follow the first link of the validate screen
    await editorScreen('ValidateView');
    await page.getByTestId('validate-invalid').getByRole('link').first().click();
    await page.locator('[data-screen]:not([data-screen="ValidateView"])').waitFor();
    await check(`easy field with finding`);

    await editorScreen('DataView');
    await checkOpened(
      'Leitweg-ID search dialog',
      async () => {
        await page.getByRole('button', { name: /^(Suchen|Search)$/ }).click();
        const search = page.getByRole('dialog');
        await search.waitFor();
        await search
          .getByRole('button', { name: /^(Suchen|Search)$/ })
          .last()
          .click();
        await search.locator('tbody tr').first().waitFor();
      },
      escapeDialog,
    );
    await checkOpened(
      'toast',
      async () => {
        await page.getByRole('button', { name: /^(Rechnung speichern|Save invoice)$/ }).click();
        await page.getByTestId('toast').first().waitFor();
      },
      async () => {
        await page
          .getByTestId('toast')
          .first()
          .getByRole('button', { name: /^(Meldung schließen|Dismiss message)$/ })
          .click();
        await page.getByTestId('toast').first().waitFor({ state: 'detached' });
      },
    );
    expect(found).toEqual([]);
  }, 180_000);

  it('every editor screen in advanced mode on an invoice of 1000 lines', async () => {
    found = [];
    await logIn();
    await visit('/invoices-in-progress');
    await page.getByRole('button', { name: /^(Bearbeiten|Edit) RE-2026-1000$/ }).click();
    await page.locator('[data-screen="SummaryView"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('menu-InvoiceLines').waitFor();
    await page.getByRole('button', { name: /^(Zum erweiterten Modus|Switch to advanced mode)$/ }).click();
    await page.getByTestId('menu-VatBreakdownView').waitFor();
    for (const screen of ADVANCED) {
      await editorScreen(screen);
      await check(`advanced ${screen}`);
      found.push(...(await unlabelledFields(page, `advanced ${screen}`)));
    }
    // advanced-only data in the invoice: switching back asks first
    await checkOpened(
      'mode switch confirmation',
      async () => {
        await page.getByRole('button', { name: /^(Zum einfachen Modus|Switch to easy mode)$/ }).click();
        await page.getByRole('alertdialog').waitFor();
      },
      escapeDialog,
    );
    expect(found).toEqual([]);
  }, 180_000);
});
