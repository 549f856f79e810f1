/**
 * `xr validate` against the official validator on the same batch, each as ONE process call over
 * all files (as an integrator would run them): wall time, peak memory (when `/usr/bin/time` is
 * there) and the ratio. Batch: every testsuite instance and every mutant of `../shared/corpus`
 * (UBL and CII, valid and invalid), repeated `--repeat N` times (default 2). Goal: ours ≥ 5×
 * faster, with less memory. Also prints the CPU time of each (user + system: steadier than wall time on
 * a shared machine) and how many verdicts agree. `xr validate` runs twice: compiled
 * ahead of time as the installable CLI ships (`compiled-xr.ts`: no TypeScript loader at start-up),
 * and from source through the repository's bin (`server/bin/xr.mjs`, tsx).
 * Each of the two runs `--rounds` times (default 3), alternately, and the runs of median wall time
 * are compared (each run's wall time is printed too); the run from source once.
 * Run: `tsx bench/validate-vs-official.ts [--repeat N] [--rounds N]` (part of `npm run bench`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compiledXr } from './compiled-xr';

const corpus = new URL('../../../shared/corpus/', import.meta.url);
const oracle = fileURLToPath(new URL('../../../shared/oracle/validate', import.meta.url));
const xrBin = fileURLToPath(new URL('../bin/xr.mjs', import.meta.url));
/** The node flags the bin starts with (its first line), as the installable CLI does. */
const binFlags = (readFileSync(xrBin, 'utf8').split('\n')[0] ?? '')
  .split(/\s+/)
  .filter((f) => f.startsWith('--'));

const folder = (name: string) =>
  readdirSync(new URL(`${name}/`, corpus))
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => fileURLToPath(new URL(`${name}/${f}`, corpus)));

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const repeat = option('--repeat', 2);
/** Runs of each (odd): wall time on a shared machine moves by a fifth from run to run, so the medians are compared. */
const rounds = option('--rounds', 3);
const once = [
  ...folder('xrechnung-testsuite/ubl'),
  ...folder('xrechnung-testsuite/cii'),
  ...folder('mutants'),
];
const files = Array.from({ length: repeat }, () => once).flat();

interface Run {
  seconds: number;
  peakMiB?: number;
  /** User + system CPU time of the process and its threads (with `/usr/bin/time`). */
  cpuSeconds?: number;
  stdout: string;
}

function timed(command: string, args: string[]): Run {
  const measureMemory = existsSync('/usr/bin/time');
  const t0 = performance.now();
  const r = measureMemory
    ? spawnSync('/usr/bin/time', ['-f', 'XR-PEAK-KB %M XR-CPU %U %S', command, ...args], {
        maxBuffer: 1 << 30,
      })
    : spawnSync(command, args, { maxBuffer: 1 << 30 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${command} failed: ${r.stderr}`);
  const peak = /XR-PEAK-KB (\d+)/.exec(String(r.stderr))?.[1];
  const cpu = /XR-CPU ([\d.]+) ([\d.]+)/.exec(String(r.stderr));
  return {
    seconds,
    peakMiB: peak ? Number(peak) / 1024 : undefined,
    cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined,
    stdout: String(r.stdout),
  };
}

const verdicts = (stdout: string, pattern: RegExp) =>
  stdout
    .split('\n')
    .map((l) => pattern.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[1] === 'true' || m[1] === 'VALID');

const mem = (r: Run) => (r.peakMiB === undefined ? 'n/a' : `${r.peakMiB.toFixed(0)} MiB`);
/** CPU time: steadier than wall time on a shared machine. */
const cpu = (r: Run) => (r.cpuSeconds === undefined ? 'n/a' : `${r.cpuSeconds.toFixed(1)} s`);

/** The run of median wall time (of an odd number of runs). */
const median = (runs: Run[]) =>
  [...runs].sort((x, y) => x.seconds - y.seconds)[(runs.length - 1) >> 1] as Run;

console.log(
  `validate batch: ${files.length} files (${once.length} corpus files × ${repeat}); ${rounds} rounds, the official validator and the compiled xr alternately`,
);
const compiled = await compiledXr();
const ourRun = (entry: string) => timed(process.execPath, [...binFlags, entry, 'validate', ...files]);
const officialRuns: Run[] = [];
const compiledRuns: Run[] = [];
for (let r = 0; r < rounds; r++) {
  officialRuns.push(timed(oracle, ['-q', ...files]));
  compiledRuns.push(ourRun(compiled));
}
const official = median(officialRuns);
const a = verdicts(official.stdout, /^(VALID|INVALID) /);
const walls = (runs: Run[]) => runs.map((x) => x.seconds.toFixed(1)).join(' / ');
console.log(
  `official validator          ${official.seconds.toFixed(1).padStart(7)} s  CPU ${cpu(official)}  peak ${mem(official)}  (runs: ${walls(officialRuns)} s)`,
);
for (const [label, ours, runs] of [
  ['xr validate (compiled)', median(compiledRuns), compiledRuns],
  ['xr validate (tsx, source)', ourRun(xrBin), undefined],
] as const) {
  const b = verdicts(ours.stdout, /"valid":(true|false)/);
  const agree = a.filter((v, i) => v === b[i]).length;
  console.log(
    `${label.padEnd(27)} ${ours.seconds.toFixed(1).padStart(7)} s  CPU ${cpu(ours)}  peak ${mem(ours)}  ratio (official / ours) ${(official.seconds / ours.seconds).toFixed(2)}× (goal ≥ 5×); verdicts equal ${agree}/${files.length}${runs ? `  (runs: ${walls(runs)} s)` : ''}`,
  );
}
