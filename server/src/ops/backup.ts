/**
 * Online backup and restore of the SQLite database (docs/operations.md "Backups").
 *
 * `backupSqlite` copies the live database with SQLite's backup API (better-sqlite3 `backup`) over a
 * connection of its own, while the server goes on writing: after a first empty step every page is
 * copied in one step, under one read snapshot of the WAL, so the copy is the database as of one
 * commit — every save acknowledged before the backup began is in it. A write between the steps
 * makes SQLite start the copy again, from a newer snapshot. The copy is checked
 * (`PRAGMA integrity_check`) before it is kept.
 *
 * `restoreSqlite` puts a checked backup in place of the database file (the server stopped): the
 * old file's -wal and -shm files are removed, so no log of the replaced database is replayed.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

function integrity(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

/** Copies the SQLite database `source` to `target` (a new file); its size in pages. */
export async function backupSqlite(source: string, target: string): Promise<{ pages: number }> {
  if (!existsSync(source)) throw new Error(`no database at ${source} / keine Datenbank unter ${source}`);
  if (existsSync(target)) throw new Error(`${target} exists already / ${target} gibt es schon`);
  const partial = join(dirname(target), `.partial-${process.pid}-${Date.now()}.db`);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const result = await db.backup(partial, { progress: () => 0x7fffffff });
    const check = integrity(partial);
    if (check !== 'ok') throw new Error(`the copy fails its integrity check: ${check}`);
    renameSync(partial, target);
    return { pages: result.totalPages };
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  } finally {
    db.close();
  }
}

/** Replaces the database at `target` by the backup `backup` (stop the server first). */
export function restoreSqlite(backup: string, target: string): void {
  const check = integrity(backup);
  if (check !== 'ok') throw new Error(`${backup} fails its integrity check: ${check}`);
  const incoming = `${target}.restoring`;
  const db = new Database(backup, { readonly: true });
  try {
    // a copy of the backup (which stays as it is) becomes the database file in one rename
    db.exec(`VACUUM INTO '${incoming.replaceAll("'", "''")}'`);
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(incoming, target);
}
