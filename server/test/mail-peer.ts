/** A real SMTP peer (smtp-server + mailparser) that collects the mails the server sends. */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startMailPeer() {
  const mails: ParsedMail[] = [];
  const waiters: { to: string; resolve: (m: ParsedMail) => void }[] = [];
  const recipients = (m: ParsedMail) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
      a.value.map((v) => (v.address ?? '').toLowerCase()),
    );
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const w of [...waiters]) {
            if (recipients(mail).includes(w.to)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to `to` (one already received and not yet taken counts). */
    next(to: string, timeoutMs = 10_000): Promise<ParsedMail> {
      const seen = mails.find((m) => recipients(m).includes(to.toLowerCase()));
      if (seen) {
        mails.splice(mails.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), timeoutMs);
        waiters.push({
          to: to.toLowerCase(),
          resolve: (m) => {
            clearTimeout(timer);
            mails.splice(mails.indexOf(m), 1);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** The token at the end of the first link of a mail. */
export function tokenOf(mail: ParsedMail): string {
  const m = /\/weberfassung\/[a-z-]+\/([^\s?]+)/.exec(mail.text ?? '');
  if (!m) throw new Error(`no link in mail: ${mail.text}`);
  return decodeURIComponent(m[1]);
}
