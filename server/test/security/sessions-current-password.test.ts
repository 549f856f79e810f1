/** Changing the password or the login e-mail needs the current password; the old address is told. */
import { describe, expect, it } from 'vitest';
import { freshApp, PASSWORD, registerCompany, sqlRows } from '../helpers';

const NEW_PASSWORD = 'Ganz-Neu-2026?';

describe('credential changes need the current password', () => {
  it('change-password without or with a wrong current password is refused and changes nothing', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'pw@cur.example');
    for (const body of [
      { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
      { oldPassword: 'Falsch-Falsch-1!', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
    ]) {
      const res = await t.call('POST', 'api/change-password', body, auth.accessToken);
      expect(res).toMatchObject({ status: 400, data: { messageKey: 'validation.currentPassword' } });
    }
    const login = await t.call('POST', 'public-api/authenticate/', {
      login: 'pw@cur.example',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  });

  it('reset-login needs the current password and tells the old address', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'alt@cur.example');
    const mails = async () =>
      sqlRows<{ recipient: string; body: string }>(
        t.deps,
        'SELECT recipient, body FROM mail_outbox ORDER BY id',
      );
    const before = (await mails()).length;
    const refused = await t.call(
      'POST',
      'api/reset-login',
      { newLogin: 'neu@cur.example' },
      auth.accessToken,
    );
    expect(refused).toMatchObject({ status: 400, data: { messageKey: 'validation.currentPassword' } });
    expect((await mails()).length).toBe(before);
    const ok = await t.call(
      'POST',
      'api/reset-login',
      { newLogin: 'neu@cur.example', password: PASSWORD },
      auth.accessToken,
    );
    expect(ok.status).toBe(200);
    const sent = (await mails()).slice(before);
    expect(sent.map((m) => m.recipient).sort()).toEqual(['alt@cur.example', 'neu@cur.example']);
    expect(sent.find((m) => m.recipient === 'alt@cur.example')?.body).toContain('neu@cur.example');
    await t.deps.mailer.flush();
  });
});
