/** Test helpers: a fresh SQLite file per app, registration + activation through the real calls. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { desc } from 'drizzle-orm';
import { vi } from 'vitest';
import { createApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import type { Deps } from '../src/context';
import { mailOutbox } from '../src/db/tables';
import { createDeps } from '../src/deps';

// Password hashing (argon2id) and XML work make single tests take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

export const PASSWORD = 'Sehr-Geheim-2026!';

export async function freshApp(overrides: Partial<ServerConfig> = {}) {
  return freshAppAt(join(mkdtempSync(join(tmpdir(), 'xr-server-')), 'test.db'), overrides);
}

export async function freshAppAt(databasePath: string, overrides: Partial<ServerConfig> = {}) {
  const dir = dirname(databasePath);
  const deps = await createDeps({
    databasePath,
    smtpUrl: '',
    env: { MAIL_OUTBOX_DIR: join(dir, 'outbox') },
    overrides: {
      publicUrl: 'http://test',
      loginAttemptsPerMinute: 1000,
      registrationsPerMinute: 1000,
      ...overrides,
    },
  });
  const app = createApp(deps);
  return { app, deps, dir, ...client(app) };
}

type App = ReturnType<typeof createApp>;

export function client(app: App) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body =
        typeof body === 'string'
          ? body
          : body instanceof Uint8Array
            ? new Blob([body as Uint8Array<ArrayBuffer>])
            : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    const res = await app.request(`/weberfassung/${path.replace(/^\//, '')}`, init);
    const type = res.headers.get('content-type') ?? '';
    const data = type.includes('json')
      ? await res.json()
      : type.includes('pdf') || type.includes('zip')
        ? new Uint8Array(await res.arrayBuffer())
        : await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: test convenience
    return { status: res.status, data: data as any, headers: res.headers };
  };
  return { call };
}

/** The token of the newest queued mail to `to` (the link's last path segment). */
export function lastMailToken(deps: Deps, to?: string): string {
  const rows = deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).all();
  const mail = rows.find((m) => !to || m.recipient === to);
  const match = mail && /\/weberfassung\/[a-z-]+\/(\S+)/.exec(mail.body);
  if (!match) throw new Error(`no mail token for ${to}`);
  return decodeURIComponent(match[1]);
}

export const registration = (login: string, name = 'Muster GmbH') => ({
  login,
  companyName: name,
  street: 'Hauptstraße',
  number: '1',
  postcode: '28195',
  city: 'Bremen',
  contactEmail: `kontakt.${login.split('@')[0]}@${login.split('@')[1]}`,
  locale: 'de',
  country: 'DE',
  givenName: 'Erika',
  familyName: 'Muster',
  termsAccepted: true,
  privacyAccepted: true,
});

/** Registers a company, activates its admin and logs in; returns the login response. */
export async function registerCompany(t: Awaited<ReturnType<typeof freshApp>>, login: string, name?: string) {
  const reg = await t.call('POST', 'public-api/adresse', registration(login, name));
  if (reg.status !== 201) throw new Error(`registration failed ${JSON.stringify(reg.data)}`);
  const act = await t.call('POST', 'public-api/activate/', {
    token: lastMailToken(t.deps, login),
    password: PASSWORD,
  });
  if (act.status !== 200) throw new Error(`activation failed ${JSON.stringify(act.data)}`);
  const auth = await t.call('POST', 'public-api/authenticate/', { login, password: PASSWORD });
  if (auth.status !== 200) throw new Error(`login failed ${JSON.stringify(auth.data)}`);
  return auth.data as { accessToken: string; refreshToken: string; roles: string[] };
}

export function savePayload(over: Record<string, unknown> = {}) {
  const invoice = {
    Invoice_number: { Content: 'RE-1' },
    Invoice_issue_date: '2026-11-02',
    Buyer_reference: '04011000-12345-34',
    BUYER: { Buyer_name: 'Stadt Musterhausen' },
  };
  return {
    buyerReference: '04011000-12345-34',
    invoiceIssueDate: '2026-11-02',
    invoiceNumber: 'RE-1',
    jsongroupvalidation: false,
    specVersion: '3.0.1',
    json: JSON.stringify(invoice),
    ...over,
  };
}
