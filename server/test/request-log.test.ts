/**
 * The request log of a running server (its standard output): one JSON line per request with the
 * request id, route pattern, status, duration and the caller's company id, and nothing personal:
 * no login, password, token, invoice number or buyer name in any line.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase } from '../src/db/connection';
import { waitFor } from './access-point';
import { freshAppAt, onPostgres, PASSWORD, registerCompany, savePayload } from './helpers';
import { spawnServer } from './server-process';

describe.skipIf(onPostgres)('request log', () => {
  it('one JSON line per request, with route pattern and company id, without personal data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-log-'));
    const prep = await freshAppAt(join(dir, 'log.db'));
    const login = 'erika.log@firma.example';
    await registerCompany(prep, login);
    const [company] = (await prep.deps.db.$client
      .prepare('SELECT company_id FROM users WHERE login = ?')
      .all(login)) as {
      company_id: number;
    }[];
    await closeDatabase(prep.deps.db);
    const { child, url } = await spawnServer(prep.databasePath);
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    try {
      const api = `${url}/weberfassung`;
      const auth = (await (
        await fetch(`${api}/public-api/authenticate/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login, password: PASSWORD }),
        })
      ).json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${auth.accessToken}`, 'content-type': 'application/json' };
      const buyer = 'Stadtwerke Geheimhausen';
      const invoice = { Invoice_number: { Content: 'RE-LOG-7' }, BUYER: { Buyer_name: buyer } };
      const saved = await fetch(`${api}/api/rechnung`, {
        method: 'POST',
        headers: { ...headers, 'x-request-id': 'trace-4711' },
        body: JSON.stringify(savePayload({ invoiceNumber: 'RE-LOG-7', json: JSON.stringify(invoice) })),
      });
      expect(saved.headers.get('x-request-id')).toBe('trace-4711');
      const list = await fetch(
        `${api}/api/rechnung/inprogress?page=0&size=5&filterFulltextSearchExpression=Geheim`,
        {
          headers,
        },
      );
      expect(list.status).toBe(200);
      // a request id that could smuggle text into the log is replaced by a new one
      const odd = await fetch(`${api}/healthz`, { headers: { 'x-request-id': 'a b "c" {}' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // lines are written in batches, at the latest every 250 ms (src/ops/log.ts)
      await waitFor(() => out.split('"msg":"request"').length > 4, 5000);
      const lines = out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests).toHaveLength(4);
      for (const r of requests) {
        expect(Object.keys(r).sort()).toEqual(
          expect.arrayContaining(['time', 'level', 'reqId', 'method', 'route', 'status', 'ms']),
        );
        expect(typeof r.ms).toBe('number');
      }
      expect(requests[0]).toMatchObject({ route: '/weberfassung/public-api/authenticate', status: 200 });
      expect(requests[1]).toMatchObject({
        reqId: 'trace-4711',
        method: 'POST',
        companyId: company.company_id,
      });
      expect(requests[2]).toMatchObject({
        route: '/weberfassung/api/rechnung/inprogress',
        status: 200,
        companyId: company.company_id,
      });
      expect(requests[3]).toMatchObject({ route: '/weberfassung/healthz', status: 200 });
      for (const secret of [login, PASSWORD, auth.accessToken, buyer, 'RE-LOG-7', 'Geheim'])
        expect(out).not.toContain(secret);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
