/**
 * A throw-away PostgreSQL cluster in a temporary directory, on a unix socket in it (no TCP port):
 * `startCluster()` runs Debian's initdb and pg_ctl (as the `postgres` user when we are root:
 * PostgreSQL refuses to run as root) and gives its URL, `stop()`/`start()` (a database outage in a
 * test) and `remove()`. PG_BIN names the directory of initdb/pg_ctl when they are not on PATH or
 * under /usr/lib/postgresql/<version>/bin. `durable: false` turns fsync off (tests).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pgBinDir() {
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

export function startCluster({ durable = false } = {}) {
  const bin = pgBinDir();
  const tool = (name) => (bin ? join(bin, name) : name);
  const asRoot = process.getuid?.() === 0;
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
  let running = false;
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const cluster = {
    url: `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}`,
    start() {
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
      running = true;
    },
    /** `fast` writes what is committed first (without fsync, `immediate` may lose the last commits). */
    stop(mode = 'immediate') {
      if (!running) return;
      try {
        run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      } catch {
        // already gone
      }
      running = false;
    },
    remove() {
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    cluster.start();
  } catch (e) {
    cluster.remove();
    throw e;
  }
  return cluster;
}
