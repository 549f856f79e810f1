/**
 * Every screen as a picture, at 1280 and 390 px, in German and English: the public pages, the
 * logged-in pages of the demo admin (start page, lists, directories, administration, archive,
 * recurring invoices, account pages), every editor screen of a demo invoice, its preview and the
 * send confirmation. Written to $XR_SCREENS_DIR (default: xr-screens in the temp folder); the
 * list of files is printed at the end. At 390 px the page scrolls inside its frame, so the
 * picture is taken with the window as tall as the page.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EASY_SCREENS as EDITOR } from './editor-steps';
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
];
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
}, 120_000);
afterAll(async () => {
  await h?.close();
  console.log(`\n${written.length} pictures in ${dir}:\n${written.join('\n')}`);
});

const settle = () =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** One picture per width of what is on screen now (an open dialog stays open). */
async function shoot(name: string, lang: string, widths: readonly number[] = WIDTHS): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await settle();
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
  }
  await page.getByTestId('preview-open').click();
  await page.getByTestId('invoice-preview').waitFor();
  await shoot('editor-preview', lang);
  await page.keyboard.press('Escape');
  await page.getByTestId('invoice-preview').waitFor({ state: 'detached' });
  // the send confirmation (or what the validation says before it)
  await page.getByRole('button', { name: /^(Erzeugen und versenden|Generate and send)/ }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
  await shoot('editor-send-dialog', lang);
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
  }
  expect(written.length).toBeGreaterThan(100);
});
