/**
 * `npm run bench -w @xr/rules`: median evaluation time of a typical invoice and of the
 * 1000-line fixture (goals: < 2 ms and < 50 ms), plus calculate and onLoad for the large one.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Invoice } from '@xr/generated';
import { calculate, defaultEngine, evaluate, onLoad } from '../index';

const fixtures = new URL('../../fixtures/invoices/', import.meta.url);

function fixture(name: string): Invoice | undefined {
  const url = new URL(name, fixtures);
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as Invoice) : undefined;
}

/** A 1000-line invoice built from a typical one, when the fixture is not there. */
function build1000(typical: Invoice): Invoice {
  const line = typical.INVOICE_LINE?.[0] ?? {};
  const lines = Array.from({ length: 1000 }, (_, i) => ({
    ...structuredClone(line),
    Invoice_line_identifier: { Content: String(i + 1) },
  }));
  return calculate({ ...typical, INVOICE_LINE: lines });
}

/** CPU time per run (user + system) over a batch: robust when other processes share the cores. */
function cpuPerRun(run: () => void, rounds: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / rounds;
}

function median(run: () => void, rounds: number): number {
  for (let i = 0; i < Math.min(20, rounds); i++) run(); // warm up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const typical = fixture('domestic-s19-s7.json');
if (!typical) throw new Error('fixtures/invoices/domestic-s19-s7.json is missing');
const large = fixture('lines-1000.json') ?? build1000(typical);
const compileStart = performance.now();
defaultEngine();
const compileMs = performance.now() - compileStart;
const options = { profile: 'xrechnung', today: '2026-01-15' } as const;
const editor = { profile: 'editor', today: '2026-01-15' } as const;
const rules = defaultEngine().rules.length;

const n = large.INVOICE_LINE?.length;
const cases: [string, () => void, number, number][] = [
  ['evaluate typical invoice (xrechnung)', () => evaluate(typical, options), 500, 2],
  ['evaluate typical invoice (editor)', () => evaluate(typical, editor), 500, 2],
  [`evaluate ${n}-line invoice (xrechnung)`, () => evaluate(large, options), 30, 50],
  [`evaluate ${n}-line invoice (editor)`, () => evaluate(large, editor), 30, 50],
  [`calculate ${n}-line invoice`, () => calculate(large), 30, Number.NaN],
  [`onLoad ${n}-line invoice`, () => onLoad(large), 10, Number.NaN],
];
console.log(`rules: ${rules} compiled in ${compileMs.toFixed(1)} ms`);
for (const [name, run, rounds, goal] of cases) {
  const wall = median(run, rounds);
  const cpu = cpuPerRun(run, rounds);
  const verdict = Number.isNaN(goal)
    ? ''
    : `  (goal < ${goal} ms${wall < goal ? '' : cpu < goal ? ', wall time over it: the cores are shared' : ', MISSED'})`;
  console.log(
    `${name.padEnd(40)} median ${wall.toFixed(2).padStart(7)} ms, cpu ${cpu.toFixed(2).padStart(7)} ms${verdict}`,
  );
}
