/**
 * Introduction and closing text in the browser (issue 27, docs/letter-text.md): the company's
 * defaults typed on the master data screen reach a new invoice, the invoice's own text is edited on
 * the invoice data screen, and the preview shows what its PDF prints (pdftotext) — "Stück" for the
 * line's unit too. Debian Chromium against the real server.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../server/test/pdf-text';
import { logIn } from './editor-login';
import { confirmDialog, field, openScreen } from './editor-steps';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const INTRO = 'Sehr geehrte Damen und Herren, für unsere Arbeiten berechnen wir:';
const CLOSING = 'Herzlichen Dank für die gute Zusammenarbeit!';

let h: Harness;
let page: Page;
beforeAll(async () => {
  h = await startHarness({ demo: true });
  page = h.page;
  await logIn(h, page);
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

describe('introduction and closing text', () => {
  it('from the master data into a new invoice, edited there, on the preview and its PDF', async () => {
    await page.goto(h.url('/MasterdataView'));
    await field(page, 'Einleitungstext').fill(INTRO);
    await field(page, 'Schlusstext').fill('Mit freundlichen Grüßen');
    await page.getByRole('button', { name: 'Stammdaten speichern' }).click();
    await confirmDialog(page, 'OK');

    await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
    await page.locator('[data-screen="SummaryView"]').waitFor();
    await openScreen(page, 'DataView');
    expect(await field(page, 'Einleitungstext').inputValue()).toBe(INTRO);
    await field(page, 'Schlusstext').fill(CLOSING);
    // a line of one piece: the unit reads "Stück"
    await openScreen(page, 'InvoiceLines');
    await page.getByRole('button', { name: 'Position hinzufügen', exact: true }).first().click();
    await field(page, 'Artikelname').fill('Montage');

    await page.getByTestId('preview-open').click();
    const preview = page.getByTestId('invoice-preview');
    await preview.getByTestId('preview-introduction').waitFor();
    expect(await preview.getByTestId('preview-introduction').innerText()).toBe(INTRO);
    expect(await preview.getByTestId('preview-closing').innerText()).toBe(CLOSING);
    expect(await preview.innerText()).toMatch(/\bStück\b/);
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      page.getByTestId('preview-download-pdf').click(),
    ]);
    const text = pdfText(new Uint8Array(readFileSync(await file.path())));
    expect(text.replace(/\s+/g, ' ')).toContain(INTRO);
    expect(text).toContain(CLOSING);
    expect(text).toMatch(/\bStück\b/);
    expect(text).not.toContain('Mit freundlichen Grüßen');
    await page.keyboard.press('Escape');
  }, 120_000);
});
