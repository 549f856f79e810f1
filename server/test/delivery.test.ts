import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryConfig } from '../src/config';
import { startDeliveryWorker } from '../src/delivery/worker';
import { startAccessPoint, waitFor } from './access-point';
import { freshApp, registerCompany, savePayload, sqlRows } from './helpers';
import { startMailPeer } from './mail-peer';

const fixture = () =>
  JSON.parse(readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'));

// the first send starts the worker threads of generation: seconds on a busy 2-core machine
vi.setConfig({ testTimeout: 90_000 });

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An app with its delivery worker; `delivery` overrides the short test timings. */
async function setup(delivery: Partial<DeliveryConfig> = {}, smtpUrl?: string) {
  const t = await freshApp({
    delivery: {
      httpTokenHeader: 'Authorization',
      maxAttempts: 3,
      retryBaseMs: 100,
      retryMaxMs: 1000,
      timeoutMs: 2000,
      leaseMs: 10_000,
      pollMs: 50,
      ...delivery,
    },
  });
  if (smtpUrl) t.deps.config.smtpUrl = smtpUrl;
  const worker = startDeliveryWorker(t.deps);
  t.deps.delivery = worker;
  closers.push(() => worker.stop());
  const login = `lieferung${Math.floor(Math.random() * 1e9)}@a.example`;
  const { accessToken: token } = await registerCompany(t, login);
  const send = async (invoice: Record<string, unknown>) => {
    const saved = (
      await t.call(
        'POST',
        'api/rechnung',
        savePayload({
          invoiceNumber: (invoice.Invoice_number as { Content: string }).Content,
          json: JSON.stringify(invoice),
          jsongroupvalidation: true,
        }),
        token,
      )
    ).data;
    const res = await t.call('POST', `api/v1_2/ubl-invoices-send?rechnungId=${saved.id}`, undefined, token);
    return { id: saved.id as number, res };
  };
  const details = async (id: number) => (await t.call('GET', `api/rechnung/${id}`, undefined, token)).data;
  const settled = (id: number, timeoutMs?: number) =>
    waitFor(async () => {
      const d = await details(id);
      return d.delivery && d.delivery.status !== 'QUEUED' ? d.delivery : undefined;
    }, timeoutMs);
  return { t, token, login, send, details, settled };
}

async function accessPoint(mode: Parameters<typeof startAccessPoint>[0]) {
  const ap = await startAccessPoint(mode);
  closers.push(ap.close);
  return ap;
}

describe('delivery over HTTP to an access point', () => {
  it('accepts: the XML is posted with token and idempotency key; delivered with the receipt, in list and details', async () => {
    const ap = await accessPoint('accept');
    const { t, token, send, settled } = await setup({ httpUrl: ap.url, httpToken: 's3cret' });
    const { id, res } = await send(fixture());
    expect(res.status).toBe(200);
    expect(res.data.delivery).toEqual({
      channel: 'http',
      recipient: '0204:04011000-12345-03',
      status: 'queued',
    });
    const delivery = await settled(id);
    expect(delivery).toMatchObject({
      status: 'DELIVERED',
      transport: 'HTTP',
      receipt: 'AP-1',
      attempts: 1,
      deliveredAt: expect.any(String),
    });
    expect(ap.received).toHaveLength(1);
    expect(ap.received[0].body).toBe(res.data.xml);
    expect(ap.received[0].headers).toMatchObject({
      authorization: 'Bearer s3cret',
      'content-type': 'application/xml',
      'x-recipient-scheme': '0204',
      'x-recipient-id': '04011000-12345-03',
      'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const list = await t.call('GET', 'api/rechnung/sent?filterDeliveryStatus=DELIVERED', undefined, token);
    expect(list.data.totalElements).toBe(1);
    expect(list.data.content[0]).toMatchObject({
      id,
      state: 'SENT',
      delivery: { status: 'DELIVERED', receipt: 'AP-1' },
    });
    const none = await t.call('GET', 'api/rechnung/sent?filterDeliveryStatus=FAILED', undefined, token);
    expect(none.data.totalElements).toBe(0);
    const bad = await t.call('GET', 'api/rechnung/sent?filterDeliveryStatus=LOST', undefined, token);
    expect(bad.status).toBe(400);
  });

  it('refused with 4xx: failed at once with the reason, the sender is told by mail; "try again" then delivers', async () => {
    const ap = await accessPoint('refuse');
    const { t, token, login, send, settled } = await setup({ httpUrl: ap.url });
    const invoice = fixture();
    invoice.Invoice_number = { Content: 'RE-REFUSED-1' };
    const { id } = await send(invoice);
    const failed = await settled(id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, failedAt: expect.any(String) });
    expect(failed.reason).toContain('HTTP 422');
    expect(failed.reason).toContain('unknown participant');
    expect(ap.received).toHaveLength(1);
    const [mail] = await sqlRows<{ subject: string; body: string }>(
      t.deps,
      'SELECT subject, body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC',
      login,
    );
    expect(mail.subject).toBe('XR Web Capture: Rechnung RE-REFUSED-1 konnte nicht zugestellt werden');
    expect(mail.body).toContain('HTTP 422');
    const listed = await t.call('GET', 'api/rechnung/sent?filterDeliveryStatus=failed', undefined, token);
    expect(listed.data.content.map((r: { id: number }) => r.id)).toEqual([id]);

    ap.state.mode = 'accept';
    const retry = await t.call('POST', `api/rechnung/${id}/delivery-retry`, undefined, token);
    expect(retry.status).toBe(200);
    expect(retry.data).toMatchObject({ status: 'QUEUED', attempts: 0 });
    expect(await settled(id)).toMatchObject({ status: 'DELIVERED', receipt: 'AP-1', attempts: 1 });
    const again = await t.call('POST', `api/rechnung/${id}/delivery-retry`, undefined, token);
    expect(again).toMatchObject({ status: 409, data: { messageKey: 'delivery.error.notFailed' } });
    // another company cannot touch it
    const other = await registerCompany(t, 'fremd@b.example', 'Fremd GmbH');
    const foreign = await t.call('POST', `api/rechnung/${id}/delivery-retry`, undefined, other.accessToken);
    expect(foreign.status).toBe(404);
  });

  it('fails with 5xx: retried with growing waits up to DELIVERY_MAX_ATTEMPTS, then failed with the reason', async () => {
    const ap = await accessPoint('fail');
    const { send, settled } = await setup({ httpUrl: ap.url, maxAttempts: 3, retryBaseMs: 150 });
    const { id } = await send(fixture());
    const failed = await settled(id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, reason: 'HTTP 503: access point busy' });
    expect(ap.received).toHaveLength(3);
    const keys = new Set(ap.received.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    const gaps = [ap.received[1].at - ap.received[0].at, ap.received[2].at - ap.received[1].at];
    expect(gaps[0]).toBeGreaterThanOrEqual(150);
    expect(gaps[1]).toBeGreaterThanOrEqual(300);
  });

  it('times out: an access point that does not answer counts as a failed attempt', async () => {
    const ap = await accessPoint('hang');
    const { send, settled } = await setup({ httpUrl: ap.url, maxAttempts: 2, timeoutMs: 300 });
    const { id } = await send(fixture());
    const failed = await settled(id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 2, reason: 'no answer within 0.3 s' });
    expect(ap.received).toHaveLength(2);
  });

  it('without DELIVERY_HTTP_URL a non-e-mail recipient is refused before sending; the invoice stays unsent', async () => {
    const { t, token, send, details } = await setup({});
    const { id, res } = await send(fixture());
    expect(res).toMatchObject({ status: 409, data: { messageKey: 'send.error.noTransport' } });
    expect(res.data.message).toContain('kein Versandweg');
    const stored = await details(id);
    expect(stored.status).toBe('IN_PROGRESS');
    expect(stored.delivery).toBeUndefined();
    const [rows] = await sqlRows<{ n: number }>(t.deps, 'SELECT count(*) AS n FROM delivery_outbox');
    expect(rows.n).toBe(0);
    expect((await t.call('GET', 'api/rechnung/sent', undefined, token)).data.totalElements).toBe(0);
  });
});

describe('delivery by e-mail', () => {
  it('scheme EM: a real SMTP peer receives the invoice with the XML attached; delivered with the message id', async () => {
    const peer = await startMailPeer();
    closers.push(peer.close);
    const { t, token, send, settled } = await setup({}, peer.url);
    const invoice = fixture();
    invoice.Invoice_number = { Content: 'RE-MAIL-7' };
    invoice.BUYER.Buyer_electronic_address = 'eingang@stadt.example';
    invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const { id, res } = await send(invoice);
    expect(res.data.delivery).toEqual({
      channel: 'email',
      recipient: 'eingang@stadt.example',
      status: 'queued',
    });
    const mail = await peer.next('eingang@stadt.example');
    expect(mail.subject).toContain('RE-MAIL-7');
    expect(mail.attachments[0]).toMatchObject({ filename: 'RE-MAIL-7.xml', contentType: 'application/xml' });
    expect(mail.attachments[0].content.toString('utf8')).toBe(res.data.xml);
    const delivered = await settled(id);
    expect(delivered).toMatchObject({
      status: 'DELIVERED',
      transport: 'EMAIL',
      recipient: 'eingang@stadt.example',
    });
    expect(delivered.receipt).toBe(mail.messageId);
    // listed as sent by e-mail (issue 26), not through a portal: details, list and CSV
    expect((await t.call('GET', `api/rechnung/${id}`, undefined, token)).data.sendingMethod).toBe('EMAIL');
    const sent = (await t.call('GET', 'api/rechnung/sent', undefined, token)).data.content;
    expect(sent.map((r: { sendingMethod: string }) => r.sendingMethod)).toEqual(['EMAIL']);
    const csv = (await t.call('GET', 'api/rechnung/sent/csv', undefined, token)).data as string;
    expect(csv.split('\n')[1]).toMatch(/;EMAIL;/);
    expect(csv).not.toMatch(/PORTAL/);
  });
});
