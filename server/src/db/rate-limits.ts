/**
 * Fixed-window hit counters shared by every app instance (`rate_limit_hits`): one upsert counts a
 * hit and starts a new window when the old one has ended, so two instances never count apart.
 */
import { lte, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { rateLimitHits as t } from './tables';

/** Counts one hit of `key` (inside the caller's transaction) and returns the count of its window. */
export async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const ended = sql`${t.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, windowEndsAt: now + windowMs })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${now + windowMs} else ${t.windowEndsAt} end`,
      },
    })
    .returning({ count: t.count });
  return row.count;
}

/** Removes the counters whose window has ended. */
export async function sweepRateLimits(db: Db, now: number): Promise<void> {
  await db.delete(t).where(lte(t.windowEndsAt, now));
}
