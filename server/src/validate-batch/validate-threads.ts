// The batch of `xr validate` (server/src/cli/validate.ts parses the arguments and prints the lines).
// What is checked, and how, is in validate-files.ts and @xr/xml's validate-xsd.ts. A large batch is
// shared among threads of this process (one per core by default): one checks every file against the
// XML Schema, the others (this one first) claim the next 16 files from a shared counter until none
// are left and run the rules; the lines come out in the order of the files. The threads are started
// before this one loads the rules, code lists and the import, so that they load theirs meanwhile.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { FileWriter, type Handover, newHandover } from '@xr/xml/src/validate/file-handover';
import { NO_SCENARIO } from '@xr/xml/src/validate/validate-profile';
import type { Line, ProfileChoice } from './validate-files';

export type { Line };

type Files = typeof import('./validate-files');

/** The work on files: loaded on first use (the heavy modules). */
const work = (): Promise<Files> => import('./validate-files');

/** Files a thread must have at least: starting one (modules, schemas) costs about half a second. */
const FILES_PER_THREAD = 150;

/** Files a thread claims at a time from the batch. */
const CHUNK = 16;

/**
 * Validates the files of the batch that this thread claims, CHUNK at a time, from the counter the
 * threads share, until none are left: the lines with their places in the batch. A thread that
 * started later or meets larger files simply claims fewer. `status`: the schema thread's outcomes.
 */
async function validateClaimed(
  { validateFiles }: Files,
  files: string[],
  profile: ProfileChoice,
  next: Int32Array,
  shared: Shared | undefined,
  alwaysRules: boolean,
): Promise<[number, Line][]> {
  const out: [number, Line][] = [];
  for (;;) {
    const start = Atomics.add(next, 0, CHUNK);
    if (start >= files.length) return out;
    const schemas = shared && { ...shared, first: start };
    const lines = await validateFiles(files.slice(start, start + CHUNK), profile, schemas, alwaysRules);
    lines.forEach((line, k) => {
      out.push([start + k, line]);
    });
  }
}

/**
 * validateFiles over up to `threads` threads of this process, lines in the order of `files`, with
 * the rule families on disk when they differ from the bundled set (`useFamiliesOnDisk`; a broken
 * set throws its RuleCompileError and no file is validated). With two threads or more, one checks
 * every file against the XML Schema (validate-xsd.ts: libxml2 and its compiled schemas in one
 * thread only) while the others, this one first, run the rules; a file that fails the schema gets
 * the schema thread's line.
 */
export async function validateInThreads(
  files: string[],
  profile: ProfileChoice,
  threads: number,
  alwaysRules = false,
): Promise<Line[]> {
  const n = Math.max(1, Math.min(threads, Math.floor(files.length / FILES_PER_THREAD)));
  const next = new Int32Array(new SharedArrayBuffer(4));
  const shared: Shared | undefined =
    n > 1
      ? { status: new Int8Array(new SharedArrayBuffer(files.length)), handover: newHandover(files.length) }
      : undefined;
  const schemaThread = shared && startThread({ role: 'schemas', files, ...shared });
  const others = Array.from({ length: n - 2 }, () =>
    startThread({ role: 'rules', files, profile, next, shared, alwaysRules }),
  );
  const started = schemaThread ? [schemaThread, ...others] : others;
  let mine: [number, Line][];
  try {
    const onFiles = await work();
    const familiesFromDisk = await onFiles.useFamiliesOnDisk();
    for (const t of others) t.worker.postMessage({ familiesFromDisk } satisfies Go);
    mine = await validateClaimed(onFiles, files, profile, next, shared, alwaysRules);
  } catch (e) {
    for (const t of started) void t.worker.terminate();
    await Promise.allSettled(started.map((t) => t.lines));
    throw e;
  }
  const lines: Line[] = new Array(files.length);
  for (const part of [mine, ...(await Promise.all(others.map((t) => t.lines)))])
    for (const [i, line] of part) lines[i] = line;
  // the schema thread's lines last: they replace the placeholders of the files it failed; a file
  // whose BT-24 names no profile keeps its NO-SCENARIO line (decided before the schema); with
  // --always-rules the schema's findings come before the rules'
  if (schemaThread)
    for (const [i, line] of await schemaThread.lines) {
      const rules = lines[i];
      if (rules?.findings[0]?.ruleId === NO_SCENARIO) continue;
      lines[i] = alwaysRules && rules ? { ...line, findings: [...line.findings, ...rules.findings] } : line;
    }
  return lines;
}

type ThreadTask =
  | {
      role: 'rules';
      files: string[];
      profile: ProfileChoice;
      alwaysRules: boolean;
      /** The next unclaimed place in `files`, shared by every rules thread of the batch. */
      next: Int32Array;
      shared: Shared | undefined;
    }
  | ({ role: 'schemas'; files: string[] } & Shared);

/** What the threads of a batch share besides the files' names. */
interface Shared {
  /** Each file's outcome, set by the schema thread as soon as it is known (validate-xsd.ts `checkSchemas`). */
  status: Int8Array;
  /** The files the schema thread reads, handed over to the rules threads. */
  handover: Handover;
}

/** The main thread's go to a rules thread, once it knows which rule families are in use. */
interface Go {
  /** The main thread loaded the families from disk (they differ from the bundled set): so does the thread. */
  familiesFromDisk: boolean;
}

function startThread(task: ThreadTask): { worker: Worker; lines: Promise<[number, Line][]> } {
  const self = import.meta.url;
  const entry = self.endsWith('.ts') ? new URL('./validate-thread.mjs', self) : new URL(self);
  const worker = new Worker(entry, {
    workerData: { xrValidate: { ...task, module: self } },
  });
  const lines = new Promise<[number, Line][]>((resolve, reject) => {
    worker.once('message', (lines: [number, Line][]) => resolve(lines));
    worker.once('error', reject);
    // the last event of a thread: one that ends without its lines (stopped, or terminated while it
    // was still loading: exit code 0 then) has failed
    worker.once('exit', (code) => reject(new Error(`a validation thread stopped (exit code ${code})`)));
  });
  // awaited once this thread's share is done: a thread that fails earlier is not an unhandled rejection
  lines.catch(() => undefined);
  return { worker, lines };
}

// a validation thread (startThread). The schema thread loads only validate-xsd.ts (libxml2) and checks
// every file. A rules thread loads the work while the main thread loads its own, then, on the main
// thread's go, uses the same rule families and validates the files it claims.
if (!isMainThread && (workerData as { xrValidate?: ThreadTask } | null)?.xrValidate) {
  const task = (workerData as { xrValidate: ThreadTask }).xrValidate;
  if (task.role === 'schemas') {
    const { checkSchemas } = await import('@xr/xml/src/validate/validate-xsd');
    parentPort?.postMessage(await checkSchemas(task.files, task.status, new FileWriter(task.handover)));
  } else {
    const go = new Promise<Go>((resolve) => parentPort?.once('message', resolve));
    const onFiles = await work();
    if ((await go).familiesFromDisk) (await import('@xr/rules/node')).loadFamilyDir();
    parentPort?.postMessage(
      await validateClaimed(onFiles, task.files, task.profile, task.next, task.shared, task.alwaysRules),
    );
  }
}
