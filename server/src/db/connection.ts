/** Opens the SQLite file (WAL, foreign keys) and applies the committed migrations. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = fileURLToPath(new URL('../../drizzle/', import.meta.url));

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit that was acknowledged survives a power loss (NORMAL in WAL mode may lose the
  // last ones); the cost per commit is measured by `npm run bench:durability -w @xr/server`.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder });
  return db;
}

/** Runs `work` in one synchronous transaction (one per request; see DESIGN "Storage"). */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work)();
}
