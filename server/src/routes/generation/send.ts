/**
 * Delivery of a sent invoice (inside the request's transaction): by e-mail with the XML attached
 * when the buyer's electronic address scheme (BT-49-1) is EM, otherwise into the delivery outbox
 * (channel `peppol`) for a transport to take (the Peppol access point is the next transport).
 */
import type { Deps } from '../../context';
import type { Db } from '../../db/connection';
import { logMail } from '../../db/mail-log';
import { queueDelivery, queueMail } from '../../db/outbox';
import { checkSend } from '../../limits/send';
import { invoiceMailText } from '../../mail/invoice-text';

type Json = Record<string, unknown>;

const content = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && typeof (v as Json).Content === 'string'
      ? ((v as Json).Content as string)
      : '';

export function buyerAddress(invoice: Json): { scheme: string; address: string } {
  const buyer = (invoice.BUYER ?? {}) as Json;
  const raw = buyer.Buyer_electronic_address;
  const ext = buyer.Buyer_electronic_address_Scheme_identifier;
  const inner = raw && typeof raw === 'object' ? (raw as Json).Scheme_identifier : undefined;
  const scheme = (typeof ext === 'string' && ext) || (typeof inner === 'string' && inner) || 'EM';
  return { scheme: scheme.toUpperCase(), address: content(raw).trim() };
}

export async function deliver(
  deps: Deps,
  tx: Db,
  companyId: number,
  invoiceId: number,
  invoice: Json,
  xml: string,
  locale: string,
): Promise<{ channel: 'email' | 'peppol'; recipient: string }> {
  const { scheme, address } = buyerAddress(invoice);
  checkSend(deps, companyId, scheme, address);
  if (scheme === 'EM') {
    const number = content(invoice.Invoice_number) || String(invoiceId);
    const mail = await invoiceMailText(tx, companyId, locale, invoice);
    const outboxId = await queueMail(tx, {
      recipient: address,
      ...mail,
      attachments: [
        { filename: `${number.replace(/[^\w.-]+/g, '_')}.xml`, content: xml, contentType: 'application/xml' },
      ],
    });
    await logMail(tx, { companyId, invoiceId, outboxId, invoiceNumber: number, recipient: address, ...mail });
    return { channel: 'email', recipient: address };
  }
  await queueDelivery(tx, {
    invoiceId,
    companyId,
    channel: 'peppol',
    recipientScheme: scheme,
    recipient: address,
    xml,
  });
  return { channel: 'peppol', recipient: `${scheme}:${address}` };
}
