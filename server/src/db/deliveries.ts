/**
 * The delivery outbox (`delivery_outbox`): queued inside the send request's transaction, claimed by
 * one worker at a time with a lease (one UPDATE … RETURNING, so two instances never take the same
 * row and a crashed instance's row is taken again when its lease runs out), then delivered,
 * rescheduled or failed. Every read for a user is scoped to the company.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './connection';
import { touchCompany } from './list-count-cache';
import { deliveryOutbox } from './schema';

export type DeliveryRow = typeof deliveryOutbox.$inferSelect;
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
  mail?: { subject: string; body: string; filename: string };
}

export function queueDelivery(db: Db, input: DeliveryInput): void {
  const { mail, ...rest } = input;
  db.insert(deliveryOutbox)
    .values({ ...rest, mail: mail ? JSON.stringify(mail) : null, deliveryKey: randomUUID() })
    .run();
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes the oldest due queued delivery for `owner` until `now + leaseMs` and counts the attempt.
 * The outer WHERE repeats the conditions, so a concurrent claimer (PostgreSQL: row lock, then
 * re-check) finds the row taken and gets nothing. On PostgreSQL the inner SELECT takes
 * `FOR UPDATE SKIP LOCKED`, so the second claimer takes the next row instead of nothing.
 */
export function claimDelivery(
  db: Db,
  owner: string,
  leaseMs: number,
  now = Date.now(),
): DeliveryRow | undefined {
  const due = `status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= @now)
    AND (lease_until IS NULL OR lease_until < @now)`;
  const row = db.$client
    .prepare(
      `UPDATE delivery_outbox SET lease_owner = @owner, lease_until = @until, attempts = attempts + 1
       WHERE id = (SELECT id FROM delivery_outbox WHERE ${due} ORDER BY id LIMIT 1) AND ${due}
       RETURNING *`,
    )
    .get({ owner, until: iso(now + leaseMs), now: iso(now) }) as Record<string, unknown> | undefined;
  return row ? fromSql(row) : undefined;
}

function fromSql(r: Record<string, unknown>): DeliveryRow {
  return {
    id: r.id as number,
    invoiceId: r.invoice_id as number | null,
    companyId: r.company_id as number,
    channel: r.channel as string,
    recipientScheme: r.recipient_scheme as string,
    recipient: r.recipient as string,
    xml: r.xml as string,
    createdDate: r.created_date as string,
    deliveredAt: r.delivered_at as string | null,
    status: r.status as string,
    attempts: r.attempts as number,
    nextAttemptAt: r.next_attempt_at as string | null,
    leaseOwner: r.lease_owner as string | null,
    leaseUntil: r.lease_until as string | null,
    lastError: r.last_error as string | null,
    failedAt: r.failed_at as string | null,
    receipt: r.receipt as string | null,
    deliveryKey: r.delivery_key as string | null,
    senderUserId: r.sender_user_id as number | null,
    mail: r.mail as string | null,
  };
}

/** Only the lease holder may settle a row (a row taken over after a lost lease is not touched). */
function settle(db: Db, id: number, owner: string, set: Record<string, unknown>): boolean {
  const names = Object.keys(set);
  const res = db.$client
    .prepare(
      `UPDATE delivery_outbox SET ${names.map((n) => `${n} = @${n}`).join(', ')}, lease_owner = NULL, lease_until = NULL
       WHERE id = @id AND lease_owner = @owner RETURNING company_id AS companyId`,
    )
    .get({ ...set, id, owner }) as { companyId: number } | undefined;
  // the delivery-status filter of the sent list counts anew
  if (res) touchCompany(db.$client, res.companyId);
  return res !== undefined;
}

export function markDelivered(db: Db, id: number, owner: string, receipt: string | null, now = Date.now()) {
  return settle(db, id, owner, { status: 'delivered', delivered_at: iso(now), receipt, last_error: null });
}

export function markRetry(db: Db, id: number, owner: string, error: string, nextMs: number) {
  return settle(db, id, owner, { last_error: error, next_attempt_at: iso(nextMs) });
}

export function markFailed(db: Db, id: number, owner: string, error: string, now = Date.now()) {
  return settle(db, id, owner, { status: 'failed', failed_at: iso(now), last_error: error });
}

/** A failed delivery of the company's invoice queued again with a fresh count; false if none. */
export function requeueFailed(db: Db, companyId: number, invoiceId: number, senderUserId: number): boolean {
  const res = db.$client
    .prepare(
      `UPDATE delivery_outbox SET status = 'queued', attempts = 0, next_attempt_at = NULL, failed_at = NULL,
         delivery_key = @key, sender_user_id = @sender
       WHERE company_id = @companyId AND invoice_id = @invoiceId AND status = 'failed'`,
    )
    .run({ companyId, invoiceId, key: randomUUID(), sender: senderUserId });
  touchCompany(db.$client, companyId);
  return res.changes > 0;
}

/** The newest delivery of each of the company's invoices named (the list's page, the details). */
export function deliveriesOfInvoices(
  db: Db,
  companyId: number,
  invoiceIds: number[],
): Map<number, DeliveryRow> {
  const out = new Map<number, DeliveryRow>();
  if (invoiceIds.length === 0) return out;
  const rows = db.$client
    .prepare(
      `SELECT * FROM delivery_outbox WHERE company_id = ? AND invoice_id IN (${invoiceIds.map(() => '?').join(',')})
       ORDER BY id`,
    )
    .all(companyId, ...invoiceIds) as Record<string, unknown>[];
  for (const r of rows) out.set(r.invoice_id as number, fromSql(r));
  return out;
}

/** The SQL condition on `invoices.id` of the list filter "delivery status" (bound as @deliveryStatus). */
export const deliveryStatusCondition =
  'id IN (SELECT invoice_id FROM delivery_outbox WHERE company_id = @companyId AND status = @deliveryStatus)';
