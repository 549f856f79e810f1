/**
 * A pool of worker threads for the heavy calls (XSLT generation, XSD, import, PDF): the event loop
 * only routes and stores, so one user's large job never stalls another user's login, list or save.
 * Each job has a time limit (the thread is ended and replaced) and runs under a heap limit
 * (`resourceLimits`); each user may have only a few jobs running or queued at a time. Waiting
 * jobs are taken from the companies in turn (the company with the fewest jobs running first, issue
 * 30 item 6), so one company's queue of heavy jobs does not delay another company's job by more
 * than the jobs already running; the
 * jobs that should be fast (imports, validation, logo) have a shorter time limit.
 * Settings (docs/operations.md): WORK_THREADS, WORK_JOB_SECONDS, WORK_FAST_JOB_SECONDS,
 * WORK_MEMORY_MB, WORK_JOBS_PER_USER.
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
  /** The time limit of the jobs in FAST_JOBS (at most `jobMs`). */
  fastJobMs?: number;
  memoryMb: number;
  perUser: number;
}

const num = (v: string | undefined, d: number) =>
  v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : d;

export const workOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): WorkOptions => ({
  // one core stays with the event loop (and the password hashes)
  threads: num(env.WORK_THREADS, Math.max(1, availableParallelism() - 1)),
  jobMs: num(env.WORK_JOB_SECONDS, 60) * 1000,
  fastJobMs: num(env.WORK_FAST_JOB_SECONDS, 20) * 1000,
  memoryMb: num(env.WORK_MEMORY_MB, 1024),
  perUser: num(env.WORK_JOBS_PER_USER, 2),
});

/** Jobs a user waits for at the screen and that take seconds at most for any real file. */
export const FAST_JOBS: readonly JobName[] = ['importInvoice', 'importOrder', 'validate', 'logo'];

/** The company part of a pool user key (`companyId:userId`; a key without one is its own company). */
const companyOf = (user: string) => user.split(':')[0];

interface Job {
  id: number;
  user: string;
  company: string;
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
  /** Waiting jobs per company; `turns`: the companies with waiting jobs, the next to serve first. */
  private queues = new Map<string, Job[]>();
  private turns: string[] = [];
  /** Companies with jobs: when their last job started (its id); newcomers have none. */
  private served = new Map<string, number>();
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
      this.enqueue({
        id: this.nextId++,
        user,
        company: companyOf(user),
        job,
        arg,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  /** The time limit of a job: FAST_JOBS have the shorter one. */
  timeLimitMs(job: JobName): number {
    const { jobMs, fastJobMs } = this.options;
    return FAST_JOBS.includes(job) && fastJobMs ? Math.min(jobMs, fastJobMs) : jobMs;
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
      queued: [...this.queues.values()].reduce((n, q) => n + q.length, 0),
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

  private enqueue(job: Job) {
    const queue = this.queues.get(job.company);
    if (queue) queue.push(job);
    else {
      this.queues.set(job.company, [job]);
      this.turns.push(job.company);
    }
  }

  /**
   * The oldest waiting job of the company with the fewest jobs running, and among equals of the
   * one served longest ago (a company new to the line first); that company goes to the end.
   */
  private next(): Job {
    const running = (company: string) => this.slots.filter((s) => s.current?.company === company).length;
    const rank = (company: string) => [running(company), this.served.get(company) ?? 0];
    let at = 0;
    for (let i = 1; i < this.turns.length; i++) {
      const [r, s] = rank(this.turns[i]);
      const [bestR, bestS] = rank(this.turns[at]);
      if (r < bestR || (r === bestR && s < bestS)) at = i;
    }
    const [company] = this.turns.splice(at, 1);
    const queue = this.queues.get(company) as Job[];
    const job = queue.shift() as Job;
    if (queue.length > 0) this.turns.push(company);
    else this.queues.delete(company);
    this.served.set(company, job.id);
    return job;
  }

  private dispatch() {
    while (this.turns.length > 0) {
      let slot = this.slots.find((s) => !s.current);
      if (!slot && this.slots.length < this.options.threads) slot = this.spawn();
      if (!slot) return;
      const job = this.next();
      const limitMs = this.timeLimitMs(job.job);
      slot.current = job;
      job.started = performance.now();
      slot.timer = setTimeout(
        () => this.fail(slot as Slot, new ApiError('work.error.timeout', { seconds: limitMs / 1000 })),
        limitMs,
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
      if (!this.queues.has(job.company) && !this.slots.some((s) => s.current?.company === job.company))
        this.served.delete(job.company);
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
