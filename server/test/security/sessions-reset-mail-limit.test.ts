/** Reset mails per target account are limited (from any number of sources); the answer stays the same. */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, sqlRows } from '../helpers';

describe('reset mails per account', () => {
  it('a flood of reset requests from many addresses mails the account only a few times', async () => {
    const t = await freshApp({ resetMailsPerHour: 2 });
    await registerCompany(t, 'flood@reset.example');
    const count = async () =>
      (
        await sqlRows<{ n: number }>(
          t.deps,
          "SELECT count(*) n FROM mail_outbox WHERE recipient = 'flood@reset.example'",
        )
      )[0].n;
    const before = await count();
    for (let i = 0; i < 6; i++) {
      const res = await t.app.request(
        '/weberfassung/public-api/reset-password',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: 'flood@reset.example' }),
        },
        { incoming: { socket: { remoteAddress: `203.0.113.${i}` } } },
      );
      expect(res.status).toBe(200);
    }
    expect((await count()) - before).toBe(2);
    await t.deps.mailer.flush();
  });
});
