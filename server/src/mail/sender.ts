/**
 * Sends the mail outbox after commit: nodemailer over SMTP when `smtpUrl` is set, otherwise
 * each mail is written as an .eml file into the outbox folder and its first link is logged.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Db, inTransaction } from '../db/connection';
import { claimMail, mailDue, markMailFailed, markMailSent } from '../db/outbox';

/** How long a claimed mail is this instance's to send (a crashed instance's mail is retried after). */
const LEASE_MS = 60_000;
/** The wait after a failed attempt before any instance tries the mail again. */
const RETRY_MS = 20_000;

export interface Mailer {
  /**
   * Sends what is pending; resolves when this round is done. Never rejects: a round that fails
   * (the database away) is logged and the pending mails wait for the next round.
   */
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
  const owner = `mailer-${randomUUID()}`;
  let running: Promise<void> = Promise.resolve();

  async function sendPending() {
    // one mail at a time, each claimed with a lease: with several instances every mail goes out once
    while (await mailDue(db)) {
      const mail = await inTransaction(db, (tx) => claimMail(tx, owner, LEASE_MS));
      if (!mail) return;
      try {
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
        await inTransaction(db, (tx) => markMailSent(tx, mail.id, owner));
      } catch (err) {
        const retryAt = Date.now() + RETRY_MS;
        await inTransaction(db, (tx) =>
          markMailFailed(tx, mail.id, owner, String(err), mail.attempts + 1, retryAt),
        );
        console.error(`[mail] sending ${mail.id} failed`, err);
      }
    }
  }

  return {
    flush() {
      running = running.then(sendPending).catch((err) => console.error('[mail] this round stopped', err));
      return running;
    },
    close() {
      transport.close();
    },
  };
}
