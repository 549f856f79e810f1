/**
 * WAL checkpoints mostly off the request path: a worker thread with its own connection copies
 * the WAL into the database file every half second (PASSIVE: never blocks the writer), so the
 * request connection's own automatic checkpoint (every 1000 pages, SQLite's default) finds the
 * frames already copied and synced and only restarts the log. Only the running server starts it
 * (`startServer`); tests on `createApp` do without.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './connection';

const source = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage(String(err)); }
}, workerData.intervalMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export function startCheckpointer(db: Db, path: string, intervalMs = 500): { stop(): Promise<void> } {
  if (path === ':memory:') return { stop: async () => {} };
  db.$client.pragma('wal_autocheckpoint = 1000');
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(source, { eval: true, workerData: { path, module, intervalMs } });
  worker.on('message', (m) => console.warn('[server] checkpoint:', m));
  worker.on('error', (err) => {
    console.warn('[server] checkpoint worker failed, back to inline checkpoints:', String(err));
    db.$client.pragma('wal_autocheckpoint = 1000');
  });
  worker.unref();
  return {
    stop: () =>
      new Promise<void>((done) => {
        worker.once('exit', () => done());
        worker.postMessage('stop');
        setTimeout(() => void worker.terminate().then(() => done()), 1000).unref();
      }),
  };
}
