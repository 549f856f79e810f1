/** A lock set by an administrator is his decision: the locked user cannot lift it by a password reset. */
import { describe, expect, it } from 'vitest';
import { freshApp, lastMailToken, PASSWORD, registerCompany, sqlRows } from '../helpers';

describe('admin lock is not self-service', () => {
  it('a user locked by an admin gets no working reset and stays locked', async () => {
    const t = await freshApp();
    const admin = await registerCompany(t, 'chef@lock.example');
    const user = (await t.call('POST', 'api/ssouser', { login: 'mia@lock.example' }, admin.accessToken)).data;
    await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'mia@lock.example'),
      password: PASSWORD,
    });
    // a reset link requested before the lock
    await t.call('POST', 'public-api/reset-password', { login: 'mia@lock.example' });
    const early = await lastMailToken(t.deps, 'mia@lock.example');
    const lock = await t.call(
      'PUT',
      `api/ssouser/${user.id}`,
      { id: user.id, locked: true },
      admin.accessToken,
    );
    expect(lock.status).toBe(200);
    const used = await t.call('POST', 'public-api/change-password', {
      token: early,
      password: 'Ganz-Neu-2026?',
    });
    expect(used).toMatchObject({ status: 403, data: { messageKey: 'login.error.lockedByAdmin' } });
    const count = async () =>
      (
        await sqlRows<{ n: number }>(
          t.deps,
          "SELECT count(*) n FROM mail_outbox WHERE recipient = 'mia@lock.example'",
        )
      )[0].n;
    const before = await count();
    expect((await t.call('POST', 'public-api/reset-password', { login: 'mia@lock.example' })).status).toBe(
      200,
    );
    expect(await count()).toBe(before);
    const login = await t.call('POST', 'public-api/authenticate/', {
      login: 'mia@lock.example',
      password: 'Ganz-Neu-2026?',
    });
    expect(login.status).not.toBe(200);
    const again = await t.call('POST', 'public-api/authenticate/', {
      login: 'mia@lock.example',
      password: PASSWORD,
    });
    expect(again.data.messageKey).toBe('login.error.locked');
    await t.deps.mailer.flush();
  });
});
