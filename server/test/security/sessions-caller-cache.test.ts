/**
 * An instance remembers a token's caller (user, roles, "not revoked") for `AUTH_CACHE_SECONDS`;
 * here 60 s, so any answer kept too long would show: a logout, a locked user and a removed admin
 * role through this instance take effect at once all the same. On PostgreSQL a request with a
 * remembered token makes one round trip less (no read of the denylist, user and roles).
 */
import { describe, expect, it } from 'vitest';
import { dbRoundTrips } from '../../src/db/round-trips';
import { freshApp, lastMailToken, onPostgres, PASSWORD, registerCompany } from '../helpers';

type T = Awaited<ReturnType<typeof freshApp>>;
const me = (t: T, token: string) => t.call('GET', 'api/masterdata/', undefined, token);
const login = async (t: T, who: string) =>
  (await t.call('POST', 'public-api/authenticate/', { login: who, password: PASSWORD })).data as {
    accessToken: string;
  };

async function companyWithUser(t: T) {
  const admin = await registerCompany(t, 'admin@cache.example');
  const created = await t.call('POST', 'api/ssouser', { login: 'user@cache.example' }, admin.accessToken);
  expect(created.status).toBe(201);
  await t.call('POST', 'public-api/activate/', {
    token: await lastMailToken(t.deps, 'user@cache.example'),
    password: PASSWORD,
  });
  return { admin, user: await login(t, 'user@cache.example'), userId: created.data.id as number };
}

describe('remembered callers of access tokens', () => {
  it('a logout takes effect at once on the instance that remembers the token', async () => {
    const t = await freshApp({ authCacheSeconds: 60 });
    const one = await registerCompany(t, 'logout@cache.example');
    const two = await login(t, 'logout@cache.example');
    expect((await me(t, one.accessToken)).status).toBe(200);
    expect((await me(t, one.accessToken)).status).toBe(200);
    expect((await me(t, two.accessToken)).status).toBe(200);
    expect((await t.call('POST', 'logout/', {}, one.accessToken)).status).toBe(200);
    expect((await me(t, one.accessToken)).status).toBe(401);
    expect((await me(t, two.accessToken)).status).toBe(200);
    expect((await t.call('POST', 'logout/', { allSessions: true }, two.accessToken)).status).toBe(200);
    expect((await me(t, two.accessToken)).status).toBe(401);
  });

  it('a locked user and a removed admin role are refused at once', async () => {
    const t = await freshApp({ authCacheSeconds: 60 });
    const { admin, user, userId } = await companyWithUser(t);
    expect((await me(t, user.accessToken)).status).toBe(200);
    const locked = await t.call(
      'PUT',
      `api/ssouser/${userId}`,
      { id: userId, locked: true },
      admin.accessToken,
    );
    expect(locked.status).toBe(200);
    expect((await me(t, user.accessToken)).status).not.toBe(200);

    // a second admin, then the first admin's role taken away by them
    await t.call('PUT', `api/ssouser/${userId}`, { id: userId, locked: false }, admin.accessToken);
    const granted = await t.call(
      'POST',
      'api/ssouserrole',
      { ssoUserId: userId, role: 'ROLE_WEBERFASSUNG_ADMIN' },
      admin.accessToken,
    );
    expect(granted.status).toBe(201);
    const second = await login(t, 'user@cache.example');
    const users = await t.call('GET', 'api/adresse/ssousers', undefined, admin.accessToken);
    expect(users.status).toBe(200);
    const first = (users.data as { login: string; roles: { id: number; role: string }[] }[]).find(
      (u) => u.login === 'admin@cache.example',
    );
    const adminRole = first?.roles.find((r) => r.role === 'ROLE_WEBERFASSUNG_ADMIN');
    expect(adminRole).toBeDefined();
    const demoted = await t.call(
      'DELETE',
      `api/ssouserroles/${adminRole?.id}`,
      undefined,
      second.accessToken,
    );
    expect(demoted.status).toBe(200);
    expect((await t.call('GET', 'api/adresse/ssousers', undefined, admin.accessToken)).status).toBe(403);
  });

  it.runIf(onPostgres)('a remembered token saves the read of denylist, user and roles', async () => {
    const perRequest = async (authCacheSeconds: number) => {
      const t = await freshApp({ authCacheSeconds });
      const { accessToken } = await registerCompany(t, `trips${authCacheSeconds}@cache.example`);
      expect((await me(t, accessToken)).status).toBe(200);
      const before = (await dbRoundTrips.get()).values[0]?.value ?? 0;
      for (let i = 0; i < 5; i++) expect((await me(t, accessToken)).status).toBe(200);
      return (((await dbRoundTrips.get()).values[0]?.value ?? 0) - before) / 5;
    };
    expect((await perRequest(0)) - (await perRequest(60))).toBe(1);
  });
});
