/**
 * "Prüfen und anzeigen" (issue 29) end to end in Debian Chromium: the public page checks every XML
 * file of ../shared/corpus (UBL, CII, CreditNote, extension, CEN examples, mutants,
 * orders, an ZUGFeRD-style PDF with a CII inside) in the browser, and gives for each file the
 * verdict and the rule ids, in order, that `xr validate` prints for it; the browser sends no
 * request that carries the file (no POST at all). A logged-in user takes a file into the editor.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './a11y-steps';
import { logIn } from './editor-login';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

const corpus = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url));
const xr = fileURLToPath(new URL('../../server/bin/xr.mjs', import.meta.url));

function xmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return xmlFiles(path);
      return /\.xml$/i.test(name) ? [path] : [];
    });
}

/** Every XML file of the corpus (about 1050; under a minute in the browser). */
const all = xmlFiles(corpus);

const typical = all.find((f) => f.endsWith('standard-01.01a-INVOICE_ubl.xml')) ?? all[0];

interface Verdict {
  valid: boolean;
  findings: { ruleId: string }[];
}

/** `xr validate`'s lines for the files (the official verdict the page must give). */
function cliVerdicts(files: string[]): Verdict[] {
  const run = spawnSync(process.execPath, [xr, 'validate', ...files], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const lines = run.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Verdict & { file: string });
  expect(lines.map((l) => l.file)).toEqual(files);
  return lines;
}

let h: Harness;
const requests: Request[] = [];
beforeAll(async () => {
  h = await startHarness({ demo: true });
  h.page.on('request', (r) => requests.push(r));
  await h.page.goto(h.url('/check'));
  await h.page.getByTestId('check-local').waitFor();
});
afterAll(async () => h?.close());
screenshotOnFailure(() => h?.page);

/** The page's verdict on one file: valid, the rule ids in order, and the worker's time. */
async function pageVerdict(name: string, buffer: Buffer, mimeType = 'application/xml') {
  const page = h.page;
  await page.getByTestId('check-file').setInputFiles({ name, mimeType, buffer });
  const result = page.locator(`[data-testid="check-result"][data-file="${name}"]`);
  await result.waitFor({ timeout: 30_000 });
  const valid = (await result.getByTestId('check-verdict').getAttribute('data-valid')) === 'true';
  const ruleIds = await result
    .getByTestId('check-finding')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-rule-id') ?? ''));
  const ms = Number(await result.getByTestId('check-time').getAttribute('data-ms'));
  const texts = await result.getByTestId('check-finding').allTextContents();
  return { valid, ruleIds, ms, texts };
}

describe('Prüfen und anzeigen', () => {
  it(`gives xr validate's verdict and findings on ${all.length} corpus files, in the browser`, {
    timeout: all.length * 2000,
  }, async () => {
    const reference = cliVerdicts(all);
    const started = Date.now();
    for (const [i, file] of all.entries()) {
      const bytes = readFileSync(file);
      const got = await pageVerdict(`${i}-${basename(file)}`, bytes);
      if (i === 0)
        console.log(`first file, with libxml2, rules and schemas loading: ${Date.now() - started} ms`);
      expect({ file, valid: got.valid, ruleIds: got.ruleIds }).toEqual({
        file,
        valid: reference[i].valid,
        ruleIds: reference[i].findings.map((f) => f.ruleId),
      });
    }
    console.log(`checked ${all.length} files in the browser in ${Date.now() - started} ms`);
    // a file that fails the XML Schema is explained in the page's words, the checker's message below
    const schemaFailure = all.findIndex((_, i) => reference[i].findings[0]?.ruleId === 'XSD:schema');
    expect(schemaFailure).toBeGreaterThanOrEqual(0);
    const got = await pageVerdict('schema.xml', readFileSync(all[schemaFailure]));
    expect(got.texts[0]).toContain('nicht den Aufbau, den das XML-Schema');
    expect(reference.some((r) => r.valid) && reference.some((r) => !r.valid)).toBe(true);
  });

  it('checks a typical invoice in under a second and shows it as its reader sees it', async () => {
    const got = await pageVerdict('typical.xml', readFileSync(typical));
    console.log(`typical invoice (${basename(typical)}): ${got.ms} ms in the worker`);
    expect(got.valid).toBe(true);
    await expect(h.page.getByTestId('invoice-preview').count()).resolves.toBe(1);
  });

  it('reads the invoice inside a ZUGFeRD / Factur-X PDF', async () => {
    const cii = all.find((f) => f.endsWith('standard-01.01a-INVOICE_uncefact.xml')) as string;
    const pdf = await PDFDocument.create();
    pdf.addPage();
    await pdf.attach(readFileSync(cii), 'factur-x.xml', { mimeType: 'text/xml' });
    const got = await pageVerdict('zugferd.pdf', Buffer.from(await pdf.save()), 'application/pdf');
    const [reference] = cliVerdicts([cii]);
    expect({ valid: got.valid, ruleIds: got.ruleIds }).toEqual({
      valid: reference.valid,
      ruleIds: reference.findings.map((f) => f.ruleId),
    });
  });

  it('shows findings and the invoice readably in German and English, at 1280 and 390 px, axe-clean', async () => {
    const output = new URL('./output/', import.meta.url);
    mkdirSync(output, { recursive: true });
    const mutant = all.find((f) => f.includes('mutants') && !f.includes('__valid')) as string;
    const page = h.page;
    // English first: the page is left in German, as the login of the next test expects
    for (const locale of ['en', 'de'] as const) {
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== locale)
        await page
          .getByRole('group', { name: /Sprache|Language/ })
          .getByRole('button', { name: locale.toUpperCase() })
          .click();
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
      const got = await pageVerdict(`mutant-${locale}.xml`, readFileSync(mutant));
      expect(got.valid).toBe(false);
      await expect(page.getByTestId('check-finding').first().textContent()).resolves.toMatch(/\w{4}/);
      expect(await axeViolations(page, `check page (${locale})`)).toEqual([]);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: new URL(`check-${locale}-${width}.png`, output).pathname,
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('sends nothing: no request carries a checked file', () => {
    const posts = requests.filter((r) => r.method() !== 'GET');
    expect(posts.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
    const marker = 'CustomizationID';
    expect(requests.filter((r) => (r.postData() ?? '').includes(marker))).toEqual([]);
  });

  it('takes the file into the editor for a logged-in user', async () => {
    await logIn(h, h.page);
    await h.page.goto(h.url('/check'));
    await pageVerdict('editor.xml', readFileSync(typical));
    await h.page.getByTestId('check-to-editor').click();
    await h.page.locator('[data-screen="SummaryView"]').waitFor({ timeout: 60_000 });
  });
});
