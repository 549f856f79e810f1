/** Creates a mailed token and queues its mail (inside the caller's transaction). */
import type { Deps } from '../../context';
import type { Db } from '../../db/connection';
import { queueMail } from '../../db/outbox';
import { createMailToken, type MailTokenKind } from '../../db/tokens';
import { accountMail } from '../../mail/templates';

export async function queueTokenMail(
  deps: Deps,
  tx: Db,
  user: { id: number; login: string; locale: string },
  kind: MailTokenKind,
  opts: { to?: string; newLogin?: string } = {},
): Promise<void> {
  const hours = kind === 'activation' ? deps.config.activationTokenHours : deps.config.resetTokenHours;
  const token = await createMailToken(tx, user.id, kind, Date.now() + hours * 3_600_000, opts.newLogin);
  const mail = accountMail(kind, user.locale, deps.config.publicUrl, token);
  await queueMail(tx, { recipient: opts.to ?? user.login, subject: mail.subject, body: mail.body });
}
