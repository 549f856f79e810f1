/**
 * `startServer` (CONTRACTS.md) and the command-line entry: `tsx src/main.ts [--demo]` reads
 * PORT (8080), DATABASE_URL (a file path, default ./data/xr-web-capture.db) and SMTP_URL.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps } from './deps';
import { seedFirstStart } from './seed/first-start';
import { workPool } from './work/index';

export interface StartOptions {
  port?: number;
  databasePath?: string;
  demo?: boolean;
  smtpUrl?: string;
  uiDist?: string;
  /** Interface to listen on (default 127.0.0.1; the command line uses HOST or 0.0.0.0). */
  hostname?: string;
}

const defaultUiDist = fileURLToPath(new URL('../../ui/dist/', import.meta.url));

export function databasePathFromEnv(value: string | undefined): string {
  if (!value) return resolve('data', 'xr-web-capture.db');
  return resolve(value.replace(/^file:(\/\/)?/, '').replace(/^sqlite:(\/\/)?/, ''));
}

export async function startServer(opts: StartOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const databasePath = opts.databasePath ?? databasePathFromEnv(process.env.DATABASE_URL);
  const deps = createDeps({ databasePath, smtpUrl: opts.smtpUrl ?? process.env.SMTP_URL });
  await seedFirstStart(deps, { demo: opts.demo ?? false });
  const app = createApp(deps, { uiDist: opts.uiDist ?? defaultUiDist });
  // worker threads for generation, import and PDF start now, not on the first user's request
  void workPool().warm();
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: opts.hostname ?? '127.0.0.1' }, () =>
      done(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (!deps.config.publicUrl) deps.config.publicUrl = url;
  void deps.mailer.flush();
  // Mails that could not be sent (SMTP peer down) are retried every 30 s, up to 5 attempts.
  const retry = setInterval(() => void deps.mailer.flush(), 30_000);
  retry.unref();
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        clearInterval(retry);
        server.close(() => {
          deps.mailer.close();
          deps.db.$client.close();
          done();
        });
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 8080);
  const server = await startServer({
    port,
    demo: process.argv.includes('--demo'),
    hostname: process.env.HOST ?? '0.0.0.0',
  });
  console.log(`XR Web Capture listening on ${server.url}/weberfassung/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}
