/**
 * Sessions end when they should: a credential change ends the user's other sessions (refresh and
 * access tokens at once), logout ends the access token at once, logout with `allSessions` ends
 * every session, and a replayed refresh token ends its whole session family.
 */
import { describe, expect, it } from 'vitest';
import { freshApp, lastMailToken, PASSWORD, registerCompany, sqlRun } from '../helpers';

const NEW_PASSWORD = 'Ganz-Neu-2026?';
type T = Awaited<ReturnType<typeof freshApp>>;
const login = async (t: T, who: string, password = PASSWORD) =>
  (await t.call('POST', 'public-api/authenticate/', { login: who, password })).data as {
    accessToken: string;
    refreshToken: string;
  };
const refresh = (t: T, refreshToken: string) => t.call('POST', 'public-api/refreshtoken/', { refreshToken });
const me = (t: T, token: string) => t.call('GET', 'api/masterdata/', undefined, token);

describe('session revocation', () => {
  it('a password change ends the other sessions at once and keeps the one that made it', async () => {
    const t = await freshApp();
    const here = await registerCompany(t, 'a@rev.example');
    const elsewhere = await login(t, 'a@rev.example');
    expect((await me(t, elsewhere.accessToken)).status).toBe(200);
    const changed = await t.call(
      'POST',
      'api/change-password',
      { oldPassword: PASSWORD, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
      here.accessToken,
    );
    expect(changed.status).toBe(200);
    expect((await me(t, elsewhere.accessToken)).status).toBe(401);
    expect((await refresh(t, elsewhere.refreshToken)).status).toBe(401);
    expect((await me(t, here.accessToken)).status).toBe(200);
    expect((await refresh(t, here.refreshToken)).status).toBe(200);
  });

  it('a password reset by mail and a login change end every session', async () => {
    const t = await freshApp();
    const first = await registerCompany(t, 'b@rev.example');
    await t.call('POST', 'public-api/reset-password', { login: 'b@rev.example' });
    const token = await lastMailToken(t.deps, 'b@rev.example');
    await t.call('POST', 'public-api/change-password', { token, password: NEW_PASSWORD });
    expect((await me(t, first.accessToken)).status).toBe(401);
    expect((await refresh(t, first.refreshToken)).status).toBe(401);

    const second = await login(t, 'b@rev.example', NEW_PASSWORD);
    await t.call(
      'POST',
      'api/reset-login',
      { newLogin: 'b2@rev.example', password: NEW_PASSWORD },
      second.accessToken,
    );
    await t.call('POST', 'public-api/change-login', { token: await lastMailToken(t.deps, 'b2@rev.example') });
    expect((await me(t, second.accessToken)).status).toBe(401);
    expect((await refresh(t, second.refreshToken)).status).toBe(401);
    await t.deps.mailer.flush();
  });

  it('logout ends the access token at once; allSessions ends every session', async () => {
    const t = await freshApp();
    const one = await registerCompany(t, 'c@rev.example');
    const two = await login(t, 'c@rev.example');
    const three = await login(t, 'c@rev.example');
    expect((await t.call('POST', 'logout/', {}, one.accessToken)).status).toBe(200);
    expect((await me(t, one.accessToken)).status).toBe(401);
    expect((await refresh(t, one.refreshToken)).status).toBe(401);
    expect((await me(t, two.accessToken)).status).toBe(200);
    expect((await t.call('POST', 'logout/', { allSessions: true }, two.accessToken)).status).toBe(200);
    expect((await me(t, three.accessToken)).status).toBe(401);
    expect((await refresh(t, three.refreshToken)).status).toBe(401);
  });

  it('a replayed refresh token ends its whole session family, not the other sessions', async () => {
    const t = await freshApp();
    const stolen = await registerCompany(t, 'd@rev.example');
    const other = await login(t, 'd@rev.example');
    const thief = (await refresh(t, stolen.refreshToken)).data as {
      accessToken: string;
      refreshToken: string;
    };
    expect((await me(t, thief.accessToken)).status).toBe(200);
    // later (beyond the grace window for a second tab's refresh, sessions-refresh-race.test.ts) the
    // victim's client uses the old token again: the family is revoked
    await sqlRun(
      t.deps,
      'UPDATE refresh_tokens SET rotated_at = rotated_at - 60000 WHERE rotated_at IS NOT NULL',
    );
    expect((await refresh(t, stolen.refreshToken)).status).toBe(401);
    expect((await me(t, thief.accessToken)).status).toBe(401);
    expect((await refresh(t, thief.refreshToken)).status).toBe(401);
    expect((await me(t, other.accessToken)).status).toBe(200);
    expect((await refresh(t, other.refreshToken)).status).toBe(200);
  });
});
