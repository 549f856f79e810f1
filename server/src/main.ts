/**
 * `startServer` (CONTRACTS.md) and the command-line entry: `tsx src/main.ts [--demo]` reads
 * PORT (8080), DATABASE_URL (a file path, default ./data/xr-web-capture.db) and SMTP_URL.
 * The rule families are read and compiled before anything else (XR_RULES_DIR, default
 * rules/families): a broken rule set stops the start with its faults on stderr and exit status 1.
 * XR_RULES_WATCH=1 (dev) reloads them when a family file changes, without a restart.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { familyDir, watchFamilyDir } from '@xr/rules/node';
import { createApp } from './app';
import { closeDatabase, isPostgresUrl } from './db/connection';
import { startDeliveryWorker } from './delivery/worker';
import { createDeps } from './deps';
import { inFlight } from './in-flight';
import { workPool } from './pool/index';
import { loadRuleSet, stampRuleSet } from './rule-set';
import { startScheduler } from './schedule/scheduler';
import { seedFirstStart } from './seed/first-start';

export interface StartOptions {
  port?: number;
  databasePath?: string;
  demo?: boolean;
  smtpUrl?: string;
  uiDist?: string;
  /** Interface to listen on (default 127.0.0.1; the command line uses HOST or 0.0.0.0). */
  hostname?: string;
  /** Reload the rule families when a file changes (default: XR_RULES_WATCH=1). */
  watchRules?: boolean;
}

/** How long a shutdown waits for the requests under way. */
const DRAIN_MS = 10_000;

const defaultUiDist = fileURLToPath(new URL('../../ui/dist/', import.meta.url));

export function databasePathFromEnv(value: string | undefined): string {
  if (!value) return resolve('data', 'xr-web-capture.db');
  if (isPostgresUrl(value)) return value;
  return resolve(value.replace(/^file:(\/\/)?/, '').replace(/^sqlite:(\/\/)?/, ''));
}

export async function startServer(opts: StartOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  // throws RuleCompileError naming file and rule: no server with a rule set that does not compile
  // the same set in the worker pool's threads (rule-set.ts)
  const rulesDir = familyDir();
  await loadRuleSet(rulesDir);
  const stopWatching =
    (opts.watchRules ?? process.env.XR_RULES_WATCH === '1')
      ? watchFamilyDir(
          rulesDir,
          (n) => {
            stampRuleSet(rulesDir);
            console.log(`rules reloaded: ${n} rules`);
          },
          (e) => console.error(`rules not reloaded, the previous rule set stays in use: ${e.message}`),
        )
      : () => {};
  const databasePath = opts.databasePath ?? databasePathFromEnv(process.env.DATABASE_URL);
  const deps = await createDeps({ databasePath, smtpUrl: opts.smtpUrl ?? process.env.SMTP_URL });
  await seedFirstStart(deps, { demo: opts.demo ?? false });
  const app = createApp(deps, { uiDist: opts.uiDist ?? defaultUiDist });
  // worker threads for generation, import and PDF start now, not on the first user's request
  void workPool().warm();
  const requests = inFlight(app.fetch);
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve(
      { fetch: requests.fetch, port: opts.port ?? 0, hostname: opts.hostname ?? '127.0.0.1' },
      () => done(s),
    );
  });
  requests.track(server);
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (!deps.config.publicUrl) deps.config.publicUrl = url;
  void deps.mailer.flush();
  // one delivery worker per instance: sent invoices go out after commit, queued ones after a restart
  deps.delivery = startDeliveryWorker(deps);
  // Mails that could not be sent (SMTP peer down) are retried every 30 s, up to 5 attempts.
  const retry = setInterval(() => void deps.mailer.flush(), 30_000);
  retry.unref();
  // recurring invoices: one scheduler per system (a lease in the database), every SCHEDULER_INTERVAL_SECONDS
  const scheduler = startScheduler(deps);
  return {
    url,
    async close() {
      clearInterval(retry);
      scheduler.stop();
      stopWatching();
      // the requests under way finish (one that arrives meanwhile gets 503: try another instance),
      // then the server stops listening and its connections close; then the delivery worker, the
      // mailer and the database
      await requests.drain(DRAIN_MS);
      const stopped = new Promise<void>((done) => server.close(() => done()));
      (server as unknown as { closeAllConnections?(): void }).closeAllConnections?.();
      await stopped;
      await (deps.delivery?.stop() ?? Promise.resolve());
      deps.mailer.close();
      await closeDatabase(deps.db);
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 8080);
  const server = await startServer({
    port,
    demo: process.argv.includes('--demo'),
    hostname: process.env.HOST ?? '0.0.0.0',
  }).catch((e: Error) => {
    console.error(`XR Web Capture does not start: ${e.message}`);
    process.exit(1);
  });
  console.log(`XR Web Capture listening on ${server.url}/weberfassung/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}
