// `xr validate [--profile xrechnung|editor] [--threads N] FILE...`: one JSON line per file
// {"file","valid","findings":[{ruleId,severity,pointer,bt}]}; exit status 1 when any file has an error.
// An XML file is checked against the XML Schema first (as KoSIT does: an XSD failure makes it invalid
// with `XSD:` findings and the business rules are not run), then imported and evaluated.
// A large batch is shared among worker threads of this process (one per core by default): each claims
// the next 16 files from a shared counter until none are left; the lines come out in the order of the files.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { isCode } from '@xr/codelists';
import { evaluate, type Finding, isValid, type Profile, setCodeLookup } from '@xr/rules';
import type { El as ReadEl } from '../xml/reader/tree';
import { validateXsdText } from '../xml/xsd';
import { withoutStopped, xmlOwnedRules, xmlSyntaxFindings } from './xml-syntax';
import { fromImportTree } from './xml-tree';

// code list rules (BR-CL-*) look codes up in the official lists of @xr/codelists
setCodeLookup(isCode);

interface Line {
  file: string;
  valid: boolean;
  findings: { ruleId: string; severity: string; pointer: string; bt: string }[];
}
type Importer = (
  xml: string,
  options: { keepTree: true; schemaOrder: false; notes: false },
) => { invoice: unknown; syntax: 'ubl' | 'cii'; tree?: ReadEl };

/** The XML import of server/src/xml (loaded lazily: JSON files need no XML machinery). */
async function importer(): Promise<Importer> {
  return (await import('../xml/import')).importInvoiceXml as Importer;
}

function parseArgs(args: string[]): { profile: Profile; files: string[]; threads: number } {
  let profile: Profile = 'xrechnung';
  let threads = availableParallelism();
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--threads' || a.startsWith('--threads=')) {
      const n = Number(a === '--threads' ? args[++i] : a.slice('--threads='.length));
      if (!Number.isInteger(n) || n < 1) throw new Error(`--threads takes a whole number ≥ 1, got ${n}`);
      threads = n;
    } else if (a === '--profile') {
      const p = args[++i];
      if (p !== 'xrechnung' && p !== 'editor') throw new Error(`unknown profile: ${p} (xrechnung | editor)`);
      profile = p;
    } else if (a.startsWith('--profile=')) {
      const p = a.slice('--profile='.length);
      if (p !== 'xrechnung' && p !== 'editor') throw new Error(`unknown profile: ${p} (xrechnung | editor)`);
      profile = p;
    } else files.push(a);
  }
  return { profile, files, threads };
}

const isXml = (text: string) => text.trimStart().startsWith('<');
const brief = (f: Finding) => ({ ruleId: f.ruleId, severity: f.severity, pointer: f.pointer, bt: f.bt });
const failure = (file: string, ruleId: string, message: string): Line => ({
  file,
  valid: false,
  findings: [{ ruleId, severity: 'error', pointer: '', bt: message }],
});

/**
 * The rule families as they are on disk (XR_RULES_DIR or rules/families), checked: no index step.
 * When they are the bundled set (which the rules' own tests check) nothing is loaded or checked
 * again — the check compiles a JSON schema and costs a third of a second at every start. Answers whether the families on disk were loaded.
 * Throws a RuleCompileError for a broken set.
 */
export async function useFamiliesOnDisk(): Promise<boolean> {
  const { familyDir, loadFamilyDir, readFamilyDir } = await import('@xr/rules/node');
  const texts = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
  const onDisk = texts(Object.values(readFamilyDir(familyDir())));
  const inUse = texts((await import('@xr/rules')).families());
  if (onDisk.length === inUse.length && onDisk.every((t, i) => t === inUse[i])) return false;
  loadFamilyDir();
  familiesFromDisk = true;
  return true;
}

/** The XML import, once loaded. */
let load: Importer | undefined;

/** The main thread's answer of useFamiliesOnDisk, handed to the validation threads. */
let familiesFromDisk = false;

/** A file's bytes, or why it cannot be read. */
function readBytes(file: string): Buffer | Error {
  try {
    return readFileSync(file);
  } catch (e) {
    return e as Error;
  }
}

const schemaFailure = (file: string, errors: string[]): Line => ({
  file,
  valid: false,
  findings: errors.map((e) => ({ ruleId: 'XSD:schema', severity: 'error', pointer: '', bt: e })),
});

/**
 * Validates many files in one process, one after the other (a file's text is dropped before the next
 * is read). The XML Schema check reads the file's bytes; the import and the rules its text (UTF-8).
 */
