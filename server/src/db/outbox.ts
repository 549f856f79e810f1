/** Mail outbox (written inside the request's transaction, sent after commit); deliveries: `deliveries.ts`. */
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { type Db, lockedRows } from './connection';
import { mailOutbox } from './tables';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
  replyTo?: string;
  /** `encoding: 'base64'` for binary content (a PDF) */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Queues a mail; returns its outbox id. */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, attachments: mail.attachments ? JSON.stringify(mail.attachments) : null })
    .returning({ id: mailOutbox.id });
  return row.id;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Not sent, attempts left, and not held by a live lease (nor waiting for its retry). */
const due = (maxAttempts: number, now: string) =>
  and(
    isNull(mailOutbox.sentAt),
    lt(mailOutbox.attempts, maxAttempts),
    or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, now)),
  );

/** Whether a mail is due (a read outside any transaction, before claiming one). */
export async function mailDue(db: Db, maxAttempts = 5, now = Date.now()): Promise<boolean> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due(maxAttempts, iso(now)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes the oldest due mail for `owner` until `now + leaseMs` (inside the caller's transaction).
 * The UPDATE repeats the conditions, so of two instances claiming at once only one gets the row;
 * a crashed instance's mail is taken again when its lease runs out.
 */
export async function claimMail(
  tx: Db,
  owner: string,
  leaseMs: number,
  maxAttempts = 5,
  now = Date.now(),
): Promise<QueuedMail | undefined> {
  const at = iso(now);
  const query = tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due(maxAttempts, at))
    .orderBy(asc(mailOutbox.id))
    .limit(1);
  const [next] = await lockedRows(tx, query, { skipLocked: true });
  if (!next) return undefined;
  const [row] = await tx
    .update(mailOutbox)
    .set({ leaseOwner: owner, leaseUntil: iso(now + leaseMs) })
    .where(and(eq(mailOutbox.id, next.id), due(maxAttempts, at)))
    .returning();
  return row;
}

export async function markMailSent(db: Db, id: number, owner: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: new Date().toISOString(), leaseOwner: null, leaseUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.leaseOwner, owner)));
}

/** Counts the failed attempt; the mail stays with `owner` until `retryAtMs`, then any instance may retry. */
export async function markMailFailed(
  db: Db,
  id: number,
  owner: string,
  error: string,
  attempts: number,
  retryAtMs: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: error, leaseUntil: iso(retryAtMs) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.leaseOwner, owner)));
}
