#!/usr/bin/env node
/**
 * Runs a command against a throw-away PostgreSQL cluster:
 *   node scripts/with-postgres.mjs <command> [args…]
 * Creates a temporary data directory, starts Debian's PostgreSQL server on a unix socket in it
 * (no TCP port), sets DATABASE_URL (and JWT_SECRET when unset) for the command, then stops the
 * server and removes the directory. As root the server runs as the `postgres` user (runuser).
 * PG_BIN names the directory of initdb/pg_ctl when they are not on PATH or under
 * /usr/lib/postgresql/<version>/bin. PG_DURABLE=1 keeps fsync on (benchmarks of commits).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(root, versions[0], 'bin');
  }
  return ''; // on PATH
}

const bin = binDir();
const tool = (name) => (bin ? join(bin, name) : name);
const asRoot = process.getuid?.() === 0;
/** Runs a server tool, as the postgres user when we are root (PostgreSQL refuses to run as root). */
const run = (name, args) =>
  execFileSync(
    asRoot ? 'runuser' : tool(name),
    asRoot ? ['-u', 'postgres', '--', tool(name), ...args] : args,
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );

const dir = mkdtempSync(join(tmpdir(), 'xr-pg-'));
const data = join(dir, 'data');
if (asRoot) {
  execFileSync('chown', ['postgres:', dir]);
  chmodSync(dir, 0o755);
}
let started = false;
function cleanUp() {
  if (started) {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let status = 1;
try {
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const fast =
    process.env.PG_DURABLE === '1' ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-k ${dir} -c listen_addresses='' -c max_connections=400 -c shared_buffers=128MB${fast}`,
    '-w',
    'start',
  ]);
  started = true;
  const url = `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}`;
  const env = {
    ...process.env,
    DATABASE_URL: url,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
  };
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env, shell: false });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  status = await new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
} catch (e) {
  console.error(`with-postgres: ${e.message}`);
} finally {
  cleanUp();
}
process.exit(status);
