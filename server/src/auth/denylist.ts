/**
 * Access tokens that must stop working before they expire: by `jti` (one logged-out token) and by
 * session family `sid` (a revoked refresh-token family: logout, credential change, token replay).
 * Entries live only as long as an access token can (in memory; one server process).
 */
export class AccessDenylist {
  private readonly entries = new Map<string, number>();

  constructor(private readonly ttlSeconds: number) {}

  denyToken(jti: string, nowSec = Math.floor(Date.now() / 1000)): void {
    this.add(`jti:${jti}`, nowSec);
  }

  denySessions(families: Iterable<string>, nowSec = Math.floor(Date.now() / 1000)): void {
    for (const f of families) this.add(`sid:${f}`, nowSec);
  }

  isDenied(claims: { jti?: string; sid?: string }, nowSec = Math.floor(Date.now() / 1000)): boolean {
    return this.live(`jti:${claims.jti}`, nowSec) || this.live(`sid:${claims.sid}`, nowSec);
  }

  private live(key: string, nowSec: number): boolean {
    const until = this.entries.get(key);
    if (until === undefined) return false;
    if (until > nowSec) return true;
    this.entries.delete(key);
    return false;
  }

  private add(key: string, nowSec: number): void {
    if (this.entries.size > 100_000) {
      for (const [k, until] of this.entries) if (until <= nowSec) this.entries.delete(k);
    }
    this.entries.set(key, nowSec + this.ttlSeconds + 60);
  }
}
