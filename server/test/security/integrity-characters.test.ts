/**
 * Issue 30 item 14: no character is replaced silently. An XML file is read in the encoding it
 * states — UTF-16 with a byte order mark and a declared ISO-8859-1 are imported with their
 * umlauts — and bytes that are no character in it are refused with the line, not turned into
 * U+FFFD; a Latin-1 (Windows-1252) CSV keeps its umlauts; a save refuses characters XML cannot
 * carry (a control character in the invoice number), naming the field.
 */
import { describe, expect, it, vi } from 'vitest';
import { company, fixture } from './integrity-setup';

vi.setConfig({ testTimeout: 90_000 });

const xmlHeaders = { 'content-type': 'application/xml' };
const NAME = 'Müller und Söhne Straßenbau GmbH';

describe('characters on import and save', () => {
  it('reads XML by its stated encoding and refuses bytes that are no character in it', async () => {
    const { t, token } = await company({}, 'zeichen@xml.example');
    const invoice = fixture('domestic-s19-s7');
    invoice.SELLER.Seller_name = NAME;
    const xml = (await t.call('POST', 'api/v1_2/ubl-invoices', invoice, token)).data.xml as string;
    expect(xml).toContain(NAME);
    const importBytes = (bytes: Uint8Array) =>
      t.call('POST', 'api/v1_2/json-invoices', bytes, token, xmlHeaders);
    const sellerName = (res: { data: { invoice: { SELLER: { Seller_name: string } } } }) =>
      res.data.invoice.SELLER.Seller_name;
    const declared = (encoding: string) =>
      xml
        .replace(/^<\?xml[^>]*\?>/, `<?xml version="1.0" encoding="${encoding}"?>`)
        .replace(/^(?!<\?xml)/, `<?xml version="1.0" encoding="${encoding}"?>\n`);

    const utf16 = new Uint8Array(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(declared('UTF-16'), 'utf16le')]),
    );
    const sixteen = await importBytes(utf16);
    expect(sixteen.status, JSON.stringify(sixteen.data).slice(0, 300)).toBe(200);
    expect(sellerName(sixteen)).toBe(NAME);

    const latin = new Uint8Array(Buffer.from(declared('ISO-8859-1'), 'latin1'));
    const latinAnswer = await importBytes(latin);
    expect(latinAnswer.status).toBe(200);
    expect(sellerName(latinAnswer)).toBe(NAME);

    // two bytes that are no UTF-8 in the seller's name of a UTF-8 file
    const at = xml.indexOf(NAME);
    const broken = new Uint8Array(
      Buffer.concat([Buffer.from(xml.slice(0, at)), Buffer.from([0xff, 0xfe]), Buffer.from(xml.slice(at))]),
    );
    const refused = await importBytes(broken);
    const line = xml.slice(0, at).split('\n').length;
    expect(refused).toMatchObject({
      status: 400,
      data: { messageKey: 'import.error.encoding', encoding: 'utf-8', line },
    });
  });

  it('keeps the umlauts and the euro sign of a Windows-1252 CSV', async () => {
    const { t, token } = await company({}, 'zeichen@csv.example');
    // as German spreadsheets write it: ä, ö, ß as in Latin-1, the euro sign as 0x80
    const file = Buffer.concat([
      Buffer.from(
        `customerNumber;Buyer_name;Buyer_city;Buyer_post_code;Buyer_country_code\r\nK-1;${NAME} `,
        'latin1',
      ),
      Buffer.from([0x80]),
      Buffer.from(';Köln;50667;DE\r\n', 'latin1'),
    ]);
    const headers = { 'content-type': 'text/csv' };
    const res = await t.call('POST', 'api/buyers/import', new Uint8Array(file), token, headers);
    expect(res.data).toEqual({ imported: 1 });
    const [buyer] = (await t.call('GET', 'api/buyers', undefined, token)).data.content;
    expect(buyer.BUYER.Buyer_name).toBe(`${NAME} €`);
    expect(buyer.BUYER.BUYER_POSTAL_ADDRESS.Buyer_city).toBe('Köln');
  });

  it('refuses to save a control character in the invoice number, naming the field', async () => {
    const { token, save, t } = await company({}, 'zeichen@save.example');
    const invoice = fixture('domestic-s19-s7');
    invoice.Invoice_number = { Content: 'RE-\u0001-7' };
    const res = await save(invoice);
    expect(res).toMatchObject({
      status: 400,
      data: {
        messageKey: 'validation.text.character',
        field: '/Invoice_number/Content',
        character: 'U+0001',
      },
    });
    const list = await t.call('GET', 'api/rechnung/inprogress', undefined, token);
    expect(list.data.content).toEqual([]);
    invoice.Invoice_number = { Content: 'RE-7' };
    expect((await save(invoice)).status).toBe(201);
  });
});
