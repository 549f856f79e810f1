/** Article directory (issue 16): CRUD, exact prices, code lists, VAT rule flags, search, CSV import, scoping. */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, sqlRows } from './helpers';

const consulting = {
  Item_name: 'Beratung',
  Item_description: 'Beratung vor Ort, je Stunde',
  Item_Sellers_identifier: 'B-100',
  Invoiced_quantity_unit_of_measure_code: 'HUR',
  Item_net_price: '95.125',
  Invoiced_item_VAT_category_code: 'S',
  Invoiced_item_VAT_rate: 19,
};

async function setup() {
  const t = await freshApp();
  const a = (await registerCompany(t, 'admin@articles-a.example', 'Alpha GmbH')).accessToken;
  return { t, a };
}

const count = async (t: Awaited<ReturnType<typeof freshApp>>) =>
  (await sqlRows<{ n: number }>(t.deps, 'SELECT count(*) n FROM articles'))[0].n;

describe('article directory', () => {
  it('stores an article with its exact decimal price, replaces and deletes it', async () => {
    const { t, a } = await setup();
    const made = await t.call('POST', 'api/articles', consulting, a);
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ ...consulting, flagged: false, findings: [] });
    const id = made.data.id;
    const cheap = await t.call('PUT', `api/articles/${id}`, { ...consulting, Item_net_price: 0.1 }, a);
    expect(cheap.data.Item_net_price).toBe('0.10');
    const exact = await t.call(
      'PUT',
      `api/articles/${id}`,
      { ...consulting, Item_net_price: '123456789012.123456' },
      a,
    );
    expect(exact.data.Item_net_price).toBe('123456789012.123456');
    expect((await t.call('GET', `api/articles/${id}`, undefined, a)).data.Item_net_price).toBe(
      '123456789012.123456',
    );
    expect((await t.call('DELETE', `api/articles/${id}`, undefined, a)).status).toBe(204);
    expect((await t.call('DELETE', `api/articles/${id}`, undefined, a)).status).toBe(404);
  });

  it('flags an article whose VAT category and rate break the rules (BR-S-05, BR-E-05)', async () => {
    const { t, a } = await setup();
    const noRate = await t.call(
      'POST',
      'api/articles',
      { ...consulting, Invoiced_item_VAT_rate: undefined },
      a,
    );
    expect(noRate.data.flagged).toBe(true);
    expect(noRate.data.findings.map((f: { ruleId: string }) => f.ruleId)).toContain('BR-S-05');
    const exempt = await t.call(
      'POST',
      'api/articles',
      { ...consulting, Invoiced_item_VAT_category_code: 'E' },
      a,
    );
    expect(exempt.data.findings.map((f: { ruleId: string }) => f.ruleId)).toContain('BR-E-05');
  });

  it('refuses bad prices, rates and codes with clear errors and stores nothing', async () => {
    const { t, a } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...consulting, Item_name: '' }, 'Bitte den Namen des Artikels eintragen.'],
      [{ ...consulting, Item_net_price: '-1' }, 'Der Nettopreis muss'],
      [{ ...consulting, Item_net_price: '1.1234567' }, 'Der Nettopreis muss'],
      [{ ...consulting, Item_net_price: '1e5' }, 'Der Nettopreis muss'],
      [{ ...consulting, Invoiced_item_VAT_rate: 100.5 }, 'Der Umsatzsteuersatz muss'],
      [
        { ...consulting, Invoiced_quantity_unit_of_measure_code: 'STUNDE' },
        'ist kein Code der Liste UNECE_REC20',
      ],
      [{ ...consulting, Invoiced_item_VAT_category_code: 'X' }, 'ist kein Code der Liste UNTDID5305'],
      [{ ...consulting, Item_description: 'x'.repeat(4097) }, 'Der Text ist zu lang.'],
      [{ ...consulting, Item_gross_price: 3 }, 'Die Daten sind ungültig.'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', 'api/articles', body, a);
      expect([res.status, res.data.message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await count(t)).toBe(0);
  });

  it('searches by name, seller item id and description, only within the company; foreign ids answer as missing', async () => {
    const { t, a } = await setup();
    const b = (await registerCompany(t, 'admin@articles-b.example', 'Beta GmbH')).accessToken;
    const mine = (await t.call('POST', 'api/articles', consulting, a)).data;
    await t.call('POST', 'api/articles', { Item_name: 'Anfahrt', Item_Sellers_identifier: 'A-7' }, a);
    const names = async (q: string, token = a) =>
      (
        await t.call('GET', `api/articles?search=${encodeURIComponent(q)}`, undefined, token)
      ).data.content.map((r: { Item_name: string }) => r.Item_name);
    expect(await names('')).toEqual(['Anfahrt', 'Beratung']);
    expect(await names('b-100')).toEqual(['Beratung']);
    expect(await names('vor ort')).toEqual(['Beratung']);
    expect(await names('a-7')).toEqual(['Anfahrt']);
    expect(await names('', b)).toEqual([]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', consulting],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await t.call(method, `api/articles/${mine.id}`, body, b);
      const missing = await t.call(method, 'api/articles/999999', body, b);
      expect([foreign.status, foreign.data]).toEqual([404, missing.data]);
    }
    expect((await t.call('GET', `api/articles/${mine.id}`, undefined, a)).data.Item_net_price).toBe('95.125');
  });

  it('imports a CSV file (German decimal commas) or refuses it whole with per-row errors', async () => {
    const { t, a } = await setup();
    const csv = { 'content-type': 'text/csv' };
    const good =
      'Item_name;Item_Sellers_identifier;Invoiced_quantity_unit_of_measure_code;Item_net_price;Invoiced_item_VAT_category_code;Invoiced_item_VAT_rate\n' +
      'Schraube;S-1;H87;0,15;S;19\n' +
      'Fachbuch;F-9;H87;"39,90";S;7\n';
    expect((await t.call('POST', 'api/articles/import', good, a, csv)).data).toEqual({ imported: 2 });
    const list = (await t.call('GET', 'api/articles?search=s-1', undefined, a)).data.content;
    expect(list[0]).toMatchObject({
      Item_name: 'Schraube',
      Item_net_price: '0.15',
      Invoiced_item_VAT_rate: 19,
    });
    const bad = 'Item_name;Item_net_price\nMutter;0,10\nSchlüssel;zehn\n;1\n';
    const res = await t.call('POST', 'api/articles/import', bad, a, csv);
    expect(res.status).toBe(400);
    expect(res.data.rows.map((r: { line: number; column: string }) => [r.line, r.column])).toEqual([
      [3, 'Item_net_price'],
      [4, 'Item_name'],
    ]);
    expect(await count(t)).toBe(2);
  });
});
