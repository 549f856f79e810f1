/**
 * The `editor`-profile evaluation in a Web Worker (falls back to the main thread where workers
 * are missing, as in component tests). Only the newest request's answer is delivered.
 */
import { editorProfileOf } from '../model/recipient';
import { evaluateInvoice } from '../model/rulesApi';
import type { Finding, Json } from './types';

let worker: Worker | null | undefined;
let lastId = 0;
const pending = new Map<number, (findings: Finding[] | null) => void>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./evaluate.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  worker?.addEventListener(
    'message',
    (event: MessageEvent<{ id: number; findings?: Finding[]; error?: string }>) => {
      const { id, findings } = event.data;
      const resolve = pending.get(id);
      pending.delete(id);
      resolve?.(id === lastId && findings ? findings : null);
    },
  );
  worker?.addEventListener('error', () => {
    worker = null;
  });
  return worker ?? null;
}

/** Findings of `invoice`, or null when a newer evaluation was requested meanwhile. */
export function evaluateLatest(invoice: Json, today: string): Promise<Finding[] | null> {
  const id = ++lastId;
  const w = getWorker();
  if (!w) return Promise.resolve(evaluateInvoice(invoice, { profile: editorProfileOf(invoice), today }));
  return new Promise((resolve) => {
    pending.set(id, resolve);
    w.postMessage({ id, invoice, today });
  });
}
