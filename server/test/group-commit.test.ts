/**
 * Group commit (src/db/group-commit.ts): a transaction that wrote is acknowledged only after an
 * fsync of the WAL that began after its COMMIT; one fsync serves the commits that arrive while the
 * previous one runs; everything acknowledged is in the file when it is opened again.
 */
import { fdatasync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase, inTransaction, openDatabase } from '../src/db/connection';
import { walSync } from '../src/db/group-commit';
import { companies } from '../src/db/tables';

describe('group commit', () => {
  it('acknowledges each commit after an fsync that began after it, sharing one fsync among waiting commits', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'xr-wal-')), 'x.db');
    writeFileSync(`${file}-wal`, 'frames');
    const events: string[] = [];
    let syncs = 0;
    const wal = walSync(file, ((fd: number, done: (e: NodeJS.ErrnoException | null) => void) => {
      events.push(`sync ${++syncs}`);
      fdatasync(fd, done);
    }) as typeof fdatasync);
    const commits = async (from: number, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, k) => {
          events.push(`commit ${from + k}`);
          return wal.durable().then(() => events.push(`ack ${from + k}`));
        }),
      );
    const first = commits(0, 30);
    await new Promise((r) => setImmediate(r));
    await Promise.all([first, commits(30, 30)]);
    wal.close();
    // every commit: an fsync started after it and before its acknowledgement
    for (let i = 0; i < 60; i++) {
      const at = events.indexOf(`commit ${i}`);
      const ack = events.indexOf(`ack ${i}`);
      expect(ack).toBeGreaterThan(at);
      expect(events.slice(at, ack).some((e) => e.startsWith('sync'))).toBe(true);
    }
    // 60 commits in two bursts: a few fsyncs, not one each
    expect(syncs).toBeGreaterThanOrEqual(2);
    expect(syncs).toBeLessThanOrEqual(4);
  });

  it('keeps every acknowledged transaction of a burst (reopened from the file)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'xr-wal-')), 'burst.db');
    const db = await openDatabase(file);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(1); // NORMAL + group commit
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        inTransaction(db, (tx) =>
          tx.insert(companies).values({ name: `Firma ${i}`, contactEmail: `f${i}@a.example` }),
        ),
      ),
    );
    await closeDatabase(db);
    const again = await openDatabase(file);
    expect((await again.select().from(companies)).length).toBe(200);
    await closeDatabase(again);
  });
});
