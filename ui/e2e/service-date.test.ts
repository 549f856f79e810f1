/**
 * Issue 26 item 3 in Chromium: the invoice data screen asks for the date of supply in easy mode
 * (a visible choice, the issue date by default), the due date follows the payment terms, and the
 * screens are looked at: screenshots in German and English at 1280 and 390 px wide go to the
 * temp folder (xr-e2e-shots/issue26-*.png).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './editor-login';
import { field, openScreen } from './editor-steps';
import { type Harness, screenshotOnFailure, startHarness } from './harness';
import { fixture, openStored } from './truth-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ demo: true });
  await logIn(h, h.page);
});
afterAll(async () => h?.close());
screenshotOnFailure(() => h?.page);

const shots = join(tmpdir(), 'xr-e2e-shots');

async function shoot(name: string) {
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 390]) {
    await h.page.setViewportSize({ width, height: 900 });
    await h.page.waitForTimeout(150);
    await h.page.screenshot({ path: join(shots, `issue26-${name}-${width}.png`), fullPage: true });
  }
  await h.page.setViewportSize({ width: 1280, height: 900 });
}

describe('date of supply and due date', () => {
  it('asks for the date of supply in easy mode, and the due date follows the terms', async () => {
    const page = h.page;
    const invoice = fixture('domestic-s19-s7');
    invoice.Invoice_number = { Content: 'TRUTH-SUPPLY-1' };
    invoice.Invoice_issue_date = '2026-11-20';
    delete invoice.DELIVERY_INFORMATION;
    delete invoice.Payment_due_date;
    await openStored(h, page, invoice);
    await expect(page.getByTestId('editor-mode-badge').textContent()).resolves.toBe('Einfacher Modus');
    await openScreen(page, 'DataView');
    const same = page.getByRole('radio', { name: 'Wie Rechnungsdatum (20.11.2026)' });
    await expect(same.isChecked()).resolves.toBe(true);
    // the default is in the invoice: the delivery screen shows it
    await openScreen(page, 'DeliveryInformationView');
    await expect.poll(() => field(page, 'Lieferdatum').inputValue()).toBe('20.11.2026');
    await openScreen(page, 'DataView');
    await field(page, 'Rechnungsdatum').fill('23.11.2026');
    await page.getByRole('radio', { name: 'Wie Rechnungsdatum (23.11.2026)' }).waitFor();
    await page.getByText('Leistungszeitraum', { exact: true }).click();
    await field(page, 'Leistungszeitraum von').fill('01.11.2026');
    await field(page, 'Leistungszeitraum bis').fill('31.11.2026');
    await page.getByText('„31.11.2026“ ist kein gültiges Datum', { exact: false }).waitFor();
    await shoot('data-de');
    await field(page, 'Leistungszeitraum bis').fill('30.11.2026');

    await openScreen(page, 'PaymentDataView');
    await field(page, 'Zahlungsbedingungen').fill('Zahlbar innerhalb von 14 Tagen ohne Abzug.');
    await expect.poll(() => field(page, 'Fälligkeitsdatum').inputValue()).toBe('07.12.2026');
    await shoot('payment-de');

    await openScreen(page, 'InvoiceLines');
    await field(page, 'Nettopreis').fill('12,5O');
    await page.getByText('„12,5O“ ist keine Zahl', { exact: false }).waitFor();
    await shoot('lines-de');

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await openScreen(page, 'DataView');
    await page.getByRole('radio', { name: 'Period of service' }).waitFor();
    await expect(page.getByRole('radio', { name: 'Period of service' }).isChecked()).resolves.toBe(true);
    await shoot('data-en');
    await openScreen(page, 'InvoiceLines');
    await shoot('lines-en');
    await page.getByRole('button', { name: 'DE', exact: true }).click();
  });
});
