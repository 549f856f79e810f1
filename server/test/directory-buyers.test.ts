/** Buyer directory (issue 16): CRUD, search, rule flags, save from an invoice, CSV import, limits. */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload, sqlRows } from './helpers';

const cityHall = {
  customerNumber: 'K-1001',
  Buyer_reference: '04011000-12345-34',
  BUYER: {
    Buyer_name: 'Stadt Musterhausen',
    Buyer_VAT_identifier: 'DE123456789',
    Buyer_electronic_address: 'rechnung@musterhausen.example',
    Buyer_electronic_address_Scheme_identifier: 'EM',
    BUYER_POSTAL_ADDRESS: { Buyer_city: 'Musterhausen', Buyer_post_code: '12345', Buyer_country_code: 'DE' },
  },
};

async function setup() {
  const t = await freshApp();
  const a = (await registerCompany(t, 'admin@buyers-a.example', 'Alpha GmbH')).accessToken;
  return { t, a };
}

const count = async (t: Awaited<ReturnType<typeof freshApp>>) =>
  (await sqlRows<{ n: number }>(t.deps, 'SELECT count(*) n FROM buyers'))[0].n;

describe('buyer directory', () => {
  it('stores, reads, replaces and deletes a buyer; a complete one carries no flag', async () => {
    const { t, a } = await setup();
    const made = await t.call('POST', 'api/buyers', cityHall, a);
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ ...cityHall, flagged: false, findings: [] });
    const id = made.data.id;
    expect((await t.call('GET', `api/buyers/${id}`, undefined, a)).data.BUYER.Buyer_name).toBe(
      'Stadt Musterhausen',
    );
    const changed = await t.call(
      'PUT',
      `api/buyers/${id}`,
      { ...cityHall, BUYER: { ...cityHall.BUYER, Buyer_name: 'Stadt Neuhausen' } },
      a,
    );
    expect(changed.data.BUYER.Buyer_name).toBe('Stadt Neuhausen');
    expect((await t.call('DELETE', `api/buyers/${id}`, undefined, a)).status).toBe(204);
    expect((await t.call('GET', `api/buyers/${id}`, undefined, a)).status).toBe(404);
  });

  it('flags a buyer without electronic address through the rules (PEPPOL-EN16931-R010), in the user language', async () => {
    const { t, a } = await setup();
    const { Buyer_electronic_address: _, ...rest } = cityHall.BUYER;
    const made = await t.call('POST', 'api/buyers', { ...cityHall, BUYER: rest }, a);
    expect(made.status).toBe(201);
    expect(made.data.flagged).toBe(true);
    const f = made.data.findings.find((x: { bt: string }) => x.bt === 'BT-49');
    expect(f).toMatchObject({ ruleId: 'PEPPOL-EN16931-R010', pointer: '/BUYER/Buyer_electronic_address' });
    expect(f.message).toMatch(/Käufer|elektronische/i);
  });

  it('searches by name, Leitweg-ID, VAT id and customer number, only within the company', async () => {
    const { t, a } = await setup();
    const b = (await registerCompany(t, 'admin@buyers-b.example', 'Beta GmbH')).accessToken;
    await t.call('POST', 'api/buyers', cityHall, a);
    await t.call(
      'POST',
      'api/buyers',
      {
        customerNumber: 'K-2002',
        BUYER: { Buyer_name: 'Kreis Beispiel', Buyer_VAT_identifier: 'DE999999999' },
      },
      a,
    );
    const names = async (q: string, token = a) =>
      (await t.call('GET', `api/buyers?search=${encodeURIComponent(q)}`, undefined, token)).data.content.map(
        (r: { BUYER: { Buyer_name: string } }) => r.BUYER.Buyer_name,
      );
    expect(await names('musterhausen')).toEqual(['Stadt Musterhausen']);
    expect(await names('04011000-12345')).toEqual(['Stadt Musterhausen']);
    expect(await names('DE999')).toEqual(['Kreis Beispiel']);
    expect(await names('k-2002')).toEqual(['Kreis Beispiel']);
    expect(await names('')).toEqual(['Kreis Beispiel', 'Stadt Musterhausen']);
    expect(await names('', b)).toEqual([]);
    expect(await names('100%_')).toEqual([]);
  });

  it('saves the buyer of a stored invoice with one call; a foreign invoice answers as a missing one', async () => {
    const { t, a } = await setup();
    const b = (await registerCompany(t, 'admin@buyers-b.example', 'Beta GmbH')).accessToken;
    const inv = (await t.call('POST', 'api/rechnung', savePayload(), a)).data;
    const made = await t.call('POST', `api/buyers/from-invoice?rechnungId=${inv.id}`, undefined, a);
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({
      Buyer_reference: '04011000-12345-34',
      BUYER: { Buyer_name: 'Stadt Musterhausen' },
    });
    const foreign = await t.call('POST', `api/buyers/from-invoice?rechnungId=${inv.id}`, undefined, b);
    const missing = await t.call('POST', 'api/buyers/from-invoice?rechnungId=999999', undefined, b);
    expect([foreign.status, foreign.data]).toEqual([missing.status, missing.data]);
    expect(foreign.status).toBe(404);
    expect(await count(t)).toBe(1);
  });

  it('refuses bad entries with a clear error and stores nothing', async () => {
    const { t, a } = await setup();
    const noName = await t.call(
      'POST',
      'api/buyers',
      { BUYER: { BUYER_POSTAL_ADDRESS: { Buyer_city: 'X' } } },
      a,
    );
    expect(noName.status).toBe(400);
    expect(noName.data.message).toBe('Bitte den Namen des Käufers eintragen.');
    const long = await t.call('POST', 'api/buyers', { BUYER: { Buyer_name: 'x'.repeat(4097) } }, a);
    expect(long.data.messageKey).toBe('validation.text.tooLong');
    const shape = await t.call('POST', 'api/buyers', { BUYER: { Buyer_name: 'X', Buyer_colour: 'blue' } }, a);
    expect(shape.status).toBe(400);
    const unknown = await t.call('POST', 'api/buyers', { ...cityHall, password: 'x' }, a);
    expect(unknown.status).toBe(400);
    expect(await count(t)).toBe(0);
  });

  it('keeps to the per-company quota', async () => {
    const t = await freshApp({ directoryMaxEntries: 2 });
    const a = (await registerCompany(t, 'admin@buyers-q.example')).accessToken;
    expect((await t.call('POST', 'api/buyers', cityHall, a)).status).toBe(201);
    // a customer number is unique in the company: the second gets the next free one
    const second = { ...cityHall, customerNumber: '' };
    expect((await t.call('POST', 'api/buyers', second, a)).status).toBe(201);
    const full = await t.call('POST', 'api/buyers', second, a);
    expect(full.status).toBe(413);
    expect(full.data.messageKey).toBe('directory.error.quota');
    const csv = 'Buyer_name\nEins\n';
    expect((await t.call('POST', 'api/buyers/import', csv, a, { 'content-type': 'text/csv' })).status).toBe(
      413,
    );
    expect(await count(t)).toBe(2);
  });

  it('keeps to the quota when several entries are added at once (counted one after the other)', async () => {
    const t = await freshApp({ directoryMaxEntries: 3 });
    const a = (await registerCompany(t, 'admin@buyers-burst.example')).accessToken;
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', 'api/buyers', { ...cityHall, customerNumber: '' }, a)),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 201, 413, 413, 413]);
    expect(await count(t)).toBe(3);
  });
});

