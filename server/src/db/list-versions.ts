/**
 * The list version of each company, shared by every app instance (`list_versions`): bumped in
 * the transaction of every write that can change the company's list results; company 0 is bumped
 * by writes that touch every company. Both only grow, so their sum changes with every such write.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterTransaction, type Db } from './connection';
import { listVersions as t } from './tables';

export const ALL_COMPANIES = 0;

/** Companies whose version the open transaction of a handle has bumped already. */
const bumped = new WeakMap<object, Set<number>>();

/**
 * Bumps the version of `companyId` (inside the caller's transaction), once per transaction: a
 * second bump would change nothing more (the version moves with the commit either way).
 */
export async function bumpListVersion(db: Db, companyId: number): Promise<void> {
  if (bumped.get(db)?.has(companyId)) return;
  await db
    .insert(t)
    .values({ companyId, version: 1 })
    .onConflictDoUpdate({ target: t.companyId, set: { version: sql`${t.version} + 1` } });
  noteBumped(db, companyId);
}

/** The bump as a part of a larger PostgreSQL statement (`WITH bump AS (…) SELECT …`; parameter `@companyId`). */
export const bumpListVersionSql = `INSERT INTO list_versions (company_id, version) VALUES (@companyId, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = list_versions.version + 1`;

/** Call once a statement with `bumpListVersionSql` has run: the transaction's later bumps are skipped. */
export function noteBumped(db: Db, companyId: number): void {
  let companies = bumped.get(db);
  if (!companies) {
    companies = new Set();
    bumped.set(db, companies);
    afterTransaction(db, () => bumped.delete(db));
  }
  companies.add(companyId);
}

/** The company's version: its own counter plus the one of every company. */
export async function listVersionOf(db: Db, companyId: number): Promise<number> {
  const rows = await db
    .select({ version: t.version })
    .from(t)
    .where(inArray(t.companyId, [ALL_COMPANIES, companyId]));
  return rows.reduce((sum, r) => sum + Number(r.version), 0);
}
