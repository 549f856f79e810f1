/** A refused import says why, in the user's language, for each kind of wrong file. */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany } from './helpers';

const xmlCall = (
  t: Awaited<ReturnType<typeof freshApp>>,
  path: string,
  body: string,
  token: string,
  lang = 'de',
) => t.call('POST', path, body, token, { 'content-type': 'application/xml', 'accept-language': lang });

describe('import refusals say why', () => {
  it('tells a PDF, a binary file, plain text, broken XML, a non-invoice and an order apart', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'imp@a.example')).accessToken;
    const invoice = 'api/v1_2/json-invoices';
    const cases: [string, string, RegExp][] = [
      ['%PDF-1.7\n%âãÏÓ\n1 0 obj', 'import.error.pdf', /ist ein PDF/],
      ['\u0000\u0001PK\u0003\u0004\uFFFD\uFFFD', 'import.error.binary', /keine Textdatei/],
      ['Rechnung Nr. 42 über 100 Euro', 'import.error.notXml', /kein XML/],
      [
        '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">\n  <unclosed>\n</Invoice>',
        'import.error.notWellFormed',
        /Zeile \d+, Spalte \d+/,
      ],
      ['<Invoice>\n</Invoice>', 'import.error.namespace', /„Invoice“ steht nicht im Namensraum/],
      ['<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', 'import.error.notInvoice', /„html“/],
      [
        '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>',
        'import.error.wrongKind',
        /„Order“/,
      ],
    ];
    for (const [body, key, text] of cases) {
      const r = await xmlCall(t, invoice, body, token);
      expect(r.status, key).toBe(400);
      expect(r.data.code).toBe('IMPORT_TECHNICAL_ERROR');
      expect(r.data.messageKey).toBe(key);
      expect(r.data.message).toMatch(/^Die Datei kann nicht importiert werden: /);
      expect(r.data.message).toMatch(text);
    }
    const english = await xmlCall(t, invoice, '%PDF-1.4', token, 'en');
    // the client asks for English (the UI sends its language): English, though the user registered in German
    expect(english.data.message).toMatch(/^The file cannot be imported: it is a PDF/);
  });
});
