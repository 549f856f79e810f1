/**
 * Two real server processes on ONE database (the SQLite file here; `DATABASE_URL` when it names
 * PostgreSQL) and a real SMTP peer: what one instance does, the other sees — saves and lists,
 * refresh-token rotation, the login throttle, logout, the mail and delivery outboxes — and killing
 * one instance mid-burst loses no acknowledged save.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/connection';
import { waitFor } from './access-point';
import { registration, savePayload, testDatabase } from './helpers';
import { startMailPeer, tokenOf } from './mail-peer';
import { spawnServer } from './server-process';

const PASSWORD = 'Zwei-Instanzen-2026!';

let peer: Awaited<ReturnType<typeof startMailPeer>>;
let a: { child: ChildProcess; url: string };
let b: { child: ChildProcess; url: string };

type Answer = { status: number; data: Record<string, unknown> & { messageKey?: string } };

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/weberfassung/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: text.startsWith('{') ? JSON.parse(text) : { text } };
}

const recipientsOf = (m: { to?: unknown }) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((t: { value: { address?: string }[] }) =>
    t.value.map((v) => (v.address ?? '').toLowerCase()),
  );

/** How many mails the peer received for each address (waits until every `expected` one came). */
async function mailsTo(expected: string[]) {
  await waitFor(() => expected.every((to) => peer.mails.some((m) => recipientsOf(m).includes(to))), 20_000);
  // a second copy would come from the other instance's flush; give it time to show up
  await new Promise((r) => setTimeout(r, 1500));
  const count = new Map<string, number>();
  for (const m of peer.mails) for (const to of recipientsOf(m)) count.set(to, (count.get(to) ?? 0) + 1);
  return count;
}

/** A draft whose stored number (the list's column) and JSON agree. */
const draft = (number: string) =>
  savePayload({
    invoiceNumber: number,
    json: JSON.stringify({ Invoice_number: { Content: number }, BUYER: { Buyer_name: 'Stadt Zweistadt' } }),
  });

const logins = ['verkauf', 'rotation', 'drossel', 'abmelden'].map((n) => `${n}@zwei.example`);
const sessions = new Map<string, { accessToken: string; refreshToken: string }>();
let activationMails = new Map<string, number>();

beforeAll(async () => {
  peer = await startMailPeer();
  // the SQLite file, or a new database on the PostgreSQL server of `npm run test:pg`
  const database = await testDatabase(join(mkdtempSync(join(tmpdir(), 'xr-two-')), 'two.db'));
  // migrations once, before both start
  await closeDatabase(await openDatabase(database));
  const env = {
    SMTP_URL: peer.url,
    LOGIN_FREE_FAILURES: '1',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    DELIVERY_POLL_SECONDS: '0.2',
    // how long an instance remembers a token's caller: the bound for a logout through the other one
    AUTH_CACHE_SECONDS: '1',
  };
  [a, b] = await Promise.all([spawnServer(database, env), spawnServer(database, env)]);
  // registrations through both instances at once: each flushes the shared mail outbox
  const regs = await Promise.all(
    logins.map((login, i) =>
      call(i % 2 ? b.url : a.url, 'POST', 'public-api/adresse', registration(login, `Zwei ${i} GmbH`)),
    ),
  );
  if (regs.some((r) => r.status !== 201)) throw new Error(`registration failed: ${JSON.stringify(regs)}`);
  activationMails = await mailsTo(logins);
  // activate through the other instance, log in through the first
  await Promise.all(
    logins.map(async (login, i) => {
      const mail = peer.mails.find((m) => recipientsOf(m).includes(login));
      const token = tokenOf(mail as Parameters<typeof tokenOf>[0]);
      await call(i % 2 ? a.url : b.url, 'POST', 'public-api/activate/', { token, password: PASSWORD });
      const auth = await call(i % 2 ? b.url : a.url, 'POST', 'public-api/authenticate/', {
        login,
        password: PASSWORD,
      });
      if (auth.status !== 200) throw new Error(`login failed: ${JSON.stringify(auth.data)}`);
      sessions.set(login, auth.data as { accessToken: string; refreshToken: string });
    }),
  );
  peer.mails.length = 0;
}, 90_000);

afterAll(async () => {
  for (const s of [a, b]) if (s && s.child.exitCode === null && !s.child.signalCode) s.child.kill('SIGTERM');
  await peer?.close();
});

