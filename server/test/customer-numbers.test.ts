/** Customer numbers of the buyer directory (issue 27): given on create from the company's pattern, gapless, unique. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, sqlRun } from './helpers';

const masterData = JSON.parse(
  readFileSync(new URL('../../fixtures/masterdata.json', import.meta.url), 'utf8'),
);
const buyer = (name: string, customerNumber = '') => ({ customerNumber, BUYER: { Buyer_name: name } });

describe('customer numbers', () => {
  it('numbers new buyers by the pattern without gaps, per company, and refuses a number twice', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'admin@kunden-a.example', 'Alpha GmbH')).accessToken;
    const b = (await registerCompany(t, 'admin@kunden-b.example', 'Beta GmbH')).accessToken;
    const add = async (token: string, entry: object) => t.call('POST', 'api/buyers', entry, token);

    // the default pattern K-{NNNN}
    const first = await add(a, buyer('Erste AG'));
    expect(first.data.customerNumber).toBe('K-0001');
    expect((await add(a, buyer('Zweite AG'))).data.customerNumber).toBe('K-0002');
    // another company counts on its own
    expect((await add(b, buyer('Fremde AG'))).data.customerNumber).toBe('K-0001');
    // a number given by hand is kept; one another buyer of the company has is refused, nothing stored
    expect((await add(a, buyer('Hand AG', 'K-0004'))).data.customerNumber).toBe('K-0004');
    const twice = await add(a, buyer('Doppelt AG', 'K-0002'));
    expect(twice.status).toBe(409);
    expect(twice.data.message).toContain('Die Kundennummer K-0002 hat schon ein anderer Käufer');
    // the gap K-0003 is filled first; a deleted buyer's number is given again
    expect((await add(a, buyer('Dritte AG'))).data.customerNumber).toBe('K-0003');
    expect((await add(a, buyer('Fünfte AG'))).data.customerNumber).toBe('K-0005');
    expect((await t.call('DELETE', `api/buyers/${first.data.id}`, undefined, a)).status).toBe(204);
    expect((await add(a, buyer('Neue Erste AG'))).data.customerNumber).toBe('K-0001');
    // the number is searchable like one given by hand
    const found = await t.call('GET', 'api/buyers?search=k-0005', undefined, a);
    expect(found.data.content.map((r: { BUYER: { Buyer_name: string } }) => r.BUYER.Buyer_name)).toEqual([
      'Fünfte AG',
    ]);
    // changing to a taken number is refused; keeping its own is fine
    const hand = (await t.call('GET', 'api/buyers?search=hand', undefined, a)).data.content[0];
    const put = (customerNumber: string) =>
      t.call('PUT', `api/buyers/${hand.id}`, buyer('Hand AG', customerNumber), a);
    expect((await put('K-0001')).status).toBe(409);
    expect((await put('K-0004')).status).toBe(200);
  });

  it('follows the pattern of the master data; a CSV import numbers the rows without one', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'admin@kunden-c.example', 'Gamma GmbH')).accessToken;
    const bad = await t.call(
      'PUT',
      'api/masterdata',
      { ...masterData, Customer_number_pattern: 'KD-{YYYY}' },
      a,
    );
    expect(bad.status).toBe(400);
    const saved = await t.call(
      'PUT',
      'api/masterdata',
      { ...masterData, Customer_number_pattern: 'KD{NNN}' },
      a,
    );
    expect([200, 201]).toContain(saved.status);
    // an entry stored before customer numbers were given keeps working without one
    const old = await t.call('POST', 'api/buyers', buyer('Alt AG'), a);
    await sqlRun(t.deps, "UPDATE buyers SET customer_number = '' WHERE id = ?", old.data.id);
    const csv = 'customerNumber;Buyer_name\n;Eins AG\nKD005;Zwei AG\n;Drei AG\n';
    const imported = await t.call('POST', 'api/buyers/import', csv, a, { 'content-type': 'text/csv' });
    expect(imported.data).toEqual({ imported: 3 });
    const list = (await t.call('GET', 'api/buyers', undefined, a)).data.content;
    expect(
      list.map((r: { customerNumber: string; BUYER: { Buyer_name: string } }) => [
        r.BUYER.Buyer_name,
        r.customerNumber,
      ]),
    ).toEqual([
      ['Alt AG', ''],
      ['Drei AG', 'KD002'],
      ['Eins AG', 'KD001'],
      ['Zwei AG', 'KD005'],
    ]);
    const clash = await t.call('POST', 'api/buyers/import', 'customerNumber;Buyer_name\nKD001;Vier AG\n', a, {
      'content-type': 'text/csv',
    });
    expect(clash.status).toBe(409);
  });
});
