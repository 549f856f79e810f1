import { describe, expect, it } from 'vitest';
import { closeDatabase, type Db, inTransaction } from '../src/db/connection';
import { claimDelivery, markDelivered, queueDelivery } from '../src/db/deliveries';
import { startDeliveryWorker } from '../src/delivery/worker';
import { createDeps } from '../src/deps';
import { startAccessPoint, waitFor } from './access-point';
import { freshApp, registerCompany, sqlRows, TEST_JWT_SECRET } from './helpers';

async function withQueued(n: number) {
  const t = await freshApp();
  await registerCompany(t, 'claim@a.example');
  const [{ id: companyId }] = await sqlRows<{ id: number }>(t.deps, 'SELECT id FROM companies');
  const [{ id: userId }] = await sqlRows<{ id: number }>(t.deps, 'SELECT id FROM users');
  for (let i = 0; i < n; i++)
    await inTransaction(t.deps.db, (tx) =>
      queueDelivery(tx, {
        invoiceId: null,
        companyId,
        channel: 'http',
        recipientScheme: '0204',
        recipient: `04011000-12345-${String(i).padStart(2, '0')}`,
        xml: `<Invoice n="${i}"/>`,
        senderUserId: userId,
      }),
    );
  return t;
}

describe('claiming deliveries', () => {
  it('a claimed delivery is not taken by another instance until its lease runs out; the old holder cannot settle it then', async () => {
    const t = await withQueued(1);
    const now = Date.now();
    const tx = <T>(work: (tx: Db) => Promise<T>) => inTransaction(t.deps.db, work);
    const a = await tx((db) => claimDelivery(db, 'A', 1000, now));
    expect(a).toMatchObject({ leaseOwner: 'A', attempts: 1 });
    expect(await tx((db) => claimDelivery(db, 'B', 1000, now + 500))).toBeUndefined();
    const b = await tx((db) => claimDelivery(db, 'B', 1000, now + 1500));
    expect(b).toMatchObject({ id: a?.id, leaseOwner: 'B', attempts: 2 });
    expect(await tx((db) => markDelivered(db, a?.id ?? 0, 'A', 'late'))).toBe(false);
    expect(await tx((db) => markDelivered(db, b?.id ?? 0, 'B', 'R-1'))).toBe(true);
    expect(await tx((db) => claimDelivery(db, 'A', 1000, now + 5000))).toBeUndefined();
  });

  it('two instances on one database deliver 30 queued invoices, each exactly once', async () => {
    const ap = await startAccessPoint('accept');
    const t = await withQueued(30);
    const delivery = { ...t.deps.config.delivery, httpUrl: ap.url, pollMs: 20 };
    t.deps.config.delivery = delivery;
    const other = await createDeps({
      databasePath: t.databasePath,
      smtpUrl: '',
      overrides: { delivery, jwtSecret: TEST_JWT_SECRET },
    });
    const workers = [startDeliveryWorker(t.deps), startDeliveryWorker(other)];
    try {
      await waitFor(
        async () =>
          (
            await sqlRows<{ n: number }>(
              t.deps,
              "SELECT count(*) AS n FROM delivery_outbox WHERE status = 'delivered'",
            )
          )[0].n === 30,
      );
      expect(ap.received).toHaveLength(30);
      expect(new Set(ap.received.map((r) => r.body)).size).toBe(30);
      const attempts = await sqlRows(t.deps, 'SELECT DISTINCT attempts FROM delivery_outbox');
      expect(attempts).toEqual([{ attempts: 1 }]);
    } finally {
      for (const w of workers) await w.stop();
      await closeDatabase(other.db);
      await ap.close();
    }
  });
});
