/** The send dialog's mail (issue 27): shown from the template, edited, sent exactly so to a real SMTP peer. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/main';
import { freshApp, registerCompany, registration, savePayload, testDatabase } from './helpers';
import { startMailPeer, tokenOf } from './mail-peer';

let peer: Awaited<ReturnType<typeof startMailPeer>>;
let server: Awaited<ReturnType<typeof startServer>>;

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`${server.url}/weberfassung/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'de',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: await res.json() };
};

beforeAll(async () => {
  peer = await startMailPeer();
  const dir = mkdtempSync(join(tmpdir(), 'xr-send-mail-'));
  server = await startServer({ databasePath: await testDatabase(join(dir, 'send.db')), smtpUrl: peer.url });
});

afterAll(async () => {
  await server?.close();
  await peer?.close();
});

describe('the send dialog mail', () => {
  it('shows the template filled in, refuses a bad edit in plain words and sends exactly the edited mail', async () => {
    const password = 'Mail-Test-2026!';
    await call('POST', 'public-api/adresse', registration('seller@dialog.example'));
    await call('POST', 'public-api/activate/', {
      token: tokenOf(await peer.next('seller@dialog.example')),
      password,
    });
    const token = (
      await call('POST', 'public-api/authenticate/', { login: 'seller@dialog.example', password })
    ).data.accessToken;
    await call(
      'PUT',
      'api/mail-templates/de',
      {
        subject: 'Ihre {documentType} {invoiceNumber}',
        body: 'Hallo {buyerName},\nanbei {invoiceNumber}.\n',
      },
      token,
    );
    const invoice = JSON.parse(
      readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
    );
    invoice.BUYER.Buyer_electronic_address = 'rechnungen@buyer.example';
    invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const saved = await call(
      'POST',
      'api/rechnung',
      {
        buyerReference: invoice.Buyer_reference,
        invoiceIssueDate: invoice.Invoice_issue_date,
        invoiceNumber: 'RE-2026-0001',
        jsongroupvalidation: true,
        specVersion: '3.0.1',
        json: JSON.stringify(invoice),
      },
      token,
    );
    expect(saved.status).toBe(201);
    const id = saved.data.id;
    const draft = await call('GET', `api/v1_2/send-mail?rechnungId=${id}&lang=de`, undefined, token);
    expect(draft.data).toMatchObject({
      channel: 'email',
      recipient: 'rechnungen@buyer.example',
      subject: 'Ihre Rechnung RE-2026-0001',
      body: `Hallo ${invoice.BUYER.Buyer_name},\nanbei RE-2026-0001.\n`,
      editable: true,
    });
    const other = await call('GET', 'api/v1_2/send-mail?rechnungId=999999', undefined, token);
    expect(other.status).toBe(404);

    const good = {
      to: 'buchhaltung@buyer.example',
      subject: 'Rechnung März',
      body: 'Guten Tag,\n\nbitte bis Freitag.\n',
    };
    const refusals: [Record<string, string>, RegExp][] = [
      [{ ...good, to: 'a@buyer.example, b@buyer.example' }, /genau eine gültige E-Mail-Adresse/],
      [{ ...good, to: 'kein-at' }, /genau eine gültige E-Mail-Adresse/],
      [{ ...good, subject: 'Rechnung\r\nBcc: spy@evil.example' }, /Betreff in einer Zeile/],
      [{ ...good, subject: 'x'.repeat(201) }, /höchstens 200 Zeichen/],
      [{ ...good, body: '   ' }, /E-Mail-Text mit höchstens 10000 Zeichen/],
      [{ ...good, body: 'x'.repeat(10_001) }, /E-Mail-Text/],
    ];
    for (const [mail, message] of refusals) {
      const refused = await call('POST', `api/v1_2/ubl-invoices-send-mail?rechnungId=${id}`, mail, token);
      expect(refused.status).toBe(400);
      expect(refused.data.message).toMatch(message);
    }
    // nothing went out and the invoice is still a draft
    expect((await call('GET', `api/rechnung/${id}`, undefined, token)).data.status).not.toBe('SENT');
    expect(peer.mails.some((m) => m.subject?.includes('Rechnung'))).toBe(false);

    const sent = await call('POST', `api/v1_2/ubl-invoices-send-mail?rechnungId=${id}`, good, token);
    expect(sent.status).toBe(200);
    expect(sent.data.delivery).toEqual({
      channel: 'email',
      recipient: 'buchhaltung@buyer.example',
      status: 'queued',
    });
    const mail = await peer.next('buchhaltung@buyer.example');
    expect(mail.subject).toBe('Rechnung März');
    expect(mail.text).toBe('Guten Tag,\n\nbitte bis Freitag.\n');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['RE-2026-0001.xml']);
    const again = await call('POST', `api/v1_2/ubl-invoices-send-mail?rechnungId=${id}`, good, token);
    expect(again.status).toBe(409);
  }, 60_000);

  it('through a portal shows only the recipient and takes no mail', async () => {
    const t = await freshApp({
      delivery: {
        httpUrl: 'http://127.0.0.1:9/inbox',
        httpTokenHeader: 'Authorization',
        maxAttempts: 1,
        retryBaseMs: 100,
        retryMaxMs: 1000,
        timeoutMs: 1000,
        leaseMs: 10_000,
        pollMs: 50,
      },
    });
    const { accessToken: token } = await registerCompany(t, 'portal@dialog.example');
    const invoice = JSON.parse(
      readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
    );
    const saved = await t.call(
      'POST',
      'api/rechnung',
      savePayload({
        invoiceNumber: 'RE-2026-0001',
        json: JSON.stringify(invoice),
        jsongroupvalidation: true,
      }),
      token,
    );
    const draft = await t.call('GET', `api/v1_2/send-mail?rechnungId=${saved.data.id}`, undefined, token);
    expect(draft.data).toEqual({
      channel: 'http',
      recipient: `${invoice.BUYER.Buyer_electronic_address_Scheme_identifier}:${invoice.BUYER.Buyer_electronic_address}`,
      editable: false,
    });
    const mail = { to: 'a@b.example', subject: 'x', body: 'y' };
    const refused = await t.call(
      'POST',
      `api/v1_2/ubl-invoices-send-mail?rechnungId=${saved.data.id}`,
      mail,
      token,
    );
    expect(refused.status).toBe(400);
    expect((await t.call('GET', `api/rechnung/${saved.data.id}`, undefined, token)).data.status).not.toBe(
      'SENT',
    );
  });
});
