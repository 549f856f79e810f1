/**
 * Every screen as a picture, at 1280 and 390 px, in German and English: the public pages, the
 * logged-in pages of the demo admin (start page, lists, directories, administration, archive,
 * recurring invoices, account pages) with the records of demo-records.ts in every list, every
 * editor screen of a demo invoice and its preview, the public check page with a result, and the
 * dialogs: send (recipient, text, ZUGFeRD choice), payment with a reminder, delete confirmation,
 * the Leitweg-ID search, an import refused with its findings, a directory CSV import with a row
 * in error; the PDFs (invoice, reminder) as pictures of their first page (pdftoppm). Written to
 * $XR_SCREENS_DIR (default: xr-screens in the temp folder); the list of files is printed at the
 * end. At 390 px the page scrolls inside its frame, so the picture is taken with the window as
 * tall as the page.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateXml } from '@xr/xml';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoRecords, OVERDUE_NUMBER } from './demo-records';
import { EASY_SCREENS as EDITOR, openScreen } from './editor-steps';
import { rowAction } from './flows';
import { type Harness, startHarness } from './harness';

const ADMIN = { login: 'admin@demo.example', password: 'Demo-Admin-2026!' };
const dir = process.env.XR_SCREENS_DIR || join(tmpdir(), 'xr-screens');
const WIDTHS = [1280, 390] as const;
const LANGS = ['de', 'en'] as const;
const PUBLIC = [
  ['login', '/'],
  ['registration', '/registration'],
  ['activation', '/account-activation/e2e-token'],
  ['password-reset', '/password-reset'],
  ['password-change-link', '/password-change/e2e-token'],
  ['imprint', '/imprint'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['accessibility', '/accessibility'],
  ['check', '/check'],
];
const corpus = (path: string) => new URL(`../../../shared/corpus/${path}`, import.meta.url);
/** An invoice the rules refuse (no seller name): findings on the check page and at the import. */
const REFUSED = readFileSync(corpus('mutants/01.14a-INVOICE_ubl__rm-bt27-seller-name.xml'));
const LOGGED_IN = [
  ['dashboard', '/Dashboard'],
  ['invoices-in-progress', '/invoices-in-progress'],
  ['invoices-sent', '/invoices-sent'],
  ['schedules', '/schedules'],
  ['archive', '/archive'],
  ['buyers', '/buyers'],
  ['articles', '/articles'],
  ['masterdata', '/MasterdataView'],
  ['admin-address', '/address'],
  ['admin-users', '/ssouser'],
  ['admin-audit-log', '/audit-log'],
  ['admin-mail-texts', '/mail-texts'],
  ['admin-address-delete', '/address-delete'],
  ['password-change', '/password-change'],
  ['login-change', '/login-reset'],
  ['account-delete', '/ssouser-delete'],
];

let h: Harness;
let page: Page;
const written: string[] = [];

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  h = await startHarness({ demo: true });
  page = h.page;
  page.on('request', () => {
    started++;
    pending++;
  });
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  await demoRecords(h, ADMIN.login, ADMIN.password);
}, 120_000);
afterAll(async () => {
  await h?.close();
  console.log(`\n${written.length} pictures in ${dir}:\n${written.join('\n')}`);
});

/** Requests of the page: how many were started, how many are not yet answered. */
let started = 0;
let pending = 0;

/**
 * Waits until the page has been quiet for 300 ms: no request open and none started (code loaded
 * on a width change may import more code once it arrives).
 */
async function quiet(): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const seen = started;
    await page.waitForTimeout(300);
    if (pending === 0 && started === seen) return;
  }
  throw new Error(`the page kept loading (${pending} requests open)`);
}

const settle = () =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** One picture per width of what is on screen now (an open dialog stays open). */
async function shoot(name: string, lang: string, widths: readonly number[] = WIDTHS): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await settle();
    // a width change may load code (the invoice cards below 768 px)
    await quiet();
    await page.waitForTimeout(200);
    const tall = await page.evaluate(() => {
      const root = document.querySelector('[data-scroll-root]');
      return Math.max(root?.scrollHeight ?? 0, document.documentElement.scrollHeight);
    });
    await page.setViewportSize({ width, height: Math.min(Math.max(tall, 900), 8000) });
    await settle();
    const path = join(dir, `${name}-${lang}-${width}.png`);
    await page.screenshot({ path });
    written.push(path);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function visit(path: string): Promise<void> {
  await page.goto(h.url(path));
  await page.locator('main h1, main [data-screen]').first().waitFor();
  // the lists load after the heading: the picture waits for their answers
  await quiet();
  await page.waitForTimeout(300);
}

async function setLocale(locale: string): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) === locale) return;
  await page
    .getByRole('group', { name: /Sprache|Language/ })
    .getByRole('button', { name: locale.toUpperCase() })
    .click();
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}

/** The first page of a PDF the click downloads, as a picture. */
async function shootPdf(name: string, lang: string, target: Locator): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), target.click()]);
  const prefix = join(dir, `${name}-${lang}`);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    String(await download.path()),
    prefix,
  ]);
  written.push(`${prefix}.png`);
}

const dialog = () => page.getByRole('alertdialog').or(page.getByRole('dialog')).first();

async function closeDialog(): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
}

/** The check page's verdict on a refused invoice. */
async function checkResult(lang: string): Promise<void> {
  await visit('/check');
  await page
    .getByTestId('check-file')
    .setInputFiles({ name: 'rechnung.xml', mimeType: 'application/xml', buffer: REFUSED });
  await page.getByTestId('check-result').first().waitFor({ timeout: 30_000 });
  await shoot('check-result', lang);
}

