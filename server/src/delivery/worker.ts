/**
 * The delivery worker of one server instance: claims due deliveries one at a time (with a lease,
 * `db/deliveries.ts`), hands each to its transport, and records delivered / retry later (waits
 * of `retryBaseMs` doubling, at most `retryMaxMs`) / failed after `maxAttempts` or a refusal —
 * then the sender gets a mail. Several instances may each run one.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../context';
import { inTransaction } from '../db/connection';
import { claimDelivery, type DeliveryRow, markDelivered, markFailed, markRetry } from '../db/deliveries';
import { findInvoice } from '../db/invoices';
import { queueMail } from '../db/outbox';
import { findUserById } from '../db/users';
import { deliveryFailedMail } from './failure-mail';
import { emailTransport, httpTransport, type Transport } from './transports';

export interface DeliveryWorker {
  /** Looks for due deliveries now (after a send) instead of at the next poll. */
  kick(): void;
  /**
   * Stops taking deliveries and waits for the one in hand, at most `STOP_WAIT_MS`: one cut off then
   * is taken again after its lease (with the same Idempotency-Key).
   */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 5000;

/** The wait before attempt `attempts + 1`. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function startDeliveryWorker(deps: Deps): DeliveryWorker {
  const d = deps.config.delivery;
  const owner = `instance-${randomUUID()}`;
  const transports: Record<string, Transport> = {
    email: emailTransport(deps.config),
    http: httpTransport(deps.config),
  };
  transports.peppol = transports.http;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  async function deliverOne(row: DeliveryRow): Promise<void> {
    const transport = transports[row.channel] ?? transports.http;
    const outcome = await transport.send(row);
    const now = Date.now();
    if (outcome.ok) {
      await inTransaction(deps.db, (tx) => markDelivered(tx, row.id, owner, outcome.receipt, now));
      return;
    }
    if (!outcome.permanent && row.attempts < d.maxAttempts) {
      const next = now + retryDelay(row.attempts, d.retryBaseMs, d.retryMaxMs);
      await inTransaction(deps.db, (tx) => markRetry(tx, row.id, owner, outcome.reason, next));
      return;
    }
    await inTransaction(deps.db, async (tx) => {
      if (!(await markFailed(tx, row.id, owner, outcome.reason, now))) return;
      const user = row.senderUserId ? await findUserById(tx, row.senderUserId) : undefined;
      if (!user) return;
      const invoice = row.invoiceId ? await findInvoice(tx, row.companyId, row.invoiceId) : undefined;
      const mail = deliveryFailedMail(
        user.locale,
        invoice?.invoiceNumber || String(row.invoiceId ?? row.id),
        row.recipientScheme === 'EM' ? row.recipient : `${row.recipientScheme}:${row.recipient}`,
        outcome.reason,
        row.attempts,
        deps.config.publicUrl,
      );
      await queueMail(tx, { recipient: user.login, ...mail });
    });
    void deps.mailer.flush();
  }

  /** Delivers what is due, one at a time, until nothing is. */
  async function drain(): Promise<void> {
    while (!stopped) {
      let row: DeliveryRow | undefined;
      try {
        row = await inTransaction(deps.db, (tx) => claimDelivery(tx, owner, d.leaseMs));
      } catch (err) {
        // the database is busy (another instance's transaction): the next poll tries again
        console.error('[delivery] no delivery claimed this round', err);
        return;
      }
      if (!row) return;
      try {
        await deliverOne(row);
      } catch (err) {
        // the lease runs out and the row is taken again; nothing is lost
        console.error(`[delivery] ${row.id} could not be settled`, err);
      }
    }
  }

  function run(): Promise<void> {
    round = round.then(drain, drain);
    return round;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(schedule), d.pollMs);
    timer.unref();
  }

  void run().finally(schedule);

  return {
    kick() {
      void run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        round.catch(() => {}),
        new Promise((done) => {
          wait = setTimeout(done, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(wait);
      for (const t of new Set(Object.values(transports))) t.close();
    },
  };
}
