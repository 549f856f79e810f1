/**
 * Steps of the editor's e2e tests that talk to the server or fill whole screens: the check of a
 * generated XML (XML Schema, xrechnung rules, typed values), a change of a stored invoice made
 * elsewhere (through the API), the master data form.
 */
import { evaluate } from '@xr/rules';
import { importInvoiceXml, validateXsd } from '@xr/xml';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { account } from './editor-login';
import { field } from './editor-steps';
import type { Harness } from './harness';

export async function checkGenerated(xml: string, syntax: 'ubl' | 'cii') {
  const [xsd] = await validateXsd([xml]);
  expect(xsd.errors).toEqual([]);
  const { invoice } = await importInvoiceXml(xml);
  const errors = evaluate(invoice, { profile: 'xrechnung', syntax }).filter((f) => f.severity === 'error');
  expect(errors).toEqual([]);
  expect(invoice.Invoice_number?.Content).toBe('RE-2025-0042');
  expect(invoice.Buyer_reference).toBe('04011000-1234512345-06');
  expect(invoice.BUYER?.Buyer_name).toBe('Stadt Musterhausen');
  expect(invoice.SELLER?.Seller_name).toBe('Demo GmbH');
  expect(invoice.INVOICE_LINE?.[0]?.ITEM_INFORMATION?.Item_name).toBe('Beratungsleistung');
  expect(Number(invoice.DOCUMENT_TOTALS?.Invoice_total_amount_with_VAT)).toBe(1190);
  expect(invoice.PAYMENT_INSTRUCTIONS?.CREDIT_TRANSFER?.[0]?.Payment_account_identifier).toBe(
    'DE02120300000000202051',
  );
}

/** Logs the demo user in through the API and finds the stored invoice with this number. */
async function storedInvoice(
  h: Harness,
  invoiceNumber: string,
): Promise<{ accessToken: string; id?: number }> {
  const { login, password } = await account(h);
  const { accessToken } = await h.api<{ accessToken: string }>('POST', 'public-api/authenticate/', {
    login,
    password,
  });
  const list = await h.api<{ content: { id: number; invoiceNumber?: string }[] }>(
    'GET',
    'api/rechnung/inprogress',
    undefined,
    accessToken,
  );
  const row = list.content.find((r) => r.invoiceNumber === invoiceNumber);
  expect(row).toBeDefined();
  return { accessToken, id: row?.id };
}

/** The XML linked to the stored invoice with this number (undefined when none is linked). */
export async function linkedXml(h: Harness, invoiceNumber: string): Promise<string | undefined> {
  const { accessToken, id } = await storedInvoice(h, invoiceNumber);
  const response = await fetch(h.url(`/api/rechnung/xrechnungdata/${id}`), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.ok ? response.text() : undefined;
}

/** Updates the stored invoice with this number through the API, as another session would. */
export async function changeElsewhere(h: Harness, invoiceNumber: string): Promise<void> {
  const { accessToken, id } = await storedInvoice(h, invoiceNumber);
  const stored = await h.api<Record<string, unknown>>('GET', `api/rechnung/${id}`, undefined, accessToken);
  const keys = [
    'id',
    'rechnungUUID',
    'buyerReference',
    'invoiceIssueDate',
    'invoiceNumber',
    'jsongroupvalidation',
    'specVersion',
    'json',
    'version',
  ];
  const payload = Object.fromEntries(
    keys.filter((k) => stored[k] !== undefined && stored[k] !== null).map((k) => [k, stored[k]]),
  );
  await h.api('PUT', `api/rechnung/${id}`, payload, accessToken);
}

export async function fillMasterData(page: Page): Promise<void> {
  await field(page, 'Firmenname').fill('Demo GmbH');
  await field(page, 'E-Mail-Adresse für E-Rechnungen').fill('rechnung@demo-gmbh.example');
  await field(page, 'Straße und Hausnummer').fill('Musterstraße 12');
  await field(page, 'PLZ').fill('10115');
  await field(page, 'Ort').fill('Berlin');
  await field(page, 'Ansprechpartner').fill('Erika Mustermann');
  await field(page, 'Telefon').fill('+49 30 1234567');
  await field(page, 'E-Mail').fill('buchhaltung@demo-gmbh.example');
  await field(page, 'USt-IdNr.').fill('DE123456789');
  await field(page, 'Zahlungsbedingungen').fill('Zahlbar innerhalb von 30 Tagen ohne Abzug.');
  // the demo company may come with accounts: the first one becomes ours
  if ((await field(page, 'IBAN / Kontonummer').count()) === 0) {
    await page.getByRole('button', { name: /Hinzufügen: Überweisung/ }).click();
  }
  await field(page, 'IBAN / Kontonummer').first().fill('DE02 1203 0000 0000 2020 51');
  await field(page, 'Kontoinhaber').first().fill('Demo GmbH');
  await field(page, 'Verwendungszweck').fill('Rechnungsnummer bitte angeben');
}
