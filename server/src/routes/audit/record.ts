/**
 * The one call a route makes to leave a trace (inside its transaction): `audit(deps, me, entry)`;
 * and `archiveSent`, which archives a sent invoice and records both in the trail.
 */
import type { Deps } from '../../context';
import { archiveInvoice } from '../../db/archive';
import { type Actor, type AuditEntry, recordAudit } from '../../db/audit-log';
import type { InvoiceRow } from '../../db/invoices';

export function audit(deps: Deps, actor: Actor, entry: AuditEntry, now = new Date()): void {
  recordAudit(deps.db, actor, entry, deps.config.retentionYears, now);
}

/** Keeps what was sent, unchanged, with its SHA-256, and records the sending. */
export function archiveSent(
  deps: Deps,
  actor: Actor,
  row: Pick<InvoiceRow, 'id' | 'rechnungUUID' | 'invoiceNumber'>,
  sent: { xml: string; syntax: string; method: 'portal' | 'manual'; pdf?: Uint8Array | null },
  now = new Date(),
) {
  const archived = archiveInvoice(
    deps.db,
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
    deps.config.retentionYears,
    now,
  );
  const label = row.invoiceNumber;
  audit(deps, actor, {
    action: sent.method === 'portal' ? 'sent' : 'marked-sent',
    objectType: 'invoice',
    objectId: row.id,
    objectLabel: label,
  });
  audit(deps, actor, {
    action: 'archived',
    objectType: 'invoice',
    objectId: row.id,
    objectLabel: label,
    detail: `archive ${archived.id} sha256 ${archived.xmlSha256}`,
  });
  return archived;
}
