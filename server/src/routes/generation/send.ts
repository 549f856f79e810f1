/**
 * Delivery of a sent invoice (inside the request's transaction): by e-mail with the XML attached
 * when the buyer's electronic address scheme (BT-49-1) is EM, otherwise into the delivery outbox
 * (channel `peppol`) for a transport to take (the Peppol access point is the next transport).
 */
import type { Deps } from '../../context';
import { queueDelivery, queueMail } from '../../db/outbox';
import { checkSend } from '../../limits/send';
import { invoiceMail } from '../../mail/templates';

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

export function deliver(
  deps: Deps,
  companyId: number,
  invoiceId: number,
  invoice: Json,
  xml: string,
  locale: string,
  /** A ZUGFeRD / Factur-X PDF of the invoice to attach to the mail too (the send's `zugferd` option). */
  pdf?: Uint8Array,
): { channel: 'email' | 'peppol'; recipient: string } {
  const { scheme, address } = buyerAddress(invoice);
  checkSend(deps, companyId, scheme, address);
  if (scheme === 'EM') {
    const seller = ((invoice.SELLER ?? {}) as Json).Seller_name;
    const number = content(invoice.Invoice_number) || String(invoiceId);
    const mail = invoiceMail(locale, number, typeof seller === 'string' ? seller : '');
    const base = number.replace(/[^\w.-]+/g, '_');
    queueMail(deps.db, {
      recipient: address,
      ...mail,
      attachments: [
        { filename: `${base}.xml`, content: xml, contentType: 'application/xml' },
        ...(pdf
          ? [
              {
                filename: `${base}.pdf`,
                content: Buffer.from(pdf).toString('base64'),
                contentType: 'application/pdf',
                encoding: 'base64' as const,
              },
            ]
          : []),
      ],
    });
    return { channel: 'email', recipient: address };
  }
  queueDelivery(deps.db, {
    invoiceId,
    companyId,
    channel: 'peppol',
    recipientScheme: scheme,
    recipient: address,
    xml,
  });
  return { channel: 'peppol', recipient: `${scheme}:${address}` };
}
