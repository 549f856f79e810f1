/**
 * Fixed windows per key (client address, login, company): login, registration, mail and send
 * limits. The counters live in the database (`db/rate-limits.ts`), so every app instance on it
 * counts the same hits; ended windows are swept at most once a minute.
 */
import { type Db, inTransaction } from '../db/connection';
import { countHit, sweepRateLimits } from '../db/rate-limits';

const SWEEP_EVERY_MS = 60_000;

export class RateLimiter {
  private nextSweep = 0;

  constructor(
    /** Tells this limiter's keys from the others' in the shared table. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /**
   * Counts one attempt; false when the key is over its limit in the current window. Inside a
   * request's transaction pass its `tx` (the count is then undone with it).
   */
  take(db: Db, key: string, now = Date.now()): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      if (now >= this.nextSweep) {
        this.nextSweep = now + SWEEP_EVERY_MS;
        await sweepRateLimits(tx, now);
      }
      return (await countHit(tx, `${this.name}|${key}`, this.windowMs, now)) <= this.limit;
    });
  }
}
