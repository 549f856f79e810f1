/**
 * What a load balancer and a monitoring system see (docs/operations.md): /healthz, /readyz and
 * /metrics under the base path, on SQLite and on PostgreSQL. Readiness fails while the database is
 * away (the SQLite file is gone; the PostgreSQL server is stopped) or a migration is missing, and
 * comes back by itself when the cause is gone.
 */
import { existsSync, renameSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { createApp } from '../src/app';
import { closeDatabase } from '../src/db/connection';
import { createDeps } from '../src/deps';
import { settingsProblems } from '../src/settings-check';
import {
  client,
  freshApp,
  onPostgres,
  registerCompany,
  savePayload,
  sqlRows,
  sqlRun,
  TEST_JWT_SECRET,
} from './helpers';

const migrations = onPostgres ? 'drizzle.__drizzle_migrations' : '__drizzle_migrations';

describe('health, readiness and metrics', async () => {
  const t = await freshApp();
  afterAll(() => closeDatabase(t.deps.db));

  it('healthz says the process is alive; readyz checks database, migrations and worker pool', async () => {
    const health = await t.call('GET', 'healthz');
    expect([health.status, health.data.status, health.headers.get('cache-control')]).toEqual([
      200,
      'alive',
      'no-store',
    ]);
    const ready = await t.call('GET', 'readyz');
    expect(ready.status, JSON.stringify(ready.data)).toBe(200);
    expect(ready.data.status).toBe('ready');
    for (const check of ['database', 'migrations', 'workers']) expect(ready.data.checks[check].ok).toBe(true);
  });

  it('readyz answers 503 while a migration is missing, and 200 again once it is there', async () => {
    const [newest] = await sqlRows<{ id: number; hash: string; created_at: number | string }>(
      t.deps,
      `SELECT id, hash, created_at FROM ${migrations} ORDER BY created_at DESC LIMIT 1`,
    );
    await sqlRun(t.deps, `DELETE FROM ${migrations} WHERE created_at = ?`, newest.created_at);
    const missing = await t.call('GET', 'readyz');
    expect(missing.status).toBe(503);
    expect(missing.data.status).toBe('not ready');
    expect(missing.data.checks.migrations.ok).toBe(false);
    expect(missing.data.checks.database.ok).toBe(true);
    await sqlRun(
      t.deps,
      `INSERT INTO ${migrations} (id, hash, created_at) VALUES (?, ?, ?)`,
      newest.id,
      newest.hash,
      newest.created_at,
    );
    expect((await t.call('GET', 'readyz')).status).toBe(200);
  });

  it('metrics: latency per route pattern, worker pool, outboxes and database pool', async () => {
    const auth = await registerCompany(t, 'ops@firma.example');
    const saved = await t.call('POST', 'api/rechnung', savePayload(), auth.accessToken);
    expect(saved.status).toBeLessThan(300);
    await t.call('GET', 'api/rechnung/inprogress?page=0&size=5', undefined, auth.accessToken);
    const res = await t.call('GET', 'metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = res.data as string;
    // the route pattern, never the path with its ids or search words
    expect(text).toMatch(
      /xr_http_request_duration_seconds_count\{method="GET",route="\/weberfassung\/api\/rechnung\/inprogress",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /xr_http_request_duration_seconds_bucket\{le="0.005",method="POST",route="[^"]+",status="20\d"\}/,
    );
    expect(text).not.toContain('page=0');
    for (const metric of [
      'xr_work_pool_threads',
      'xr_work_pool_busy_threads',
      'xr_work_pool_queue_length',
      'xr_delivery_retrying',
      'xr_work_job_duration_seconds_count{job="ping",outcome="ok"}',
      'xr_delivery_outbox{status="queued"} 0',
      'xr_delivery_outbox{status="failed"} 0',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(metric);
    // the registration and activation mails went out (dev outbox) or wait: counted either way
    expect(text).toMatch(/xr_mail_outbox\{state="pending"\} \d+/);
    expect(text).toMatch(/xr_mail_outbox\{state="failing"\} 0/);
    expect(text).toMatch(/xr_db_pool_connections\{state="total"\} [1-9]/);
    if (onPostgres) expect(text).toMatch(/xr_db_pool_connections\{state="idle"\} \d+/);
  });

  it('metrics with METRICS_TOKEN: only a request bearing the token is answered', async () => {
    const token = 'metrics-token-0123456789';
    const guarded = await freshApp({ metricsToken: token });
    try {
      const none = await guarded.call('GET', 'metrics');
      expect([none.status, none.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="metrics"']);
      expect(String(none.data)).not.toContain('xr_');
      expect((await guarded.call('GET', 'metrics', undefined, 'metrics-token-wrong-56789')).status).toBe(401);
      const bearing = await guarded.call('GET', 'metrics', undefined, token);
      expect(bearing.status).toBe(200);
      expect(String(bearing.data)).toContain('xr_work_pool_threads');
      // health and readiness stay open for the load balancer
      expect((await guarded.call('GET', 'healthz')).status).toBe(200);
    } finally {
      await closeDatabase(guarded.deps.db);
    }
    // a token too short to guard anything stops the start
    expect(settingsProblems({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN: 5 characters; at least 16 are needed (e.g. openssl rand -hex 16) / 5 Zeichen; mindestens 16 sind nötig',
    ]);
  });
});

describe.runIf(!onPostgres)('readiness on SQLite', () => {
  it('fails while the database file is gone (a lost volume) and recovers when it is back', async () => {
    const t = await freshApp();
    const file = (t.deps.db.$client as { name: string }).name;
    expect((await t.call('GET', 'readyz')).status).toBe(200);
    renameSync(file, `${file}.away`);
    try {
      const down = await t.call('GET', 'readyz');
      expect(down.status).toBe(503);
      expect(down.data.checks.database).toMatchObject({ ok: false });
      expect(down.data.checks.database.detail).toMatch(/gone/);
      // the process itself is fine: liveness stays, so the orchestrator does not restart it
      expect((await t.call('GET', 'healthz')).status).toBe(200);
    } finally {
      renameSync(`${file}.away`, file);
    }
    expect(existsSync(file)).toBe(true);
    expect((await t.call('GET', 'readyz')).status).toBe(200);
    await closeDatabase(t.deps.db);
  });
});

describe.runIf(onPostgres)('readiness on PostgreSQL', () => {
  it('fails while the PostgreSQL server is stopped and recovers when it runs again', async () => {
    // a cluster of its own: the suite's cluster serves the other files
    const cluster = startCluster();
    try {
      const deps = await createDeps({
        databasePath: cluster.url,
        smtpUrl: '',
        overrides: { jwtSecret: TEST_JWT_SECRET, publicUrl: 'http://test' },
      });
      const t = { deps, ...client(createApp(deps)) };
      expect((await t.call('GET', 'readyz')).status).toBe(200);
      cluster.stop('fast');
      const down = await t.call('GET', 'readyz');
      expect(down.status).toBe(503);
      expect(down.data.checks.database.ok).toBe(false);
      expect(down.data.checks.migrations.ok).toBe(false);
      expect(down.data.checks.workers.ok).toBe(true);
      expect((await t.call('GET', 'healthz')).status).toBe(200);
      cluster.start();
      let again = await t.call('GET', 'readyz');
      // the pool drops the connections the stop broke and opens new ones
      for (let i = 0; i < 20 && again.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        again = await t.call('GET', 'readyz');
      }
      expect(again.status, JSON.stringify(again.data)).toBe(200);
      await closeDatabase(t.deps.db);
    } finally {
      cluster.remove();
    }
  });
});
