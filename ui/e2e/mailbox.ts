/** A real SMTP peer (smtp-server) that keeps every mail it receives, parsed with mailparser. */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** attached files (an invoice's XML, its PDF) */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  receivedAt: number;
}

export interface Mailbox {
  url: string;
  mails: Mail[];
  /** The newest mail to the address received after `since` (ms), waiting up to `timeoutMs`. */
  lastMailTo(address: string, opts?: { since?: number; timeoutMs?: number }): Promise<Mail>;
  close(): Promise<void>;
}

/** The first link in a mail (optionally the first containing `part`). */
export function linkIn(mail: Mail, part = '/weberfassung/'): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(part));
  if (!link) throw new Error(`no link with ${part} in mail "${mail.subject}"`);
  return link.replace(/[).,;>]+$/, '');
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
            receivedAt: Date.now(),
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function lastMailTo(
    address: string,
    opts: { since?: number; timeoutMs?: number } = {},
  ): Promise<Mail> {
    const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
    const wanted = address.toLowerCase();
    for (;;) {
      const found = mails.filter((m) => m.to.includes(wanted) && m.receivedAt >= (opts.since ?? 0)).at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    lastMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
