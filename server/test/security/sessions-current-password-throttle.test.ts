/**
 * Issue 30 item 8: wrong current passwords (change-password, reset-login) are counted with the
 * login throttle: after its free failures (3 here) further guesses answer 429 and are not checked,
 * also the right password, so a stolen access token cannot guess the password. Both calls share
 * the count; a right password before the limit clears it.
 */
import { describe, expect, it } from 'vitest';
import { freshApp, PASSWORD, registerCompany } from '../helpers';

const NEW_PASSWORD = 'Ganz-Neu-2026?';

describe('current-password guesses', () => {
  it('answer 429 after the free failures, through change-password and reset-login together', async () => {
    const t = await freshApp({ loginFreeFailures: 3 });
    const { accessToken } = await registerCompany(t, 'guess@throttle.example');
    const change = (oldPassword: string) =>
      t.call(
        'POST',
        'api/change-password',
        { oldPassword, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
        accessToken,
      );
    const relogin = (password: string) =>
      t.call('POST', 'api/reset-login', { newLogin: 'neu@throttle.example', password }, accessToken);

    // a right password before the limit clears the count
    expect((await change('Falsch-1-Falsch!')).status).toBe(400);
    expect((await relogin('Falsch-2-Falsch!')).status).toBe(400);
    expect((await relogin(PASSWORD)).status).toBe(200);

    expect((await change('Falsch-3-Falsch!')).data.messageKey).toBe('validation.currentPassword');
    expect((await relogin('Falsch-4-Falsch!')).data.messageKey).toBe('validation.currentPassword');
    expect((await change('Falsch-5-Falsch!')).data.messageKey).toBe('validation.currentPassword');
    const guesses = await Promise.all(
      ['Falsch-6-Falsch!', 'Falsch-7-Falsch!', PASSWORD].map((p) => change(p)),
    );
    for (const g of guesses)
      expect(g).toMatchObject({ status: 429, data: { messageKey: 'login.error.throttled' } });
    expect((await relogin(PASSWORD)).status).toBe(429);
    expect((await change(PASSWORD)).data.retryAfterSeconds).toBeGreaterThan(0);
    // the password did not change
    const login = await t.call('POST', 'public-api/authenticate/', {
      login: 'guess@throttle.example',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  });
});
