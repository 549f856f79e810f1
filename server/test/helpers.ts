/**
 * Test helpers: a fresh database per app (a SQLite file; with DATABASE_URL=postgres://… from
 * scripts/with-postgres.mjs a new PostgreSQL database), registration + activation through the real
 * calls, and raw SQL for checks (`sqlRows`, `sqlRun`: `?` parameters, SQL both engines understand).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { desc } from 'drizzle-orm';
import pg from 'pg';
import { vi } from 'vitest';
import { createApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import type { Deps } from '../src/context';
import { isPostgresUrl } from '../src/db/connection';
import { mailOutbox } from '../src/db/tables';
import { createDeps } from '../src/deps';

// Password hashing (argon2id) and XML work make single tests take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

export const PASSWORD = 'Sehr-Geheim-2026!';

export async function freshApp(overrides: Partial<ServerConfig> = {}) {
  return freshAppAt(join(mkdtempSync(join(tmpdir(), 'xr-server-')), 'test.db'), overrides);
}

/** The PostgreSQL server the suite runs on (scripts/with-postgres.mjs), else SQLite. */
const postgresUrl = isPostgresUrl(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined;
export const onPostgres = postgresUrl !== undefined;
/** The JWT secret every instance of a test shares on PostgreSQL (required there). */
export const TEST_JWT_SECRET = 'test-secret-of-every-instance-0123456789';

/** A new, empty database on the PostgreSQL server (the app's migrations create the tables). */
async function freshPostgresDatabase(base: string): Promise<string> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  // the database name is the URL's path (the host may be empty: a unix socket given by ?host=)
  return base.replace(/^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?/, `$1/${name}`);
}

/** Where a test's app keeps its data: the SQLite file `path`, or a new database on PostgreSQL. */
export async function testDatabase(path: string): Promise<string> {
  return postgresUrl ? freshPostgresDatabase(postgresUrl) : path;
}

export async function freshAppAt(databasePath: string, overrides: Partial<ServerConfig> = {}) {
  const dir = dirname(databasePath);
  const location = await testDatabase(databasePath);
  const deps = await createDeps({
    databasePath: location,
    smtpUrl: '',
    env: { MAIL_OUTBOX_DIR: join(dir, 'outbox') },
    overrides: {
      publicUrl: 'http://test',
      loginAttemptsPerMinute: 1000,
      registrationsPerMinute: 1000,
      ...(postgresUrl ? { jwtSecret: TEST_JWT_SECRET } : {}),
      ...overrides,
    },
  });
  const app = createApp(deps);
  // databasePath: the SQLite file or the PostgreSQL URL, for a second instance on the same database
  return { app, deps, dir, databasePath: location, ...client(app) };
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

/** The token of the newest queued mail to `to` (the link's last path segment, without `?lang=`). */
export async function lastMailToken(deps: Deps, to?: string): Promise<string> {
  const rows = await deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
  const mail = rows.find((m) => !to || m.recipient === to);
  const match = mail && /\/weberfassung\/[a-z-]+\/([^\s?]+)/.exec(mail.body);
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
    token: await lastMailToken(t.deps, login),
    password: PASSWORD,
  });
  if (act.status !== 200) throw new Error(`activation failed ${JSON.stringify(act.data)}`);
  const auth = await t.call('POST', 'public-api/authenticate/', { login, password: PASSWORD });
  if (auth.status !== 200) throw new Error(`login failed ${JSON.stringify(auth.data)}`);
  return auth.data as { accessToken: string; refreshToken: string; roles: string[] };
}

/**
 * A save body; an `invoiceNumber`, `buyerReference` or `invoiceIssueDate` given goes into the
 * invoice JSON as well (the server reads the list columns from the JSON), unless `json` is given.
 */
export function savePayload(over: Record<string, unknown> = {}) {
  const meta = {
    buyerReference: '04011000-12345-34',
    invoiceIssueDate: '2026-11-02',
    invoiceNumber: 'RE-1',
    ...over,
  };
  const invoice = {
    Invoice_number: { Content: meta.invoiceNumber },
    Invoice_issue_date: meta.invoiceIssueDate,
    Buyer_reference: meta.buyerReference,
    BUYER: { Buyer_name: 'Stadt Musterhausen' },
  };
  return {
    jsongroupvalidation: false,
    specVersion: '3.0.1',
    json: JSON.stringify(invoice),
    ...meta,
  };
}

/** Rows of raw SQL (`?` parameters) on the app's database, outside any request. */
export async function sqlRows<T = Record<string, unknown>>(
  deps: Deps,
  text: string,
  ...params: unknown[]
): Promise<T[]> {
  if (!postgresUrl) {
    const statement = deps.db.$client.prepare(text);
    if (statement.reader) return statement.all(...params) as T[];
    statement.run(...params);
    return [];
  }
  let n = 0;
  const pool = deps.db.$client as unknown as pg.Pool;
  return (
    await pool.query(
      text.replace(/\?/g, () => `$${++n}`),
      params,
    )
  ).rows as T[];
}

/** Runs raw SQL (`?` parameters) on the app's database, outside any request. */
export async function sqlRun(deps: Deps, text: string, ...params: unknown[]): Promise<void> {
  await sqlRows(deps, text, ...params);
}
