/**
 * Delivery of a sent invoice (inside the request's transaction): queued in the delivery outbox for
 * the delivery worker (`src/delivery/`), by e-mail with the XML attached when the buyer's electronic
 * address scheme (BT-49-1) is EM, otherwise over HTTP to the configured access point. With no
 * transport for the scheme the send is refused before anything is generated or stored
 * (`send.error.noTransport`): the invoice stays unsent and can still be downloaded.
 */
import type { Deps } from '../../context';
import type { Db } from '../../db/connection';
import { queueDelivery } from '../../db/deliveries';
import { logMail } from '../../db/mail-log';
import { transportFor } from '../../delivery/transports';
import { ApiError } from '../../errors/api-error';
import { checkSend } from '../../limits/send';
import { invoiceMailText } from '../../mail/invoice-text';
import { downloadName } from '../download-names';
import type { MailChoice } from './send-mail';

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

/** The transport for the buyer's scheme, or the refusal that tells the user before sending. */
export function transportOrRefuse(deps: Deps, scheme: string): 'email' | 'http' {
  const transport = transportFor(scheme, deps.config);
  if (!transport) throw new ApiError('send.error.noTransport', { scheme });
  return transport;
}

/** How a send goes out, as the lists name it: by e-mail or through a portal (HTTP transport). */
export function sendingMethodOf(deps: Deps, invoice: Json): 'email' | 'portal' {
  return transportOrRefuse(deps, buyerAddress(invoice).scheme) === 'email' ? 'email' : 'portal';
}

export async function deliver(
  deps: Deps,
  tx: Db,
  sender: { id: number; companyId: number },
  invoiceId: number,
  invoice: Json,
  xml: string,
  locale: string,
  /** A ZUGFeRD / Factur-X PDF of the invoice to attach to the mail too (the send's `zugferd` option). */
  pdf?: Uint8Array,
  /** The mail as edited in the send dialog (send-mail.ts, already checked): sent exactly so. */
  choice?: MailChoice,
): Promise<{ channel: 'email' | 'http'; recipient: string; status: 'queued' }> {
  const { scheme, address: buyer } = buyerAddress(invoice);
  const channel = transportOrRefuse(deps, scheme);
  if (choice && channel !== 'email')
    throw new ApiError('error.badRequest', { reason: 'no mail for a portal send' });
  const address = choice?.to ?? buyer;
  await checkSend(deps, tx, sender.companyId, scheme, address);
  const number = content(invoice.Invoice_number) || String(invoiceId);
  const mail =
    channel === 'email'
      ? {
          ...(await invoiceMailText(tx, sender.companyId, locale, invoice)),
          ...(choice ? { subject: choice.subject, body: choice.body } : {}),
          filename: downloadName(number, 'xml'),
          ...(pdf
            ? {
                pdf: {
                  filename: downloadName(number, 'zugferd'),
                  base64: Buffer.from(pdf).toString('base64'),
                },
              }
            : {}),
        }
      : undefined;
  const deliveryId = await queueDelivery(tx, {
    invoiceId,
    companyId: sender.companyId,
    channel,
    recipientScheme: scheme,
    recipient: address,
    xml,
    senderUserId: sender.id,
    mail,
  });
  if (mail) {
    const { subject, replyTo } = mail;
    await logMail(tx, {
      companyId: sender.companyId,
      invoiceId,
      outboxId: deliveryId,
      invoiceNumber: number,
      recipient: address,
      replyTo,
      subject,
    });
  }
  return { channel, recipient: channel === 'email' ? address : `${scheme}:${address}`, status: 'queued' };
}
