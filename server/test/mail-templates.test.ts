import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { startDeliveryWorker } from '../src/delivery/worker';
import { createDeps } from '../src/deps';
import {
  client,
  lastMailToken,
  PASSWORD,
  registerCompany,
  savePayload,
  TEST_JWT_SECRET,
  testDatabase,
} from './helpers';
import { startMailPeer } from './mail-peer';

let peer: Awaited<ReturnType<typeof startMailPeer>>;
beforeAll(async () => {
  peer = await startMailPeer();
});
afterAll(async () => {
  await peer?.close();
});

async function appWithSmtp() {
  const dir = mkdtempSync(join(tmpdir(), 'xr-mailtext-'));
  const databasePath = await testDatabase(join(dir, 'db.sqlite'));
  const deps = await createDeps({
    databasePath,
    smtpUrl: peer.url,
    overrides: {
      publicUrl: 'http://test',
      loginAttemptsPerMinute: 1000,
      registrationsPerMinute: 1000,
      jwtSecret: TEST_JWT_SECRET,
    },
  });
  // invoice mails go out through the delivery worker's e-mail transport
  deps.config.delivery.pollMs = 50;
  deps.delivery = startDeliveryWorker(deps);
  const app = createApp(deps);
  return { app, deps, dir, databasePath, ...client(app) };
}

const byMail = (number: string, buyer: string) => {
  const invoice = JSON.parse(
    readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
  );
  invoice.Invoice_number = { Content: number };
  invoice.BUYER.Buyer_electronic_address = buyer;
  invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
  return invoice;
};

async function send(
  t: Awaited<ReturnType<typeof appWithSmtp>>,
  token: string,
  invoice: Record<string, unknown>,
) {
  const number = (invoice.Invoice_number as { Content: string }).Content;
  const saved = (
    await t.call(
      'POST',
      'api/rechnung',
      savePayload({ invoiceNumber: number, json: JSON.stringify(invoice) }),
      token,
    )
  ).data;
  const sent = await t.call('POST', `api/v1_2/ubl-invoices-send?rechnungId=${saved.id}`, undefined, token);
  expect(sent.status).toBe(200);
  return saved.id as number;
}

describe('invoice mail texts', () => {
  it('built-in text with the amount, Reply-To the company contact; a company template replaces it', async () => {
    const t = await appWithSmtp();
    const admin = await registerCompany(t, 'texte@a.example', 'Texte GmbH');
    const token = admin.accessToken;
    const firstId = await send(t, token, byMail('RE-M-1', 'eingang1@buyer.example'));
    const first = await peer.next('eingang1@buyer.example');
    expect(first.subject).toBe('Rechnung RE-M-1 von Demo GmbH');
    expect(first.text).toContain('über 616,55 EUR, fällig am 01.04.2026');
    expect(first.replyTo?.value[0].address).toBe('kontakt.texte@a.example');
    expect(first.attachments[0].filename).toBe('RE-M-1.xml');

    const templates = (await t.call('GET', 'api/mail-templates', undefined, token)).data;
    expect(templates.templates.de.custom).toBe(false);
    expect(templates.placeholders).toContain('amount');
    const put = await t.call(
      'PUT',
      'api/mail-templates/de',
      {
        subject: '{sellerName}: Rechnung {invoiceNumber} ({buyerReference})',
        body: 'Betrag {amount} bis {dueDate}.\n',
      },
      token,
    );
    expect(put.data.templates.de).toMatchObject({
      custom: true,
      subject: '{sellerName}: Rechnung {invoiceNumber} ({buyerReference})',
    });
    const preview = await t.call(
      'POST',
      'api/mail-templates/en/preview',
      { subject: 'Invoice {invoiceNumber}', body: 'Amount {amount}, issued {issueDate}', invoiceId: firstId },
      token,
    );
    expect(preview.data).toEqual({ subject: 'Invoice RE-M-1', body: 'Amount 616.55 EUR, issued 02/03/2026' });

    await send(t, token, byMail('RE-M-2', 'eingang2@buyer.example'));
    const second = await peer.next('eingang2@buyer.example');
    expect(second.subject).toBe('Demo GmbH: Rechnung RE-M-2 (04011000-12345-03)');
    expect(second.text).toBe('Betrag 616,55 EUR bis 01.04.2026.\n');

    // back to the built-in text
    expect((await t.call('DELETE', 'api/mail-templates/de', undefined, token)).data.templates.de.custom).toBe(
      false,
    );

    // the worker records a delivery right after the SMTP peer took it: wait for both records
    let log = (await t.call('GET', 'api/mail-log', undefined, token)).data;
    for (let i = 0; i < 100 && log.content.some((m: { status: string }) => m.status !== 'sent'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      log = (await t.call('GET', 'api/mail-log', undefined, token)).data;
    }
    expect(log.totalElements).toBe(2);
    expect(
      log.content.map((m: { invoiceNumber: string; recipient: string; status: string; replyTo: string }) => [
        m.invoiceNumber,
        m.recipient,
        m.status,
        m.replyTo,
      ]),
    ).toEqual([
      ['RE-M-2', 'eingang2@buyer.example', 'sent', 'kontakt.texte@a.example'],
      ['RE-M-1', 'eingang1@buyer.example', 'sent', 'kontakt.texte@a.example'],
    ]);
    const trail = (await t.call('GET', 'api/audit?objectType=mail-template', undefined, token)).data.content;
    expect(trail.map((r: { action: string }) => r.action)).toEqual(['deleted', 'changed']);
    await t.deps.delivery?.stop();
    t.deps.mailer.close();
  }, 90_000);

  it('refuses unknown placeholders, header breaks and non-admins; nothing is stored', async () => {
    const t = await appWithSmtp();
    const admin = await registerCompany(t, 'streng@a.example');
    const token = admin.accessToken;
    const typo = await t.call(
      'PUT',
      'api/mail-templates/en',
      { subject: 'Invoice {invoiceNo}', body: 'x' },
      token,
    );
    expect(typo.status).toBe(400);
    expect(typo.data.message).toBe('Die Daten sind ungültig.');
    expect(JSON.stringify(typo.data)).toContain('{invoiceNo}');
    const header = await t.call(
      'PUT',
      'api/mail-templates/en',
      { subject: 'a\r\nBcc: x@evil.example', body: 'x' },
      token,
    );
    expect(header.status).toBe(400);
    expect((await t.call('PUT', 'api/mail-templates/fr', { subject: 'a', body: 'b' }, token)).status).toBe(
      404,
    );
    await t.call('POST', 'api/ssouser', { login: 'user@a.example', locale: 'en' }, token);
    await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'user@a.example'),
      password: PASSWORD,
    });
    const user = (
      await t.call('POST', 'public-api/authenticate/', { login: 'user@a.example', password: PASSWORD })
    ).data;
    expect(
      (await t.call('PUT', 'api/mail-templates/de', { subject: 'a', body: 'b' }, user.accessToken)).status,
    ).toBe(403);
    expect((await t.call('GET', 'api/mail-log', undefined, user.accessToken)).status).toBe(403);
    const now = (await t.call('GET', 'api/mail-templates', undefined, user.accessToken)).data;
    expect([now.templates.de.custom, now.templates.en.custom]).toEqual([false, false]);
    await t.deps.delivery?.stop();
    t.deps.mailer.close();
  }, 60_000);
});
