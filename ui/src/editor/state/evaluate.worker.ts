/** Runs the rules evaluator off the main thread, so typing stays smooth while 1000 lines are checked. */
import { editorProfileOf } from '../model/recipient';
import { evaluateInvoice } from '../model/rulesApi';
import type { Json } from './types';

self.onmessage = (event: MessageEvent<{ id: number; invoice: Json; today: string }>) => {
  const { id, invoice, today } = event.data;
  try {
    const findings = evaluateInvoice(invoice, { profile: editorProfileOf(invoice), today });
    self.postMessage({ id, findings });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
