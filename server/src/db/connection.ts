/**
 * Opens the database and runs transactions: the one async data-access layer (CONTRACTS.md
 * "Database code"). `postgres://…` opens PostgreSQL (a pool; a transaction holds one connection),
 * anything else a SQLite file. SQLite: one writing connection whose transactions are serialised
 * in the process (a queue; BEGIN IMMEDIATE … COMMIT/ROLLBACK) and a second, read-only connection
 * for statements outside a transaction, so no other request's statement ever runs inside an open
 * transaction; WAL mode with group commit (`group-commit.ts`), foreign keys. The committed
 * migrations of the engine are applied.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { getTableColumns, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { keptPerKey } from '../kept-per-key';
import { runtimeDirs } from '../runtime-files';
import { noteDatabaseReachable, noteDatabaseUnreachable } from './availability';
import { walSync } from './group-commit';
import { deferWrite, pgTransaction } from './pg-transaction';
import { isTakenRandomId, RANDOM_ID_ATTEMPTS } from './random-id';
import { countRoundTrips } from './round-trips';
import * as schema from './schema';
import * as schemaPg from './schema-pg';
import { useTablesOf } from './tables';

/** A database handle: the root handle (`deps.db`) or the `tx` handle inside `inTransaction`. */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** What the handles of one database share: the engine, its transaction queue, its caches' key. */
export interface Engine {
  kind: 'sqlite' | 'pg';
  /** Runs `work` in one transaction (serialised with every other transaction of the database). */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const engines = new WeakMap<object, Engine>();
/** Handles of an open transaction: `inTransaction` on them joins it. */
const openTx = new WeakSet<object>();
/** What runs once the open transaction of a handle has ended (committed or rolled back). */
const endHooks = new WeakMap<object, (() => void)[]>();

function runEndHooks(handle: object) {
  const hooks = endHooks.get(handle);
  endHooks.delete(handle);
  for (const hook of hooks ?? []) hook();
}

/**
 * Runs `hook` once the transaction `db` belongs to has ended (committed or rolled back), or at once
 * when `db` is no transaction's handle (its statement has committed).
 */
export function afterTransaction(db: Db, hook: () => void): void {
  if (!openTx.has(db)) {
    hook();
    return;
  }
  const hooks = endHooks.get(db);
  if (hooks) hooks.push(hook);
  else endHooks.set(db, [hook]);
}

const migrationsFolder = fileURLToPath(runtimeDirs.migrations);
const migrationsFolderPg = fileURLToPath(runtimeDirs.migrationsPg);
let opened = false;

/** A PostgreSQL connection URL (`postgres://` or `postgresql://`) rather than a SQLite path. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

/** Statements kept per connection, by their SQL (drizzle prepares every query anew). */
const STATEMENTS_KEPT = 1000;

/**
 * Prepares each SQL text once per connection. A kept statement comes back in its default mode
 * (drizzle turns `raw` on for some reads of a statement and not for others).
 */
function keepStatements(sqlite: Database.Database) {
  const kept = keptPerKey(STATEMENTS_KEPT, sqlite.prepare.bind(sqlite));
  sqlite.prepare = ((source: string) => {
    const stmt = kept(source);
    if (stmt.reader) stmt.raw(false).pluck(false).expand(false);
    return stmt;
  }) as typeof sqlite.prepare;
}

function openSqlite(path: string, readonly: boolean): Database.Database {
  const sqlite = new Database(path, { readonly });
  keepStatements(sqlite);
  if (!readonly) sqlite.pragma('journal_mode = WAL');
  // NORMAL: a COMMIT does not wait for the disk; a transaction that wrote is acknowledged after the
  // group commit's fsync of the WAL (group-commit.ts), so an acknowledged save survives a power
  // loss as with FULL. Measured by `npm run bench:durability -w @xr/server`.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * Opens the SQLite file (`:memory:` becomes a temporary file removed on close: the read
 * connection needs a file to share).
 */
export async function openDatabase(path: string): Promise<Db> {
  if (isPostgresUrl(path)) return openPostgres(path);
  useTablesOf('sqlite', opened);
  opened = true;
  let file = path;
  let temporary: string | undefined;
  if (path === ':memory:') {
    temporary = mkdtempSync(join(tmpdir(), 'xr-db-'));
    file = join(temporary, 'memory.db');
  } else mkdirSync(dirname(path), { recursive: true });
  const writer = drizzle(openSqlite(file, false), { schema }) as Db;
  migrate(writer, { migrationsFolder });
  const readerClient = openSqlite(file, true);
  const wal = walSync(file);
  const totalChanges = writer.$client.prepare('SELECT total_changes() AS n').pluck();
  const reader = drizzle(readerClient, { schema }) as Db;
  // Raw access for tests and tools (`$client`) is the writing connection, used outside requests.
  Object.defineProperty(reader, '$client', { value: writer.$client, enumerable: false });
  let tail: Promise<unknown> = Promise.resolve();
  const engine: Engine = {
    kind: 'sqlite',
    async transaction(work) {
      const before = tail;
      let release = () => {};
      tail = new Promise<void>((done) => {
        release = done;
      });
      await before;
      const client = writer.$client;
      let wrote = false;
      let result: Awaited<ReturnType<typeof work>>;
      try {
        const changesBefore = totalChanges.get();
        client.exec('BEGIN IMMEDIATE');
        openTx.add(writer);
        try {
          result = await work(writer);
          client.exec('COMMIT');
          wrote = totalChanges.get() !== changesBefore;
        } catch (e) {
          if (client.inTransaction) client.exec('ROLLBACK');
          throw e;
        } finally {
          openTx.delete(writer);
          runEndHooks(writer);
        }
      } finally {
        release();
      }
      // the next transaction runs meanwhile; this one is acknowledged once its commit is on disk
      if (wrote) await wal.durable();
      return result;
    },
    async close() {
      await tail;
      await wal.durable().catch(() => undefined);
      wal.close();
      readerClient.close();
      writer.$client.close();
      if (temporary) rmSync(temporary, { recursive: true, force: true });
    },
  };
  engines.set(writer, engine);
  engines.set(reader, engine);
  return reader;
}

/** How long opening a PostgreSQL connection may take before the request fails (503). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Opens a pool on the PostgreSQL database; migrations run under an advisory lock (several instances). */
async function openPostgres(url: string): Promise<Db> {
  useTablesOf('pg', opened);
  // bigint (count(*), millisecond times) as a JS number, as SQLite gives it: every value here fits
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  opened = true;
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // a server that does not answer (a host gone, not a refused socket) fails the request, not hangs it
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection that the server drops (a restart, a failover) is only logged: the pool opens a new
  // one for the next query. Without a listener node would end the whole process — for an idle
  // connection (the pool's own listener) and for one a transaction holds (each client's listener).
  pool.on('error', (e) => noteDatabaseUnreachable(e));
  pool.on('connect', (client) => {
    client.on('error', (e) => noteDatabaseUnreachable(e));
    countRoundTrips(client);
    noteDatabaseReachable();
  });
  const migrating = await pool.connect();
  try {
    await migrating.query('SELECT pg_advisory_lock(727312)');
    await migratePg(drizzlePg(migrating, { schema: schemaPg }), { migrationsFolder: migrationsFolderPg });
  } finally {
    await migrating.query('SELECT pg_advisory_unlock(727312)').catch(() => undefined);
    migrating.release();
  }
  const root = drizzlePg(pool, { schema: schemaPg }) as NodePgDatabase<typeof schemaPg>;
  const engine: Engine = {
    kind: 'pg',
    transaction(work) {
      let handle: object | undefined;
      return pgTransaction(pool, async (tx) => {
        handle = tx;
        engines.set(tx, engine);
        openTx.add(tx);
        return work(tx as unknown as Db);
      }).finally(() => {
        if (!handle) return;
        openTx.delete(handle);
        runEndHooks(handle);
      });
    },
    close: () => pool.end(),
  };
  engines.set(root, engine);
  return root as unknown as Db;
}

export function engineOf(db: Db): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error('not a database handle of openDatabase');
  return engine;
}

