/**
 * axe-core with the WCAG 2.0/2.1 A and AA rules (BITV 2.0 via EN 301 549) on every route of the
 * application, in German and in English, in Debian Chromium against the real server with the demo
 * company: account screens and legal pages, dashboard, both lists with data, administration,
 * master data, every editor screen in easy mode with findings shown and in advanced mode on an
 * invoice of 1000 lines, the confirmation, Leitweg-ID search and import dialogs and a toast.
 * Every screen's violations are collected and the test shows them all at once; none may remain.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './a11y-steps';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const ADMIN = { login: 'admin@demo.example', password: 'Demo-Admin-2026!' };
const LINES_1000 = new URL('../../fixtures/invoices/lines-1000.json', import.meta.url);
const EASY = [
  'SummaryView',
  'BuyerInformationView',
  'SellerInformationView',
  'DataView',
  'DeliveryInformationView',
  'InvoiceLines',
  'DocumentTotalsView',
  'PaymentDataView',
  'AdditionalSupportingDocumentsView',
  'ValidateView',
];
const ADVANCED = [...EASY, 'SellerTaxRepresentativePartyInformationView', 'VatBreakdownView'];
const LOCALES = [
  { locale: 'de', button: 'EN', name: 'Deutsch' },
  { locale: 'en', button: 'DE', name: 'English' },
] as const;

let h: Harness;
let page: Page;
let found: string[] = [];

async function check(where: string): Promise<void> {
  found.push(...(await axeViolations(page, where)));
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
  await h.api(
    'POST',
    'api/rechnung',
    {
      invoiceNumber: invoice.Invoice_number.Content,
      invoiceIssueDate: invoice.Invoice_issue_date,
      buyerReference: invoice.Buyer_reference,
      jsongroupvalidation: true,
      specVersion: '3.0.1',
      json: JSON.stringify(invoice),
    },
    accessToken,
  );
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

describe.each(LOCALES)('WCAG 2.1 AA (axe) — $name', ({ locale }) => {
  it('account screens and legal pages', async () => {
    found = [];
    // logged out: the account screens as a visitor sees them
    await page.goto(h.url('/'));
    if (await page.getByTestId('user-menu').isVisible()) {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /^(Abmelden|Log out)$/ }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/weberfassung/'));
    }
    await setLocale(locale);
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
      await check(`${locale} ${path}`);
    }
    await visit('/account-activation/not-a-token');
    await check(`${locale} /account-activation`);
    // a failed login: its error message and the fields' own errors
    await visit('/');
    await page.locator('input[type="email"], input[name="login"]').first().fill(ADMIN.login);
    await page.locator('input[type="password"]').first().fill('wrong-password-1');
    await page.locator('form button[type="submit"]').first().click();
    await page.getByRole('alert').or(page.getByRole('alertdialog')).first().waitFor();
    await check(`${locale} failed login`);
    await visit('/registration');
    await page.locator('main form button[type="submit"]').first().click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await check(`${locale} /registration with errors`);
    expect(found).toEqual([]);
  });

  it('dashboard, lists with data, administration, profile and master data', async () => {
    found = [];
    await logIn();
    await setLocale(locale);
    await check(`${locale} /Dashboard`);
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
      await check(`${locale} ${path}`);
    }
    await visit('/ssouser');
    await page.locator('main a[href*="ssouser-details"], main table a').first().click();
    await page.waitForURL(/ssouser-details/);
    await page.locator('main h1').waitFor();
    await check(`${locale} /ssouser-details`);

    // the confirmation dialog of a list action
    await visit('/invoices-in-progress');
    await page.getByTestId('table-inprogress').getByTestId('invoice-row').first().waitFor();
    await page
      .getByTestId('table-inprogress')
      .getByRole('button', { name: /^(Löschen|Delete) / })
      .first()
      .click();
    await page.getByRole('alertdialog').waitFor();
    await check(`${locale} confirmation dialog`);
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    // the import dialog: a file that is not an invoice
    await visit('/Dashboard');
    await page
      .getByTestId('import-einvoice')
      .setInputFiles({ name: 'notiz.xml', mimeType: 'application/xml', buffer: Buffer.from('<note/>') });
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).waitFor();
    await check(`${locale} import dialog`);
    await page.keyboard.press('Escape');
    expect(found).toEqual([]);
  });

  it('every editor screen in easy mode with findings shown, the Leitweg-ID search and a toast', async () => {
    found = [];
    await visit('/Dashboard');
    await page.getByRole('button', { name: /^(Rechnung erstellen|Create invoice)$/ }).click();
    await page.locator('[data-screen="SummaryView"]').waitFor();
    if (
      (await page.getByTestId('editor-mode-badge').textContent()) !==
      (locale === 'de' ? 'Einfacher Modus' : 'Easy mode')
    ) {
      throw new Error('the editor did not open in easy mode');
    }
    for (const screen of EASY) {
      await editorScreen(screen);
      await check(`${locale} easy ${screen}`);
    }
    // findings on their fields: follow the first link of the validate screen
    await editorScreen('ValidateView');
    await page.getByTestId('validate-invalid').getByRole('link').first().click();
    await page.locator('[data-screen]:not([data-screen="ValidateView"])').waitFor();
    await check(`${locale} easy field with finding`);

    await editorScreen('DataView');
    await page.getByRole('button', { name: /^(Suchen|Search)$/ }).click();
    const search = page.getByRole('dialog');
    await search.waitFor();
    await search
      .getByRole('button', { name: /^(Suchen|Search)$/ })
      .last()
      .click();
    await search.locator('tbody tr').first().waitFor();
    await check(`${locale} Leitweg-ID search dialog`);
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^(Rechnung speichern|Save invoice)$/ }).click();
    await page.getByTestId('toast').first().waitFor();
    await check(`${locale} toast`);
    expect(found).toEqual([]);
  });

  it('every editor screen in advanced mode on an invoice of 1000 lines', async () => {
    found = [];
    await visit('/invoices-in-progress');
    await page.getByRole('button', { name: /^(Bearbeiten|Edit) RE-2026-1000$/ }).click();
    await page.locator('[data-screen="SummaryView"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^(Zum erweiterten Modus|Switch to advanced mode)$/ }).click();
    await page.getByTestId('menu-VatBreakdownView').waitFor();
    for (const screen of ADVANCED) {
      await editorScreen(screen);
      await check(`${locale} advanced ${screen}`);
    }
    await page.getByRole('button', { name: /^(Zum einfachen Modus|Switch to easy mode)$/ }).click();
    const dialog = page.getByRole('alertdialog');
    if (
      await dialog.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    ) {
      await check(`${locale} mode switch confirmation`);
      await page.keyboard.press('Escape');
    }
    expect(found).toEqual([]);
  }, 120_000);
});
