/**
 * The per-system state (rate limits, login throttle, access denylist) lives in the database: two
 * handles of the wrappers on one database see the same counts, and old entries are swept away.
 */
import { describe, expect, it } from 'vitest';
import { AccessDenylist } from '../src/auth/denylist';
import { LoginThrottle } from '../src/auth/login-throttle';
import { RateLimiter } from '../src/auth/rate-limit';
import { accessDenylist, loginFailures, rateLimitHits } from '../src/db/tables';
import { freshApp } from './helpers';

describe('per-system limits, throttle and denylist', () => {
  it('two limiters of the same name (two instances) share one window; ended windows are swept', async () => {
    const { deps } = await freshApp();
    const one = new RateLimiter('test', 3, 60_000);
    const other = new RateLimiter('test', 3, 60_000);
    const t0 = 1_800_000_000_000;
    const takes = [];
    for (let i = 0; i < 5; i++) takes.push(await (i % 2 ? other : one).take(deps.db, 'ip:1', t0 + i));
    expect(takes).toEqual([true, true, true, false, false]);
    // another limiter name counts apart
    expect(await new RateLimiter('else', 1).take(deps.db, 'ip:1', t0)).toBe(true);
    // a new window after the old one ended; the sweep (at most once a minute) drops ended windows
    expect(await one.take(deps.db, 'ip:1', t0 + 60_001)).toBe(true);
    await new RateLimiter('sweeper', 1).take(deps.db, 'ip:2', t0 + 200_000);
    const keys = (await deps.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys).toEqual(['sweeper|ip:2']);
  });

  it('failures counted by one throttle slow down the other; an hour later they are forgotten and swept', async () => {
    const { deps } = await freshApp();
    const one = new LoginThrottle(2, 900);
    const other = new LoginThrottle(2, 900);
    const t0 = 1_800_000_000_000;
    await one.fail(deps.db, 'a|x', t0);
    expect(await other.waitMs(deps.db, 'a|x', t0 + 1)).toBe(0);
    await other.fail(deps.db, 'a|x', t0 + 2);
    expect(await one.waitMs(deps.db, 'a|x', t0 + 3)).toBe(999);
    await one.fail(deps.db, 'a|x', t0 + 3);
    expect(await other.waitMs(deps.db, 'a|x', t0 + 3)).toBe(2000);
    expect(await other.waitMs(deps.db, 'a|x', t0 + 3_700_000)).toBe(0);
    // a failure an hour later counts from one again, and the sweep removes the other stale keys
    await one.fail(deps.db, 'b|y', t0);
    await new LoginThrottle(2, 900).fail(deps.db, 'a|x', t0 + 3_700_000);
    expect(await deps.db.select().from(loginFailures)).toEqual([
      { key: 'a|x', count: 1, lastAt: t0 + 3_700_000 },
    ]);
    await other.succeed(deps.db, 'a|x');
    expect(await deps.db.select().from(loginFailures)).toEqual([]);
  });

  it('a token denied through one denylist is refused by another until its time is up', async () => {
    const { deps } = await freshApp();
    const one = new AccessDenylist(900);
    const other = new AccessDenylist(900);
    const now = 1_800_000_000;
    await one.denyToken(deps.db, 'j1', now);
    await one.denySessions(deps.db, ['s1', 's2'], now);
    expect(await other.isDenied(deps.db, { jti: 'j1', sid: 'zz' }, now + 1)).toBe(true);
    expect(await other.isDenied(deps.db, { jti: 'zz', sid: 's2' }, now + 1)).toBe(true);
    expect(await other.isDenied(deps.db, { jti: 'j2', sid: 's3' }, now + 1)).toBe(false);
    expect(await other.isDenied(deps.db, { jti: 'j1', sid: 's1' }, now + 961)).toBe(false);
    await new AccessDenylist(900).denyToken(deps.db, 'j9', now + 961);
    expect((await deps.db.select().from(accessDenylist)).map((r) => r.key)).toEqual(['jti:j9']);
  });
});