/** PostgreSQL's row-locking clause of a select (drizzle's pg builder; the handles are typed as SQLite's). */
type PgSelectQuery<R> = { for(strength: 'update', config?: { skipLocked?: boolean }): Promise<R[]> };

/**
 * The rows of a select, locked until the transaction ends: on PostgreSQL `FOR UPDATE`, with
 * `skipLocked` (a claim) a row another instance holds right now is skipped, not waited for;
 * SQLite's one writer already serialises transactions.
 */
export async function lockedRows<R>(
  tx: Db,
  query: PromiseLike<R[]>,
  { skipLocked = false }: { skipLocked?: boolean } = {},
): Promise<R[]> {
  return engineOf(tx).kind === 'pg'
    ? await (query as unknown as PgSelectQuery<R>).for('update', { skipLocked })
    : await query;
}

/**
 * Runs `work` in one transaction (one per request; see DESIGN "Storage" and CONTRACTS.md). Inside,
 * use only `tx`; a call on a `tx` handle joins the open transaction.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (openTx.has(db)) return work(db);
  // a random id already taken by another row (rare: `insertLater`'s plain inserts) fails the whole
  // transaction: it runs again, drawing new ids
  for (let attempt = 1; ; attempt++) {
    try {
      return await engineOf(db).transaction(work);
    } catch (e) {
      if (attempt >= RANDOM_ID_ATTEMPTS || !isTakenRandomId(e, plainInserts)) throw e;
    }
  }
}

/** Closes the database after the running transactions. */
export function closeDatabase(db: Db): Promise<void> {
  return engineOf(db).close();
}