/** The dialogs of the lists, the dashboard and the directories. */
async function dialogs(lang: string): Promise<void> {
  await visit('/invoices-in-progress');
  await rowAction(page, page.getByTestId('table-inprogress'), /.+/, /^(Löschen|Delete)$/);
  await page.getByRole('alertdialog').waitFor();
  await shoot('dialog-delete', lang);
  await closeDialog();

  await visit('/Dashboard');
  await page
    .getByTestId('import-einvoice')
    .setInputFiles({ name: 'rechnung.xml', mimeType: 'application/xml', buffer: REFUSED });
  await dialog().waitFor({ timeout: 30_000 });
  await shoot('dialog-import-refused', lang);
  await closeDialog();

  await visit('/buyers');
  await page.getByTestId('csv-buyers').setInputFiles({
    name: 'kunden.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Buyer_name;Buyer_city\nGut;Bonn\n;Köln\n'),
  });
  await page.getByTestId('csv-errors').waitFor();
  await shoot('buyers-csv-errors', lang);

  // the overdue invoice: payment dialog, a reminder (German round), its PDF
  await visit('/invoices-sent');
  const row = page.getByTestId('table-sent').getByTestId('invoice-row').filter({ hasText: OVERDUE_NUMBER });
  await row.waitFor();
  await rowAction(page, row, /.+/, /^(Als bezahlt markieren|Mark as paid)/);
  const payment = page.getByTestId('payment-dialog');
  await payment.getByTestId('payment-summary').waitFor();
  await shoot('dialog-payment', lang);
  await shootPdf(
    'pdf-reminder',
    lang,
    payment.getByRole('button', { name: /^(Zahlungserinnerung als PDF|Payment reminder as PDF)/ }),
  );
  await payment.getByTestId('reminder-info').waitFor();
  await shoot('dialog-payment-reminder', lang);
  await closeDialog();
}

/** The send dialog of an invoice to an e-mail address, in both languages, with the ZUGFeRD choice. */
async function sendDialogs(): Promise<void> {
  const invoice = JSON.parse(
    readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
  );
  invoice.BUYER.Buyer_electronic_address = 'einkauf@kunde.example';
  invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
  await visit('/Dashboard');
  await page.getByTestId('import-einvoice').setInputFiles({
    name: 'rechnung.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(generateXml(invoice, { syntax: 'ubl' }).xml),
  });
  await page.locator('[data-screen="SummaryView"]').waitFor({ timeout: 60_000 });
  await openScreen(page, 'ValidateView');
  await page.getByTestId('validate-valid').waitFor({ timeout: 60_000 });
  for (const lang of LANGS) {
    await setLocale(lang);
    await page.getByRole('button', { name: /^(Erzeugen und versenden|Generate and send)/ }).click();
    const send = page.getByTestId('send-dialog');
    await send.waitFor({ timeout: 30_000 });
    await shoot('dialog-send', lang);
    await send.getByTestId('send-zugferd').check();
    await shoot('dialog-send-zugferd', lang);
    await closeDialog();
  }
}

/** The Leitweg-ID search of the invoice data screen with the directory's first page. */
async function leitwegSearch(lang: string): Promise<void> {
  await page.getByRole('button', { name: /^(Suchen|Search)$/ }).click();
  const search = dialog();
  await search.getByRole('button', { name: /^(Suchen|Search)$/ }).click();
  await search.getByTestId('leitweg-row').first().waitFor();
  await shoot('dialog-leitweg-search', lang);
  await closeDialog();
}

async function editorScreens(lang: string): Promise<void> {
  await visit('/invoices-in-progress');
  await page
    .getByTestId('invoice-row')
    .first()
    .getByRole('button', { name: /^(Bearbeiten|Edit) / })
    .click();
  await page.locator('[data-screen="SummaryView"]').waitFor();
  for (const screen of EDITOR) {
    await page.getByTestId(`menu-${screen}`).click();
    await page.locator(`[data-screen="${screen}"]`).waitFor();
    await page.waitForTimeout(300);
    await shoot(`editor-${screen}`, lang);
    if (screen === 'DataView') await leitwegSearch(lang);
  }
  await page.getByTestId('preview-open').click();
  await page.getByTestId('invoice-preview').waitFor();
  await shoot('editor-preview', lang);
  await shootPdf('pdf-invoice', lang, page.getByTestId('preview-download-pdf'));
  await page.keyboard.press('Escape');
  await page.getByTestId('invoice-preview').waitFor({ state: 'detached' });
  // the send confirmation (or what the validation says before it)
  await page.getByRole('button', { name: /^(Erzeugen und versenden|Generate and send)/ }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
  await shoot('dialog-send-no-route', lang);
  await page.keyboard.press('Escape');
}

it('writes every screen at 1280 and 390 px in German and English', async () => {
  for (const lang of LANGS) {
    await visit('/');
    await setLocale(lang);
    for (const [name, path] of PUBLIC) {
      await visit(path);
      await shoot(name, lang);
    }
    await checkResult(lang);
  }
  await visit('/');
  await page.locator('input[type="email"], input[name="login"]').first().fill(ADMIN.login);
  await page.locator('input[type="password"]').first().fill(ADMIN.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/Dashboard$/);
  for (const lang of LANGS) {
    await visit('/Dashboard');
    await setLocale(lang);
    for (const [name, path] of LOGGED_IN) {
      await visit(path);
      await shoot(name, lang);
    }
    await visit('/ssouser');
    const details = page
      .locator('main a[href*="ssouser-details"], main button')
      .filter({ hasText: /Details/ });
    if (await details.count()) {
      await details.first().click();
      await page.waitForURL(/ssouser-details/);
      await page.locator('main h1').waitFor();
      await shoot('admin-user-details', lang);
    }
    await editorScreens(lang);
    await dialogs(lang);
  }
  await sendDialogs();
  expect(written.length).toBeGreaterThan(100);
});
