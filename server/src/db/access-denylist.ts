/**
 * Access tokens refused before they expire, shared by every app instance (`access_denylist`):
 * keys `jti:<token id>` and `sid:<session family>`, each until a time in seconds.
 */
import { and, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from './connection';
import { accessDenylist as t } from './tables';

/** Adds or extends entries (inside the caller's transaction). */
export async function denyKeys(db: Db, keys: readonly string[], untilSec: number): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(t)
    .values(keys.map((key) => ({ key, untilSec })))
    .onConflictDoUpdate({ target: t.key, set: { untilSec } });
}

/** Whether any of `keys` is refused at `nowSec`. */
export async function anyDenied(db: Db, keys: readonly string[], nowSec: number): Promise<boolean> {
  const rows = await db
    .select({ key: t.key })
    .from(t)
    .where(and(inArray(t.key, [...keys]), gt(t.untilSec, nowSec)))
    .limit(1);
  return rows.length > 0;
}

export async function sweepDenylist(db: Db, nowSec: number): Promise<void> {
  await db.delete(t).where(lte(t.untilSec, nowSec));
}
