/**
 * Buyer and article directories end to end (issue 16), in Debian Chromium against the real server
 * with the demo company: a buyer saved from an invoice with one click is found in the directory
 * and taken into a new invoice (name, electronic address, Leitweg-ID); a CSV import flags a buyer
 * without electronic address and refuses a bad file row by row; two articles (one typed, one from
 * a CSV file) are picked into lines whose amounts the editor calculates; a line is saved as an
 * article.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sidewaysScroll } from './a11y-steps';
import { logIn } from './editor-login';
import { badgeGone, field, openScreen } from './editor-steps';
import { confirm, rowAction } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ demo: true });
  await logIn(h, h.page);
});
afterAll(async () => h?.close());
screenshotOnFailure(() => h?.page);

const output = new URL('./output/', import.meta.url);
const LEITWEG = '04011000-1234512345-06';

async function newInvoice(): Promise<void> {
  const page = h.page;
  await page.goto(h.url('/Dashboard'));
  await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
  await page.locator('[data-screen="SummaryView"]').waitFor();
}

async function openMenu(name: string): Promise<void> {
  const page = h.page;
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await page.locator('main h1', { hasText: name }).waitFor();
}

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

describe('buyer directory', () => {
  it('saves the buyer of an invoice with one click and takes it into a new invoice', async () => {
    const page = h.page;
    await newInvoice();
    await openScreen(page, 'DataView');
    await field(page, 'Käuferreferenz (Leitweg-ID)').fill(LEITWEG);
    await openScreen(page, 'BuyerInformationView');
    await field(page, 'Name des Käufers').fill('Stadt Musterhausen');
    await field(page, 'Elektronische Adresse des Käufers').fill('rechnungseingang@musterhausen.example');
    await field(page, 'PLZ').fill('12345');
    await field(page, 'Ort').fill('Musterhausen');
    await badgeGone(page, 'BuyerInformationView');
    await page.getByRole('button', { name: 'Käufer im Verzeichnis speichern' }).click();
    await page.getByText('Der Käufer wurde im Verzeichnis gespeichert.').first().waitFor();

    // the directory shows it, complete, and finds it by its Leitweg-ID
    await page.goto(h.url('/Dashboard'));
    await openMenu('Kunden');
    await page.getByLabel('Suche nach Name, Leitweg-ID, USt-ID oder Kundennummer').fill('1234512345');
    const row = page.getByTestId('buyer-row').filter({ hasText: 'Stadt Musterhausen' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(LEITWEG);
    await expect(row.textContent()).resolves.toContain('Vollständig');

    // a new invoice takes it over: buyer group, electronic address and BT-10
    await newInvoice();
    await openScreen(page, 'BuyerInformationView');
    await expect(field(page, 'Name des Käufers').inputValue()).resolves.toBe('');
    await page.getByLabel('Käufer suchen').fill('muster');
    await page.getByRole('button', { name: 'Übernehmen: Stadt Musterhausen' }).click();
    await expect.poll(() => field(page, 'Name des Käufers').inputValue()).toBe('Stadt Musterhausen');
    await expect(field(page, 'Elektronische Adresse des Käufers').inputValue()).resolves.toBe(
      'rechnungseingang@musterhausen.example',
    );
    await expect(field(page, 'Ort').inputValue()).resolves.toBe('Musterhausen');
    await badgeGone(page, 'BuyerInformationView');
    await openScreen(page, 'DataView');
    await expect(field(page, 'Käuferreferenz (Leitweg-ID)').inputValue()).resolves.toBe(LEITWEG);
  }, 120_000);

  it('imports buyers from CSV, flags one without electronic address, and refuses a bad file row by row', async () => {
    const page = h.page;
    await page.goto(h.url('/buyers'));
    await page.locator('main h1', { hasText: 'Kunden' }).waitFor();
    await page
      .getByTestId('csv-buyers')
      .setInputFiles(csvFile('bad.csv', 'Buyer_name;Buyer_city\nGut;Bonn\n;Köln\n'));
    const errors = page.getByTestId('csv-errors');
    await errors.getByText('Die CSV-Datei enthält Fehler in 1 Zeile; es wurde nichts gespeichert.').waitFor();
    await errors.getByText('Zeile 3, Spalte Buyer_name: Bitte den Namen des Käufers eintragen.').waitFor();
    await page
      .getByTestId('csv-buyers')
      .setInputFiles(
        csvFile(
          'kunden.csv',
          'customerNumber;Buyer_name;Buyer_reference;Buyer_post_code;Buyer_city;Buyer_country_code\nK-77;Kreis Ohneadresse;991-12345-67;54321;Beispiel;DE\n',
        ),
      );
    await page.getByText('1 Eintrag wurde importiert.').first().waitFor();
    const flagged = page.getByTestId('buyer-row').filter({ hasText: 'Kreis Ohneadresse' });
    await flagged.getByTestId('buyer-flag').waitFor();
    await expect(flagged.textContent()).resolves.toMatch(/elektronische Adresse/i);
  });

  it('exports the directory in the import format and offers a template that imports as it is', async () => {
    const page = h.page;
    await page.goto(h.url('/buyers'));
    await page.getByTestId('buyer-row').first().waitFor();
    const saved = async (testId: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
      return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
    };
    const exported = await saved('csv-export-buyers');
    expect(exported.name).toBe('kunden.csv');
    expect(exported.text).toContain('K-77;public;991-12345-67;Kreis Ohneadresse');
    const template = await saved('csv-template-buyers');
    expect(template.name).toBe('kunden-vorlage.csv');
    const [header, example] = template.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(exported.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(header);
    expect(example).toContain('Beispiel Handel GmbH');
    await page.getByTestId('csv-buyers').setInputFiles(csvFile('kunden-vorlage.csv', template.text));
    await page.getByText('1 Eintrag wurde importiert.').first().waitFor();
    await page.getByTestId('buyer-row').filter({ hasText: 'Beispiel Handel GmbH' }).waitFor();
    // the import, the template and the export side by side, as a supplier sees them
    mkdirSync(output, { recursive: true });
    const section = page.locator('section[aria-labelledby="csv-buyers"]');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await section.screenshot({ path: new URL(`directory-csv-${width}.png`, output).pathname });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

describe('buyer directory on a phone', () => {
  it('shows cards with one menu: editing moves to the filled form, deleting asks first', async () => {
    const page = h.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(h.url('/buyers'));
    const card = page.getByTestId('buyer-row').filter({ hasText: 'Beispiel Handel GmbH' });
    await card.waitFor();
    expect(await page.locator('main table').count()).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await card.getByRole('button').count()).toBe(1);
    await card.getByRole('button', { name: 'Aktionen Beispiel Handel GmbH' }).click();
    await expect.poll(() => page.getByRole('menuitem').allTextContents()).toEqual(['Bearbeiten', 'Löschen']);
    await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
    const form = page.getByRole('form', { name: 'Kunde bearbeiten' });
    await form.waitFor();
    // focus goes to the form's first field, which holds the buyer's name
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe('Beispiel Handel GmbH');
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('form', { name: 'Kunde hinzufügen' }).waitFor();

    await rowAction(page, page.locator('main'), 'Beispiel Handel GmbH', 'Löschen');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Soll „Beispiel Handel GmbH“ aus dem Verzeichnis gelöscht werden?').waitFor();
    await confirm(page, 'Abbrechen');
    expect(await card.count()).toBe(1);
    await rowAction(page, page.locator('main'), 'Beispiel Handel GmbH', 'Löschen');
    await confirm(page, 'Löschen');
    await page.getByText('Der Eintrag wurde gelöscht.').first().waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

describe('article directory', () => {
  it('picks two articles into lines of a new invoice and saves a line as an article', async () => {
    const page = h.page;
    await page.goto(h.url('/Dashboard'));
    await openMenu('Artikel');
    await page.getByLabel('Artikelname').fill('Beratung');
    await field(page, 'Artikelnummer des Verkäufers').fill('B-100');
    await field(page, 'Nettopreis').fill('1.250,50');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Eintrag wurde gespeichert.').first().waitFor();
    await page
      .getByTestId('csv-articles')
      .setInputFiles(
        csvFile(
          'artikel.csv',
          'Item_name;Item_Sellers_identifier;Invoiced_quantity_unit_of_measure_code;Item_net_price;Invoiced_item_VAT_category_code;Invoiced_item_VAT_rate\nFachbuch;F-9;H87;39,90;S;7\n',
        ),
      );
    await page.getByText('1 Eintrag wurde importiert.').first().waitFor();
    await expect.poll(() => page.getByTestId('article-row').count()).toBe(2);

    await newInvoice();
    await openScreen(page, 'InvoiceLines');
    await page.getByRole('button', { name: 'Artikel übernehmen: Beratung' }).click();
    await page.getByRole('button', { name: 'Artikel übernehmen: Fachbuch' }).click();
    await page.getByText('2 Positionen').waitFor();
    await expect.poll(() => page.getByTestId('line-amount-0').textContent()).toBe('1.250,50');
    await expect.poll(() => page.getByTestId('line-amount-1').textContent()).toBe('39,90');
    await expect(page.getByTestId('line-row-1').textContent()).resolves.toContain('7 %');
    await expect(field(page, 'Artikelname').inputValue()).resolves.toBe('Fachbuch');

    // the selected line, changed, goes back into the directory as a new article
    await field(page, 'Artikelname').fill('Fachbuch, 2. Auflage');
    await page.getByRole('button', { name: 'Position als Artikel speichern' }).click();
    await page.getByText('Die Position wurde als Artikel gespeichert.').first().waitFor();
    await page.getByLabel('Artikel suchen').fill('2. Auflage');
    await page.getByRole('button', { name: 'Artikel übernehmen: Fachbuch, 2. Auflage' }).waitFor();
  });
});
