/**
 * Issue 11, availability: heavy work runs in worker threads (TypeScript loaded through tsx in the
 * thread) with a time limit, a memory limit and a per-user limit; a stopped thread is replaced.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkPool } from '../../src/pool/pool';
import { WORK_NICE } from '../../src/pool/priority';

// worker threads start cold in each test file; a busy 2-core machine needs the margin
vi.setConfig({ testTimeout: 90_000 });

let pool: WorkPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the worker pool', () => {
  it('stops a job at its time limit with a clear error, and the next job runs on a fresh thread', async () => {
    pool = new WorkPool({ threads: 1, jobMs: 20_000, memoryMb: 256, perUser: 2 });
    // warm the thread first so the limit measures the job, not the start of the thread
    expect(await pool.run('a', 'spin', { ms: 1 })).toEqual({ spun: 1 });
    pool.options.jobMs = 1_000;
    await expect(pool.run('a', 'spin', { ms: 60_000 })).rejects.toMatchObject({
      messageKey: 'work.error.timeout',
    });
    pool.options.jobMs = 20_000;
    expect(await pool.run('a', 'spin', { ms: 5 })).toEqual({ spun: 5 });
  });

  it('stops a job that needs more memory than its limit', async () => {
    pool = new WorkPool({ threads: 1, jobMs: 60_000, memoryMb: 64, perUser: 2 });
    await expect(pool.run('a', 'hog', undefined)).rejects.toMatchObject({ messageKey: 'work.error.memory' });
    expect(await pool.run('a', 'spin', { ms: 1 })).toEqual({ spun: 1 });
  });

  it('refuses a user more jobs than the per-user limit; other users still get theirs', async () => {
    pool = new WorkPool({ threads: 1, jobMs: 60_000, memoryMb: 256, perUser: 2 });
    const first = pool.run('a', 'spin', { ms: 300 });
    const second = pool.run('a', 'spin', { ms: 1 });
    expect(() => pool?.run('a', 'spin', { ms: 1 })).toThrow(
      expect.objectContaining({ messageKey: 'work.error.busy' }),
    );
    const other = pool.run('b', 'spin', { ms: 1 });
    expect(pool.pending('a')).toBe(2);
    await Promise.all([first, second, other]);
    expect(pool.pending('a')).toBe(0);
    expect(await pool.run('a', 'spin', { ms: 1 })).toEqual({ spun: 1 });
  });

  it.runIf(existsSync('/proc/self/task'))(
    'runs heavy work at a lower priority than the event loop (Linux: per thread)',
    async () => {
      /**
       * Thread id → niceness (field 19 of /proc/self/task/TID/stat) of this process's threads; a
       * thread that ends between the listing and the read is left out.
       */
      const niceness = () =>
        new Map(
          readdirSync('/proc/self/task').flatMap((tid) => {
            let stat: string;
            try {
              stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            } catch {
              return [];
            }
            return [[tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const];
          }),
        );
      const before = niceness();
      pool = new WorkPool({ threads: 2, jobMs: 20_000, memoryMb: 256, perUser: 2 });
      await Promise.all([pool.run('a', 'spin', { ms: 1 }), pool.run('b', 'spin', { ms: 1 })]);
      const after = niceness();
      // the pool's two new threads yield; the threads that were there (this one too) keep theirs
      const added = [...after].filter(([tid]) => !before.has(tid));
      expect(added.filter(([, nice]) => nice === WORK_NICE).length).toBe(2);
      const self = readFileSync('/proc/thread-self/stat', 'utf8');
      expect(Number(self.slice(self.lastIndexOf(')') + 2).split(' ')[16])).toBeLessThan(WORK_NICE);
    },
  );
});
