import { describe, expect, it } from 'vitest';
import { freshApp, lastMailToken, PASSWORD, registerCompany, registration, sqlRun } from './helpers';

describe('registration, activation, login, refresh, logout', () => {
  it('registers a company whose first user is admin and logs in after activation', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'erika@firma-a.example');
    expect(auth.roles).toEqual(['ROLE_WEBERFASSUNG', 'ROLE_WEBERFASSUNG_ADMIN']);
    const full = await t.call('POST', 'public-api/authenticate/', {
      login: 'Erika@Firma-A.example',
      password: PASSWORD,
    });
    expect(full.data).toMatchObject({
      username: 'erika@firma-a.example',
      locale: 'de',
      millisAccessTokenExpiry: 900_000,
    });
    expect(full.data.addressSSOUsers).toEqual([expect.objectContaining({ login: 'erika@firma-a.example' })]);
    const company = await t.call('GET', 'api/adresse', undefined, auth.accessToken);
    expect(company.status === 200 || company.status === 404).toBe(true);
  });

  it('refuses a login before activation and with a wrong password', async () => {
    const t = await freshApp();
    await t.call('POST', 'public-api/adresse', registration('max@firma-b.example'));
    const early = await t.call('POST', 'public-api/authenticate/', {
      login: 'max@firma-b.example',
      password: PASSWORD,
    });
    expect(early).toMatchObject({ status: 403, data: { messageKey: 'login.error.notActivated' } });
    await t.call('POST', 'public-api/activate/', { token: await lastMailToken(t.deps), password: PASSWORD });
    const wrong = await t.call('POST', 'public-api/authenticate/', {
      login: 'max@firma-b.example',
      password: 'Falsch-Falsch-1!',
    });
    expect(wrong).toMatchObject({
      status: 401,
      data: { messageKey: 'login.error.badCredentials', code: 'BAD_CREDENTIALS' },
    });
    const unknown = await t.call('POST', 'public-api/authenticate/', {
      login: 'nobody@firma-b.example',
      password: PASSWORD,
    });
    expect(unknown.data.messageKey).toBe('login.error.badCredentials');
  });

  it('rotates refresh tokens: a used refresh token stops working; logout revokes', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'eva@firma-c.example');
    const first = await t.call('POST', 'public-api/refreshtoken/', { refreshToken: auth.refreshToken });
    expect(first.status).toBe(200);
    expect(first.data.refreshToken).not.toBe(auth.refreshToken);
    const out = await t.call(
      'POST',
      'logout/',
      { refreshToken: first.data.refreshToken },
      first.data.accessToken,
    );
    expect(out.status).toBe(200);
    const afterLogout = await t.call('POST', 'public-api/refreshtoken/', {
      refreshToken: first.data.refreshToken,
    });
    expect(afterLogout.status).toBe(401);
    const again = await t.call('POST', 'public-api/refreshtoken/', { refreshToken: auth.refreshToken });
    expect(again).toMatchObject({ status: 401, data: { messageKey: 'refresh.error.invalid' } });
  });

  it('answers 401 for a missing, forged or expired access token', async () => {
    const t = await freshApp({ accessTokenSeconds: -1 } as never);
    const auth = await registerCompany(t, 'tom@firma-d.example');
    expect((await t.call('GET', 'api/masterdata/')).status).toBe(401);
    expect((await t.call('GET', 'api/masterdata/', undefined, 'abc.def.ghi')).status).toBe(401);
    const expired = await t.call('GET', 'api/masterdata/', undefined, auth.accessToken);
    expect(expired).toMatchObject({ status: 401, data: { messageKey: 'error.unauthorized' } });
  });
});

describe('more session edges', () => {
  it('an expired refresh token is refused; errors speak English on request', async () => {
    const t = await freshApp({ refreshTokenSeconds: -1 } as never);
    const auth = await registerCompany(t, 'exp@firma-e.example');
    const res = await t.call(
      'POST',
      'public-api/refreshtoken/',
      { refreshToken: auth.refreshToken },
      undefined,
      { 'accept-language': 'en' },
    );
    expect(res).toMatchObject({
      status: 401,
      data: { messageKey: 'refresh.error.invalid', message: 'The session has expired.' },
    });
    expect((await t.call('POST', 'logout/', { refreshToken: auth.refreshToken })).status).toBe(401);
  });

  it('a token of a user deleted meanwhile gets 401 (logged-in user not found)', async () => {
    const t = await freshApp();
    const admin = await registerCompany(t, 'boss@firma-f.example');
    await t.call('POST', 'api/ssouser', { login: 'temp@firma-f.example' }, admin.accessToken);
    await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'temp@firma-f.example'),
      password: PASSWORD,
    });
    const temp = (
      await t.call('POST', 'public-api/authenticate/', { login: 'temp@firma-f.example', password: PASSWORD })
    ).data;
    const users = (await t.call('GET', 'api/adresse/ssousers', undefined, admin.accessToken)).data;
    const id = users.find((u: { login: string }) => u.login === 'temp@firma-f.example').id;
    await t.call('DELETE', `api/ssouser/${id}`, undefined, admin.accessToken);
    const res = await t.call('GET', 'api/masterdata/', undefined, temp.accessToken);
    expect(res).toMatchObject({ status: 401, data: { messageKey: 'error.userNotFound' } });
    const refresh = await t.call('POST', 'public-api/refreshtoken/', { refreshToken: temp.refreshToken });
    expect(refresh.status).toBe(401);
  });
});

describe('unexpected failures', () => {
  it('answer 500 INTERNAL_SERVER_ERROR with the technical text and no details', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'boom@firma-g.example');
    await sqlRun(t.deps, 'DROP TABLE text_resources');
    const res = await t.call('GET', 'api/textresource?type=NEWS', undefined, auth.accessToken);
    expect(res).toMatchObject({
      status: 500,
      data: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'error.technical' },
    });
    expect(res.data.message).toContain('technischer Fehler');
    expect(JSON.stringify(res.data)).not.toContain('text_resources');
  });
});
