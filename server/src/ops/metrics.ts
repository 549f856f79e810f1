/**
 * Prometheus metrics of the process (prom-client), served at `/weberfassung/metrics`: request
 * latency per route, the worker pool, the delivery and mail outboxes, the database pool, and
 * prom-client's standard process_* and nodejs_* metrics. Every metric is listed in
 * docs/operations.md. The outbox figures are counted in the database when the metrics are read
 * (they are the same on every instance: the outboxes are shared).
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../context';
import { engineOf, queryRows } from '../db/connection';
import { dbRoundTrips } from '../db/round-trips';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });
registry.registerMetric(dbRoundTrips);

export const requestDuration = new Histogram({
  name: 'xr_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

const jobDuration = new Histogram({
  name: 'xr_work_job_duration_seconds',
  help: 'Time a worker thread spent on a job (generate, importInvoice, pdf, …), by outcome',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

/** A worker-pool job ended: `ok`, `error` (the job refused or threw) or `ended` (time, memory, crash). */
export function jobEnded(job: string, outcome: 'ok' | 'error' | 'ended', seconds: number) {
  jobDuration.observe({ job, outcome }, seconds);
}

const gauge = (name: string, help: string, labelNames: string[] = []) =>
  new Gauge({ name, help, labelNames, registers: [registry] });

const pool = {
  threads: gauge('xr_work_pool_threads', 'Worker threads started'),
  busy: gauge('xr_work_pool_busy_threads', 'Worker threads running a job'),
  queued: gauge('xr_work_pool_queue_length', 'Jobs waiting for a worker thread'),
};
const delivery = gauge(
  'xr_delivery_outbox',
  'Deliveries of sent invoices by status (queued, failed, delivered)',
  ['status'],
);
const deliveryRetrying = gauge('xr_delivery_retrying', 'Queued deliveries whose last attempt failed');
const mail = gauge('xr_mail_outbox', 'Mails not sent yet: pending, or failing (the last attempt failed)', [
  'state',
]);
const dbPool = gauge('xr_db_pool_connections', 'Database connections by state (total, idle, waiting)', [
  'state',
]);

type Count = { n: number | string };
const count = async (deps: Deps, query: ReturnType<typeof sql>) =>
  Number((await queryRows<Count>(deps.db, query))[0]?.n ?? 0);

/** Reads the figures that are counted on demand, then the whole registry as Prometheus text. */
export async function metricsText(deps: Deps, stats: { threads: number; busy: number; queued: number }) {
  pool.threads.set(stats.threads);
  pool.busy.set(stats.busy);
  pool.queued.set(stats.queued);
  delivery.reset();
  const byStatus = await queryRows<{ status: string; n: number | string }>(
    deps.db,
    sql`SELECT status, count(*) AS n FROM delivery_outbox GROUP BY status`,
  );
  for (const s of ['queued', 'failed', 'delivered']) delivery.set({ status: s }, 0);
  for (const row of byStatus) delivery.set({ status: row.status }, Number(row.n));
  deliveryRetrying.set(
    await count(
      deps,
      sql`SELECT count(*) AS n FROM delivery_outbox WHERE status = 'queued' AND attempts > 0`,
    ),
  );
  mail.set(
    { state: 'pending' },
    await count(deps, sql`SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL`),
  );
  mail.set(
    { state: 'failing' },
    await count(
      deps,
      sql`SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND last_error IS NOT NULL`,
    ),
  );
  if (engineOf(deps.db).kind === 'pg') {
    const p = deps.db.$client as unknown as pg.Pool;
    dbPool.set({ state: 'total' }, p.totalCount);
    dbPool.set({ state: 'idle' }, p.idleCount);
    dbPool.set({ state: 'waiting' }, p.waitingCount);
  } else {
    // SQLite: one writing and one reading connection
    dbPool.set({ state: 'total' }, 2);
  }
  return registry.metrics();
}
