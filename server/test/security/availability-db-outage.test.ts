/**
 * Issue 30 item 4: a PostgreSQL outage is survived. The app runs as its own process on a private
 * cluster that is stopped (sessions terminated, as an administrator's restart does) while requests
 * are under way: the process stays up, answers 503 with Retry-After and the catalogue's text while
 * the database is away, and serves again without a restart when it returns. Also: the mail round
 * that the 30-second timer starts never rejects (an unhandled rejection ends node).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabase, inTransaction, openDatabase } from '../../src/db/connection';
import { queueMail } from '../../src/db/outbox';
import { createMailer } from '../../src/mail/sender';
import { PASSWORD, registration, savePayload } from '../helpers';
import { spawnServer } from '../server-process';
import { createPgCluster, type PgCluster, postgresInstalled } from './pg-cluster';

vi.setConfig({ testTimeout: 120_000 });

let cluster: PgCluster;
let server: { child: ChildProcess; url: string } | undefined;
let log = '';

async function call(method: string, path: string, body?: unknown, token?: string, lang = 'de') {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server?.url}/weberfassung/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, data: text.startsWith('{') ? JSON.parse(text) : text };
}

async function mailToken(login: string): Promise<string> {
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  try {
    const { rows } = await db.query('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC', [
      login,
    ]);
    return decodeURIComponent(/\/weberfassung\/[a-z-]+\/([^\s?]+)/.exec(rows[0].body)?.[1] ?? '');
  } finally {
    await db.end();
  }
}

describe.runIf(postgresInstalled)('a PostgreSQL outage', () => {
  beforeAll(async () => {
    cluster = await createPgCluster();
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await cluster?.remove();
  });

  it('is answered with 503 and Retry-After, and the same process serves again when the database returns', async () => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'xr-outage-')), 'outbox');
    server = await spawnServer(cluster.url, {
      JWT_SECRET: 'outage-test-secret-of-at-least-32-characters',
      MAIL_OUTBOX_DIR: outbox,
    });
    server.child.stderr?.on('data', (d) => {
      log += d;
    });
    const login = 'outage@example.com';
    expect((await call('POST', 'public-api/adresse', registration(login))).status).toBe(201);
    const activated = await call('POST', 'public-api/activate/', {
      token: await mailToken(login),
      password: PASSWORD,
    });
    expect(activated.status).toBe(200);
    const auth = await call('POST', 'public-api/authenticate/', { login, password: PASSWORD });
    const token = auth.data.accessToken as string;
    const list = () => call('GET', 'api/rechnung/inprogress', undefined, token, 'en');
    expect((await list()).status).toBe(200);
    // saves hold a transaction (a checked-out connection) when the server terminates the sessions
    let n = 0;
    const save = () => call('POST', 'api/rechnung', savePayload({ invoiceNumber: `RE-${++n}` }), token, 'en');
    expect((await save()).status).toBe(201);

    // requests keep coming while the server is stopped: transactions hold connections that it terminates
    let loading = true;
    const statuses: number[] = [];
    const load = (async () => {
      while (loading && server?.child.exitCode === null) {
        const answers = await Promise.all(
          [list(), list(), save(), save()].map((p) => p.catch(() => undefined)),
        );
        for (const a of answers) if (a) statuses.push(a.status);
      }
    })();
    await sleep(300);
    await cluster.stop();
    await sleep(3_000);

    const away = await list();
    expect(away.status, log).toBe(503);
    expect(away.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(away.data).toMatchObject({ messageKey: 'error.databaseUnavailable', code: 'SERVICE_UNAVAILABLE' });
    expect(away.data.message).toMatch(/database cannot be reached/);
    const german = await call('GET', 'api/rechnung/inprogress', undefined, token, 'de');
    expect(german.data.message).toMatch(/Datenbank ist gerade nicht erreichbar/);
    loading = false;
    await load;
    expect(server.child.exitCode, log).toBeNull();
    // nothing but answers of the list or of the outage: no 500
    expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);

    await cluster.start();
    let back = await list();
    for (let i = 0; i < 50 && back.status !== 200; i++) {
      await sleep(200);
      back = await list();
    }
    expect(back.status).toBe(200);
    expect((await call('GET', 'api/rechnung/sent', undefined, token)).status).toBe(200);
    expect(server.child.exitCode, log).toBeNull();
  });
});

describe('the background mail round', () => {
  it('fails without a rejection when the database is gone (the timer calls it with `void`)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-mail-round-'));
    const db = await openDatabase(join(dir, 'mail.db'));
    const mailer = createMailer(db, { from: 'xr@example.com', outboxDir: join(dir, 'outbox') });
    await inTransaction(db, (tx) =>
      queueMail(tx, { recipient: 'a@example.com', subject: 'Test', body: 'Hallo' }),
    );
    await closeDatabase(db);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(mailer.flush()).resolves.toBeUndefined();
      // the next round runs (a failed round does not stop the chain)
      await expect(mailer.flush()).resolves.toBeUndefined();
    } finally {
      errors.mockRestore();
      mailer.close();
    }
  });
});
