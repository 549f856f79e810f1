/**
 * The editor on a phone and its file drop zone, in Debian Chromium against the real server with
 * the demo company: at 390 px the ten-item menu is one step selector ("Schritt 2 von 10") with
 * previous/next, so the first screen shows the form; choosing a step (by select, by keyboard, or
 * a menu link at 1280 px) puts focus on the new screen's heading. Attachments are added through
 * the drop zone by keyboard (Enter opens the file chooser) and by dropping files; a refused file
 * is named with the reason in plain words next to the zone; number columns of its table are
 * right-aligned, header included. The Leitweg-ID search at 390 px lists its results as cards with a
 * one-line pager, and a row's "Übernehmen" button, named with the row, takes it over.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, notOnOneLine } from './a11y-steps';
import { logIn } from './editor-login';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
beforeAll(async () => {
  h = await startHarness({ demo: true });
  page = h.page;
  await logIn(h, page);
}, 120_000);
afterAll(async () => h?.close());
screenshotOnFailure(() => page);

const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.id}:${el.textContent}` : '';
  });

async function openDemoInvoice() {
  await page.goto(h.url('/invoices-in-progress'));
  await page
    .getByTestId('table-inprogress')
    .getByRole('button', { name: /^Bearbeiten / })
    .first()
    .click();
  await page.locator('[data-screen="SummaryView"]').waitFor();
}

describe('editor on a phone', () => {
  it('shows a step selector instead of the menu; a chosen step focuses its heading', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDemoInvoice();
    const select = page.getByTestId('step-select');
    await expect(page.getByTestId('menu-SummaryView').isVisible()).resolves.toBe(false);
    await expect(select.isVisible()).resolves.toBe(true);
    await expect(select.locator('option:checked').textContent()).resolves.toBe('Schritt 1 von 10: Übersicht');
    await expect(page.getByTestId('step-previous').isDisabled()).resolves.toBe(true);

    await select.selectOption('BuyerInformationView');
    await page.locator('[data-screen="BuyerInformationView"]').waitFor();
    await expect.poll(focused).toBe('editor-screen-heading:Käufer');
    // the form starts on the first screen: heading and first field above the fold
    const heading = await page.getByTestId('screen-heading').boundingBox();
    expect(heading?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(heading?.y ?? 999).toBeLessThan(450);
    const firstField = await page.locator('[data-screen] form input:visible').first().boundingBox();
    expect(firstField && firstField.y + firstField.height).toBeLessThan(844);

    // by keyboard: the next button, then Enter
    await page.getByTestId('step-next').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-screen="SellerInformationView"]').waitFor();
    await expect.poll(focused).toBe('editor-screen-heading:Verkäufer');
    await expect(page.getByTestId('step-select').locator('option:checked').textContent()).resolves.toBe(
      'Schritt 3 von 10: Verkäufer',
    );
    expect(await axeViolations(page, 'editor at 390 px')).toEqual([]);
  });

  it('at 1280 px shows the menu, and a chosen entry focuses the heading too', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByTestId('step-select').isVisible()).resolves.toBe(false);
    await page.getByTestId('menu-DataView').click();
    await page.locator('[data-screen="DataView"]').waitFor();
    await expect.poll(focused).toBe('editor-screen-heading:Rechnungsdaten');
  });
});

describe('Leitweg-ID search', () => {
  it('at 390 px shows cards and a one-line pager; the row’s button, named with the row, takes it over', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('step-select').selectOption('DataView');
    await page.locator('[data-screen="DataView"]').waitFor();
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Leitweg-ID suchen' });
    await search.getByRole('button', { name: 'Suchen', exact: true }).click();
    // the whole directory: cards (no table), and the pager on one line with its arrow buttons
    await search.locator('li[data-testid="leitweg-row"]').first().waitFor();
    expect(await search.locator('table').count()).toBe(0);
    const pager = search.getByRole('navigation', { name: 'Seiten' });
    await expect(pager.getByTestId('leitweg-page-info').textContent()).resolves.toMatch(
      /^Seite 1 von 4 \(31 Treffer\)1\/4 \(31 Treffer\)$/,
    );
    expect(await notOnOneLine(pager)).toEqual([]);
    await pager.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => pager.getByTestId('leitweg-page-info').textContent()).toMatch(/^Seite 2 von 4/);

    // a narrower search, then the row's main button, reached by keyboard
    await search.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
    await search.getByRole('textbox', { name: 'Name der Behörde' }).fill('Bezirksamt Mitte');
    await page.keyboard.press('Enter');
    await expect.poll(() => search.getByTestId('leitweg-row').count()).toBe(1);
    const take = search.getByRole('button', {
      name: 'Übernehmen: 04011000-12345-03 Bezirksamt Mitte von Berlin',
    });
    await take.focus();
    await page.keyboard.press('Enter');
    await search.waitFor({ state: 'detached' });
    // the demo invoice's buyer differs from the directory's: asked first, answered yes
    const overwrite = page.getByRole('alertdialog');
    await overwrite.getByRole('button', { name: 'Überschreiben' }).click();
    await overwrite.waitFor({ state: 'detached' });
    await expect(
      page.getByRole('textbox', { name: /^Käuferreferenz \(Leitweg-ID\)/ }).inputValue(),
    ).resolves.toBe('04011000-12345-03');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('at 1280 px shows a table whose rows’ buttons are in view, without scrolling sideways', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Leitweg-ID suchen' });
    await search.getByRole('button', { name: 'Suchen', exact: true }).click();
    await search.locator('tr[data-testid="leitweg-row"]').first().waitFor();
    // the first row's button lies inside the dialog, not cut off at its right edge
    const outside = await search.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      const button = dialog.querySelector('tr[data-testid="leitweg-row"] button')?.getBoundingClientRect();
      return button ? Math.max(0, Math.round(button.right - box.right)) : -1;
    });
    expect(outside).toBe(0);
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });
  });
});

describe('file drop zone for attachments', () => {
  it('adds a file by keyboard and by drop, and names a refused file with the reason', async () => {
    await page.getByTestId('menu-AdditionalSupportingDocumentsView').click();
    // the menu choice moves focus to the screen's heading: wait for it, or it takes the button's focus
    await expect.poll(focused).toBe('editor-screen-heading:Anhänge');
    const zone = page.getByTestId('attachments-drop');
    await zone.getByText('10 MB').waitFor();
    const table = page.getByTestId('attachments-table');

    // keyboard: Tab reaches the button, Enter opens the file chooser
    const choose = zone.getByRole('button', { name: 'Dateien auswählen' });
    // a re-render of the screen (the check after loading) may take the button's focus between our
    // focus and the key press; then Enter goes nowhere. Focus and press again, at most three times:
    // a button that never opens the chooser by Enter still fails.
    const chooserByEnter = async () => {
      for (let attempt = 1; ; attempt++) {
        await choose.focus();
        await expect.poll(focused).toBe(':Dateien auswählen');
        try {
          const [c] = await Promise.all([
            page.waitForEvent('filechooser', { timeout: 4000 }),
            page.keyboard.press('Enter'),
          ]);
          return c;
        } catch (e) {
          if (attempt === 3) throw e;
        }
      }
    };
    const chooser = await chooserByEnter();
    await chooser.setFiles({
      name: 'nachweis-tastatur.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% keyboard\n'),
    });
    await table.getByText('nachweis-tastatur.pdf').waitFor();

    // drop: two files, one of a type the standard does not allow
    const drop = async (files: { name: string; type: string; text: string }[]) => {
      const data = await page.evaluateHandle((list) => {
        const dt = new DataTransfer();
        for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.type }));
        return dt;
      }, files);
      await zone.dispatchEvent('dragenter', { dataTransfer: data });
      await expect(zone.getAttribute('data-drag-over')).resolves.toBe('true');
      await zone.dispatchEvent('drop', { dataTransfer: data });
    };
    await drop([
      { name: 'aufmass-gezogen.pdf', type: 'application/pdf', text: '%PDF-1.4\n% dropped\n' },
      { name: 'programm.exe', type: 'application/octet-stream', text: 'MZ' },
    ]);
    await table.getByText('aufmass-gezogen.pdf').waitFor();
    const problems = page.getByTestId('attachments-drop-problems');
    await problems.getByText('programm.exe: Dieser Dateityp ist nicht erlaubt', { exact: false }).waitFor();
    await expect(problems.getAttribute('role')).resolves.toBe('alert');
    expect(await table.getByText('programm.exe').count()).toBe(0);
    await expect(page.getByTestId('attachment-counters').textContent()).resolves.toMatch(/^\d+ Dateien/);
    // the table pattern: a number column's header stands right-aligned over its numbers
    const align = (cell: string) =>
      table.locator(cell).evaluateAll((els) => els.map((e) => getComputedStyle(e).textAlign));
    expect((await align('th')).slice(0, 4)).toEqual(['start', 'end', 'start', 'end']);
    expect((await align('tbody tr:first-child td')).slice(0, 4)).toEqual(['start', 'end', 'start', 'end']);
    expect(await axeViolations(page, 'attachments drop zone')).toEqual([]);

    // on a phone the files are cards: name, size and the delete button without scrolling sideways
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await expect.poll(() => table.locator('table').count()).toBe(0);
      const card = page.getByTestId('attachment-row').filter({ hasText: 'aufmass-gezogen.pdf' });
      const button = await card.getByRole('button', { name: 'Löschen' }).boundingBox();
      expect(button && button.x + button.width).toBeLessThanOrEqual(390);
      await card.getByText('Größe').waitFor();
    } finally {
      if (wide) await page.setViewportSize(wide);
    }
  });
});
