/**
 * The two ways a sent invoice reaches its buyer: e-mail (SMTP, the XML attached; without SMTP the
 * dev outbox folder, as for every mail) and HTTP (a POST of the XML to the configured access point
 * or receiving platform). An attempt ends delivered (with the receiver's receipt id), refused for
 * good (no retry), or failed for now (retried later).
 */
import type { ServerConfig } from '../config';
import type { DeliveryRow } from '../db/deliveries';
import { keepInOutboxDir, mailTransport } from '../mail/sender';

export type Outcome =
  | { ok: true; receipt: string | null }
  | { ok: false; permanent: boolean; reason: string };

export interface Transport {
  send(row: DeliveryRow): Promise<Outcome>;
  close(): void;
}

export type TransportName = 'email' | 'http';

/** EM → e-mail; any other scheme → HTTP when an endpoint is configured; otherwise none. */
export function transportFor(scheme: string, config: ServerConfig): TransportName | undefined {
  if (scheme.toUpperCase() === 'EM') return 'email';
  return config.delivery.httpUrl ? 'http' : undefined;
}

const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

export function emailTransport(config: ServerConfig): Transport {
  const transport = mailTransport(config.smtpUrl);
  return {
    async send(row) {
      const mail = JSON.parse(row.mail ?? '{}') as {
        subject?: string;
        body?: string;
        filename?: string;
        replyTo?: string;
        pdf?: { filename: string; base64: string };
      };
      const subject = mail.subject ?? 'XRechnung';
      const body = mail.body ?? '';
      try {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: row.recipient,
          replyTo: mail.replyTo || undefined,
          subject,
          text: body,
          attachments: [
            {
              filename: mail.filename ?? `invoice-${row.id}.xml`,
              content: row.xml,
              contentType: 'application/xml',
            },
            ...(mail.pdf
              ? [
                  {
                    filename: mail.pdf.filename,
                    content: mail.pdf.base64,
                    encoding: 'base64',
                    contentType: 'application/pdf',
                  },
                ]
              : []),
          ],
        });
        if (!config.smtpUrl)
          keepInOutboxDir(config.outboxDir, `delivery-${row.id}`, info, {
            recipient: row.recipient,
            subject,
            body,
          });
        return { ok: true, receipt: info.messageId ?? null };
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        // 5xx from the SMTP peer (unknown mailbox, refused) does not get better by waiting
        return { ok: false, permanent: code !== undefined && code >= 500, reason: short(String(err)) };
      }
    },
    close: () => transport.close(),
  };
}

/** The receipt id of the receiver's answer: JSON `receiptId`/`messageId`/`id`, or the `X-Receipt-Id` header. */
function receiptOf(headers: Headers, text: string): string | null {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['receiptId', 'messageId', 'id']) {
      if (typeof json[key] === 'string' || typeof json[key] === 'number') return String(json[key]);
    }
  } catch {
    // not JSON: the header, if any
  }
  return headers.get('x-receipt-id');
}

export function httpTransport(config: ServerConfig): Transport {
  const d = config.delivery;
  return {
    async send(row) {
      if (!d.httpUrl) return { ok: false, permanent: false, reason: 'DELIVERY_HTTP_URL is not set' };
      const headers: Record<string, string> = {
        'content-type': 'application/xml',
        'idempotency-key': row.deliveryKey ?? `delivery-${row.id}`,
        'x-recipient-scheme': row.recipientScheme,
        'x-recipient-id': row.recipient,
      };
      if (d.httpToken)
        headers[d.httpTokenHeader.toLowerCase()] =
          d.httpTokenHeader.toLowerCase() === 'authorization' ? `Bearer ${d.httpToken}` : d.httpToken;
      try {
        const res = await fetch(d.httpUrl, {
          method: 'POST',
          headers,
          body: row.xml,
          signal: AbortSignal.timeout(d.timeoutMs),
        });
        const text = await res.text();
        if (res.ok) return { ok: true, receipt: receiptOf(res.headers, text) };
        // a refusal (4xx) stays a refusal; 408/429 and 5xx are worth another attempt
        const permanent = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
        return { ok: false, permanent, reason: short(`HTTP ${res.status}: ${text}`) };
      } catch (err) {
        const name = (err as Error).name;
        const reason =
          name === 'TimeoutError'
            ? `no answer within ${d.timeoutMs / 1000} s`
            : short(String((err as { cause?: unknown }).cause ?? err));
        return { ok: false, permanent: false, reason };
      }
    },
    close() {},
  };
}