export async function validateFiles(files: string[], profile: Profile): Promise<Line[]> {
  const lines: Line[] = [];
  for (const file of files) {
    const bytes = readBytes(file);
    if (bytes instanceof Error) {
      lines.push(failure(file, 'FILE', bytes.message));
      continue;
    }
    const text = bytes.toString('utf8');
    try {
      if (isXml(text)) {
        // bytes that are not UTF-8 were replaced by U+FFFD in the text: libxml2 is given the same text
        const schema = validateXsdText(text.includes('\uFFFD') ? text : bytes);
        if (!schema.valid) {
          lines.push(schemaFailure(file, schema.errors));
          continue;
        }
        load ??= await importer();
        const { invoice, syntax, tree } = load(text, { keepTree: true, schemaOrder: false, notes: false });
        // rules that count XML elements the model keeps once are decided on the XML below
        const findings = evaluate(invoice, {
          profile,
          syntax,
          skipRules: xmlOwnedRules[syntax],
          withoutParams: true,
        }).map(brief);
        // rules on the XML itself that the model cannot carry (repeated elements, sub lines, CII dates)
        // on the tree the import read: the text is parsed once
        const syntaxFindings = xmlSyntaxFindings(tree ? fromImportTree(tree) : text, syntax);
        // a schematron that stops on a repeated single value (a processing error) reports nothing else
        const all = withoutStopped<Line['findings'][number]>([...syntaxFindings, ...findings]);
        lines.push({ file, valid: !all.some((f) => f.severity === 'error'), findings: all });
      } else {
        const findings = evaluate(JSON.parse(text), { profile });
        lines.push({ file, valid: isValid(findings), findings: findings.map(brief) });
      }
    } catch (e) {
      lines.push(failure(file, 'INPUT', (e as Error).message));
    }
  }
  return lines;
}

/** Files a thread must have at least: starting one (modules, schemas) costs about half a second. */
const FILES_PER_THREAD = 150;

/** Files a thread claims at a time from the batch. */
const CHUNK = 16;

/**
 * Validates the files of the batch that this thread claims, CHUNK at a time, from the counter the
 * threads share, until none are left: the lines with their places in the batch. A thread that
 * started later or meets larger files simply claims fewer.
 */
async function validateClaimed(
  files: string[],
  profile: Profile,
  next: Int32Array,
): Promise<[number, Line][]> {
  const out: [number, Line][] = [];
  for (;;) {
    const start = Atomics.add(next, 0, CHUNK);
    if (start >= files.length) return out;
    const lines = await validateFiles(files.slice(start, start + CHUNK), profile);
    lines.forEach((line, k) => {
      out.push([start + k, line]);
    });
  }
}

/** validateFiles over up to `threads` threads of this process, lines in the order of `files`. */
export async function validateInThreads(files: string[], profile: Profile, threads: number): Promise<Line[]> {
  const n = Math.max(1, Math.min(threads, Math.floor(files.length / FILES_PER_THREAD)));
  if (n === 1) return validateFiles(files, profile);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const others = Array.from({ length: n - 1 }, () => validationThread(files, profile, next));
  const mine = await validateClaimed(files, profile, next);
  const lines: Line[] = new Array(files.length);
  for (const part of [mine, ...(await Promise.all(others))]) for (const [i, line] of part) lines[i] = line;
  return lines;
}

interface ThreadTask {
  files: string[];
  profile: Profile;
  /** The next unclaimed place in `files`, shared by every thread of the batch. */
  next: Int32Array;
  /** This module's URL: from source it is TypeScript, loaded by `validate-thread.mjs` through tsx. */
  module: string;
  /** The main thread loaded the families from disk (they differ from the bundled set): so does the thread. */
  familiesFromDisk: boolean;
}

function validationThread(files: string[], profile: Profile, next: Int32Array): Promise<[number, Line][]> {
  const self = import.meta.url;
  const entry = self.endsWith('.ts') ? new URL('./validate-thread.mjs', self) : new URL(self);
  const task: ThreadTask = { files, profile, next, module: self, familiesFromDisk };
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, {
      workerData: { xrValidate: task },
      // as the bin's --max-semi-space-size=64: the import's element trees die young
      resourceLimits: { maxYoungGenerationSizeMb: 192 },
    });
    worker.once('message', (lines: [number, Line][]) => resolve(lines));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a validation thread stopped (exit code ${code})`));
    });
  });
}

export async function run(args: string[]): Promise<number> {
  let parsed: { profile: Profile; files: string[]; threads: number };
  try {
    parsed = parseArgs(args);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (parsed.files.length === 0) {
    process.stderr.write('usage: xr validate [--profile xrechnung|editor] [--threads N] FILE...\n');
    return 2;
  }
  const lines = await validateInThreads(parsed.files, parsed.profile, parsed.threads);
  process.stdout.write(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return lines.every((l) => l.valid) ? 0 : 1;
}

// a validation thread (validationThread): the same rule families as the main thread, the files it claims, their lines
if (!isMainThread && (workerData as { xrValidate?: ThreadTask } | null)?.xrValidate) {
  const task = (workerData as { xrValidate: ThreadTask }).xrValidate;
  if (task.familiesFromDisk) (await import('@xr/rules/node')).loadFamilyDir();
  parentPort?.postMessage(await validateClaimed(task.files, task.profile, task.next));
}
