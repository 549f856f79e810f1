/**
 * What the per-system state costs (`npm run bench:scale -w @xr/server`): the database work that
 * rate limits, login throttle, access denylist and list versions add to a request, measured on
 * one SQLite file (WAL, synchronous=FULL) in this process, beside the password check a login does
 * anyway and a save's transaction without and with the list-version bump. Median and p99 in µs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccessDenylist } from '../src/auth/denylist';
import { LoginThrottle } from '../src/auth/login-throttle';
import { hashPassword, verifyPassword } from '../src/auth/passwords';
import { RateLimiter } from '../src/auth/rate-limit';
import { closeDatabase, inTransaction, openDatabase } from '../src/db/connection';
import { touchCompany } from '../src/db/list-count-cache';
import { listVersionOf } from '../src/db/list-versions';
import { settings } from '../src/db/tables';

const dir = mkdtempSync(join(tmpdir(), 'xr-bench-scale-'));
const db = await openDatabase(join(dir, 'scale.db'));

async function measure(title: string, runs: number, work: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(50, runs); i++) await work(-1 - i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await work(i);
    times.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  times.sort((x, y) => x - y);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `${title.padEnd(66)} median ${at(0.5).toFixed(0).padStart(6)} µs   p99 ${at(0.99).toFixed(0).padStart(6)} µs`,
  );
}

try {
  const limiter = new RateLimiter('login', 1_000_000);
  const throttle = new LoginThrottle(3, 900);
  const denylist = new AccessDenylist(900);
  // some rows as a running system would have them
  for (let i = 0; i < 2000; i++) {
    await denylist.denyToken(db, `seed-${i}`);
    await limiter.take(db, `ip:10.0.${i % 250}.${i % 7}`);
  }
  const hash = await hashPassword('Bench-Mark-2026!');
  console.log('per authenticated request:');
  await measure('  access denylist check (jti + sid, one read)', 5000, () =>
    denylist.isDenied(db, { jti: 'abc', sid: 'def' }),
  );
  console.log('per login (besides the existing final transaction):');
  await measure('  rate-limit hit + throttle read (one transaction, one commit)', 1000, () =>
    inTransaction(db, async (tx) => (await limiter.take(tx, 'ip:127.0.0.1')) && throttle.waitMs(tx, 'k')),
  );
  await measure('  for comparison: the password check (argon2id verify)', 20, () =>
    verifyPassword(hash, 'Bench-Mark-2026!'),
  );
  console.log('per save:');
  await measure('  a one-row write transaction (stand-in for a save)', 1000, (i) =>
    inTransaction(db, (tx) =>
      tx
        .insert(settings)
        .values({ key: `save-a-${i}`, value: 'x' })
        .onConflictDoNothing(),
    ),
  );
  await measure('  the same with the list-version bump in it', 1000, (i) =>
    inTransaction(db, async (tx) => {
      await tx
        .insert(settings)
        .values({ key: `save-b-${i}`, value: 'x' })
        .onConflictDoNothing();
      await touchCompany(tx, 3);
    }),
  );
  console.log('per filtered list:');
  await measure('  list version read', 5000, () => listVersionOf(db, 3));
} finally {
  await closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
}
