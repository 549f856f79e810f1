/**
 * The delivery status as the API shows it (sent list, invoice details, "try again"):
 * QUEUED (with attempts so far and the next attempt), DELIVERED (time, transport, receipt),
 * FAILED (reason, attempts).
 */
import type { DeliveryRow } from '../db/deliveries';

export type DeliveryView = ReturnType<typeof deliveryView>;

export const deliveryView = (r: DeliveryRow) => ({
  status: r.status.toUpperCase() as 'QUEUED' | 'DELIVERED' | 'FAILED',
  transport: r.channel === 'email' ? ('EMAIL' as const) : ('HTTP' as const),
  recipient: r.recipientScheme === 'EM' ? r.recipient : `${r.recipientScheme}:${r.recipient}`,
  attempts: r.attempts,
  queuedAt: r.createdDate,
  ...(r.status === 'queued' && r.nextAttemptAt ? { nextAttemptAt: r.nextAttemptAt } : {}),
  ...(r.deliveredAt ? { deliveredAt: r.deliveredAt } : {}),
  ...(r.receipt ? { receipt: r.receipt } : {}),
  ...(r.failedAt ? { failedAt: r.failedAt } : {}),
  ...(r.lastError && r.status !== 'delivered' ? { reason: r.lastError } : {}),
});
