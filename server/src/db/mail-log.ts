/**
 * The log of invoice mails per company. A row is written when the mail is queued (in the send's
 * transaction); its status is read from the e-mail delivery (delivery_outbox): sent, retrying (an
 * attempt failed), failed (attempts used up) or queued.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { creationTime, withRandomId } from './random-id';
import { deliveryOutbox, mailLog } from './tables';

export type MailLogInput = Omit<typeof mailLog.$inferInsert, 'id' | 'createdDate'>;

export async function logMail(db: Db, entry: MailLogInput): Promise<void> {
  await withRandomId((id) =>
    db
      .insert(mailLog)
      .values({ ...entry, id, createdDate: creationTime() })
      .onConflictDoNothing({ target: mailLog.id })
      .returning({ id: mailLog.id }),
  );
}

export async function listMailLog(db: Db, companyId: number, page: number, size: number) {
  const rows = await db
    .select({
      id: mailLog.id,
      createdDate: mailLog.createdDate,
      invoiceId: mailLog.invoiceId,
      invoiceNumber: mailLog.invoiceNumber,
      recipient: mailLog.recipient,
      replyTo: mailLog.replyTo,
      subject: mailLog.subject,
      sentAt: deliveryOutbox.deliveredAt,
      attempts: deliveryOutbox.attempts,
      lastError: deliveryOutbox.lastError,
      status: sql<string>`CASE WHEN ${deliveryOutbox.id} IS NULL THEN 'unknown'
        WHEN ${deliveryOutbox.status} = 'delivered' THEN 'sent'
        WHEN ${deliveryOutbox.status} = 'failed' THEN 'failed'
        WHEN ${deliveryOutbox.lastError} IS NOT NULL THEN 'retrying' ELSE 'queued' END`,
    })
    .from(mailLog)
    .leftJoin(deliveryOutbox, eq(deliveryOutbox.id, mailLog.outboxId))
    .where(eq(mailLog.companyId, companyId))
    .orderBy(desc(mailLog.createdDate), desc(mailLog.id))
    .limit(size)
    .offset(page * size);
  const [count] = await db
    .select({ n: sql<number>`count(*)` })
    .from(mailLog)
    .where(eq(mailLog.companyId, companyId));
  return { rows, total: Number(count?.n ?? 0) };
}
