import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/main';
import { registration, testDatabase } from './helpers';
import { startMailPeer, tokenOf } from './mail-peer';

let peer: Awaited<ReturnType<typeof startMailPeer>>;
let server: Awaited<ReturnType<typeof startServer>>;

const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${server.url}/weberfassung/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: await res.json() };
};

beforeAll(async () => {
  peer = await startMailPeer();
  const dir = mkdtempSync(join(tmpdir(), 'xr-mail-'));
  server = await startServer({ databasePath: await testDatabase(join(dir, 'mail.db')), smtpUrl: peer.url });
});

afterAll(async () => {
  await server?.close();
  await peer?.close();
});

describe('mails through a real SMTP peer', () => {
  const password = 'Mail-Test-2026!';

  it('activation, password reset and login change complete with the mailed tokens', async () => {
    expect((await post('public-api/adresse', registration('chef@mail.example'))).status).toBe(201);
    const activation = await peer.next('chef@mail.example');
    expect(activation.subject).toBe('XR Web Capture: Konto aktivieren');
    expect(activation.text).toContain(`${server.url}/weberfassung/account-activation/`);
    expect((await post('public-api/activate/', { token: tokenOf(activation), password })).status).toBe(200);
    const login = await post('public-api/authenticate/', { login: 'chef@mail.example', password });
    expect(login.status).toBe(200);

    expect((await post('public-api/reset-password', { login: 'chef@mail.example' })).status).toBe(200);
    const reset = await peer.next('chef@mail.example');
    expect(reset.subject).toContain('Passwort');
    const newPassword = 'Mail-Reset-2026?';
    expect(
      (await post('public-api/change-password', { token: tokenOf(reset), password: newPassword })).status,
    ).toBe(200);
    const relog = await post('public-api/authenticate/', {
      login: 'chef@mail.example',
      password: newPassword,
    });
    expect(relog.status).toBe(200);

    expect(
      (
        await post(
          'api/reset-login',
          { newLogin: 'boss@mail.example', password: newPassword },
          relog.data.accessToken,
        )
      ).status,
    ).toBe(200);
    const change = await peer.next('boss@mail.example');
    expect(change.text).toContain('/weberfassung/login-change/');
    expect((await post('public-api/change-login', { token: tokenOf(change) })).data).toEqual({
      login: 'boss@mail.example',
    });
    expect(
      (await post('public-api/authenticate/', { login: 'boss@mail.example', password: newPassword })).status,
    ).toBe(200);
  });

  it('an account registered in English gets English mails whose links open the pages in English', async () => {
    const english = { ...registration('boss@english.example', 'English Ltd'), locale: 'en' };
    expect((await post('public-api/adresse', english)).status).toBe(201);
    const activation = await peer.next('boss@english.example');
    expect(activation.subject).toBe('XR Web Capture: activate your account');
    expect(activation.text).toMatch(/\/weberfassung\/account-activation\/[^\s?]+\?lang=en\b/);
    expect((await post('public-api/activate/', { token: tokenOf(activation), password })).status).toBe(200);
    const login = await post('public-api/authenticate/', { login: 'boss@english.example', password });
    expect(login.status).toBe(200);
    expect((await post('public-api/reset-password', { login: 'boss@english.example' })).status).toBe(200);
    const reset = await peer.next('boss@english.example');
    expect(reset.subject).toBe('XR Web Capture: reset your password');
    expect(reset.text).toMatch(/\/weberfassung\/password-change\/[^\s?]+\?lang=en\b/);
    // a German account's links say so too, whatever language the browser had before
    await post('public-api/adresse', registration('chef@deutsch.example'));
    expect((await peer.next('chef@deutsch.example')).text).toMatch(/account-activation\/[^\s?]+\?lang=de\b/);
  });

  it('an invoice sent to a buyer with an e-mail address arrives with its XRechnung attached', async () => {
    await post('public-api/adresse', registration('seller@send.example'));
    await post('public-api/activate/', { token: tokenOf(await peer.next('seller@send.example')), password });
    const seller = (await post('public-api/authenticate/', { login: 'seller@send.example', password })).data;
    const invoice = JSON.parse(
      readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
    );
    invoice.BUYER.Buyer_electronic_address = 'posteingang@buyer.example';
    invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const saved = await post(
      'api/rechnung',
      {
        buyerReference: invoice.Buyer_reference,
        invoiceIssueDate: invoice.Invoice_issue_date,
        invoiceNumber: 'RE-2026-0001',
        jsongroupvalidation: true,
        specVersion: '3.0.1',
        json: JSON.stringify(invoice),
      },
      seller.accessToken,
    );
    const sent = await post(
      `api/v1_2/ubl-invoices-send?rechnungId=${saved.data.id}`,
      invoice,
      seller.accessToken,
    );
    expect(sent.data.delivery).toEqual({
      channel: 'email',
      recipient: 'posteingang@buyer.example',
      status: 'queued',
    });
    const mail = await peer.next('posteingang@buyer.example');
    expect(mail.subject).toBe(`Rechnung RE-2026-0001 von ${invoice.SELLER.Seller_name}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe('RE-2026-0001.xml');
    expect(mail.attachments[0].content.toString('utf8')).toBe(sent.data.xml);
  }, 30_000);

  it('an invited English user gets the English activation mail', async () => {
    await post('public-api/adresse', registration('admin@en.example'));
    await post('public-api/activate/', { token: tokenOf(await peer.next('admin@en.example')), password });
    const admin = (await post('public-api/authenticate/', { login: 'admin@en.example', password })).data;
    expect(
      (await post('api/ssouser', { login: 'clerk@en.example', locale: 'en' }, admin.accessToken)).status,
    ).toBe(201);
    const mail = await peer.next('clerk@en.example');
    expect(mail.subject).toBe('XR Web Capture: activate your account');
    expect((await post('public-api/activate/', { token: tokenOf(mail), password })).status).toBe(200);
    const clerk = await post('public-api/authenticate/', { login: 'clerk@en.example', password });
    expect(clerk.data).toMatchObject({ locale: 'en', roles: ['ROLE_WEBERFASSUNG'] });
  });
});
