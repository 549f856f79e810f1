/**
 * Runs the check of "Prüfen und anzeigen" in its own worker (check.worker.ts), started on first use:
 * libxml2, the rules and the schemas load only when a file is checked, never with the login screen.
 */
import type { CheckAnswer } from './check-types';

let worker: Worker | undefined;
let lastId = 0;
const pending = new Map<number, { resolve: (answer: CheckAnswer) => void; reject: (e: Error) => void }>();

function checkWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<CheckAnswer>) => {
    pending.get(event.data.id)?.resolve(event.data);
    pending.delete(event.data.id);
  });
  // a worker that cannot start (its script not loaded) fails every waiting check; the next one starts anew
  worker.addEventListener('error', (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'check worker failed'));
    pending.clear();
    worker = undefined;
  });
  return worker;
}

/** The verdict on an XML file's bytes, computed in this browser. */
export function checkInBrowser(bytes: ArrayBuffer): Promise<CheckAnswer> {
  const id = ++lastId;
  const w = checkWorker();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, bytes }, [bytes]);
  });
}
