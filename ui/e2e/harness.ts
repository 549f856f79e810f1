/**
 * The e2e harness (shared with the editor's e2e tests): a real SMTP peer, the real server on a
 * fresh SQLite file and a free port serving the built UI, and one Debian Chromium per test file.
 *
 *   const h = await startHarness({ env: { ACCESS_TOKEN_SECONDS: '5' } });
 *   await h.page.goto(h.url('/'));
 *   const link = linkIn(await h.mailbox.lastMailTo('a@b.example'));
 *   await h.close();
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { distSnapshot, uiRoot } from './build';
import { linkIn, type Mailbox, startMailbox } from './mailbox';

export type { Mail } from './mailbox';
export { linkIn };

const serverRoot = join(uiRoot, '..', 'server');
const serverEntry = join(uiRoot, 'e2e', 'server-process.ts');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface HarnessOptions {
  /** server environment (token lifetimes, rate limits; generous rate limits by default) */
  env?: Record<string, string>;
  /** seed the demo company (admin@demo.example / user@demo.example) */
  demo?: boolean;
  /** serve the UI from this folder (default: a private copy of the current ui/dist build) */
  uiDist?: string;
}

/**
 * The server runs as its own process (`server/src/main.ts` through tsx), as in production: its
 * environment carries the test's settings, and its modules load as Node loads them.
 */
async function startServerProcess(dir: string, smtpUrl: string, opts: HarnessOptions) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: join(dir, 'db.sqlite'),
      XR_E2E_DEMO: opts.demo ? '1' : '',
      XR_E2E_UI_DIST: opts.uiDist,
      SMTP_URL: smtpUrl,
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      REGISTRATIONS_PER_MINUTE: '1000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.XR_E2E_SERVER_LOG) process.stderr.write(chunk);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Harness {
  /** server origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** absolute URL of an app path: url('/Dashboard') → http://…/weberfassung/Dashboard */
  url(path: string): string;
  mailbox: Mailbox;
  context: BrowserContext;
  page: Page;
  /** a call against the API (path below /weberfassung/): JSON body, or a string sent as XML */
  api<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
  close(): Promise<void>;
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const ui = opts.uiDist ?? distSnapshot();
  const dir = mkdtempSync(join(tmpdir(), 'xr-e2e-'));
  const mailbox = await startMailbox();
  // server and browser start side by side
  const [server, context] = await Promise.all([
    startServerProcess(dir, mailbox.url, { ...opts, uiDist: ui }),
    chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      acceptDownloads: true,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    }),
  ]);
  context.setDefaultTimeout(10_000);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  const origin = server.url;

  async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${origin}/weberfassung/${path.replace(/^\//, '')}`, {
      method,
      headers: {
        'content-type': typeof body === 'string' ? 'application/xml' : 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    origin,
    url: (path) => `${origin}/weberfassung/${path.replace(/^\//, '')}`,
    mailbox,
    context,
    page,
    api,
    async close() {
      await context.close().catch(() => undefined);
      await server.close();
      await mailbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Call once at the top level of a test file: when a test fails, a screenshot of the page goes to
 * the temp folder (xr-e2e-shots/<test name>.png) and its path is printed.
 */
export function screenshotOnFailure(page: () => Page | undefined): void {
  afterEach(async ({ task }) => {
    const p = page();
    if (!p || task.result?.state !== 'fail') return;
    const dir = join(tmpdir(), 'xr-e2e-shots');
    const file = join(dir, `${task.name.replace(/[^\w-]+/g, '_')}.png`);
    await p.screenshot({ path: file }).catch(() => undefined);
    console.error(`[screenshot] ${file}`);
  });
}
