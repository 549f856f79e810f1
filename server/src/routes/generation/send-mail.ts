/**
 * The mail of a send, shown before it goes out (issue 27): GET /api/v1_2/send-mail?rechnungId=N
 * answers the recipient (BT-49 of the stored invoice), the subject and the text filled from the
 * company's mail template in the language asked for (the invoice's document type decides the
 * built-in text), and whether it can be edited (e-mail only; a portal send has no mail).
 * POST /api/v1_2/{kind}-send-mail takes the edited mail as body ({ to, subject, body }) and sends
 * exactly that: one recipient address, a subject of one line (no header can be added), limits on
 * length; otherwise a plain refusal and nothing is stored or sent.
 */
import type { AuthUser, Deps } from '../../context';
import { findInvoice } from '../../db/invoices';
import { ApiError } from '../../errors/api-error';
import { checkRecipient } from '../../limits/send';
import { invoiceMailText } from '../../mail/invoice-text';
import { buyerAddress, transportOrRefuse } from './send';

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 10_000;

/** The mail as the user leaves it in the send dialog. */
export interface MailChoice {
  to: string;
  subject: string;
  body: string;
}

// control characters other than tab and line feed (a body keeps its lines, a subject has one)
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** The edited mail of a send, checked: a refusal says in plain words what to change. */
export function mailChoiceOf(value: Record<string, unknown>): MailChoice {
  const { to, subject, body } = value;
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof body !== 'string')
    throw new ApiError('error.badRequest', { reason: 'to, subject and body must be texts' });
  const address = to.trim();
  try {
    checkRecipient('EM', address);
  } catch {
    throw new ApiError('send.error.mailRecipient');
  }
  const line = subject.trim();
  if (!line || line.length > MAIL_SUBJECT_MAX || /[\r\n]/.test(line) || CONTROL.test(line))
    throw new ApiError('send.error.mailSubject', { max: MAIL_SUBJECT_MAX });
  const text = body.replace(/\r\n?/g, '\n');
  if (!text.trim() || text.length > MAIL_BODY_MAX || CONTROL.test(text.replace(/\t/g, ' ')))
    throw new ApiError('send.error.mailBody', { max: MAIL_BODY_MAX });
  return { to: address, subject: line, body: text };
}

/** What the send dialog shows: exactly what a send without changes would send. */
export async function mailDraft(deps: Deps, me: AuthUser, rechnungId: unknown, lang: unknown) {
  const id = Number(rechnungId);
  const row = Number.isInteger(id) ? await findInvoice(deps.db, me.companyId, id) : undefined;
  if (!row) throw new ApiError('rechnung.error.notFound');
  const invoice = JSON.parse(row.json) as Record<string, unknown>;
  const { scheme, address } = buyerAddress(invoice);
  const channel = transportOrRefuse(deps, scheme);
  if (channel !== 'email') return { channel, recipient: `${scheme}:${address}`, editable: false };
  const locale = lang === 'en' || lang === 'de' ? lang : me.locale;
  const { subject, body, replyTo } = await invoiceMailText(deps.db, me.companyId, locale, invoice);
  return {
    channel,
    recipient: address,
    subject,
    body,
    replyTo,
    editable: true,
    limits: { subject: MAIL_SUBJECT_MAX, body: MAIL_BODY_MAX },
  };
}
