/**
 * Group commit for the SQLite file in WAL mode. The writing connection runs with
 * `synchronous=NORMAL`: a COMMIT writes its frames to the WAL without waiting for the disk. A
 * transaction that changed rows is acknowledged only after an fdatasync of the WAL file that began
 * after its COMMIT — the guarantee of `synchronous=FULL` (an acknowledged save survives a power
 * loss) — but one fsync serves every commit made while the previous one ran, and it runs on
 * libuv's thread pool instead of stalling the event loop. Checkpoints keep SQLite's own syncs.
 */
import { closeSync, fdatasync, openSync } from 'node:fs';

export interface WalSync {
  /** Resolves once everything written to the WAL before the call is on disk. */
  durable(): Promise<void>;
  close(): void;
}

/** `syncFile`: fdatasync (a parameter so a test can watch when each one begins). */
export function walSync(databaseFile: string, syncFile: typeof fdatasync = fdatasync): WalSync {
  let fd: number | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const syncOnce = () =>
    new Promise<void>((resolve, reject) => {
      fd ??= openSync(`${databaseFile}-wal`, 'r+');
      syncFile(fd, (err) => (err ? reject(err) : resolve()));
    });
  function durable(): Promise<void> {
    if (!running) {
      running = syncOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    // the fsync under way may have begun before this commit's frames were written: the next one
    // (shared by every commit that arrives meanwhile) starts when it ends
    const next = () => {
      queued = undefined;
      return durable();
    };
    queued ??= running.then(next, next);
    return queued;
  }
  return {
    durable,
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
