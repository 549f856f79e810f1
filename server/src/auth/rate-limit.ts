/** Fixed one-minute windows per key (client address, login): login and registration limits. */
export class RateLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts one attempt; false when the key is over its limit in the current minute. */
  take(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || now - entry.start >= 60_000) {
      if (this.hits.size > 10_000) this.prune(now);
      this.hits.set(key, { start: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.perMinute;
  }

  private prune(now: number) {
    for (const [k, v] of this.hits) if (now - v.start >= 60_000) this.hits.delete(k);
  }
}
