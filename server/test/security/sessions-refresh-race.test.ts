/**
 * Issue 30 item 9: two tabs refreshing at once do not log the user out. Both tabs send the same
 * refresh cookie; the loser of the rotation (also one that arrives just after the winner committed)
 * gets 409 `refresh.error.concurrent` and keeps the session, and its retry with the cookie the
 * winner set succeeds. A used token that comes back after the grace window is a replay: the whole
 * session is revoked.
 */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, sqlRun } from '../helpers';

const ROUNDS = 10;

describe('a refresh from two tabs at once', () => {
  it('never revokes the session; the loser gets 409 and keeps the cookie', async () => {
    const t = await freshApp();
    let token = (await registerCompany(t, 'tabs@refresh.example')).refreshToken;
    const refresh = (refreshToken: string) => t.call('POST', 'public-api/refreshtoken', { refreshToken });
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([refresh(token), refresh(token)]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, `round ${round}: ${JSON.stringify(answers.map((a) => a.data))}`).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409);
      expect(loser?.data.messageKey).toBe('refresh.error.concurrent');
      // the loser's answer does not delete the cookie the winner's answer set
      expect(loser?.headers.get('set-cookie') ?? '').not.toMatch(/xr_refresh=;|Max-Age=0/);
      token = answers.find((a) => a.status === 200)?.data.refreshToken;
    }
    // the session is alive: the newest token refreshes
    expect((await refresh(token)).status).toBe(200);
  });

  it('answers a token used a moment ago with 409, and revokes the session when it comes back later', async () => {
    const t = await freshApp();
    const first = (await registerCompany(t, 'replay@refresh.example')).refreshToken;
    const refresh = (refreshToken: string) => t.call('POST', 'public-api/refreshtoken', { refreshToken });
    const second = await refresh(first);
    expect(second.status).toBe(200);
    // the second tab, right after the first one's rotation
    expect(await refresh(first)).toMatchObject({
      status: 409,
      data: { messageKey: 'refresh.error.concurrent' },
    });
    const third = await refresh(second.data.refreshToken);
    expect(third.status).toBe(200);
    // a minute later the first token comes back: a replay of a stolen token
    await sqlRun(
      t.deps,
      'UPDATE refresh_tokens SET rotated_at = rotated_at - 60000 WHERE rotated_at IS NOT NULL',
    );
    expect(await refresh(first)).toMatchObject({
      status: 401,
      data: { messageKey: 'refresh.error.invalid' },
    });
    // the whole session is gone, also its newest token
    expect((await refresh(third.data.refreshToken)).status).toBe(401);
  });
});
