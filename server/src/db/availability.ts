/**
 * Whether the database answers, as this instance last saw it: the one place of the outage state.
 * A request whose database call fails because the server is unreachable (stopped, restarting,
 * failing over, out of connections) answers 503 `error.databaseUnavailable` with `Retry-After`
 * instead of 500; the state turns back to available as soon as a new connection succeeds, so the
 * instance serves again without a restart. The readiness endpoint reads `databaseAvailability()`.
 */

export interface DatabaseAvailability {
  /** false from the first unreachable failure until the next successful connection. */
  available: boolean;
  /** When the state last changed (ms since the epoch). */
  since: number;
  /** The last failure's message while unavailable. */
  lastError?: string;
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

let state: DatabaseAvailability = { available: true, since: Date.now() };

export function databaseAvailability(): Readonly<DatabaseAvailability> {
  return state;
}

export function noteDatabaseUnreachable(err: unknown): void {
  const message = err instanceof Error ? err.message : String(err);
  if (state.available) {
    console.error(`[db] the database is unreachable: ${message}`);
    state = { available: false, since: Date.now(), lastError: message };
  } else state.lastError = message;
}

export function noteDatabaseReachable(): void {
  if (state.available) return;
  console.error('[db] the database is reachable again');
  state = { available: true, since: Date.now() };
}

/** Socket errors of the connection (node's codes; ENOENT is a missing unix socket only when connecting). */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * PostgreSQL SQLSTATEs of an unreachable server: class 08 (connection exception), 57P01–57P03
 * (terminated by the administrator, crash shutdown, cannot connect now), 53300 (too many connections).
 */
const serverCodes = /^(08...|57P0[123]|53300)$/;
/** node-postgres' own messages of a lost or never opened connection. */
const lostMessages =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/** The error (or one it wraps, as drizzle does) says the database server cannot be reached. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? '');
    if (socketCodes.has(code) || serverCodes.test(code)) return true;
    if (code === 'ENOENT' && (e as { syscall?: unknown }).syscall === 'connect') return true;
    if (e instanceof Error && lostMessages.test(e.message)) return true;
  }
  return false;
}
