/**
 * Failed-login throttle per source and account: the first `freeFailures` wrong passwords cost
 * nothing, then every further attempt waits twice as long as the one before (1 s, 2 s, 4 s … up to
 * `maxDelaySeconds`). Another source is not slowed down, so nobody can lock a known login; the
 * account keeps its sessions. An attempt that goes ahead counts as a failure at once (so parallel
 * attempts cannot all pass the check before the first wrong password is counted); a success
 * clears the entry; an hour without failures forgets it.
 * The failures live in the database (`db/login-failures.ts`): failures through one app instance
 * slow down the next attempt through any other.
 */
import { type Db, inTransaction } from '../db/connection';
import {
  addLoginFailure,
  clearLoginFailures,
  FORGET_AFTER_MS,
  findLoginFailures,
  lockLoginFailures,
  sweepLoginFailures,
} from '../db/login-failures';

const SWEEP_EVERY_MS = 60_000;

export class LoginThrottle {
  private nextSweep = 0;

  constructor(
    private readonly freeFailures: number,
    private readonly maxDelaySeconds: number,
  ) {}

  /** Milliseconds the key still has to wait (0: an attempt may go ahead). */
  async waitMs(db: Db, key: string, now = Date.now()): Promise<number> {
    return this.waitOf(await findLoginFailures(db, key), now);
  }

  /**
   * `waitMs`, and when it is 0 the attempt goes ahead and is counted as a failure until `succeed`
   * clears it (call inside the request's transaction).
   */
  async attempt(tx: Db, key: string, now = Date.now()): Promise<number> {
    const wait = this.waitOf(await lockLoginFailures(tx, key, now), now);
    if (wait === 0) await this.fail(tx, key, now);
    return wait;
  }

  /** Counts a failure (pass the request's `tx` when there is one). */
  fail(db: Db, key: string, now = Date.now()): Promise<void> {
    return inTransaction(db, async (tx) => {
      if (now >= this.nextSweep) {
        this.nextSweep = now + SWEEP_EVERY_MS;
        await sweepLoginFailures(tx, now);
      }
      await addLoginFailure(tx, key, now);
    });
  }

  succeed(db: Db, key: string): Promise<void> {
    return inTransaction(db, (tx) => clearLoginFailures(tx, key));
  }

  private waitOf(entry: { count: number; lastAt: number } | undefined, now: number): number {
    if (!entry || now - entry.lastAt > FORGET_AFTER_MS) return 0;
    return Math.max(0, entry.lastAt + this.delayMs(entry.count) - now);
  }

  private delayMs(count: number): number {
    if (count < this.freeFailures) return 0;
    const seconds = 2 ** Math.min(30, count - this.freeFailures);
    return Math.min(seconds, this.maxDelaySeconds) * 1000;
  }
}