describe('buyer CSV import', () => {
  const csv = { 'content-type': 'text/csv' };

  it('imports a semicolon file with quotes, BOM and CRLF; the rows are searchable and flagged by the rules', async () => {
    const { t, a } = await setup();
    const file =
      '\uFEFFcustomerNumber;Buyer_name;Buyer_reference;Buyer_electronic_address;Buyer_electronic_address_Scheme_identifier;Buyer_city;Buyer_post_code;Buyer_country_code\r\n' +
      'K-1;"Stadt ""Alt"" Musterhausen";04011000-12345-34;rechnung@alt.example;EM;Musterhausen;12345;DE\r\n' +
      '\r\n' +
      'K-2;"Kreis Beispiel; Amt 2";991-12345-67;;;Beispiel;54321;DE\r\n';
    const res = await t.call('POST', 'api/buyers/import', file, a, csv);
    expect(res.data).toEqual({ imported: 2 });
    const list = (await t.call('GET', 'api/buyers', undefined, a)).data.content;
    expect(
      list.map((r: { BUYER: { Buyer_name: string }; flagged: boolean }) => [r.BUYER.Buyer_name, r.flagged]),
    ).toEqual([
      ['Kreis Beispiel; Amt 2', true],
      ['Stadt "Alt" Musterhausen', false],
    ]);
    expect(list[1].BUYER.BUYER_POSTAL_ADDRESS).toEqual({
      Buyer_city: 'Musterhausen',
      Buyer_post_code: '12345',
      Buyer_country_code: 'DE',
    });
  });

  it('refuses a file with bad rows, naming each row and field, and stores nothing', async () => {
    const { t, a } = await setup();
    const file = `Buyer_name,Buyer_city\nGut,Bonn\n,Köln\nZu,viele,Spalten\n${'x'.repeat(4097)},Bonn\n`;
    const res = await t.call('POST', 'api/buyers/import', file, a, {
      'content-type': 'text/csv',
      'accept-language': 'en',
    });
    expect(res.status).toBe(400);
    expect(res.data.messageKey).toBe('csv.error.invalid');
    expect(res.data.message).toBe('The CSV file has errors in 3 rows; nothing was stored.');
    expect(
      res.data.rows.map((r: { line: number; column?: string; messageKey: string }) => [
        r.line,
        r.column,
        r.messageKey,
      ]),
    ).toEqual([
      [3, 'Buyer_name', 'directory.error.buyerNameRequired'],
      [4, undefined, 'csv.error.columnCount'],
      [5, 'Buyer_name', 'validation.text.tooLong'],
    ]);
    expect(await count(t)).toBe(0);
    const unknown = await t.call('POST', 'api/buyers/import', 'Name;Ort\nA;B\n', a, {
      'content-type': 'text/csv',
    });
    expect(unknown.data.messageKey).toBe('csv.error.unknownColumn');
    const open = await t.call('POST', 'api/buyers/import', 'Buyer_name\n"offen\n', a, {
      'content-type': 'text/csv',
    });
    expect(open.data.messageKey).toBe('csv.error.format');
    expect(await count(t)).toBe(0);
  });
});
