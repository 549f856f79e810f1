/**
 * The company address lives once (issue 26): the administration ("Adresse") and the master data
 * read and write the same record, so a change on either screen shows on the other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany } from './helpers';

const masterData = JSON.parse(
  readFileSync(new URL('../../fixtures/masterdata.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('one company address for administration and master data', () => {
  it('a change in either is what the other reads', async () => {
    const t = await freshApp();
    const token = (await registerCompany(t, 'addr@a.example')).accessToken;
    // master data saved with its address: the administration shows it
    const created = await t.call('POST', 'api/masterdata', masterData, token);
    expect(created.status).toBe(201);
    const company = (await t.call('GET', 'api/adresse', undefined, token)).data;
    expect(company).toMatchObject({
      street: 'Musterstraße',
      number: '12',
      postcode: '10115',
      city: 'Berlin',
    });
    // the administration moves the company: the master data (and so every new invoice) follows
    const moved = await t.call(
      'PUT',
      'api/adresse',
      { ...company, street: 'Hafenweg', number: '7a', postcode: '20457', city: 'Hamburg' },
      token,
    );
    expect(moved.status).toBe(200);
    const read = (await t.call('GET', 'api/masterdata/', undefined, token)).data;
    expect(read).toMatchObject({
      Seller_address_line_1: 'Hafenweg 7a',
      Seller_post_code: '20457',
      Seller_city: 'Hamburg',
      Seller_country_code: 'DE',
      // what only the master data has stays there
      Seller_address_line_2: 'Aufgang B',
      Seller_country_subdivision: 'Berlin',
    });
    // the master data moves it back: the administration follows
    const back = await t.call(
      'PUT',
      'api/masterdata',
      { ...read, Seller_address_line_1: 'Alte Allee 3', Seller_post_code: '80331', Seller_city: 'München' },
      token,
    );
    expect(back.status).toBe(200);
    expect(back.data.Seller_city).toBe('München');
    expect((await t.call('GET', 'api/adresse', undefined, token)).data).toMatchObject({
      street: 'Alte Allee',
      number: '3',
      postcode: '80331',
      city: 'München',
    });
  });
});
