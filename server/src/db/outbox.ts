/** Mail outbox (written inside the request's transaction, sent after commit) and delivery outbox. */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from './connection';
import { deliveryOutbox, mailOutbox } from './schema';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
  /** `encoding: 'base64'` for binary content (a PDF) */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

export function queueMail(db: Db, mail: OutgoingMail): void {
  db.insert(mailOutbox)
    .values({ ...mail, attachments: mail.attachments ? JSON.stringify(mail.attachments) : null })
    .run();
}

export function pendingMails(db: Db, maxAttempts = 5): QueuedMail[] {
  return db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(asc(mailOutbox.id))
    .limit(50)
    .all();
}

export function markMailSent(db: Db, id: number): void {
  db.update(mailOutbox).set({ sentAt: new Date().toISOString() }).where(eq(mailOutbox.id, id)).run();
}

export function markMailFailed(db: Db, id: number, error: string, attempts: number): void {
  db.update(mailOutbox).set({ attempts, lastError: error }).where(eq(mailOutbox.id, id)).run();
}

export type DeliveryInput = Omit<typeof deliveryOutbox.$inferInsert, 'id' | 'createdDate' | 'deliveredAt'>;

export function queueDelivery(db: Db, input: DeliveryInput): void {
  db.insert(deliveryOutbox).values(input).run();
}

export function deliveriesOf(db: Db, companyId: number) {
  return db.select().from(deliveryOutbox).where(eq(deliveryOutbox.companyId, companyId)).all();
}
