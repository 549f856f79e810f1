/**
 * The secret of the archive's and audit trail's hash chains (db/chain.ts), never in the database:
 * ARCHIVE_CHAIN_KEY when set; else JWT_SECRET (set outside the database; required with
 * PostgreSQL, the same for every instance); else, with SQLite, the file `archive-chain.key` beside
 * the database file, made on first start (readable by the server's user only). The chains use a
 * key derived from it, never the secret itself.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ServerConfig } from './config';
import { chainKeyOf } from './db/chain';

export const CHAIN_KEY_FILE = 'archive-chain.key';

export function resolveChainKey(config: ServerConfig, databasePath: string, postgres: boolean): string {
  const secret = config.archiveChainKey || config.jwtSecret || (postgres ? '' : keyFile(databasePath));
  if (!secret) throw new Error('ARCHIVE_CHAIN_KEY or JWT_SECRET must be set / muss gesetzt sein');
  return chainKeyOf(secret);
}

function keyFile(databasePath: string): string {
  // a database in memory lives as long as the process: so does its key
  if (databasePath === ':memory:') return randomBytes(32).toString('hex');
  const file = join(dirname(databasePath), CHAIN_KEY_FILE);
  // on a fresh clone the database's folder is not there yet: the key comes before the database
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file)) {
    // two servers starting at once on one database: the key appears whole or not at all (written
    // beside it, then linked in); the second link fails and that server reads the first one's key
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      unlinkSync(draft);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
