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
      [
        '\u0000\u0001PK\u0003\u0004\uFFFD\uFFFD',
        'import.error.binary',
        /weder eine XML- noch eine PDF-Datei/,
      ],
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

describe('bad files get their reason at once (issue 26)', () => {
  it("an empty file is called empty, in the user's language", async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'empty@a.example')).accessToken;
    for (const path of ['api/v1_2/json-invoices', 'api/json-orders'])
      for (const body of ['', '  \n'])
        expect((await xmlCall(t, path, body, token)).data, path).toMatchObject({
          messageKey: 'import.error.empty',
          message: expect.stringMatching(/^Die Datei ist leer/),
        });
    const en = await xmlCall(t, 'api/v1_2/json-invoices', '', token, 'en');
    expect(en.data.message).toMatch(/^The file is empty/);
    // the wrong type names what is taken: XML and PDF for invoices, XML for orders
    const binary = '\u0000\u0001PK\u0003\u0004\uFFFD\uFFFD';
    expect((await xmlCall(t, 'api/v1_2/json-invoices', binary, token, 'en')).data.message).toMatch(
      /neither an XML nor a PDF file.*XML file \(UBL or CII\) or a ZUGFeRD \/ Factur-X PDF/,
    );
    expect((await xmlCall(t, 'api/json-orders', '%PDF-1.7', token, 'en')).data).toMatchObject({
      messageKey: 'import.error.binaryOrder',
      message: expect.stringMatching(/not an XML file.*order as XML file/),
    });
  });

  it('an oversized upload is refused from its Content-Length before the body is read, naming the limit', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'big@a.example')).accessToken;
    for (const path of ['api/v1_2/json-invoices', 'api/json-orders']) {
      // a body that never ends: an answer at all shows that it was not read
      const endless = new ReadableStream({ pull: () => new Promise(() => undefined) });
      const res = await t.app.request(`/weberfassung/${path}`, {
        method: 'POST',
        body: endless,
        duplex: 'half',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/pdf',
          'content-length': String(15 * 1024 * 1024),
        },
      } as RequestInit);
      expect(res.status, path).toBe(413);
      const data = await res.json();
      expect(data.messageKey).toBe('import.error.tooLarge');
      expect(data.message).toContain('höchstens 10 MB');
    }
    // a body without a Content-Length is counted while read: refused the same way
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(60);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(big);
        c.close();
      },
    });
    const res = await t.app.request('/weberfassung/api/v1_2/json-invoices', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    } as RequestInit);
    expect([res.status, (await res.json()).messageKey]).toEqual([413, 'import.error.tooLarge']);
  });
});
