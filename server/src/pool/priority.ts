/** The scheduling priority of the pool's threads (`worker.ts`). */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The niceness of a pool thread: the event loop and the password hashes get the CPU first. */
export const WORK_NICE = 10;

/**
 * Heavy work yields the processor: on Linux a thread has a priority of its own, so this thread
 * (`/proc/thread-self` names its id) runs at WORK_NICE while the event loop stays at the process's
 * priority. Elsewhere, or where it is not permitted, the thread keeps the process's priority.
 */
export function yieldToTheEventLoop() {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) setPriority(tid, WORK_NICE);
  } catch {
    // not Linux: the pool's size (one core left to the event loop) is the only isolation
  }
}
