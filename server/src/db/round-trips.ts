/**
 * Round trips to PostgreSQL: every call a pooled connection sends (a transaction's BEGIN travels
 * with its first statement, a write nobody reads back with the next statement or COMMIT:
 * `pg-transaction.ts`), counted per process as `xr_db_round_trips_total` (docs/operations.md). The API bench
 * divides it by the requests it made; SQLite has no round trips and counts none.
 */
import type pg from 'pg';
import { Counter } from 'prom-client';

export const dbRoundTrips = new Counter({
  name: 'xr_db_round_trips_total',
  help: 'Calls sent to PostgreSQL (each one round trip; BEGIN goes with the first statement), COMMIT included',
  registers: [],
});

/** Counts each `query` of a new pool connection. */
export function countRoundTrips(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    dbRoundTrips.inc();
    return query(...args);
  };
}
