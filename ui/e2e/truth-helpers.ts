/**
 * Steps of the issue-26 e2e tests (what the screen shows is what goes out): a stored invoice from
 * a fixture, opened in the editor from the in-progress list as a user would.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { account } from './editor-login';
import type { Harness } from './harness';

export const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

export async function apiToken(h: Harness): Promise<string> {
  const { login, password } = await account(h);
  const { accessToken } = await h.api<{ accessToken: string }>('POST', 'public-api/authenticate/', {
    login,
    password,
  });
  return accessToken;
}

/** The save payload of an invoice (plain form) as the editor sends it. */
export const payloadOf = (invoice: Record<string, unknown>) => ({
  invoiceNumber: (invoice.Invoice_number as { Content?: string } | undefined)?.Content ?? '',
  // the list's column takes a date only (the JSON's own text is what the server judges)
  invoiceIssueDate: /^\d{4}-\d{2}-\d{2}$/.test(String(invoice.Invoice_issue_date))
    ? invoice.Invoice_issue_date
    : '',
  buyerReference: invoice.Buyer_reference ?? '',
  jsongroupvalidation: false,
  specVersion: '3.0.1',
  json: JSON.stringify(invoice),
});

/** Stores the invoice through the API and opens it from the in-progress list. */
export async function openStored(h: Harness, page: Page, invoice: Record<string, unknown>): Promise<void> {
  const token = await apiToken(h);
  await h.api('POST', 'api/rechnung', payloadOf(invoice), token);
  const number = (invoice.Invoice_number as { Content: string }).Content;
  await page.goto(h.url('/invoices-in-progress'));
  await page.getByRole('button', { name: `Bearbeiten ${number}` }).click();
  await page.locator('[data-screen="SummaryView"]').waitFor();
}