/**
 * SQL text with `@name` parameters: on PostgreSQL its `$n` text and the name of each `$n`, kept per
 * text, with the maker of its result rows (`rowMaker`) once the first result has named the columns.
 */
const pgTextOf = keptPerKey(STATEMENTS_KEPT, (text: string) => {
  // each occurrence its own parameter, as drizzle binds them: one name may stand in two types' places
  const names: string[] = [];
  const pgText = text.replace(/@(\w+)/g, (_, name: string) => `$${names.push(name)}`);
  return { text: pgText, names, rows: undefined as RowMaker | undefined };
});

interface RowMaker {
  columns: string[];
  make(values: unknown[]): Record<string, unknown>;
}

/**
 * An object of a row's values (an array from pg) under the column names: an object literal written
 * for these columns, so every row gets one shape at once. Building each row by name took a list page
 * 25–70 µs, the literal about 1 µs. The names are quoted as JSON strings: any column name is safe.
 */
function rowMaker(columns: string[]): RowMaker {
  const fields = columns.map((c, i) => `${JSON.stringify(c)}: v[${i}]`).join(', ');
  return { columns, make: new Function('v', `return { ${fields} };`) as RowMaker['make'] };
}

const sameColumns = (maker: RowMaker | undefined, fields: { name: string }[]) =>
  maker !== undefined &&
  maker.columns.length === fields.length &&
  fields.every((f, i) => f.name === maker.columns[i]);

/**
 * Rows of SQL text with `@name` parameters (both engines' SQL). On PostgreSQL the text goes to the
 * connection as it is, without drizzle's building (the lists: the hottest reads).
 */
export async function queryNamed<T>(db: Db, text: string, params: Record<string, unknown>): Promise<T[]> {
  if (engineOf(db).kind === 'pg') {
    const statement = pgTextOf(text);
    const client = db.$client as unknown as {
      query(q: object): Promise<{ rows: unknown[][]; fields: { name: string }[] }>;
    };
    // rows as arrays, made objects here: cheaper than pg's copy of a prototype-less object per row
    const { rows, fields } = await client.query({
      text: statement.text,
      values: statement.names.map((n) => params[n]),
      rowMode: 'array',
    });
    if (!sameColumns(statement.rows, fields)) statement.rows = rowMaker(fields.map((f) => f.name));
    return rows.map((statement.rows as RowMaker).make) as T[];
  }
  return db.all(namedSql(text, params)) as T[];
}

/** SQL text with `@name` parameters as drizzle's SQL (SQLite). */
function namedSql(text: string, params: Record<string, unknown>): SQL {
  const parts = text.split(/@(\w+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql`${params[part]}` : sql.raw(part))));
}

/**
 * A write whose result nobody reads (SQL text with `@name` parameters, both engines' SQL): on
 * PostgreSQL, inside a transaction, it travels with the transaction's next statement or its COMMIT
 * (no round trip of its own, `pg-transaction.ts`; the order of the statements is kept); otherwise
 * it runs at once.
 */
export async function writeLater(db: Db, text: string, params: Record<string, unknown>): Promise<void> {
  if (engineOf(db).kind === 'sqlite') {
    db.run(namedSql(text, params));
    return;
  }
  const { text: pgText, names } = pgTextOf(text);
  const values = names.map((n) => params[n]);
  if (!deferWrite(db, pgText, values)) await queryNamed(db, text, params);
}

/** Each table's INSERT of every column (`insertLater`), and the tables it has inserted into. */
const insertTexts = new Map<string, string>();
const plainInserts = new Set<string>();

/**
 * A new row of `table` with every column given (`row`'s keys are the table's), written with
 * `writeLater`: a plain INSERT under a random id, where an id another row holds fails the
 * transaction and `inTransaction` runs it again. Booleans go as 1/0 (SQLite binds no booleans,
 * PostgreSQL reads '1' and '0' as booleans).
 */
export async function insertLater(db: Db, table: Table, row: Record<string, unknown>): Promise<void> {
  const name = getTableName(table);
  let text = insertTexts.get(name);
  if (!text) {
    const columns = Object.entries(getTableColumns(table));
    text = `INSERT INTO ${name} (${columns.map(([, c]) => c.name).join(', ')})
      VALUES (${columns.map(([key]) => `@${key}`).join(', ')})`;
    insertTexts.set(name, text);
    plainInserts.add(name);
  }
  const params: Record<string, unknown> = {};
  for (const key in row) params[key] = typeof row[key] === 'boolean' ? (row[key] ? 1 : 0) : row[key];
  await writeLater(db, text, params);
}

/** Rows of a raw SQL query (drizzle's `sql` template; write SQL that both engines understand). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  if (engineOf(db).kind === 'pg') return (await (db as unknown as NodePgDatabase).execute(query)).rows as T[];
  return db.all(query) as T[];
}
