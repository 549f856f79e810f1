/**
 * Issue 27 in the browser against the real server: a sent invoice whose due date has passed is
 * overdue on the dashboard and in the sent list (customer, amount, type shown); marking it paid
 * in the dialog turns the list's status and the dashboard's figure; before, a payment reminder is
 * made as its own PDF (text checked with pdftotext) and noted on the invoice.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './a11y-steps';
import { daysAgo } from './demo-records';
import { apiLogin, registerCompany, rowAction, uiLogin } from './flows';
import { type Harness, screenshotOnFailure, startHarness } from './harness';

let h: Harness;
let page: Page;
let token = '';
let invoiceId = 0;
let number = '';
const login = 'paula.zahlung@firma-fuenf.example';

const corpusFile = new URL(
  '../../../shared/corpus/xrechnung-testsuite/ubl/standard-01.01a-INVOICE_ubl.xml',
  import.meta.url,
);

beforeAll(async () => {
  h = await startHarness();
  page = h.page;
  await registerCompany(h, login, 'Firma Fünf GmbH');
  token = (await apiLogin(h, login)).accessToken;
  const { invoice } = await h.api<{
    invoice: Record<string, unknown> & { Invoice_number: { Content: string } };
  }>('POST', 'api/v1_2/json-invoices', readFileSync(corpusFile, 'utf8'), token);
  number = invoice.Invoice_number.Content;
  invoice.Payment_due_date = daysAgo(5);
  const saved = await h.api<{ id: number }>(
    'POST',
    'api/rechnung',
    {
      invoiceNumber: number,
      invoiceIssueDate: daysAgo(30),
      buyerReference: 'generated',
      jsongroupvalidation: true,
      specVersion: '3.0.1',
      json: JSON.stringify(invoice),
    },
    token,
  );
  invoiceId = saved.id;
  await h.api('POST', `api/v1_2/ubl-invoices?rechnungId=${invoiceId}`, invoice, token);
  await h.api('POST', `api/rechnung/${invoiceId}/manually-sent`, undefined, token);
  await uiLogin(h, page, login);
}, 120_000);
afterAll(() => h?.close());
screenshotOnFailure(() => page);

describe('payment status', () => {
  it('shows an overdue invoice, marks it paid and the dashboard follows', async () => {
    const overdue = page.getByTestId('money-overdue');
    await expect.poll(() => overdue.textContent()).toContain('336,90');
    expect(await overdue.textContent()).toContain('1 Rechnung');
    await overdue.getByRole('link', { name: 'Überfällige Rechnungen zeigen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Versendete Rechnungen' }).waitFor();
    const row = page.getByTestId('table-sent').getByTestId('invoice-row');
    await expect.poll(() => row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Rechnung');
    expect(text).toContain('336,90');
    expect(await row.getByTestId('payment-status').textContent()).toContain('überfällig');

    // an overdue invoice gets a payment reminder of its own (PDF), noted on the invoice
    await rowAction(page, row, number, 'Als bezahlt markieren');
    const dialog = page.getByTestId('payment-dialog');
    await dialog.getByTestId('payment-summary').waitFor();
    expect(await axeViolations(page, 'payment dialog')).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Zahlungserinnerung als PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Zahlungserinnerung-${number.replace(/[^\w.-]+/g, '_')}.pdf`);
    const reminder = execFileSync('pdftotext', [
      '-enc',
      'UTF-8',
      (await download.path()) as string,
      '-',
    ]).toString();
    for (const part of [
      'Zahlungserinnerung',
      number,
      '1. Erinnerung vom',
      '336,90 EUR',
      daysAgo(5).split('-').reverse().join('.'),
    ])
      expect(reminder).toContain(part);
    await expect.poll(() => dialog.getByTestId('reminder-info').textContent()).toContain('1. Erinnerung am');

    // a part first: partly paid, still overdue with what is open
    await expect.poll(() => dialog.getByLabel(/^Betrag/).inputValue()).toBe('336,90');
    await dialog.getByLabel(/^Betrag/).fill('400');
    await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('höher als der noch offene Betrag');
    await dialog.getByLabel(/^Betrag/).fill('36,90');
    await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await expect.poll(() => dialog.getByTestId('payment-summary').textContent()).toContain('offen 300,00');
    // then the rest (the open amount is proposed)
    await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await dialog.getByText('Die Rechnung ist vollständig bezahlt.').waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await page.getByTestId('payment-dialog').waitFor({ state: 'detached' });

    // the filter still asks for overdue invoices: none left; all shows it paid
    await expect.poll(() => page.getByTestId('table-sent').getByTestId('invoice-row').count()).toBe(0);
    await page.getByLabel('Zahlung', { exact: true }).selectOption('PAID');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('payment-status').textContent()).toBe('bezahlt');
    expect(await row.getByTestId('reminder-note').textContent()).toMatch(
      /^1\. Erinnerung am \d\d\.\d\d\.\d{4}$/,
    );

    // on a phone the row is a card with the same status and actions
    await page.setViewportSize({ width: 390, height: 800 });
    const card = page.getByTestId('table-sent').getByTestId('invoice-row');
    await expect.poll(() => card.getByTestId('payment-status').textContent()).toBe('bezahlt');
    // the reminder note stands under the badge, not squeezed beside it
    const badge = await card.getByTestId('payment-status').boundingBox();
    const note = await card.getByTestId('reminder-note').boundingBox();
    expect(note && badge && note.y >= badge.y + badge.height - 1).toBe(true);
    await card.getByRole('button', { name: `Aktionen ${number}` }).click();
    await page.getByRole('menuitem', { name: 'XML herunterladen' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await axeViolations(page, 'sent list as cards at 390 px')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(h.url('/'));
    await expect.poll(() => page.getByTestId('money-overdue').textContent()).toContain('keine Rechnung');
    expect(await page.getByTestId('money-open').textContent()).toContain('0,00');
  });
});
