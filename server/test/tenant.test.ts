import { describe, expect, it } from 'vitest';
import { freshApp, lastMailToken, PASSWORD, registerCompany, savePayload, sqlRows } from './helpers';

describe('tenant isolation', () => {
  it('a company B user reaches no company A resource and learns nothing about it', async () => {
    const t = await freshApp();
    const a = await registerCompany(t, 'admin@a.example', 'A GmbH');
    const b = await registerCompany(t, 'admin@b.example', 'B GmbH');
    await t.call('POST', 'api/masterdata', { Seller_name: 'A GmbH' }, a.accessToken);
    const inv = (await t.call('POST', 'api/rechnung', savePayload(), a.accessToken)).data;
    const userA = (await t.call('POST', 'api/ssouser', { login: 'user@a.example' }, a.accessToken)).data;
    await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'user@a.example'),
      password: PASSWORD,
    });
    const roleA = userA.roles[0].id;
    const snapshot = async () => [
      await sqlRows(t.deps, 'SELECT id, version, invoice_number, status FROM invoices ORDER BY id'),
      await sqlRows(t.deps, 'SELECT id, login, status FROM users ORDER BY id'),
      await sqlRows(t.deps, 'SELECT count(*) n FROM user_roles'),
      await sqlRows(t.deps, 'SELECT name FROM companies ORDER BY id'),
      await sqlRows(t.deps, 'SELECT json FROM masterdata ORDER BY company_id'),
    ];
    const before = await snapshot();

    const missing = 999_999;
    const targets = (id: number, user: number, role: number): [string, string, unknown?][] => [
      ['GET', `api/rechnung/${id}`],
      ['PUT', `api/rechnung/${id}`, savePayload({ invoiceNumber: 'hijacked' })],
      ['DELETE', `api/rechnung/${id}`],
      ['POST', `api/rechnung/${id}/manually-sent`],
      ['GET', `api/rechnung/jsondata/${id}`],
      ['GET', `api/rechnung/xrechnungdata/${id}`],
      ['GET', `api/rechnung/visualisierungdata/${id}`],
      ['GET', `api/rechnung/validierungsergebnisdata/${id}`],
      ['POST', `api/v1_2/ubl-invoices-send?rechnungId=${id}`, { Invoice_number: { Content: 'x' } }],
      ['POST', `api/v1_2/cefact-invoices?rechnungId=${id}`, { Invoice_number: { Content: 'x' } }],
      ['GET', `api/ssouser/${user}`],
      ['PUT', `api/ssouser/${user}`, { id: user, locked: true }],
      ['DELETE', `api/ssouser/${user}`],
      ['POST', `api/ssouser/${user}/resend-activation-mail`],
      ['POST', 'api/ssouserrole', { ssoUserId: user, role: 'ROLE_WEBERFASSUNG_ADMIN' }],
      ['DELETE', `api/ssouserroles/${role}`],
    ];
    const real = targets(inv.id, userA.id, roleA);
    const fake = targets(missing, missing, missing);
    for (let i = 0; i < real.length; i++) {
      const [method, path, body] = real[i];
      const res = await t.call(method, path, body, b.accessToken);
      const ghost = await t.call(fake[i][0], fake[i][1], fake[i][2], b.accessToken);
      expect([method, path, res.status]).toEqual([method, path, expect.toBeOneOf([403, 404])]);
      expect({ status: res.status, data: res.data }).toEqual({ status: ghost.status, data: ghost.data });
    }
    const lists = [
      await t.call('GET', 'api/rechnung/inprogress', undefined, b.accessToken),
      await t.call('GET', `api/rechnung/inprogress?filterSSOUser=${userA.id}`, undefined, b.accessToken),
      await t.call(
        'GET',
        'api/rechnung/inprogress?filterFulltextSearchExpression=RE-1',
        undefined,
        b.accessToken,
      ),
      await t.call('GET', 'api/rechnung/sent', undefined, b.accessToken),
    ];
    for (const l of lists) expect(l.data).toMatchObject({ content: [], totalElements: 0 });
    expect((await t.call('GET', 'api/masterdata/', undefined, b.accessToken)).data).toBeNull();
    expect((await t.call('GET', 'api/adresse', undefined, b.accessToken)).data.name).toBe('B GmbH');
    const users = (await t.call('GET', 'api/adresse/ssousers', undefined, b.accessToken)).data;
    expect(users.map((u: { login: string }) => u.login)).toEqual(['admin@b.example']);
    const companyA = 1;
    const hijack = await t.call(
      'PUT',
      'api/adresse',
      {
        id: companyA,
        name: 'Hijacked',
        street: 's',
        number: '1',
        postcode: '1',
        city: 'c',
        contactEmail: 'x@y.example',
        locale: 'de',
        country: 'DE',
      },
      b.accessToken,
    );
    expect(hijack.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});
