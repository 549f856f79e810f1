/**
 * The list version of each company, shared by every app instance (`list_versions`): bumped in
 * the transaction of every write that can change the company's list results; company 0 is bumped
 * by writes that touch every company. Both only grow, so their sum changes with every such write.
 */
import { sql } from 'drizzle-orm';
import { afterTransaction, type Db, queryNamed } from './connection';
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

/**
 * The company's version: its own counter plus the one of every company, as a column of a statement
 * (parameter `@companyId`, `queryNamed`): `listVersionOf`'s own, or a list page's (`invoice-list.ts`).
 */
export const listVersionSql = `(SELECT coalesce(sum(version), 0) FROM list_versions
    WHERE company_id IN (${ALL_COMPANIES}, @companyId))`;

/** The company's version (`listVersionSql`). */
export async function listVersionOf(db: Db, companyId: number): Promise<number> {
  const [row] = await queryNamed<{ version: number | string }>(db, `SELECT ${listVersionSql} AS version`, {
    companyId,
  });
  return Number(row?.version ?? 0);
}