describe('two server instances on one database', () => {
  it('every outbox mail goes out exactly once while both run (activation mails and sent invoices)', async () => {
    // the activation mails of the registrations through both instances at once (see beforeAll)
    expect(logins.map((l) => activationMails.get(l))).toEqual(logins.map(() => 1));

    // invoices sent by e-mail through both instances: both delivery workers poll the shared outbox
    const seller = sessions.get(logins[0])?.accessToken;
    const fixture = JSON.parse(
      readFileSync(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url), 'utf8'),
    );
    const buyers = [0, 1].map((n) => `eingang${n}@kaeufer.example`);
    await Promise.all(
      buyers.map(async (address, n) => {
        const invoice = {
          ...fixture,
          Invoice_number: { Content: `ZW-SEND-${n}` },
          BUYER: { ...fixture.BUYER, Buyer_electronic_address: address },
        };
        invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
        const via = n % 2 ? b.url : a.url;
        const saved = await call(
          via,
          'POST',
          'api/rechnung',
          savePayload({
            invoiceNumber: `ZW-SEND-${n}`,
            buyerReference: invoice.Buyer_reference,
            invoiceIssueDate: invoice.Invoice_issue_date,
            jsongroupvalidation: true,
            json: JSON.stringify(invoice),
          }),
          seller,
        );
        expect(saved.status).toBe(201);
        const sent = await call(
          via,
          'POST',
          `api/v1_2/ubl-invoices-send?rechnungId=${saved.data.id}`,
          invoice,
          seller,
        );
        expect(sent.status, JSON.stringify(sent.data)).toBe(200);
      }),
    );
    const sentCounts = await mailsTo(buyers);
    expect(buyers.map((to) => sentCounts.get(to))).toEqual(buyers.map(() => 1));
  }, 40_000);

  it('a save through one instance is listed through the other, with the right total', async () => {
    const token = sessions.get(logins[0])?.accessToken;
    const list = () =>
      call(
        b.url,
        'GET',
        'api/rechnung/inprogress?page=0&size=20&filterFulltextSearchExpression=zw-liste',
        undefined,
        token,
      );
    // B counts the filtered list (and remembers the total) before A writes
    expect((await list()).data.totalElements).toBe(0);
    const saved = await call(a.url, 'POST', 'api/rechnung', draft('ZW-LISTE-1'), token);
    expect(saved.status).toBe(201);
    const after = await list();
    expect(after.data.totalElements).toBe(1);
    expect((after.data.content as { invoiceNumber: string }[]).map((r) => r.invoiceNumber)).toEqual([
      'ZW-LISTE-1',
    ]);
    expect((await call(b.url, 'GET', `api/rechnung/${saved.data.id}`, undefined, token)).status).toBe(200);
  });

  it('50 concurrent refreshes of one token over both instances: one new pair, the others told to retry', async () => {
    const { refreshToken } = sessions.get(logins[1]) as { refreshToken: string };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 ? b.url : a.url, 'POST', 'public-api/refreshtoken', { refreshToken }),
      ),
    );
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0].data.refreshToken).not.toBe(refreshToken);
    // the losers raced the winner (another tab): 409 to retry with the new cookie, no revocation
    for (const r of answers.filter((x) => x.status !== 200))
      expect(r).toMatchObject({ status: 409, data: { messageKey: 'refresh.error.concurrent' } });
    const next = await call(a.url, 'POST', 'public-api/refreshtoken', {
      refreshToken: won[0].data.refreshToken,
    });
    expect(next.status).toBe(200);
  });

  it('the login throttle counts across both: a wrong password on A slows down B, and back', async () => {
    const login = logins[2];
    const wrong = { login, password: 'Ganz-Falsch-2026!' };
    expect((await call(a.url, 'POST', 'public-api/authenticate/', wrong)).status).toBe(401);
    // one free failure: the next attempt from this source waits 1 s, on either instance
    const throttled = await call(b.url, 'POST', 'public-api/authenticate/', { login, password: PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.data).toMatchObject({ messageKey: 'login.error.throttled', retryAfterSeconds: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(b.url, 'POST', 'public-api/authenticate/', wrong)).status).toBe(401);
    const longer = await call(a.url, 'POST', 'public-api/authenticate/', wrong);
    expect(longer.status).toBe(429);
    expect(longer.data.retryAfterSeconds).toBe(2);
  });

  it('a token logged out on A is refused on A at once and on B within AUTH_CACHE_SECONDS', async () => {
    const { accessToken } = sessions.get(logins[3]) as { accessToken: string };
    // both instances have just checked the token (and remember its caller)
    expect((await call(a.url, 'GET', 'api/masterdata/', undefined, accessToken)).status).toBe(200);
    expect((await call(b.url, 'GET', 'api/masterdata/', undefined, accessToken)).status).toBe(200);
    expect((await call(a.url, 'POST', 'logout/', {}, accessToken)).status).toBe(200);
    expect((await call(a.url, 'GET', 'api/masterdata/', undefined, accessToken)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(b.url, 'GET', 'api/masterdata/', undefined, accessToken)).status).toBe(401);
  });

  it('SIGKILL of one instance mid-burst of saves over both: every acknowledged save is there', async () => {
    const token = sessions.get(logins[0])?.accessToken;
    const acknowledged: { id: number; number: string }[] = [];
    let failedOnA = 0;
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < 240) {
        const i = next++;
        const via = i % 2 ? b.url : a.url;
        try {
          const number = `ZW-BURST-${i}`;
          const res = await call(via, 'POST', 'api/rechnung', draft(number), token);
          if (res.status === 201) acknowledged.push({ id: res.data.id as number, number });
          else if (via === a.url) failedOnA++;
        } catch {
          if (via === a.url) failedOnA++;
        }
        if (!killed && acknowledged.length >= 60) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(killed).toBe(true);
    expect(failedOnA).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(100);
    // B still answers, and has every save either instance acknowledged
    for (const { id, number } of acknowledged) {
      const row = await call(b.url, 'GET', `api/rechnung/${id}`, undefined, token);
      expect(row.status).toBe(200);
      expect(row.data.invoiceNumber).toBe(number);
    }
  }, 40_000);
});
