/**
 * `startServer` (CONTRACTS.md) and the command-line entry: `node dist/main.js [--demo]` (the built
 * release; `tsx src/main.ts` from the source tree) reads PORT (8080), HOST, DATABASE_URL (a file
 * path, default ./data/xr-web-capture.db), SMTP_URL and the other settings of docs/operations.md.
 * Before anything else it checks every setting (settings-check.ts) and the files it needs at run
 * time (runtime-files.ts): any problem stops the start with one message listing them all.
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
import { closeDatabase } from './db/connection';
import { databasePathFromEnv } from './db/location';
import { startDeliveryWorker } from './delivery/worker';
import { createDeps } from './deps';
import { inFlight } from './in-flight';
import { log } from './ops/log';
import { workPool } from './pool/index';
import { loadRuleSet, stampRuleSet } from './rule-set';
import { missingFiles } from './runtime-files';
import { startScheduler } from './schedule/scheduler';
import { seedFirstStart } from './seed/first-start';
import { settingsProblems } from './settings-check';

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

export { databasePathFromEnv };

/** The start is refused: every problem found, one per line. */
export class StartProblems extends Error {
  constructor(readonly problems: string[]) {
    super(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} / ${problems.length} Problem${problems.length === 1 ? '' : 'e'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

export async function startServer(opts: StartOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const missing = missingFiles();
  if (missing.length) throw new StartProblems(missing);
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
            log.info(`rules reloaded: ${n} rules`);
          },
          (e) => log.error(`rules not reloaded, the previous rule set stays in use: ${e.message}`),
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
  const problems = [...settingsProblems(process.env), ...missingFiles()];
  if (problems.length) {
    console.error(`XR Web Capture does not start / startet nicht: ${new StartProblems(problems).message}`);
    process.exit(1);
  }
  const port = Number(process.env.PORT || 8080);
  const server = await startServer({
    port,
    demo: process.argv.includes('--demo'),
    hostname: process.env.HOST || '0.0.0.0',
  }).catch((e: Error) => {
    console.error(`XR Web Capture does not start / startet nicht: ${e.message}`);
    process.exit(1);
  });
  log.info({ url: `${server.url}/weberfassung/` }, `XR Web Capture listening on ${server.url}/weberfassung/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}
