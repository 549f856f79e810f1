/** Where the database is: DATABASE_URL as a PostgreSQL URL, or a SQLite file (default ./data/xr-web-capture.db). */
import { resolve } from 'node:path';
import { isPostgresUrl } from './connection';

export function databasePathFromEnv(value: string | undefined): string {
  if (!value) return resolve('data', 'xr-web-capture.db');
  if (isPostgresUrl(value)) return value;
  return resolve(value.replace(/^file:(\/\/)?/, '').replace(/^sqlite:(\/\/)?/, ''));
}
