/**
 * Sends the mail outbox after commit: nodemailer over SMTP when `smtpUrl` is set, otherwise
 * each mail is written as an .eml file into the outbox folder and its first link is logged.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Db, engineOf, inTransaction } from '../db/connection';
import { claimPendingMail, markMailFailed, markMailSent, pendingMails, type QueuedMail } from '../db/outbox';

export interface Mailer {
  /** Sends what is pending; resolves when this round is done. */
  flush(): Promise<void>;
  close(): void;
}

/** SMTP when `smtpUrl` is set, else a transport that renders the message for the outbox folder. */
export function mailTransport(smtpUrl?: string): Transporter {
  return smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/** Without SMTP: the rendered message as `<name>.eml` in the outbox folder, its first link logged. */
export function keepInOutboxDir(
  outboxDir: string,
  name: string,
  info: unknown,
  mail: { recipient: string; subject: string; body: string },
): void {
  mkdirSync(outboxDir, { recursive: true });
  writeFileSync(join(outboxDir, `${name}.eml`), (info as { message: Buffer }).message);
  const link = /https?:\/\/\S+|\/weberfassung\/\S+/.exec(mail.body)?.[0];
  console.log(`[mail] to ${mail.recipient}: ${mail.subject}${link ? ` — ${link}` : ''}`);
}

export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const transport = mailTransport(opts.smtpUrl);
  let running: Promise<void> = Promise.resolve();

  async function send(mail: QueuedMail) {
    const attachments = mail.attachments ? JSON.parse(mail.attachments) : undefined;
    const info = await transport.sendMail({
      from: opts.from,
      to: mail.recipient,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.body,
      attachments,
    });
    if (!opts.smtpUrl) keepInOutboxDir(opts.outboxDir, String(mail.id), info, mail);
  }

  async function sendPending() {
    if (engineOf(db).kind === 'pg') return sendPendingLocked();
    for (const mail of await pendingMails(db)) {
      try {
        await send(mail);
        await inTransaction(db, (tx) => markMailSent(tx, mail.id));
      } catch (err) {
        await inTransaction(db, (tx) => markMailFailed(tx, mail.id, String(err), mail.attempts + 1));
        console.error(`[mail] sending ${mail.id} failed`, err);
      }
    }
  }

  /** PostgreSQL: each mail sent inside the transaction that holds its row lock (one instance sends it). */
  async function sendPendingLocked() {
    const skipped = new Set<number>();
    for (let round = 0; round < 50; round++) {
      const done = await inTransaction(db, async (tx) => {
        const mail = await claimPendingMail(tx, [...skipped]);
        if (!mail) return true;
        try {
          await send(mail);
          await markMailSent(tx, mail.id);
        } catch (err) {
          skipped.add(mail.id);
          await markMailFailed(tx, mail.id, String(err), mail.attempts + 1);
          console.error(`[mail] sending ${mail.id} failed`, err);
        }
        return false;
      });
      if (done) return;
    }
  }

  return {
    flush() {
      running = running.then(sendPending, sendPending);
      return running;
    },
    close() {
      transport.close();
    },
  };
}
