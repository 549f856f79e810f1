/** X-Forwarded-For counts only when it comes from a configured proxy (`TRUST_PROXY`). */
import { describe, expect, it } from 'vitest';
import { freshApp } from '../helpers';

const attempt = (t: Awaited<ReturnType<typeof freshApp>>, peer: string, forwardedFor: string) =>
  t.app.request(
    '/weberfassung/public-api/authenticate/',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ login: `nobody${Math.random()}@proxy.example`, password: 'x' }),
    },
    { incoming: { socket: { remoteAddress: peer } } },
  );

describe('TRUST_PROXY', () => {
  it('a client cannot escape the per-address limit by inventing X-Forwarded-For', async () => {
    const t = await freshApp({ loginAttemptsPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(t, '203.0.113.5', `10.9.9.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('behind a configured proxy, each forwarded client has its own limit; a forged left hop does not help', async () => {
    const t = await freshApp({ loginAttemptsPerMinute: 3, trustProxy: ['10.0.0.2'] });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await attempt(t, '10.0.0.2', `6.6.6.${i}, 198.51.100.${1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt(t, '10.0.0.2', '198.51.100.2')).status).toBe(401);
  });
});
