/**
 * Issue 30 item 7: two administrators demoting each other at the same moment never leave their
 * company without an administrator. On PostgreSQL the two requests run in two transactions on two
 * connections at once; the last-admin guard holds because the transaction locks the company's
 * admin set first. Many rounds, as the race is won by chance.
 */
import { describe, expect, it } from 'vitest';
import { freshApp, lastMailToken, PASSWORD, registerCompany, sqlRows } from '../helpers';

const ADMIN = 'ROLE_WEBERFASSUNG_ADMIN';
const ROUNDS = 12;

describe('the last administrator', () => {
  it('survives two administrators demoting each other at once', async () => {
    const t = await freshApp();
    const anna = await registerCompany(t, 'anna@race.example');
    const ben = (await t.call('POST', 'api/ssouser', { login: 'ben@race.example' }, anna.accessToken)).data;
    await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'ben@race.example'),
      password: PASSWORD,
    });
    const adminOf = async (login: string) =>
      (
        await sqlRows<{ id: number }>(
          t.deps,
          'SELECT r.id FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.login = ? AND r.role = ?',
          login,
          ADMIN,
        )
      )[0]?.id;
    const grant = async (token: string, ssoUserId: number) =>
      expect((await t.call('POST', 'api/ssouserrole', { ssoUserId, role: ADMIN }, token)).status).toBe(201);
    await grant(anna.accessToken, ben.id);
    const benLogin = await t.call('POST', 'public-api/authenticate/', {
      login: 'ben@race.example',
      password: PASSWORD,
    });
    const benToken = benLogin.data.accessToken as string;
    const annaId = (
      await sqlRows<{ id: number }>(t.deps, "SELECT id FROM users WHERE login = 'anna@race.example'")
    )[0].id;

    for (let round = 0; round < ROUNDS; round++) {
      const [annaRole, benRole] = [await adminOf('anna@race.example'), await adminOf('ben@race.example')];
      const answers = await Promise.all([
        t.call('DELETE', `api/ssouserroles/${benRole}`, undefined, anna.accessToken),
        t.call('DELETE', `api/ssouserroles/${annaRole}`, undefined, benToken),
      ]);
      const left = [await adminOf('anna@race.example'), await adminOf('ben@race.example')].filter(Boolean);
      expect(left.length, `round ${round}: ${JSON.stringify(answers.map((a) => a.data))}`).toBe(1);
      // the loser is told why (the last admin, or no longer an admin at all)
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      // the one left makes the other an administrator again for the next round
      if (left[0] === (await adminOf('anna@race.example'))) await grant(anna.accessToken, ben.id);
      else await grant(benToken, annaId);
    }
  });
});
