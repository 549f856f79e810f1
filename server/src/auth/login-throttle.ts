/**
 * Failed-login throttle per source and account: the first `freeFailures` wrong passwords cost
 * nothing, then every further attempt waits twice as long as the one before (1 s, 2 s, 4 s … up to
 * `maxDelaySeconds`). Another source is not slowed down, so nobody can lock a known login; the
 * account keeps its sessions. A success clears the entry; an hour without failures forgets it.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; last: number }>();

  constructor(
    private readonly freeFailures: number,
    private readonly maxDelaySeconds: number,
  ) {}

  /** Milliseconds the key still has to wait (0: the attempt may go ahead). */
  waitMs(key: string, now = Date.now()): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    if (now - entry.last > 3_600_000) {
      this.failures.delete(key);
      return 0;
    }
    return Math.max(0, entry.last + this.delayMs(entry.count) - now);
  }

  fail(key: string, now = Date.now()): void {
    if (this.failures.size > 50_000) {
      for (const [k, v] of this.failures) if (now - v.last > 3_600_000) this.failures.delete(k);
    }
    const entry = this.failures.get(key);
    this.failures.set(key, { count: (entry?.count ?? 0) + 1, last: now });
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private delayMs(count: number): number {
    if (count < this.freeFailures) return 0;
    const seconds = 2 ** Math.min(30, count - this.freeFailures);
    return Math.min(seconds, this.maxDelaySeconds) * 1000;
  }
}
