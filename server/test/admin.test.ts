import { describe, expect, it } from 'vitest';
import { freshApp, lastMailToken, PASSWORD, registerCompany, savePayload, sqlRows } from './helpers';

async function companyWithUser() {
  const t = await freshApp();
  const admin = await registerCompany(t, 'admin@a.example');
  const created = await t.call(
    'POST',
    'api/ssouser',
    { login: 'user@a.example', locale: 'en' },
    admin.accessToken,
  );
  expect(created.status).toBe(201);
  await t.call('POST', 'public-api/activate/', {
    token: await lastMailToken(t.deps, 'user@a.example'),
    password: PASSWORD,
  });
  const user = (
    await t.call('POST', 'public-api/authenticate/', { login: 'user@a.example', password: PASSWORD })
  ).data;
  return { t, admin, user, userId: created.data.id as number };
}

describe('company (Adresse)', () => {
  it('reads and updates the own company; delete needs the own login retyped', async () => {
    const { t, admin, user } = await companyWithUser();
    const company = await t.call('GET', 'api/adresse', undefined, user.accessToken);
    expect(company.data).toMatchObject({
      name: 'Muster GmbH',
      contactEmail: 'kontakt.admin@a.example',
      country: 'DE',
    });
    const put = await t.call('PUT', 'api/adresse', { ...company.data, city: 'Hamburg' }, admin.accessToken);
    expect(put).toMatchObject({ status: 200, data: { city: 'Hamburg' } });
    const bad = await t.call(
      'PUT',
      'api/adresse',
      { ...company.data, contactEmail: 'no-mail' },
      admin.accessToken,
    );
    expect(bad.status).toBe(400);
    const wrong = await t.call(
      'DELETE',
      'api/adresse',
      { confirmLogin: 'someone@a.example' },
      admin.accessToken,
    );
    expect(wrong.data.messageKey).toBe('validation.confirmLogin');
    await t.call('POST', 'api/rechnung', savePayload(), admin.accessToken);
    const del = await t.call('DELETE', 'api/adresse', { confirmLogin: 'admin@a.example' }, admin.accessToken);
    expect(del.status).toBe(200);
    const counts = await sqlRows(
      t.deps,
      'SELECT (SELECT count(*) FROM users) u, (SELECT count(*) FROM invoices) i, (SELECT count(*) FROM companies) c',
    );
    expect(counts).toEqual([{ u: 0, i: 0, c: 0 }]);
    expect((await t.call('GET', 'api/adresse', undefined, admin.accessToken)).status).toBe(401);
  });
});

