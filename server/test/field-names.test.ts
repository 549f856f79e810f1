/**
 * One contract between UI and server: bodies use the schemas' field names only. The former
 * alias spellings (`email`, `name` at registration, `firstName`, `lastName`) are refused with 400
 * and store nothing; answers carry only the schemas' names.
 */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, registration } from './helpers';

describe('field names are the schemas', () => {
  it('a registration with the alias names is refused and creates no company', async () => {
    const t = await freshApp();
    const { companyName, contactEmail, givenName, familyName, ...rest } = registration('alias@firma.example');
    const res = await t.call('POST', 'public-api/adresse', {
      ...rest,
      name: companyName,
      email: contactEmail,
      firstName: givenName,
      lastName: familyName,
    });
    expect(res.status).toBe(400);
    const again = await t.call('POST', 'public-api/adresse', registration('alias@firma.example'));
    expect(again.status).toBe(201);
  });

  it('the company answers contactEmail only, and a PUT with `email` is refused and changes nothing', async () => {
    const t = await freshApp();
    const login = await registerCompany(t, 'admin@firma.example');
    const token = login.accessToken;
    const before = await t.call('GET', 'api/adresse', undefined, token);
    expect(before.data).toHaveProperty('contactEmail', 'kontakt.admin@firma.example');
    expect(before.data).not.toHaveProperty('email');
    const { contactEmail: _c, ...company } = before.data as Record<string, unknown>;
    const put = await t.call('PUT', 'api/adresse', { ...company, email: 'neu@firma.example' }, token);
    expect(put.status).toBe(400);
    const after = await t.call('GET', 'api/adresse', undefined, token);
    expect(after.data).toEqual(before.data);
  });

  it('a user invitation with firstName/lastName is refused and creates no user', async () => {
    const t = await freshApp();
    const login = await registerCompany(t, 'chef@firma.example');
    const token = login.accessToken;
    const res = await t.call(
      'POST',
      'api/ssouser',
      { login: 'neu@firma.example', firstName: 'Max', lastName: 'Muster' },
      token,
    );
    expect(res.status).toBe(400);
    const ok = await t.call(
      'POST',
      'api/ssouser',
      { login: 'neu@firma.example', givenName: 'Max', familyName: 'Muster' },
      token,
    );
    expect(ok.status).toBe(201);
  });
});
