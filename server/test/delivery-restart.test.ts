import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase } from '../src/db/connection';
import { startAccessPoint, waitFor } from './access-point';
import { freshAppAt, registerCompany, savePayload } from './helpers';
import { spawnServer } from './server-process';

const fixture = () =>
  JSON.parse(readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'));

describe('delivery across a crash', () => {
  it('SIGKILL while the invoice is on its way: after the restart it is delivered, and taken once', async () => {
    const ap = await startAccessPoint('hang');
    const dir = mkdtempSync(join(tmpdir(), 'xr-delivery-crash-'));
    const dbPath = join(dir, 'delivery.db');
    const prep = await freshAppAt(dbPath);
    const { accessToken: token } = await registerCompany(prep, 'absturz@a.example');
    const saved = (
      await prep.call(
        'POST',
        'api/rechnung',
        savePayload({
          invoiceNumber: 'RE-2026-0001',
          json: JSON.stringify(fixture()),
          jsongroupvalidation: true,
        }),
        token,
      )
    ).data;
    await closeDatabase(prep.deps.db);
    const env = {
      DELIVERY_HTTP_URL: ap.url,
      DELIVERY_TIMEOUT_SECONDS: '20',
      DELIVERY_LEASE_SECONDS: '1',
      DELIVERY_POLL_SECONDS: '0.1',
      DELIVERY_RETRY_BASE_SECONDS: '0.1',
    };
    const call = (url: string, method: string, path: string) =>
      fetch(`${url}/weberfassung/${path}`, { method, headers: { authorization: `Bearer ${token}` } }).then(
        async (r) => ({ status: r.status, data: await r.json() }),
      );
    try {
      const first = await spawnServer(prep.databasePath, env);
      const sent = await call(first.url, 'POST', `api/v1_2/ubl-invoices-send?rechnungId=${saved.id}`);
      expect(sent.status).toBe(200);
      // the access point has the request and has not answered: the instance dies now
      await waitFor(() => ap.received.length === 1);
      first.child.kill('SIGKILL');
      await new Promise((ok) => (first.child.exitCode !== null ? ok(null) : first.child.once('exit', ok)));
      ap.state.mode = 'accept';

      const second = await spawnServer(prep.databasePath, env);
      try {
        const delivered = await waitFor(async () => {
          const d = (await call(second.url, 'GET', `api/rechnung/${saved.id}`)).data.delivery;
          return d?.status === 'DELIVERED' ? d : undefined;
        }, 20_000);
        expect(delivered).toMatchObject({ transport: 'HTTP', receipt: 'AP-1', attempts: 2 });
        // the repeated attempt carried the same key: the access point took the invoice once
        expect(ap.received).toHaveLength(2);
        expect(ap.received[1].headers['idempotency-key']).toBe(ap.received[0].headers['idempotency-key']);
        expect(ap.received[1].body).toBe(sent.data.xml);
        expect(ap.taken.size).toBe(1);
        await new Promise((r) => setTimeout(r, 1500));
        expect(ap.received).toHaveLength(2);
      } finally {
        second.child.kill('SIGTERM');
      }
    } finally {
      await ap.close();
    }
  }, 180_000);
});
