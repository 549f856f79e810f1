/**
 * Totals of filtered list queries, remembered per company until the company's invoices change or
 * 10 s pass. Every invoice write bumps the company's list version in the database
 * (`list-versions.ts`, in the write's transaction), so a write through any app instance makes
 * every instance count anew. Paging through a filtered list then costs one small version read
 * (on PostgreSQL a column of the page query) and one page query instead of a count over every match.
 */
import { type Db, engineOf } from './connection';
import { ALL_COMPANIES, bumpListVersion, listVersionOf } from './list-versions';

const totals = new WeakMap<object, Map<string, { total: number; version: number; at: number }>>();
const TTL_MS = 10_000;

/** Call inside the transaction of any write that can change a company's list results. */
export async function touchCompany(db: Db, companyId: number): Promise<void> {
  await bumpListVersion(db, companyId);
}

/** Every company (a user deletion changes the author of invoices). */
export async function touchAll(db: Db): Promise<void> {
  await bumpListVersion(db, ALL_COMPANIES);
}

/**
 * The total remembered for `key` at the company's list version, else `count()`. `version`: the
 * version when the caller has read it already (in its page query); read here otherwise.
 */
export async function cachedTotal(
  db: Db,
  companyId: number,
  key: string,
  count: () => Promise<number>,
  known?: number,
): Promise<number> {
  // the version first: a write committed during the count then makes the next call count again
  const version = known ?? (await listVersionOf(db, companyId));
  let cache = totals.get(engineOf(db));
  if (!cache) {
    cache = new Map();
    totals.set(engineOf(db), cache);
  }
  const now = Date.now();
  const cacheKey = `${companyId}|${key}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.version === version && now - hit.at < TTL_MS) return hit.total;
  const total = await count();
  if (cache.size > 5_000) cache.clear();
  cache.set(cacheKey, { total, version, at: now });
  return total;
}
