/**
 * Issue 28, in Chromium against the real server: the scripts a page requests before it is ready.
 * The login page requests neither the rule engine (`rules-*.js`) nor an editor screen, nor the
 * English catalogue in a German browser (it loads when English is chosen); the dashboard, opened anew after a login, requests no
 * rule engine either. Prints what each requested (files, gzip as a server would send them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distSnapshot } from './build';
import { DEMO } from './editor-login';
import { uiLogin } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness({ demo: true });
  page = h.page;
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

/** The script files (names in assets/) requested while `open` runs and the page settles. */
async function scriptsOf(open: () => Promise<void>): Promise<string[]> {
  const files = new Set<string>();
  const seen = (request: { url(): string; resourceType(): string }) => {
    const m = /\/weberfassung\/assets\/([\w.-]+\.js)$/.exec(request.url());
    if (m && request.resourceType() === 'script') files.add(m[1]);
  };
  page.on('request', seen);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('request', seen);
  return [...files];
}

function report(what: string, files: string[]): void {
  const assets = join(distSnapshot(), 'assets');
  const gzip = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length,
    0,
  );
  console.log(`${what}: ${files.length} scripts, ${(gzip / 1024).toFixed(1)} KB gzip`);
}

const EDITOR_OR_RULES =
  /^(rules|english|SummaryScreen|SectionScreen|EditorFrame|InvoiceLinesScreen|ValidateScreen)-/;

describe('first load', () => {
  it('the login page requests neither the rule engine nor the editor nor the English texts', async () => {
    const files = await scriptsOf(async () => {
      await page.goto(h.url('/'));
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    });
    report('login page', files);
    expect(files.some((f) => f.startsWith('LoginScreen-'))).toBe(true);
    expect(files.filter((f) => EDITOR_OR_RULES.test(f))).toEqual([]);
  });

  it('switching the login page to English loads the English texts and shows them', async () => {
    const files = await scriptsOf(async () => {
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await page.getByRole('button', { name: 'Log in' }).waitFor();
    });
    expect(files.some((f) => f.startsWith('english-'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('button', { name: 'Anmelden' }).count()).toBe(0);
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
  });

  it('the dashboard, opened anew, requests no rule engine', async () => {
    await uiLogin(h, page, DEMO.login, DEMO.password);
    const files = await scriptsOf(async () => {
      await page.goto(h.url('/Dashboard'));
      await page.getByRole('heading', { level: 1, name: 'Startseite' }).waitFor();
    });
    report('dashboard', files);
    expect(files.some((f) => f.startsWith('DashboardScreen-'))).toBe(true);
    expect(files.filter((f) => EDITOR_OR_RULES.test(f))).toEqual([]);
  });
});
