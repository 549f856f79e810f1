/**
 * Whether this instance can serve (`GET /weberfassung/readyz`): the database answers a query (on
 * SQLite its file is still there), every committed migration of the engine is applied, and the
 * worker pool answers (a thread replies to a ping; when every thread is busy with a job under its
 * time limit, the pool counts as answering). Each check has a time limit, so a probe never hangs.
 * The load balancer sends no requests to an instance that answers 503 here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Deps } from '../context';
import { engineOf, queryRows } from '../db/connection';
import { ApiError } from '../errors/api-error';
import { workPool } from '../pool/index';
import { runtimeDirs } from '../runtime-files';

export interface Check {
  ok: boolean;
  detail: string;
}
export interface Readiness {
  ready: boolean;
  checks: { database: Check; migrations: Check; workers: Check };
}

const LIMIT_MS = 3000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const failed = (e: unknown): Check => ({ ok: false, detail: e instanceof Error ? e.message : String(e) });

/** The `when` of the newest committed migration of an engine. */
const newest = new Map<string, number>();
function newestMigration(kind: 'sqlite' | 'pg'): number {
  let when = newest.get(kind);
  if (when === undefined) {
    const dir = kind === 'pg' ? runtimeDirs.migrationsPg : runtimeDirs.migrations;
    const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', dir), 'utf8')) as {
      entries: { when: number }[];
    };
    when = Math.max(...journal.entries.map((e) => e.when));
    newest.set(kind, when);
  }
  return when;
}

async function database(deps: Deps): Promise<Check> {
  const kind = engineOf(deps.db).kind;
  if (kind === 'sqlite') {
    const file = (deps.db.$client as { name?: string }).name;
    if (file && !existsSync(file)) return { ok: false, detail: `the database file ${file} is gone` };
  }
  await within(LIMIT_MS, queryRows(deps.db, sql`SELECT 1 AS one`));
  return { ok: true, detail: kind === 'pg' ? 'PostgreSQL answers' : 'SQLite answers' };
}

async function migrations(deps: Deps): Promise<Check> {
  const kind = engineOf(deps.db).kind;
  const table = kind === 'pg' ? sql`drizzle.__drizzle_migrations` : sql`__drizzle_migrations`;
  const [row] = await within(
    LIMIT_MS,
    queryRows<{ last: number | string | null }>(deps.db, sql`SELECT max(created_at) AS last FROM ${table}`),
  );
  const expected = newestMigration(kind);
  const last = Number(row?.last ?? 0);
  return last >= expected
    ? { ok: true, detail: 'every migration is applied' }
    : { ok: false, detail: `migrations missing: the newest applied is from ${new Date(last).toISOString()}` };
}

async function workers(): Promise<Check> {
  const pool = workPool();
  const stats = pool.stats();
  if (stats.busy >= stats.max)
    return { ok: true, detail: `all ${stats.max} threads busy, ${stats.queued} jobs waiting` };
  try {
    // a thread that is still starting (the first after a start or a crash) may take seconds
    await within(LIMIT_MS * 4, pool.run('readyz', 'ping', undefined));
    return { ok: true, detail: 'a worker thread answers' };
  } catch (e) {
    // probes at the same moment: the pool refused this one for the others under way
    if (e instanceof ApiError) return { ok: true, detail: 'a readiness ping is under way' };
    return failed(e);
  }
}

export async function readiness(deps: Deps): Promise<Readiness> {
  const [db, migrated, pool] = await Promise.all([
    database(deps).catch(failed),
    migrations(deps).catch(failed),
    workers(),
  ]);
  return {
    ready: db.ok && migrated.ok && pool.ok,
    checks: { database: db, migrations: migrated, workers: pool },
  };
}
