/**
 * Failed logins per source and account, shared by every app instance (`login_failures`). A
 * failure after an hour without one starts counting from one again.
 */
import { eq, lt, sql } from 'drizzle-orm';
import { type Db, lockedRows } from './connection';
import { loginFailures as t } from './tables';

export const FORGET_AFTER_MS = 3_600_000;

export async function findLoginFailures(
  db: Db,
  key: string,
): Promise<{ count: number; lastAt: number } | undefined> {
  const [row] = await db.select({ count: t.count, lastAt: t.lastAt }).from(t).where(eq(t.key, key)).limit(1);
  return row;
}

/**
 * The key's failures, locked until the caller's transaction ends, so that concurrent attempts of
 * one key are decided one after another: the row is created empty if missing, so that even the
 * first attempts wait for each other (`lockedRows`).
 */
export async function lockLoginFailures(
  db: Db,
  key: string,
  now: number,
): Promise<{ count: number; lastAt: number } | undefined> {
  await db.insert(t).values({ key, count: 0, lastAt: now }).onConflictDoNothing();
  const [row] = await lockedRows(
    db,
    db.select({ count: t.count, lastAt: t.lastAt }).from(t).where(eq(t.key, key)).limit(1),
  );
  return row;
}

/** Counts one failure of `key` (inside the caller's transaction). */
export async function addLoginFailure(db: Db, key: string, now: number): Promise<void> {
  await db
    .insert(t)
    .values({ key, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.lastAt} < ${now - FORGET_AFTER_MS} then 1 else ${t.count} + 1 end`,
        lastAt: now,
      },
    });
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}

/** Forgets the keys without a failure in the last hour. */
export async function sweepLoginFailures(db: Db, now: number): Promise<void> {
  await db.delete(t).where(lt(t.lastAt, now - FORGET_AFTER_MS));
}
