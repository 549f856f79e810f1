/**
 * Wrong passwords slow down the source that sends them, for that login, with a growing delay; they
 * neither lock the account nor end its sessions, and another source logs in as usual.
 */
import { describe, expect, it } from 'vitest';
import { client, freshApp, PASSWORD, registerCompany, sqlRows } from '../helpers';

const from = (t: Awaited<ReturnType<typeof freshApp>>, address: string) => (body: unknown) =>
  t.app.request(
    '/weberfassung/public-api/authenticate/',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );

describe('login throttle instead of the lock', () => {
  it('an attacker cannot lock a known login; his own attempts wait longer and longer', async () => {
    const t = await freshApp({ loginFreeFailures: 2 });
    const victim = await registerCompany(t, 'admin@victim.example');
    const attacker = from(t, '203.0.113.9');
    const owner = from(t, '198.51.100.7');
    const wrong = { login: 'admin@victim.example', password: 'Falsch-Falsch-1!' };
    expect((await attacker(wrong)).status).toBe(401);
    expect((await attacker(wrong)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await attacker(wrong);
      expect(res.status).toBe(429);
      const body = (await res.json()) as { messageKey: string; retryAfterSeconds: number };
      expect(body.messageKey).toBe('login.error.throttled');
      waits.push(body.retryAfterSeconds);
      // pretend the wait passed: the next wrong password doubles it
      const t0 = Date.now();
      const realNow = Date.now;
      Date.now = () => t0 + body.retryAfterSeconds * 1000 + 10;
      try {
        expect((await attacker(wrong)).status).toBe(401);
      } finally {
        Date.now = realNow;
      }
    }
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[2]).toBeGreaterThan(waits[1]);
    // even the right password waits from the attacker's source
    expect((await attacker({ login: 'admin@victim.example', password: PASSWORD })).status).toBe(429);
    // the owner logs in from elsewhere, and his session kept working all along
    expect((await owner({ login: 'admin@victim.example', password: PASSWORD })).status).toBe(200);
    const { call } = client(t.app);
    expect((await call('GET', 'api/masterdata/', undefined, victim.accessToken)).status).toBe(200);
    const [status] = await sqlRows<{ status: string }>(
      t.deps,
      "SELECT status FROM users WHERE login = 'admin@victim.example'",
    );
    expect(status.status).toBe('active');
  });

  it('parallel wrong passwords from one source get no more tries than one after another', async () => {
    const t = await freshApp({ loginFreeFailures: 3 });
    await registerCompany(t, 'admin@parallel.example');
    const attacker = from(t, '203.0.113.10');
    const wrong = { login: 'admin@parallel.example', password: 'Falsch-Falsch-1!' };
    // all sent at once: each checks the throttle before any password check has ended
    const answers = await Promise.all(Array.from({ length: 20 }, () => attacker(wrong)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    // the right password from elsewhere still works, and clears nothing for the attacker
    expect((await from(t, '198.51.100.8')({ login: wrong.login, password: PASSWORD })).status).toBe(200);
    expect((await attacker({ login: wrong.login, password: PASSWORD })).status).toBe(429);
  });
});
