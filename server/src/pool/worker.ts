/** A worker thread of the pool (`pool.ts`): runs one job at a time and answers its result or error. */
import { parentPort } from 'node:worker_threads';
import { followRuleSet, type RuleSetStamp } from '../rule-set';
import { type JobName, jobs } from './jobs';
import { yieldToTheEventLoop } from './priority';

yieldToTheEventLoop();

interface Request {
  id: number;
  job: JobName;
  arg: unknown;
  /** The main thread's rule set, which this job runs on. */
  rules?: RuleSetStamp;
}

parentPort?.on('message', async ({ id, job, arg, rules }: Request) => {
  try {
    await followRuleSet(rules);
    const value = await (jobs[job] as (a: unknown) => Promise<unknown>)(arg);
    parentPort?.postMessage({ id, ok: true, value });
  } catch (err) {
    const e = err as { messageKey?: string; details?: unknown; statusOverride?: number; message?: string };
    parentPort?.postMessage({
      id,
      ok: false,
      error: e?.messageKey
        ? {
            messageKey: e.messageKey,
            details: e.details,
            statusOverride: e.statusOverride,
            message: e.message,
          }
        : { message: String(e?.message ?? err).slice(0, 2000) },
    });
  }
});
parentPort?.postMessage({ ready: true });
