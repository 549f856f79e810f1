/**
 * Online backup of the SQLite database while about 50 saves a second go on, then a restore: the
 * restored database passes SQLite's integrity check and holds every save that was acknowledged
 * before the backup began. The server and the backup command run as their own processes, as an
 * operator runs them.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { closeDatabase } from '../src/db/connection';
import { freshAppAt, onPostgres, registerCompany, savePayload } from './helpers';
import { spawnServer } from './server-process';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const backupCommand = (database: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/ops/backup-cli.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: database },
  });

describe.skipIf(onPostgres)('backup and restore (SQLite)', () => {
  it('a backup taken during 50 saves a second restores with every save acknowledged before it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-backup-'));
    const database = join(dir, 'live.db');
    const prep = await freshAppAt(database);
    const { accessToken } = await registerCompany(prep, 'backup@firma.example');
    await closeDatabase(prep.deps.db);
    const { child, url } = await spawnServer(database);
    const acknowledged: { id: number; number: string; at: number }[] = [];
    let stop = false;
    let sent = 0;
    const save = async (i: number) => {
      const number = `BK-${i}`;
      const res = await fetch(`${url}/weberfassung/api/rechnung`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(
          savePayload({
            invoiceNumber: number,
            json: JSON.stringify({ Invoice_number: { Content: number } }),
          }),
        ),
      });
      if (res.status === 201)
        acknowledged.push({ id: ((await res.json()) as { id: number }).id, number, at: performance.now() });
    };
    // one save every 20 ms (50 a second), each without waiting for the one before
    const saving = (async () => {
      const running: Promise<void>[] = [];
      while (!stop) {
        running.push(save(sent++));
        await new Promise((r) => setTimeout(r, 20));
      }
      await Promise.all(running);
    })();
    try {
      await new Promise((r) => setTimeout(r, 1500));
      const began = performance.now();
      const before = acknowledged.filter((a) => a.at < began);
      const backupFile = join(dir, 'backup.db');
      const { stdout } = await backupCommand(database, backupFile);
      expect(stdout).toMatch(/integrity ok/);
      // the saves went on meanwhile and after
      await new Promise((r) => setTimeout(r, 500));
      stop = true;
      await saving;
      expect(before.length).toBeGreaterThan(20);
      expect(acknowledged.length).toBeGreaterThan(before.length);

      // restore into a fresh place, as after losing the live file
      const restored = join(dir, 'restored.db');
      await backupCommand(restored, '--restore', backupFile);
      expect(existsSync(backupFile)).toBe(true);
      const db = new Database(restored, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const byId = db.prepare('SELECT invoice_number AS n FROM invoices WHERE id = ?');
        for (const a of before)
          expect((byId.get(a.id) as { n: string } | undefined)?.n, a.number).toBe(a.number);
        const stored = (
          db.prepare("SELECT count(*) AS n FROM invoices WHERE invoice_number LIKE 'BK-%'").get() as {
            n: number;
          }
        ).n;
        // consistent as of one moment: not more saves than were made
        expect(stored).toBeGreaterThanOrEqual(before.length);
        expect(stored).toBeLessThanOrEqual(sent);
      } finally {
        db.close();
      }
      // the restored database serves: a server starts on it and lists the company's invoices
      const second = await spawnServer(restored);
      try {
        const list = await fetch(`${second.url}/weberfassung/api/rechnung/inprogress?page=0&size=1`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(list.status).toBe(200);
        expect(((await list.json()) as { totalElements: number }).totalElements).toBeGreaterThanOrEqual(
          before.length,
        );
      } finally {
        second.child.kill('SIGTERM');
      }
    } finally {
      stop = true;
      child.kill('SIGTERM');
    }
  });

  it('the backup command refuses a PostgreSQL URL and an existing target, naming the problem', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-backup-'));
    await expect(backupCommand('postgres://db/xr', join(dir, 'b.db'))).rejects.toMatchObject({
      stderr: expect.stringMatching(/pg_dump/),
    });
    await expect(backupCommand(join(dir, 'none.db'), join(dir, 'b.db'))).rejects.toMatchObject({
      stderr: expect.stringMatching(/no database at/),
    });
  });
});
