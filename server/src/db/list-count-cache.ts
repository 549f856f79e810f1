/**
 * Totals of filtered list queries, remembered per company until the company's invoices change
 * (every invoice write in this process bumps the company's version) or 10 s pass. Paging through
 * a filtered list then costs one page query instead of a count over every match. The server is
 * the only writer of its database.
 */
import { type Db, engineOf } from './connection';

const versions = new WeakMap<object, Map<number, number>>();
const totals = new WeakMap<object, Map<string, { total: number; version: number; at: number }>>();
const TTL_MS = 10_000;

function mapOf<V>(store: WeakMap<object, Map<number | string, V>>, db: Db) {
  const key = engineOf(db);
  let m = store.get(key);
  if (!m) {
    m = new Map();
    store.set(key, m);
  }
  return m;
}

/** Call after any write that can change a company's list results. */
export async function touchCompany(db: Db, companyId: number): Promise<void> {
  const m = mapOf(versions, db) as Map<number, number>;
  m.set(companyId, (m.get(companyId) ?? 0) + 1);
}

/** Every company (a user deletion changes the author of invoices). */
export async function touchAll(db: Db): Promise<void> {
  versions.delete(engineOf(db));
  totals.delete(engineOf(db));
}

export async function cachedTotal(
  db: Db,
  companyId: number,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  const version = (mapOf(versions, db) as Map<number, number>).get(companyId) ?? 0;
  const cache = mapOf(totals, db) as Map<string, { total: number; version: number; at: number }>;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.version === version && now - hit.at < TTL_MS) return hit.total;
  const total = await count();
  if (cache.size > 5_000) cache.clear();
  cache.set(key, { total, version, at: now });
  return total;
}
