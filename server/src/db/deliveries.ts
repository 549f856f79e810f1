/**
 * The delivery outbox (`delivery_outbox`): queued inside the send request's transaction, claimed by
 * one worker at a time with a lease (so two instances never take the same row and a crashed
 * instance's row is taken again when its lease runs out), then delivered, rescheduled or failed.
 * Every read for a user is scoped to the company. Writes run inside `inTransaction` (the caller's).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Db, lockedRows } from './connection';
import { touchCompany } from './list-count-cache';
import { deliveryOutbox as t } from './tables';

export type DeliveryRow = typeof t.$inferSelect;
export type DeliveryStatus = 'queued' | 'delivered' | 'failed';
export const deliveryStatuses: readonly DeliveryStatus[] = ['queued', 'delivered', 'failed'];

export interface DeliveryInput {
  invoiceId: number | null;
  companyId: number;
  channel: 'email' | 'http';
  recipientScheme: string;
  recipient: string;
  xml: string;
  senderUserId: number;
  mail?: {
    subject: string;
    body: string;
    filename: string;
    replyTo?: string;
    /** A ZUGFeRD / Factur-X PDF attached beside the XML. */
    pdf?: { filename: string; base64: string };
  };
}

/** Queues a delivery and answers its id. */
export async function queueDelivery(tx: Db, input: DeliveryInput): Promise<number> {
  const { mail, ...rest } = input;
  const [row] = await tx
    .insert(t)
    .values({ ...rest, mail: mail ? JSON.stringify(mail) : null, deliveryKey: randomUUID() })
    .returning({ id: t.id });
  return row.id;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Queued, due, and not held by a live lease. */
const due = (now: string) =>
  and(
    eq(t.status, 'queued'),
    or(isNull(t.nextAttemptAt), lte(t.nextAttemptAt, now)),
    or(isNull(t.leaseUntil), lt(t.leaseUntil, now)),
  );

/**
 * Takes the oldest due queued delivery for `owner` until `now + leaseMs` and counts the attempt
 * (inside the caller's transaction). The UPDATE repeats the conditions, so a concurrent claimer
 * (PostgreSQL: row lock, then re-check) finds the row taken and gets nothing; on PostgreSQL the
 * SELECT takes `FOR UPDATE SKIP LOCKED`, so it takes the next row instead.
 */
export async function claimDelivery(
  tx: Db,
  owner: string,
  leaseMs: number,
  now = Date.now(),
): Promise<DeliveryRow | undefined> {
  const at = iso(now);
  const query = tx.select({ id: t.id }).from(t).where(due(at)).orderBy(asc(t.id)).limit(1);
  const [next] = await lockedRows(tx, query, { skipLocked: true });
  if (!next) return undefined;
  const [row] = await tx
    .update(t)
    .set({ leaseOwner: owner, leaseUntil: iso(now + leaseMs), attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.id, next.id), due(at)))
    .returning();
  return row;
}

/** Only the lease holder may settle a row (a row taken over after a lost lease is not touched). */
async function settle(tx: Db, id: number, owner: string, set: Partial<DeliveryRow>): Promise<boolean> {
  const [row] = await tx
    .update(t)
    .set({ ...set, leaseOwner: null, leaseUntil: null })
    .where(and(eq(t.id, id), eq(t.leaseOwner, owner)))
    .returning({ companyId: t.companyId });
  // the delivery-status filter of the sent list counts anew
  if (row) await touchCompany(tx, row.companyId);
  return row !== undefined;
}

export function markDelivered(tx: Db, id: number, owner: string, receipt: string | null, now = Date.now()) {
  return settle(tx, id, owner, { status: 'delivered', deliveredAt: iso(now), receipt, lastError: null });
}

export function markRetry(tx: Db, id: number, owner: string, error: string, nextMs: number) {
  return settle(tx, id, owner, { lastError: error, nextAttemptAt: iso(nextMs) });
}

export function markFailed(tx: Db, id: number, owner: string, error: string, now = Date.now()) {
  return settle(tx, id, owner, { status: 'failed', failedAt: iso(now), lastError: error });
}

/** A failed delivery of the company's invoice queued again with a fresh count; false if none. */
export async function requeueFailed(
  tx: Db,
  companyId: number,
  invoiceId: number,
  senderUserId: number,
): Promise<boolean> {
  const rows = await tx
    .update(t)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: null,
      failedAt: null,
      deliveryKey: randomUUID(),
      senderUserId,
    })
    .where(and(eq(t.companyId, companyId), eq(t.invoiceId, invoiceId), eq(t.status, 'failed')))
    .returning({ id: t.id });
  await touchCompany(tx, companyId);
  return rows.length > 0;
}

/** The newest delivery of each of the company's invoices named (the list's page, the details). */
export async function deliveriesOfInvoices(
  db: Db,
  companyId: number,
  invoiceIds: number[],
): Promise<Map<number, DeliveryRow>> {
  const out = new Map<number, DeliveryRow>();
  if (invoiceIds.length === 0) return out;
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.invoiceId, invoiceIds)))
    .orderBy(asc(t.id));
  for (const r of rows) if (r.invoiceId !== null) out.set(r.invoiceId, r);
  return out;
}

/** The SQL condition on `invoices.id` of the list filter "delivery status" (bound as @deliveryStatus). */
export const deliveryStatusCondition =
  'id IN (SELECT invoice_id FROM delivery_outbox WHERE company_id = @companyId AND status = @deliveryStatus)';
