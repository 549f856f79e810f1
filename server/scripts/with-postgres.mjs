#!/usr/bin/env node
/**
 * Runs a command against a throw-away PostgreSQL cluster (pg-cluster.mjs):
 *   node scripts/with-postgres.mjs <command> [args…]
 * Starts the cluster, sets DATABASE_URL (and JWT_SECRET when unset) for the command, then stops
 * the server and removes the directory. PG_DURABLE=1 keeps fsync on (benchmarks of commits).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startCluster } from './pg-cluster.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args…]');
  process.exit(2);
}

let status = 1;
let cluster;
try {
  cluster = startCluster({ durable: process.env.PG_DURABLE === '1' });
  const env = {
    ...process.env,
    DATABASE_URL: cluster.url,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
  };
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env, shell: false });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  status = await new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
} catch (e) {
  console.error(`with-postgres: ${e.message}`);
} finally {
  cluster?.remove();
}
process.exit(status);
