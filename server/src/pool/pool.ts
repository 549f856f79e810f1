/**
 * A pool of worker threads for the heavy calls (XSLT generation, XSD, import, PDF): the event loop
 * only routes and stores, so one user's large job never stalls another user's login, list or save.
 * Each job has a time limit (the thread is ended and replaced) and runs under a heap limit
 * (`resourceLimits`); each user may have only a few jobs running or queued at a time.
 * Settings (docs/operations.md): WORK_THREADS, WORK_JOB_SECONDS, WORK_MEMORY_MB, WORK_JOBS_PER_USER.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors/api-error';
import { jobEnded } from '../ops/metrics';
import { ruleSetStamp } from '../rule-set';
import type { JobName, Jobs } from './jobs';

export interface WorkOptions {
  threads: number;
  jobMs: number;
  memoryMb: number;
  perUser: number;
}

const num = (v: string | undefined, d: number) =>
  v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : d;

export const workOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): WorkOptions => ({
  // one core stays with the event loop (and the password hashes)
  threads: num(env.WORK_THREADS, Math.max(1, availableParallelism() - 1)),
  jobMs: num(env.WORK_JOB_SECONDS, 60) * 1000,
  memoryMb: num(env.WORK_MEMORY_MB, 1024),
  perUser: num(env.WORK_JOBS_PER_USER, 2),
});

interface Job {
  id: number;
  user: string;
  job: JobName;
  arg: unknown;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  /** When a thread took it (performance.now()). */
  started?: number;
}

interface Slot {
  worker: Worker;
  current?: Job;
  timer?: NodeJS.Timeout;
}

const BOOT = new URL('./boot.mjs', import.meta.url);

export class WorkPool {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private perUser = new Map<string, number>();
  private nextId = 1;
  private closed = false;

  constructor(readonly options: WorkOptions) {}

  /** Runs `job` for `user` in a worker thread; refuses with 429 when the user has too many. */
  run<N extends JobName>(
    user: string,
    job: N,
    arg: Parameters<Jobs[N]>[0],
  ): Promise<Awaited<ReturnType<Jobs[N]>>> {
    const count = this.perUser.get(user) ?? 0;
    if (count >= this.options.perUser) throw new ApiError('work.error.busy', { limit: this.options.perUser });
    this.perUser.set(user, count + 1);
    return new Promise((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        user,
        job,
        arg,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  /** Jobs of `user` running or waiting. */
  pending(user: string): number {
    return this.perUser.get(user) ?? 0;
  }

  /** Starts every thread and loads the heavy modules in it (server start), without a user's quota. */
  warm(): Promise<unknown> {
    const runs: Promise<unknown>[] = [];
    for (let i = 0; i < this.options.threads; i++)
      runs.push(this.run(`warm-${i}`, 'warm', undefined).catch(() => undefined));
    return Promise.all(runs);
  }

  /** Threads started, threads running a job, and jobs waiting for a thread (metrics, /readyz). */
  stats() {
    return {
      threads: this.slots.length,
      busy: this.slots.filter((s) => s.current).length,
      queued: this.queue.length,
      max: this.options.threads,
    };
  }

  /** Jobs of all users running or waiting. */
  busy(): number {
    return [...this.perUser.values()].reduce((a, b) => a + b, 0);
  }

  async close() {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots = [];
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.current);
      if (!slot && this.slots.length < this.options.threads) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      slot.current = job;
      job.started = performance.now();
      slot.timer = setTimeout(
        () =>
          this.fail(slot as Slot, new ApiError('work.error.timeout', { seconds: this.options.jobMs / 1000 })),
        this.options.jobMs,
      );
      slot.worker.ref();
      // the job runs on the main thread's rule set (XR_RULES_DIR, a watch reload): the worker follows it
      slot.worker.postMessage({ id: job.id, job: job.job, arg: job.arg, rules: ruleSetStamp() });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, {
      // a young generation of 64 MB: the XML import's element tree then dies young instead of
      // being copied between semi-spaces (about half the import's CPU time for 1000 lines)
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 192 },
    });
    const slot: Slot = { worker };
    worker.unref();
    worker.on(
      'message',
      (m: { id?: number; ok?: boolean; value?: unknown; error?: Record<string, unknown> }) => {
        const job = slot.current;
        if (!job || m.id !== job.id) return;
        this.finish(slot, m.ok ? 'ok' : 'error');
        if (m.ok) job.resolve(m.value);
        else if (m.error?.messageKey)
          job.reject(
            new ApiError(
              String(m.error.messageKey),
              m.error.details as Record<string, unknown> | undefined,
              m.error.statusOverride as number | undefined,
            ),
          );
        else job.reject(new Error(`worker job ${job.job} failed: ${String(m.error?.message)}`));
        this.dispatch();
      },
    );
    worker.on('error', (err: Error & { code?: string }) => {
      const memory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(slot, memory ? new ApiError('work.error.memory', { limitMb: this.options.memoryMb }) : err);
    });
    worker.on('exit', () => {
      if (this.slots.includes(slot)) this.fail(slot, new Error('worker thread ended'));
    });
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot, outcome: 'ok' | 'error' | 'ended') {
    const job = slot.current;
    if (job?.started !== undefined) jobEnded(job.job, outcome, (performance.now() - job.started) / 1000);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.current = undefined;
    slot.worker.unref();
    if (job) {
      const left = (this.perUser.get(job.user) ?? 1) - 1;
      if (left > 0) this.perUser.set(job.user, left);
      else this.perUser.delete(job.user);
    }
  }

  /** The slot's thread is ended (time limit, memory, crash): its job fails, a new thread takes over. */
  private fail(slot: Slot, err: unknown) {
    const job = slot.current;
    this.finish(slot, 'ended');
    this.slots = this.slots.filter((s) => s !== slot);
    void slot.worker.terminate();
    job?.reject(err);
    if (!this.closed) this.dispatch();
  }
}

let shared: WorkPool | undefined;

/** The process's pool (created on first use from the environment). */
export function workPool(): WorkPool {
  shared ??= new WorkPool(workOptionsFromEnv());
  return shared;
}

/** Replaces the process's pool (tests and benches with other limits). */
export async function configureWork(options: Partial<WorkOptions>): Promise<WorkPool> {
  const old = shared;
  shared = new WorkPool({ ...workOptionsFromEnv(), ...options });
  await old?.close();
  return shared;
}
