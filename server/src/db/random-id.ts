/**
 * Ids that leave the server (answers, URLs, mails, file names) are random integers, so no answer
 * tells how many companies, users, invoices, … exist or in which order they were made (issue 11).
 * They stay integers in [1, 2^31-1] (the spec's id type). Rows that never leave the server
 * (outboxes, tokens, attachments, leases) keep the engine's next number. Where order matters,
 * queries sort by the creation time (`creationTime`, unique per process), the id breaking ties.
 */
import { randomInt } from 'node:crypto';

/** The largest id the spec allows (a signed 32-bit integer). */
export const MAX_ID = 2 ** 31 - 1;

/** How often an insert draws a new id after a taken one (8 taken ids in a row: the table is nearly full). */
export const RANDOM_ID_ATTEMPTS = 8;

/** Where ids come from: the system's cryptographic generator (a test may hand out taken ids first). */
export const idSource = { draw: (): number => randomInt(1, MAX_ID + 1) };

/** A random id in [1, MAX_ID]. */
export const randomId = (): number => idSource.draw();

/**
 * Inserts one row under a random id: `insert(id)` runs the INSERT with that id and
 * `.onConflictDoNothing({ target: table.id }).returning(…)`, so a taken id inserts nothing (on
 * both engines, without aborting the transaction) and the next attempt draws another id. Conflicts
 * on other unique columns still fail as before.
 */
export async function withRandomId<R>(insert: (id: number) => Promise<R[]>): Promise<R> {
  for (let attempt = 0; attempt < RANDOM_ID_ATTEMPTS; attempt++) {
    const [row] = await insert(randomId());
    if (row !== undefined) return row;
  }
  // 8 taken ids in a row: the table would need to hold most of the 2^31 ids.
  throw new Error('no free random id after 8 attempts');
}

/**
 * Whether `e` is the failure of a plain insert into one of `tables` (`insertLater`) whose random id
 * another row holds already: PostgreSQL's unique violation of the table's primary key, SQLite's
 * primary key constraint (also as the cause of drizzle's error).
 */
export function isTakenRandomId(e: unknown, tables: ReadonlySet<string>): boolean {
  type Failure = { code?: string; constraint?: string; message?: string; cause?: unknown };
  const err = (e as Failure | null)?.code
    ? (e as Failure)
    : ((e as Failure | null)?.cause as Failure | undefined);
  if (err?.code === '23505') return [...tables].some((t) => err.constraint === `${t}_pkey`);
  if (err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return [...tables].some((t) => err.message?.includes(`${t}.id`));
  return false;
}

let lastCreation = 0;

/**
 * The creation time of a new row (ISO, milliseconds), later than every one this process gave
 * before: rows made within the same millisecond still sort in the order they were made, which the
 * ids no longer tell (`createdDate` is the lists' order and tie-breaker).
 */
export function creationTime(): string {
  lastCreation = Math.max(Date.now(), lastCreation + 1);
  return new Date(lastCreation).toISOString();
}
