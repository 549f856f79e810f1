/** Mail outbox (written inside the request's transaction, sent after commit); deliveries: `deliveries.ts`. */
import { and, asc, eq, isNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from './connection';
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

export async function pendingMails(db: Db, maxAttempts = 5): Promise<QueuedMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(asc(mailOutbox.id))
    .limit(50);
}

/**
 * PostgreSQL (several instances): the oldest pending mail, locked for the caller's transaction
 * (`FOR UPDATE SKIP LOCKED`), so another instance takes the next one; the caller sends it and
 * marks it in that transaction.
 */
export async function claimPendingMail(
  tx: Db,
  skip: number[] = [],
  maxAttempts = 5,
): Promise<QueuedMail | undefined> {
  const query = tx
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, maxAttempts),
        skip.length ? notInArray(mailOutbox.id, skip) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(1);
  const [row] = (await (query as unknown as PgLockingSelect).for('update', {
    skipLocked: true,
  })) as QueuedMail[];
  return row;
}

type PgLockingSelect = { for(strength: 'update', config: { skipLocked: boolean }): Promise<unknown[]> };

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: new Date().toISOString() }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, error: string, attempts: number): Promise<void> {
  await db.update(mailOutbox).set({ attempts, lastError: error }).where(eq(mailOutbox.id, id));
}
