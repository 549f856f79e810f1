/**
 * A private PostgreSQL cluster for a test that stops and starts its database server (an outage),
 * apart from the suite's shared one (scripts/with-postgres.mjs): Debian's server on a unix socket
 * in a temporary directory, as the `postgres` user when the test runs as root.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

function binDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : undefined;
}

const bin = binDir();
/** PostgreSQL's server tools are installed (the outage tests need them). */
export const postgresInstalled = bin !== undefined;

const asRoot = process.getuid?.() === 0;

async function tool(name: string, args: string[]): Promise<void> {
  const path = join(bin ?? '', name);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', path, ...args]);
  else await run(path, args);
}

export interface PgCluster {
  /** The cluster's connection URL (database `postgres`). */
  url: string;
  /** Stops the server as an administrator's restart does (`-m fast`: sessions are terminated). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  remove(): Promise<void>;
}

export async function createPgCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'xr-pg-outage-'));
  if (asRoot) {
    await run('chown', ['postgres:', dir]);
    chmodSync(dir, 0o755);
  }
  const data = join(dir, 'data');
  await tool('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off`;
  let running = false;
  const cluster: PgCluster = {
    url: `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}`,
    async start() {
      await tool('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
      running = true;
    },
    async stop() {
      await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async remove() {
      if (running) await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
