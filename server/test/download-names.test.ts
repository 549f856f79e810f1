import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { downloadName } from '../src/routes/download-names';
import { freshApp, registerCompany, savePayload } from './helpers';

const fixture = (number: string) => {
  const invoice = JSON.parse(
    readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
  );
  invoice.Invoice_number = { Content: number };
  return invoice;
};

describe('download file names (issue 27)', () => {
  it('keeps any invoice number a safe file name', () => {
    expect(downloadName('RE-0001', 'xml')).toBe('RE-0001.xml');
    expect(downloadName('RE-0001', 'pdf')).toBe('RE-0001.pdf');
    expect(downloadName('RE-0001', 'zugferd')).toBe('RE-0001-zugferd.pdf');
    expect(downloadName('RE/2026\\0001"; x=y', 'pdf')).toBe('RE_2026_0001_x_y.pdf');
    expect(downloadName('../../etc/passwd', 'xml')).toBe('etc_passwd.xml');
    expect(downloadName('Rechnung Ä 1\r\nX-Evil: 1', 'xml')).toBe('Rechnung_1_X-Evil_1.xml');
    expect(downloadName('///', 'pdf', 'rechnung')).toBe('rechnung.pdf');
    expect(downloadName('', 'zugferd', 'uuid-1')).toBe('uuid-1-zugferd.pdf');
    expect(downloadName('9'.repeat(300), 'xml')).toBe(`${'9'.repeat(100)}.xml`);
  });

  it('names the plain PDF, the ZUGFeRD PDF and the XML of one invoice apart', async () => {
    const t = await freshApp();
    const { accessToken: token } = await registerCompany(t, 'names@a.example');
    const number = 'RE/2026 0001';
    const saved = (
      await t.call(
        'POST',
        'api/rechnung',
        savePayload({
          invoiceNumber: number,
          json: JSON.stringify(fixture(number)),
          jsongroupvalidation: true,
        }),
        token,
      )
    ).data;
    const header = async (path: string) => {
      const res = await t.call('GET', path, undefined, token);
      expect(res.status).toBe(200);
      return res.headers.get('content-disposition');
    };
    expect(await header(`api/rechnung/visualisierungdata/${saved.id}`)).toBe(
      'inline; filename="RE_2026_0001.pdf"',
    );
    expect(await header(`api/rechnung/visualisierungdata/${saved.id}?format=zugferd-xrechnung`)).toBe(
      'inline; filename="RE_2026_0001-zugferd.pdf"',
    );
    await t.call('POST', `api/v1_2/ubl-invoices?rechnungId=${saved.id}`, undefined, token);
    expect(await header(`api/rechnung/xrechnungdata/${saved.id}`)).toBe(
      'attachment; filename="RE_2026_0001.xml"',
    );
  }, 120_000);
});
