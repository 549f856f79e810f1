/** Shared setup of the integrity and availability tests: a company, its token, fixtures, a save. */
import { readFileSync } from 'node:fs';
import type { ServerConfig } from '../../src/config';
import { freshApp, registerCompany, savePayload } from '../helpers';

type Json = Record<string, unknown>;

export const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

export const corpus = (path: string) =>
  readFileSync(new URL(`../../../../shared/corpus/${path}`, import.meta.url), 'utf8');

export const b64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');
export const PDF = b64('%PDF-1.4 test');

export const doc = (filename: string, content = PDF, mime = 'application/pdf') => ({
  Supporting_document_reference: filename,
  Attached_document: { Content: content, Filename: filename, Mime_Code: mime },
});

export async function company(overrides: Partial<ServerConfig> = {}, login = 'integrity@a.example') {
  const t = await freshApp(overrides);
  const auth = await registerCompany(t, login);
  const token = auth.accessToken;
  const save = (invoice: Json, over: Json = {}) =>
    t.call(
      'POST',
      'api/rechnung',
      savePayload({
        invoiceNumber: (invoice.Invoice_number as { Content?: string } | undefined)?.Content ?? '',
        json: JSON.stringify(invoice),
        ...over,
      }),
      token,
    );
  return { t, token, save };
}
