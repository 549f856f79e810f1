/**
 * `npm run backup -w @xr/server -- FILE` (release: `node server/dist/backup.js FILE`): an online
 * backup of the SQLite database of DATABASE_URL into FILE while the server runs.
 * `… -- --restore FILE` puts FILE back as the database (stop the server first).
 * PostgreSQL is backed up with its own tools (pg_dump, or base backups with WAL archiving for
 * point-in-time recovery): docs/operations.md.
 */
import { resolve } from 'node:path';
import { isPostgresUrl } from '../db/connection';
import { databasePathFromEnv } from '../db/location';
import { backupSqlite, restoreSqlite } from './backup';

const args = process.argv.slice(2);
const restore = args[0] === '--restore';
const file = restore ? args[1] : args[0];
const database = databasePathFromEnv(process.env.DATABASE_URL);

if (!file) {
  console.error('usage: backup FILE | backup --restore FILE (DATABASE_URL names the database)');
  process.exit(2);
}
if (isPostgresUrl(database)) {
  console.error('PostgreSQL: use pg_dump or base backups with WAL archiving (docs/operations.md)');
  process.exit(2);
}
try {
  if (restore) {
    restoreSqlite(resolve(file), database);
    console.log(`restored ${resolve(file)} as ${database}`);
  } else {
    const { pages } = await backupSqlite(database, resolve(file));
    console.log(`backup of ${database} written to ${resolve(file)} (${pages} pages, integrity ok)`);
  }
} catch (e) {
  console.error(`backup failed / Sicherung fehlgeschlagen: ${(e as Error).message}`);
  process.exit(1);
}
