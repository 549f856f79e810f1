/**
 * Access tokens that must stop working before they expire: by `jti` (one logged-out token) and by
 * session family `sid` (a revoked refresh-token family: logout, credential change, token replay).
 * Entries live as long as an access token can, in the database (`db/access-denylist.ts`): a token
 * logged out through one app instance is refused there at once and by every other instance within
 * `AUTH_CACHE_SECONDS` (the callers it remembers: `db/caller-cache.ts`).
 */

import { anyDenied, denyKeys, sweepDenylist } from '../db/access-denylist';
import { forgetCallers } from '../db/caller-cache';
import { type Db, inTransaction } from '../db/connection';

const SWEEP_EVERY_MS = 60_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export class AccessDenylist {
  private nextSweep = 0;

  constructor(private readonly ttlSeconds: number) {}

  /** Pass the request's `tx`: the entries count from its commit on. */
  denyToken(db: Db, jti: string, nowSec = nowSeconds()): Promise<void> {
    return this.add(db, [`jti:${jti}`], nowSec);
  }

  denySessions(db: Db, families: Iterable<string>, nowSec = nowSeconds()): Promise<void> {
    return this.add(
      db,
      [...families].map((f) => `sid:${f}`),
      nowSec,
    );
  }

  isDenied(db: Db, claims: { jti?: string; sid?: string }, nowSec = nowSeconds()): Promise<boolean> {
    return anyDenied(db, [`jti:${claims.jti}`, `sid:${claims.sid}`], nowSec);
  }

  private add(db: Db, keys: string[], nowSec: number): Promise<void> {
    return inTransaction(db, async (tx) => {
      if (nowSec * 1000 >= this.nextSweep) {
        this.nextSweep = nowSec * 1000 + SWEEP_EVERY_MS;
        await sweepDenylist(tx, nowSec);
      }
      await denyKeys(tx, keys, nowSec + this.ttlSeconds + 60);
      forgetCallers(tx);
    });
  }
}
