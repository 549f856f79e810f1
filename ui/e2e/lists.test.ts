/**
 * Invoice lists in the browser for a company with 60 invoices in progress (seeded through the
 * API): search, date filters, paging, sorting; an invoice generated from a corpus file is marked
 * as manually sent, moves to the sent list and can no longer be edited there; its copy from the
 * dashboard appears in the dashboard's in-progress table at once.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGermany } from '../../server/src/german-day';
import { notOnOneLine, sidewaysScroll } from './a11y-steps';
import { daysAgo } from './demo-records';
import { apiLogin, confirm, registerCompany, rowAction, uiLogin } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
const login = 'dora.daten@firma-drei.example';
let generatedNumber = '';

const corpusFile = new URL(
  '../../../shared/corpus/xrechnung-testsuite/ubl/standard-01.01a-INVOICE_ubl.xml',
  import.meta.url,
);

beforeAll(async () => {
  h = await startHarness();
  page = h.page;
  await registerCompany(h, login, 'Firma Drei KG');
  const { accessToken } = await apiLogin(h, login);
  for (let i = 1; i <= 60; i++) {
    const number = `RE-2026-${String(i).padStart(3, '0')}`;
    const issue = i <= 40 ? '2026-01-15' : '2026-02-15';
    await h.api(
      'POST',
      'api/rechnung',
      {
        invoiceNumber: number,
        invoiceIssueDate: issue,
        buyerReference: `04011000-${String(10000 + i)}-34`,
        jsongroupvalidation: false,
        specVersion: '3.0.1',
        json: JSON.stringify({ Invoice_number: { Content: number }, Invoice_issue_date: issue }),
      },
      accessToken,
    );
  }
  // one complete invoice: imported from a KoSIT test file, saved and generated as UBL
  const { invoice } = await h.api<{ invoice: { Invoice_number: { Content: string } } }>(
    'POST',
    'api/v1_2/json-invoices',
    readFileSync(corpusFile, 'utf8'),
    accessToken,
  );
  generatedNumber = invoice.Invoice_number.Content;
  const saved = await h.api<{ id: number }>(
    'POST',
    'api/rechnung',
    {
      invoiceNumber: generatedNumber,
      invoiceIssueDate: '2026-03-01',
      buyerReference: 'generated',
      jsongroupvalidation: true,
      specVersion: '3.0.1',
      json: JSON.stringify(invoice),
    },
    accessToken,
  );
  await h.api('POST', `api/v1_2/ubl-invoices?rechnungId=${saved.id}`, invoice, accessToken);
  await uiLogin(h, page, login);
}, 120_000);
afterAll(() => h?.close());
screenshotOnFailure(() => page);

const rows = () => page.getByTestId('table-inprogress').getByTestId('invoice-row');
const pageInfo = () => page.getByTestId('page-info');
// column 1 chooses the row, 2 is the status, 3 the number
const numbers = async () => (await rows().locator('td:nth-child(3)').allTextContents()).map((t) => t.trim());
const downloaded = async (click: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path()) as string) };
};

describe('invoices in progress', () => {
  it('pages through 61 invoices, 20 at a time, and changes the page size', async () => {
    await page.goto(h.url('/invoices-in-progress'));
    await page.getByRole('heading', { level: 1, name: 'Rechnungen in Bearbeitung' }).waitFor();
    await pageInfo().getByText('Seite 1 von 4 (61 Rechnungen)').waitFor();
    expect(await rows().count()).toBe(20);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await pageInfo().getByText('Seite 2 von 4 (61 Rechnungen)').waitFor();
    const second = await numbers();
    expect(second).toHaveLength(20);
    await page.getByRole('button', { name: 'Zurück' }).click();
    await pageInfo().getByText('Seite 1 von 4').waitFor();
    expect(await numbers()).not.toEqual(second);
    await page.getByLabel('Einträge pro Seite').selectOption('50');
    await pageInfo().getByText('Seite 1 von 2 (61 Rechnungen)').waitFor();
    await expect.poll(() => rows().count()).toBe(50);
  });

  it('sorts by invoice number both ways', async () => {
    const all = [generatedNumber, 'RE-2026-001', 'RE-2026-060'].sort();
    await page.getByRole('button', { name: 'Rechnungsnummer' }).click();
    await expect.poll(async () => (await numbers())[0]).toBe(all[0]);
    await page.getByRole('button', { name: /Rechnungsnummer/ }).click();
    await expect.poll(async () => (await numbers())[0]).toBe(all[2]);
    expect(await page.getByRole('columnheader', { name: /Rechnungsnummer/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('on a phone sorts the cards with a choice of field and direction, the same sorting as the headers', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const all = [generatedNumber, 'RE-2026-001', 'RE-2026-060'].sort();
    // a card's first pair is its number
    const cardNumbers = () =>
      rows().evaluateAll((cards) => cards.map((c) => c.querySelector('dd')?.textContent?.trim()));
    const field = page.getByLabel('Sortieren nach');
    const direction = page.getByLabel('Reihenfolge');
    // the sorting chosen with the table's header holds: number, descending
    await expect.poll(() => field.inputValue()).toBe('invoiceNumber');
    expect(await direction.inputValue()).toBe('desc');
    await expect.poll(async () => (await cardNumbers())[0]).toBe(all[2]);
    await direction.selectOption('asc');
    await expect.poll(async () => (await cardNumbers())[0]).toBe(all[0]);
    expect(await sidewaysScroll(page)).toBe(0);
    // the pager on one line: arrow buttons named for screen readers, the page short for the eyes
    const pager = page.getByRole('navigation', { name: 'Seiten' });
    expect(await notOnOneLine(pager)).toEqual([]);
    await pager.getByRole('button', { name: 'Weiter' }).waitFor();
    const info = pager.getByTestId('page-info');
    expect(await info.getByText(/^Seite 1 von \d+ \(\d+ Rechnungen\)$/).count()).toBe(1);
    expect(await info.locator('[aria-hidden="true"]').textContent()).toMatch(/^1\/\d+ \(\d+ Rechnungen\)$/);
    // the choice is the table's sorting when the screen is wide again
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Rechnungsnummer/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await page.setViewportSize({ width: 390, height: 844 });
    await field.selectOption('createdDate');
    await direction.selectOption('desc');
    // the invoice imported last was created last
    await expect.poll(async () => (await cardNumbers())[0]).toBe(generatedNumber);
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await page.getByRole('columnheader', { name: /Erstellt/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('filters by search term, invoice date and created date', async () => {
    await page.getByLabel('Suchbegriff').fill('RE-2026-05');
    await pageInfo().getByText('Seite 1 von 1 (10 Rechnungen)').waitFor();
    expect((await numbers()).every((n) => n.startsWith('RE-2026-05'))).toBe(true);
    await page.getByLabel('Suchbegriff').fill('');
    await page.getByLabel('Rechnungsdatum von').fill('2026-02-01');
    await page.getByLabel('Rechnungsdatum bis').fill('2026-02-28');
    await pageInfo().getByText('(20 Rechnungen)').waitFor();
    expect(await rows().first().getByText('15.02.2026').count()).toBe(1);
    await page.getByLabel('Rechnungsdatum von').fill('');
    await page.getByLabel('Rechnungsdatum bis').fill('');
    // the German day after today (the list's days are German days)
    await page.getByLabel('Von', { exact: true }).fill(daysAgo(-1));
    await page.getByText('Keine Rechnungen gefunden.').waitFor();
    await page.getByLabel('Von', { exact: true }).fill('');
    await pageInfo().getByText('(61 Rechnungen)').waitFor();
    expect(await page.getByLabel('Bearbeiter').locator('option').first().textContent()).toBe('Alle');
  });
});

describe('marking as manually sent', () => {
  it('moves the invoice to the sent list where it can no longer be edited', async () => {
    await page.getByLabel('Suchbegriff').fill(generatedNumber);
    await pageInfo().getByText('(1 Rechnung)').waitFor();
    await rowAction(page, page.locator('main'), generatedNumber, 'Als manuell versendet markieren');
    await confirm(page, 'Als manuell versendet markieren');
    await page.getByText('Die Rechnung wurde als manuell versendet markiert.').waitFor();
    await page.getByText('Keine Rechnungen gefunden.').waitFor();

    await page.goto(h.url('/invoices-sent'));
    const sent = page.getByTestId('table-sent').getByTestId('invoice-row');
    await sent.filter({ hasText: generatedNumber }).waitFor();
    expect(await sent.count()).toBe(1);
    expect(await sent.first().textContent()).toContain('manuell');
    expect(
      await sent
        .first()
        .getByRole('button', { name: /Bearbeiten|Löschen/ })
        .count(),
    ).toBe(0);
    await sent
      .first()
      .getByRole('button', { name: `Aktionen ${generatedNumber}` })
      .click();
    await page.getByRole('menuitem', { name: 'XML herunterladen' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /Bearbeiten|Löschen/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('leaving the lists: CSV and ZIP', () => {
  it('exports the filtered sent list as CSV and the chosen invoices as a ZIP of their XML', async () => {
    await page.goto(h.url('/invoices-sent'));
    const sent = page.getByTestId('table-sent').getByTestId('invoice-row');
    await sent.filter({ hasText: generatedNumber }).waitFor();
    const csv = await downloaded(() =>
      page.getByRole('button', { name: 'Liste als CSV exportieren' }).click(),
    );
    expect(csv.name).toBe('versendete-rechnungen.csv');
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Rechnungsnummer;Rechnungsdatum;/);
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith(`${generatedNumber};`)).toBe(true);
    await page.getByRole('checkbox', { name: `Auswählen ${generatedNumber}` }).check();
    await page.getByText('1 Rechnung ausgewählt').waitFor();
    const zip = await downloaded(() => page.getByRole('button', { name: 'Auswahl als ZIP (1)' }).click());
    expect(zip.name).toBe('rechnungen.zip');
    expect(zip.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.bytes.includes(Buffer.from(`${generatedNumber.replace(/[^\w.-]+/g, '_')}.xml`))).toBe(true);
  });
});

describe('copy and delete', () => {
  const year = todayInGermany().slice(0, 4);
  it('copies an invoice with the next number and today, without attachments; deletes the copy after confirmation', async () => {
    await page.goto(h.url('/invoices-in-progress'));
    await page.getByLabel('Suchbegriff').fill('RE-2026-007');
    await pageInfo().getByText('(1 Rechnung)').waitFor();
    await rowAction(page, page.locator('main'), 'RE-2026-007', 'Kopieren');
    await page.getByText('Die Rechnung wurde kopiert. Anlagen werden nicht kopiert.').waitFor();
    // the copy carries the next number of the company's pattern, not the original's
    const copyNumber = `RE-${year}-0001`;
    await page.getByLabel('Suchbegriff').fill(copyNumber);
    await pageInfo().getByText('(1 Rechnung)').waitFor();

    await rowAction(page, page.locator('main'), copyNumber, 'Löschen');
    await page.getByRole('alertdialog').getByText(`Rechnung ${copyNumber} löschen?`).waitFor();
    await confirm(page, 'Abbrechen');
    expect(await rows().count()).toBe(1);
    await rowAction(page, page.locator('main'), copyNumber, 'Löschen');
    await confirm(page, 'Löschen');
    await page.getByText('Die Rechnung wurde gelöscht.').waitFor();
    await expect.poll(() => rows().count()).toBe(0);
  });
});

describe('dashboard copy', () => {
  it('shows the copy of a sent invoice in the in-progress table and its counter at once', async () => {
    await page.goto(h.url('/Dashboard'));
    const inProgress = page.getByTestId('table-inprogress').getByTestId('invoice-row');
    await page.getByRole('link', { name: 'Alle anzeigen (60)' }).waitFor();
    await rowAction(page, page.getByTestId('table-sent'), generatedNumber, 'Kopieren');
    await page.getByText('Die Rechnung wurde kopiert. Anlagen werden nicht kopiert.').waitFor();
    await page.getByRole('link', { name: 'Alle anzeigen (61)' }).waitFor();
    // numbers without gaps (issue 26): the deleted copy's number is given again
    await inProgress.filter({ hasText: `RE-${todayInGermany().slice(0, 4)}-0001` }).waitFor();
    // the sent table still holds the original
    expect(await page.getByTestId('table-sent').getByText(generatedNumber).count()).toBe(1);
  });
});

describe('opening an invoice', () => {
  it('opens an invoice in progress in the editor', async () => {
    await page.goto(h.url('/invoices-in-progress'));
    await page.getByLabel('Suchbegriff').fill('RE-2026-003');
    await pageInfo().getByText('(1 Rechnung)').waitFor();
    await page.getByRole('button', { name: 'Bearbeiten RE-2026-003' }).click();
    await page.waitForURL(/\/weberfassung\/SummaryView$/);
    await page.getByText('RE-2026-003').first().waitFor();
  });
});

describe('deleting several', () => {
  it('deletes the chosen invoices after one confirmation naming them', async () => {
    await page.goto(h.url('/invoices-in-progress'));
    await page.getByLabel('Suchbegriff').fill('RE-2026-05');
    await pageInfo().getByText('(10 Rechnungen)').waitFor();
    await page.getByRole('checkbox', { name: 'Auswählen RE-2026-051' }).check();
    await page.getByRole('checkbox', { name: 'Auswählen RE-2026-052' }).check();
    await page.getByRole('button', { name: 'Ausgewählte löschen (2)' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('Sollen diese 2 Rechnungen gelöscht werden? RE-2026-051, RE-2026-052')
      .waitFor();
    await confirm(page, 'Löschen');
    await page.getByText('2 Rechnungen wurden gelöscht.').waitFor();
    await pageInfo().getByText('(8 Rechnungen)').waitFor();
    expect(await numbers()).not.toContain('RE-2026-051');
  });
});
