/**
 * The list version of each company, shared by every app instance (`list_versions`): bumped in
 * the transaction of every write that can change the company's list results; company 0 is bumped
 * by writes that touch every company. Both only grow, so their sum changes with every such write.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { listVersions as t } from './tables';

export const ALL_COMPANIES = 0;

/** Bumps the version of `companyId` (inside the caller's transaction). */
export async function bumpListVersion(db: Db, companyId: number): Promise<void> {
  await db
    .insert(t)
    .values({ companyId, version: 1 })
    .onConflictDoUpdate({ target: t.companyId, set: { version: sql`${t.version} + 1` } });
}

/** The company's version: its own counter plus the one of every company. */
export async function listVersionOf(db: Db, companyId: number): Promise<number> {
  const rows = await db
    .select({ version: t.version })
    .from(t)
    .where(inArray(t.companyId, [ALL_COMPANIES, companyId]));
  return rows.reduce((sum, r) => sum + Number(r.version), 0);
}
