/**
 * Introduction and closing text (issue 27): a company default in the master data, per invoice in
 * the invoice itself; stored with the invoice, printed on the PDF above the lines and below the
 * totals, and never written into the XML (letter text, not a note BT-22: docs/letter-text.md).
 */
import { readFileSync } from 'node:fs';
import { generateXml } from '@xr/xml';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload } from './helpers';
import { pdfText } from './pdf-text';

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8'));
const INTRO = 'Sehr geehrte Damen und Herren,\nfür unsere Leistungen im Oktober berechnen wir:';
const CLOSING = 'Vielen Dank für Ihren Auftrag!';

describe('introduction and closing text', () => {
  it('stores the company defaults with the master data', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'letter-md@a.example')).accessToken;
    const md = { ...read('masterdata.json'), Introduction_text: INTRO, Closing_text: CLOSING };
    expect((await t.call('POST', 'api/masterdata', md, token)).status).toBe(201);
    const back = (await t.call('GET', 'api/masterdata/', undefined, token)).data;
    expect(back).toMatchObject({ Introduction_text: INTRO, Closing_text: CLOSING });
    // too long for a letter text: refused, nothing stored changes
    const tooLong = await t.call('PUT', 'api/masterdata', { ...back, Closing_text: 'x'.repeat(4097) }, token);
    expect(tooLong.status).toBe(400);
    expect((await t.call('GET', 'api/masterdata/', undefined, token)).data.Closing_text).toBe(CLOSING);
  });

  it('stores them with the invoice, prints them on the PDF around the lines, and keeps them out of the XML', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'letter-inv@a.example')).accessToken;
    const invoice = {
      ...read('invoices/domestic-s19-s7.json'),
      Introduction_text: INTRO,
      Closing_text: CLOSING,
    };
    const saved = await t.call(
      'POST',
      'api/rechnung',
      savePayload({
        invoiceNumber: invoice.Invoice_number.Content,
        json: JSON.stringify(invoice),
        jsongroupvalidation: true,
      }),
      token,
    );
    expect(saved.status).toBeLessThan(300);
    const stored = (await t.call('GET', `api/rechnung/${saved.data.id}`, undefined, token)).data;
    const json = JSON.parse(stored.json);
    expect(json).toMatchObject({ Introduction_text: INTRO, Closing_text: CLOSING });

    const pdf = await t.call('GET', `api/rechnung/visualisierungdata/${saved.data.id}`, undefined, token);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.data);
    const at = (s: string) => text.indexOf(s);
    expect(at('für unsere Leistungen im Oktober berechnen wir:')).toBeGreaterThan(-1);
    expect(at(CLOSING)).toBeGreaterThan(-1);
    // above the lines' table and below the totals
    expect(at('für unsere Leistungen')).toBeLessThan(at('Pos.'));
    expect(at(CLOSING)).toBeGreaterThan(at('Zahlbetrag'));

    // a letter text beyond 4096 characters is refused; the stored invoice stays as it was
    const tooLong = await t.call(
      'POST',
      'api/rechnung',
      savePayload({
        id: saved.data.id,
        invoiceNumber: invoice.Invoice_number.Content,
        json: JSON.stringify({ ...json, Closing_text: 'x'.repeat(4097) }),
        jsongroupvalidation: true,
      }),
      token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({
      messageKey: 'validation.text.tooLong',
      message: 'Der Text ist zu lang.',
    });
    const still = (await t.call('GET', `api/rechnung/${saved.data.id}`, undefined, token)).data;
    expect(JSON.parse(still.json).Closing_text).toBe(CLOSING);

    for (const syntax of ['ubl', 'cii'] as const) {
      const xml = generateXml(json, { syntax, today: '2026-11-02' }).xml;
      expect(xml).not.toContain('Leistungen im Oktober');
      expect(xml).not.toContain(CLOSING);
    }
  });
});
