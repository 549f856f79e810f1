/**
 * `npm run bench:ui`: the editor with the 1000-line fixture in Debian Chromium against the real
 * server. Prints, separately:
 *  - keystroke → next paint in a line field (goal < 50 ms, median of 30 keystrokes),
 *  - keystroke → that change's totals shown (line amount) and findings shown (error marker),
 *    goal < 350 ms (250 ms debounce + 100 ms),
 *  - first-load JS of the first screen, gzip (goal < 400 KB).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { ensureBuild, uiDist } from '../e2e/build';
import { CHROMIUM_ARGS } from '../e2e/harness';
import { exportSaveFile } from '../src/editor/savefile/container';

const fixture = new URL('../../fixtures/invoices/lines-1000.json', import.meta.url);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

function firstLoadGzip(): { bytes: number; files: string[] } {
  const html = readFileSync(join(uiDist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/weberfassung\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(uiDist, f))).length, 0);
  return { bytes, files };
}

// page scripts are passed as text: tsx would wrap named functions in a helper the page lacks

/** Milliseconds from a keydown in `selector` to the next frame, for each typed character. */
async function keystrokeToPaint(page: Page, selector: string, text: string): Promise<number[]> {
  await page.evaluate(`(() => {
    window.__lat = [];
    document.querySelector(${JSON.stringify(selector)}).addEventListener('keydown', () => {
      const t0 = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.__lat.push(performance.now() - t0), 0));
    }, { capture: true });
  })()`);
  await page.locator(selector).click();
  for (const ch of text) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(300);
  return page.evaluate('window.__lat') as Promise<number[]>;
}

/** Milliseconds from a keydown in `input` until `check` holds in the page (polled every frame). */
async function keyToShown(page: Page, input: string, key: string, check: string): Promise<number> {
  await page.locator(input).focus();
  const done = page.evaluate(`new Promise((resolve) => {
    let t0 = 0;
    document.addEventListener('keydown', () => { t0 = performance.now(); }, { capture: true, once: true });
    const tick = () => {
      if (t0 && (${check})) resolve(performance.now() - t0);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`) as Promise<number>;
  await page.waitForTimeout(50);
  await page.keyboard.press(key);
  return done;
}

async function main() {
  ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), 'xr-bench-ui-'));
  const { startServer } = await import('../../server/src/main');
  const server = await startServer({ port: 0, databasePath: join(dir, 'db.sqlite'), demo: true, uiDist });
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    locale: 'de-DE',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(30_000);
    await page.goto(`${server.url}/weberfassung/`);
    await page.getByLabel('Login-E-Mail').fill('user@demo.example');
    await page.getByLabel('Passwort').fill('Demo-User-2026!');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const file = await exportSaveFile(JSON.parse(readFileSync(fixture, 'utf8')), 'INTERMEDIATE_INVOICE');
    const t0 = Date.now();
    await page
      .getByTestId('import-intermediate')
      .setInputFiles({ name: 'lines-1000.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.locator('[data-screen="SummaryView"]').waitFor();
    const loaded = Date.now() - t0;
    await page.getByTestId('menu-InvoiceLines').click();
    await page.getByTestId('line-row-0').waitFor();
    const name = '#line_0_ITEM_INFORMATION_Item_name';
    const quantity = '#line_0_Invoiced_quantity';
    const paint = await keystrokeToPaint(page, name, ' extra text for the bench');
    // totals: the quantity 29 ↔ 291 changes the line amount (14.468,74 ↔ 145.186,30)
    const amount = `document.querySelector('[data-testid="line-amount-0"]').textContent`;
    await page.locator(quantity).click();
    await page.keyboard.press('End');
    const totals: number[] = [];
    for (let i = 0; i < 5; i++) {
      totals.push(await keyToShown(page, quantity, '1', `${amount}.startsWith('145.')`));
      totals.push(await keyToShown(page, quantity, 'Backspace', `${amount}.startsWith('14.468')`));
    }
    // findings: removing the item name makes the line's error marker appear, typing one removes it
    await page.locator(name).fill('X');
    await page.locator('[data-testid="line-error-0"]').waitFor({ state: 'detached' });
    await page.keyboard.press('End');
    const marker = `document.querySelector('[data-testid="line-error-0"]')`;
    const findings: number[] = [];
    for (let i = 0; i < 5; i++) {
      findings.push(await keyToShown(page, name, 'Backspace', `!!${marker}`));
      findings.push(await keyToShown(page, name, 'X', `!${marker}`));
    }
    const js = firstLoadGzip();
    console.log('editor UI bench (1000 invoice lines, Chromium)');
    console.log(`  open 1000-line template into the editor: ${loaded} ms`);
    console.log(
      `  keystroke → next paint in a line field: median ${ms(median(paint))}, max ${ms(Math.max(...paint))} over ${paint.length} keys (goal < 50 ms)`,
    );
    console.log(
      `  keystroke → line amount and totals shown: median ${ms(median(totals))}, max ${ms(Math.max(...totals))} over ${totals.length} keys (goal < 350 ms incl. 250 ms debounce)`,
    );
    console.log(
      `  keystroke → findings shown (error marker): median ${ms(median(findings))}, max ${ms(Math.max(...findings))} over ${findings.length} keys (goal < 350 ms incl. 250 ms debounce)`,
    );
    console.log(
      `  first-load JS (first screen, gzip): ${(js.bytes / 1024).toFixed(1)} KB in ${js.files.length} files (goal < 400 KB)`,
    );
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
