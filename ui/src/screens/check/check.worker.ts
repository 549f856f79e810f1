/**
 * The worker of "Prüfen und anzeigen": it listens at once and loads the check (check-run.ts:
 * libxml2, whose module waits for its WebAssembly at the top level, the rules, the schemas) on the
 * first file, so that no file sent while those load is missed.
 */
import type { CheckAnswer, CheckRequest } from './check-types';

let run: Promise<typeof import('./check-run')> | undefined;

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const { id, bytes } = event.data;
  try {
    run ??= import('./check-run');
    const { check } = await run;
    self.postMessage({ id, ...(await check(new Uint8Array(bytes))) } satisfies CheckAnswer);
  } catch (error) {
    self.postMessage({ id, valid: false, findings: [], ms: 0, error: String(error) } satisfies CheckAnswer);
  }
};
