/**
 * Failed-login throttle per source and account: the first `freeFailures` wrong passwords cost
 * nothing, then every further attempt waits twice as long as the one before (1 s, 2 s, 4 s … up to
 * `maxDelaySeconds`). Another source is not slowed down, so nobody can lock a known login; the
 * account keeps its sessions. A success clears the entry; an hour without failures forgets it.
 * The failures live in the database (`db/login-failures.ts`): failures through one app instance
 * slow down the next attempt through any other.
 */
import { type Db, inTransaction } from '../db/connection';
import {
  addLoginFailure,
  clearLoginFailures,
  FORGET_AFTER_MS,
  findLoginFailures,
  sweepLoginFailures,
} from '../db/login-failures';

const SWEEP_EVERY_MS = 60_000;

export class LoginThrottle {
  private nextSweep = 0;

  constructor(
    private readonly freeFailures: number,
    private readonly maxDelaySeconds: number,
  ) {}

  /** Milliseconds the key still has to wait (0: the attempt may go ahead). */
  async waitMs(db: Db, key: string, now = Date.now()): Promise<number> {
    const entry = await findLoginFailures(db, key);
    if (!entry || now - entry.lastAt > FORGET_AFTER_MS) return 0;
    return Math.max(0, entry.lastAt + this.delayMs(entry.count) - now);
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

  private delayMs(count: number): number {
    if (count < this.freeFailures) return 0;
    const seconds = 2 ** Math.min(30, count - this.freeFailures);
    return Math.min(seconds, this.maxDelaySeconds) * 1000;
  }
}
