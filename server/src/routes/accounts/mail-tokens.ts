/** Creates a mailed token and queues its mail (inside the caller's transaction). */
import type { Deps } from '../../context';
import { queueMail } from '../../db/outbox';
import { createMailToken, type MailTokenKind } from '../../db/tokens';
import { accountMail } from '../../mail/templates';

export function queueTokenMail(
  deps: Deps,
  user: { id: number; login: string; locale: string },
  kind: MailTokenKind,
  opts: { to?: string; newLogin?: string } = {},
): void {
  const hours = kind === 'activation' ? deps.config.activationTokenHours : deps.config.resetTokenHours;
  const token = createMailToken(deps.db, user.id, kind, Date.now() + hours * 3_600_000, opts.newLogin);
  const mail = accountMail(kind, user.locale, deps.config.publicUrl, token);
  queueMail(deps.db, { recipient: opts.to ?? user.login, subject: mail.subject, body: mail.body });
}
