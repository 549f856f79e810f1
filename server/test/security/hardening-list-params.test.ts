/** List parameters: prototype keys and unbounded numbers answer 400, never 500. */
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany } from '../helpers';

describe('list parameters', () => {
  it('answers 400 for sort=constructor, __proto__, filterTimeRange=toString and a huge page', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'list@params.example');
    const queries = [
      'sort=constructor',
      'sort=__proto__,asc',
      'sort=hasOwnProperty',
      'filterTimeRange=toString',
      'filterTimeRange=__proto__',
      'page=99999999999999999999',
      'page=-1',
      'page=1e3',
      'size=0',
      'size=100000',
      'filterSSOUser=99999999999999999999',
    ];
    for (const list of ['inprogress', 'sent']) {
      for (const q of queries) {
        const res = await t.call('GET', `api/rechnung/${list}?${q}`, undefined, auth.accessToken);
        expect([list, q, res.status]).toEqual([list, q, 400]);
      }
    }
    const leitweg = await t.call(
      'GET',
      'api/leitweg-ids?page=99999999999999999999',
      undefined,
      auth.accessToken,
    );
    expect(leitweg.status).toBe(400);
    const ok = await t.call(
      'GET',
      'api/rechnung/inprogress?page=2&size=50&sort=invoiceNumber,asc',
      undefined,
      auth.accessToken,
    );
    expect(ok.status).toBe(200);
  });
});
