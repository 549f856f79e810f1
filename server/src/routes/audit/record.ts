/**
 * The one call a route makes to leave a trace (inside its transaction, with `tx`):
 * `await audit(deps, tx, me, entry)`; and `archiveSent`, which archives a sent invoice and records
 * both in the trail.
 */
import type { Deps } from '../../context';
import { archiveInvoice } from '../../db/archive';
import { type Actor, type AuditEntry, recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/connection';
import type { InvoiceRow } from '../../db/invoices';

/** Retention and the chain key of the archive and the trail (the key is set by createDeps). */
export const archiveOptions = (deps: Pick<Deps, 'config'>) => ({
  years: deps.config.retentionYears,
  chainKey: deps.config.archiveChainKey,
});

export async function audit(deps: Pick<Deps, 'config'>, tx: Db, actor: Actor, entry: AuditEntry, now?: Date) {
  await recordAudit(tx, actor, entry, archiveOptions(deps), now);
}

/** Keeps what was sent, unchanged, with its SHA-256, and records the sending. */
export async function archiveSent(
  deps: Pick<Deps, 'config'>,
  tx: Db,
  actor: Actor,
  row: Pick<InvoiceRow, 'id' | 'rechnungUUID' | 'invoiceNumber'>,
  sent: { xml: string; syntax: string; method: 'portal' | 'email' | 'manual'; pdf?: Uint8Array | null },
  now?: Date,
) {
  const archived = await archiveInvoice(
    tx,
    {
      companyId: actor.companyId,
      invoiceId: row.id,
      rechnungUUID: row.rechnungUUID,
      invoiceNumber: row.invoiceNumber,
      sendingMethod: sent.method,
      syntax: sent.syntax,
      xml: sent.xml,
      pdf: sent.pdf ?? null,
    },
    archiveOptions(deps),
    now,
  );
  const label = row.invoiceNumber;
  await audit(deps, tx, actor, {
    action: sent.method === 'manual' ? 'marked-sent' : 'sent',
    objectType: 'invoice',
    objectId: row.id,
    objectLabel: label,
  });
  await audit(deps, tx, actor, {
    action: 'archived',
    objectType: 'invoice',
    objectId: row.id,
    objectLabel: label,
    detail: `archive ${archived.id} sha256 ${archived.xmlSha256}`,
  });
  return archived;
}
