/** Directory CSV export and import template (issue 27): export → import stores the same entries. */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany } from './helpers';

const csv = { 'content-type': 'text/csv' };

const buyers = [
  {
    customerNumber: 'K-1001',
    recipientKind: 'public',
    Buyer_reference: '04011000-12345-34',
    BUYER: {
      Buyer_name: 'Stadt "Alt" Musterhausen; Amt 2',
      Buyer_VAT_identifier: 'DE123456789',
      Buyer_electronic_address: 'rechnung@musterhausen.example',
      Buyer_electronic_address_Scheme_identifier: 'EM',
      BUYER_POSTAL_ADDRESS: {
        Buyer_address_line_1: 'Straße des 17. Juni 1, -Hinterhaus-',
        Buyer_city: 'Musterhausen',
        Buyer_post_code: '12345',
        Buyer_country_code: 'DE',
      },
      BUYER_CONTACT: { Buyer_contact_point: 'Frau Öztürk', Buyer_contact_telephone_number: '+49 30 1234567' },
    },
  },
  {
    customerNumber: '',
    recipientKind: 'business',
    BUYER: { Buyer_name: '=Formel GmbH', Buyer_trading_name: '@Handel' },
  },
];

const articles = [
  {
    Item_name: 'Wartung Drucker',
    Item_description: 'vor Ort, je Stunde',
    Item_Sellers_identifier: '-100',
    Invoiced_quantity_unit_of_measure_code: 'HUR',
    Item_net_price: '85.5',
    Invoiced_item_VAT_category_code: 'S',
    Invoiced_item_VAT_rate: 19,
  },
  { Item_name: 'Pauschale', Item_net_price: '0.123456', Invoiced_item_VAT_rate: 7 },
];

type Entry = Record<string, unknown> & { id?: number };
/** An entry as the list shows it, without what the store adds (id, dates, findings). */
const plain = ({ id: _i, createdDate: _c, updatedDate: _u, findings: _f, flagged: _g, ...rest }: Entry) =>
  rest;

describe('directory CSV export', () => {
  it('exports buyers and articles in the import format; importing the export changes nothing', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'admin@export-a.example', 'Alpha GmbH')).accessToken;
    const b = (await registerCompany(t, 'admin@export-b.example', 'Beta GmbH')).accessToken;
    for (const entry of buyers) expect((await t.call('POST', 'api/buyers', entry, a)).status).toBe(201);
    for (const entry of articles) expect((await t.call('POST', 'api/articles', entry, a)).status).toBe(201);

    for (const [kind, name] of [
      ['buyers', 'kunden.csv'],
      ['articles', 'artikel.csv'],
    ]) {
      const exported = await t.call('GET', `api/${kind}/export`, undefined, a);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(exported.data.split('\r\n')).toHaveLength(4); // header, two entries, end
      // another company sees only its own (empty) directory
      const empty = await t.call('GET', `api/${kind}/export`, undefined, b);
      expect(empty.data.split('\r\n').filter(Boolean)).toHaveLength(1);
      // the export imports into the other company and reads back the same entries and the same file
      const imported = await t.call('POST', `api/${kind}/import`, exported.data, b, csv);
      expect(imported.data).toEqual({ imported: 2 });
      const listOf = async (token: string) =>
        (await t.call('GET', `api/${kind}`, undefined, token)).data.content.map(plain);
      expect(await listOf(b)).toEqual(await listOf(a));
      expect((await t.call('GET', `api/${kind}/export`, undefined, b)).data).toBe(exported.data);
    }
    // formula characters are defused in the file and restored on import
    const file = (await t.call('GET', 'api/buyers/export', undefined, a)).data as string;
    expect(file).toContain("'=Formel GmbH");
    const listed = (await t.call('GET', 'api/buyers', undefined, b)).data.content;
    expect(listed.map((r: { BUYER: { Buyer_name: string } }) => r.BUYER.Buyer_name)).toContain(
      '=Formel GmbH',
    );
  });

  it('offers a template with the header and an example row that imports as it is', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'admin@template.example', 'Alpha GmbH')).accessToken;
    for (const kind of ['buyers', 'articles']) {
      const template = await t.call('GET', `api/${kind}/import-template`, undefined, a);
      expect(template.status).toBe(200);
      const lines = (template.data as string).split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(2);
      const exportedHeader = (await t.call('GET', `api/${kind}/export`, undefined, a)).data.split('\r\n')[0];
      expect(lines[0]).toBe(exportedHeader);
      const imported = await t.call('POST', `api/${kind}/import`, template.data, a, csv);
      expect(imported.data).toEqual({ imported: 1 });
    }
    const [buyer] = (await t.call('GET', 'api/buyers', undefined, a)).data.content;
    expect(buyer).toMatchObject({ customerNumber: 'K-1001', flagged: false });
    const [article] = (await t.call('GET', 'api/articles', undefined, a)).data.content;
    expect(article).toMatchObject({ Item_name: 'Wartung Drucker', Item_net_price: '85.00' });
  });
});