describe('users and roles', () => {
  it('lists users sorted by login with their state and roles', async () => {
    const { t, admin } = await companyWithUser();
    await t.call('POST', 'api/ssouser', { login: 'b-invited@a.example' }, admin.accessToken);
    const list = await t.call('GET', 'api/adresse/ssousers?sort=login,asc', undefined, admin.accessToken);
    expect(list.data.map((u: { login: string }) => u.login)).toEqual([
      'admin@a.example',
      'b-invited@a.example',
      'user@a.example',
    ]);
    expect(list.data[1]).toMatchObject({
      active: false,
      activationTokenExpired: false,
      locked: false,
      status: 'INVITED',
    });
    expect(list.data[0].roles.map((r: { role: string }) => r.role)).toEqual([
      'ROLE_WEBERFASSUNG',
      'ROLE_WEBERFASSUNG_ADMIN',
    ]);
    const taken = await t.call('POST', 'api/ssouser', { login: 'user@a.example' }, admin.accessToken);
    expect(taken).toMatchObject({ status: 409, data: { messageKey: 'error.loginExists' } });
  });

  it('assigns and removes roles; the last admin keeps the admin role and cannot be deleted', async () => {
    const { t, admin, user, userId } = await companyWithUser();
    const me = (await t.call('GET', 'api/adresse/ssousers', undefined, admin.accessToken)).data[0];
    const adminRole = me.roles.find((r: { role: string }) => r.role === 'ROLE_WEBERFASSUNG_ADMIN');
    const demote = await t.call('DELETE', `api/ssouserroles/${adminRole.id}`, undefined, admin.accessToken);
    // the refusal says what happened and why, and what to do first
    expect(demote).toMatchObject({ status: 403, data: { messageKey: 'error.lastAdminRole' } });
    expect(demote.data.message).toMatch(/^Sie sind der letzte Administrator Ihres Unternehmens: /);
    const selfDelete = await t.call('DELETE', `api/ssouser/${me.id}`, undefined, admin.accessToken);
    expect(selfDelete.data.messageKey).toBe('error.lastAdminDelete');
    expect(selfDelete.data.message).toMatch(
      /^Sie sind der letzte Administrator Ihres Unternehmens: Ihr Konto/,
    );
    const selfLock = await t.call(
      'PUT',
      `api/ssouser/${me.id}`,
      { id: me.id, locked: true },
      admin.accessToken,
    );
    expect(selfLock).toMatchObject({ status: 403, data: { messageKey: 'error.lastAdminLock' } });
    const granted = await t.call(
      'POST',
      'api/ssouserrole',
      { ssoUserId: userId, role: 'ROLE_WEBERFASSUNG_ADMIN' },
      admin.accessToken,
    );
    expect(granted).toMatchObject({
      status: 201,
      data: { role: 'ROLE_WEBERFASSUNG_ADMIN', ssoUserId: userId },
    });
    const twice = await t.call(
      'POST',
      'api/ssouserrole',
      { ssoUserId: userId, role: 'ROLE_WEBERFASSUNG_ADMIN' },
      admin.accessToken,
    );
    expect(twice.status).toBe(409);
    expect(
      (await t.call('DELETE', `api/ssouserroles/${adminRole.id}`, undefined, admin.accessToken)).status,
    ).toBe(200);
    const removed = await t.call(
      'DELETE',
      `api/ssouserroles/${granted.data.id}`,
      undefined,
      admin.accessToken,
    );
    expect(removed.status).toBe(403);
    // The user is the company's admin now; even an admin cannot take away the base role.
    const userRole = (
      await t.call('GET', `api/ssouser/${userId}`, undefined, user.accessToken)
    ).data.roles.find((r: { role: string }) => r.role === 'ROLE_WEBERFASSUNG');
    const base = await t.call('DELETE', `api/ssouserroles/${userRole.id}`, undefined, user.accessToken);
    expect(base).toMatchObject({
      status: 403,
      data: { messageKey: 'error.baseRoleRefused', reason: 'baseRole' },
    });
    // the caller's locale is English
    expect(base.data.message).toMatch(/^Every account has the role "User"/);
  });

  it('updates, locks, disables, resends activation and deletes a user', async () => {
    const { t, admin, userId } = await companyWithUser();
    const got = await t.call('GET', `api/ssouser/${userId}`, undefined, admin.accessToken);
    expect(got.data).toMatchObject({ login: 'user@a.example', locale: 'en', status: 'ACTIVE' });
    const upd = await t.call(
      'PUT',
      `api/ssouser/${userId}`,
      { id: userId, givenName: 'Max', locked: true },
      admin.accessToken,
    );
    expect(upd.data).toMatchObject({ givenName: 'Max', locked: true });
    const locked = await t.call('POST', 'public-api/authenticate/', {
      login: 'user@a.example',
      password: PASSWORD,
    });
    expect(locked.data.messageKey).toBe('login.error.locked');
    await t.call(
      'PUT',
      `api/ssouser/${userId}`,
      { id: userId, locked: false, disabled: true },
      admin.accessToken,
    );
    const disabled = await t.call('POST', 'public-api/authenticate/', {
      login: 'user@a.example',
      password: PASSWORD,
    });
    expect(disabled.data.messageKey).toBe('login.error.disabled');
    const invited = await t.call('POST', 'api/ssouser', { login: 'new@a.example' }, admin.accessToken);
    const first = await lastMailToken(t.deps, 'new@a.example');
    expect(
      (
        await t.call(
          'POST',
          `api/ssouser/${invited.data.id}/resend-activation-mail`,
          undefined,
          admin.accessToken,
        )
      ).status,
    ).toBe(200);
    const second = await lastMailToken(t.deps, 'new@a.example');
    expect(second).not.toBe(first);
    expect((await t.call('POST', 'public-api/activate/', { token: first, password: PASSWORD })).status).toBe(
      400,
    );
    const activeResend = await t.call(
      'POST',
      `api/ssouser/${userId}/resend-activation-mail`,
      undefined,
      admin.accessToken,
    );
    expect(activeResend.status).toBe(400);
    expect((await t.call('DELETE', `api/ssouser/${userId}`, undefined, admin.accessToken)).status).toBe(200);
    expect((await t.call('GET', `api/ssouser/${userId}`, undefined, admin.accessToken)).status).toBe(404);
  });

  it('a user sets the locale and deletes the own account; the invoices stay', async () => {
    const { t, admin, user } = await companyWithUser();
    expect((await t.call('PUT', 'api/ssouser/locale', { locale: 'en' }, user.accessToken)).data).toEqual({
      locale: 'en',
    });
    expect((await t.call('PUT', 'api/ssouser/locale', { locale: 'fr' }, user.accessToken)).status).toBe(400);
    const saved = await t.call('POST', 'api/rechnung', savePayload(), user.accessToken);
    expect((await t.call('DELETE', 'api/ssouser', undefined, user.accessToken)).status).toBe(200);
    expect((await t.call('GET', 'api/masterdata/', undefined, user.accessToken)).status).toBe(401);
    const kept = await t.call('GET', `api/rechnung/${saved.data.id}`, undefined, admin.accessToken);
    expect(kept.data).toMatchObject({ author: 'user@a.example', invoiceNumber: 'RE-1' });
  });

  it('refuses every admin call to a plain user', async () => {
    const { t, user, userId } = await companyWithUser();
    const calls: [string, string, unknown?][] = [
      ['PUT', 'api/adresse', { name: 'X' }],
      ['DELETE', 'api/adresse'],
      ['GET', 'api/adresse/ssousers?sort=login,asc'],
      ['POST', 'api/ssouser', { login: 'x@a.example' }],
      ['GET', `api/ssouser/${userId}`],
      ['PUT', `api/ssouser/${userId}`, { id: userId, locked: true }],
      ['DELETE', `api/ssouser/${userId}`],
      ['POST', `api/ssouser/${userId}/resend-activation-mail`],
      ['POST', 'api/ssouserrole', { ssoUserId: userId, role: 'ROLE_WEBERFASSUNG_ADMIN' }],
      ['DELETE', 'api/ssouserroles/1'],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, body, user.accessToken);
      expect([method, path, res.status, res.data.messageKey]).toEqual([method, path, 403, 'error.forbidden']);
    }
    const roles = await sqlRows(
      t.deps,
      "SELECT count(*) n FROM user_roles WHERE role = 'ROLE_WEBERFASSUNG_ADMIN'",
    );
    expect(roles).toEqual([{ n: 1 }]);
  });
});

describe('error texts', () => {
  it('speak the logged-in user’s language', async () => {
    const { t, user } = await companyWithUser();
    await t.call('PUT', 'api/ssouser/locale', { locale: 'en' }, user.accessToken);
    const res = await t.call('DELETE', 'api/adresse', undefined, user.accessToken);
    expect(res.data).toMatchObject({
      messageKey: 'error.forbidden',
      message: 'You do not have the required permissions.',
    });
  });
});
