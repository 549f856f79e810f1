/**
 * The invoice preview and its PDFs end to end (issue 13 item 15, issue 16 item 4), in Debian
 * Chromium against the real server: a typical invoice and the 1000-line one enter the editor by
 * XML import, the "Vorschau" opens by keyboard, shows the invoice and passes axe; its PDF and
 * ZUGFeRD downloads are rendered to page images; the ZUGFeRD PDF is imported again; an unsaved
 * new invoice has a preview and a PDF too. Screenshots go to ui/e2e/output/ (git-ignored) to be
 * looked at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateXml } from '@xr/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPagePng, pdfText } from '../../server/test/pdf-text';
import { testPng } from '../../server/test/test-png';
import { axeViolations } from './a11y-steps';
import { logIn } from './editor-login';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const output = new URL('./output/', import.meta.url);
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));
const shot = (name: string) => new URL(name, output).pathname;

let h: Harness;
beforeAll(async () => {
  mkdirSync(output, { recursive: true });
  h = await startHarness({ demo: true });
  await logIn(h, h.page);
});
afterAll(async () => h?.close());
screenshotOnFailure(() => h?.page);

async function importFixture(name: string) {
  const page = h.page;
  await page.goto(h.url('/Dashboard'));
  const xml = generateXml(fixture(name), { syntax: 'ubl' }).xml;
  await page
    .getByTestId('import-einvoice')
    .setInputFiles({ name: `${name}.xml`, mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await page.locator('[data-screen="SummaryView"]').waitFor({ timeout: 60_000 });
}

async function download(target: ReturnType<typeof h.page.getByTestId>): Promise<Uint8Array> {
  const [file] = await Promise.all([h.page.waitForEvent('download', { timeout: 90_000 }), target.click()]);
  return new Uint8Array(readFileSync(await file.path()));
}

describe('invoice preview and PDF', () => {
  it('shows a typical invoice as a person reads it: keyboard, axe, PDF and ZUGFeRD PDF', async () => {
    const page = h.page;
    await page.setViewportSize({ width: 1280, height: 2000 });
    // logo and letterhead of the master data go onto the PDF
    await page.goto(h.url('/MasterdataView'));
    const branding = page.getByTestId('branding-panel');
    await branding.getByLabel('Zusätzliche Briefkopfzeilen').fill('Geschäftsführerin: Erika Mustermann');
    await branding.getByRole('button', { name: 'Briefkopf speichern' }).click();
    await branding
      .getByTestId('branding-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(testPng(160, 48)) });
    await branding.getByRole('img', { name: 'Firmenlogo' }).waitFor();
    await importFixture('domestic-s19-s7');
    const open = page.getByTestId('preview-open');
    await open.focus();
    await page.keyboard.press('Enter');
    const preview = page.getByTestId('invoice-preview');
    await preview.waitFor();
    for (const s of [
      'Demo GmbH',
      'Bezirksamt Mitte von Berlin',
      'Rechnungspositionen',
      'Wartung Drucker',
      'Zahlbetrag',
    ])
      await preview.getByText(s, { exact: false }).first().waitFor();
    await expect(preview.textContent()).resolves.toContain('616,55 EUR');
    // the preview's letterhead is the PDF's: logo and the extra letterhead line
    await preview.getByRole('img', { name: 'Firmenlogo' }).waitFor();
    await preview.getByText('Geschäftsführerin: Erika Mustermann').waitFor();
    expect(await axeViolations(page, 'preview')).toEqual([]);
    await page.getByTestId('preview-dialog').screenshot({ path: shot('preview-typical.png') });

    const pdf = await download(page.getByTestId('preview-download-pdf'));
    expect(pdfText(pdf)).toContain('Bezirksamt Mitte von Berlin');
    expect(pdfText(pdf)).toContain('Geschäftsführerin: Erika Mustermann');
    writeFileSync(shot('pdf-typical-page1.png'), pdfPagePng(pdf, 1, 100));

    const zugferd = await download(page.getByTestId('preview-download-zugferd-xrechnung'));
    expect(Buffer.from(zugferd).toString('latin1')).toContain('factur-x.xml');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // the ZUGFeRD PDF imports again like its XML
    await page.goto(h.url('/Dashboard'));
    await page
      .getByTestId('import-einvoice')
      .setInputFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.from(zugferd) });
    await page.locator('[data-screen="SummaryView"]').waitFor();
    await expect(page.getByTestId('editor-invoice-number').textContent()).resolves.toBe('RE-2026-0001');
  }, 180_000);

  it('shows and prints the 1000-line invoice: every line, table header on every PDF page', async () => {
    const page = h.page;
    await page.setViewportSize({ width: 1280, height: 1000 });
    await importFixture('lines-1000');
    await page.getByTestId('preview-open').click();
    const preview = page.getByTestId('invoice-preview');
    await preview.waitFor();
    await expect(preview.locator('tbody tr').count()).resolves.toBeGreaterThanOrEqual(1000);
    await page.screenshot({ path: shot('preview-1000-top.png') });
    await preview.getByText('Kopierpapier A4 (1000)').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('preview-1000-line-1000.png') });
    const pdf = await download(page.getByTestId('preview-download-pdf'));
    const text = pdfText(pdf);
    const pages = Number(/Seite 1 von (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(10);
    expect(text.match(/Einzelpreis/g)?.length).toBeGreaterThanOrEqual(pages - 1);
    writeFileSync(shot('pdf-1000-page1.png'), pdfPagePng(pdf, 1, 100));
    writeFileSync(shot('pdf-1000-page2.png'), pdfPagePng(pdf, 2, 100));
    writeFileSync(shot('pdf-1000-last.png'), pdfPagePng(pdf, pages, 100));
    await page.keyboard.press('Escape');
  }, 240_000);

  it('previews an unsaved new invoice (master data in) and makes its PDF', async () => {
    const page = h.page;
    await page.goto(h.url('/Dashboard'));
    await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
    await page.locator('[data-screen="SummaryView"]').waitFor();
    await page.getByTestId('preview-open').click();
    const preview = page.getByTestId('invoice-preview');
    await preview.getByText('Rechnung', { exact: true }).first().waitFor();
    await expect(preview.textContent()).resolves.toContain('Demo GmbH');
    const pdf = await download(page.getByTestId('preview-download-pdf'));
    expect(pdfText(pdf)).toContain('Demo GmbH');
    await page.keyboard.press('Escape');
  }, 120_000);
});
