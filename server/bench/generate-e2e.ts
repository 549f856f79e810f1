/**
 * The server's generate call for the 1000-line fixture, end to end (goal < 500 ms): a real server
 * (`npm start`), a stored invoice, `POST /api/v1_2/ubl-invoices?rechnungId=…` and
 * `cefact-invoices` timed from the client (HTTP, the checks of a save, the worker job, storing the
 * XML). Before it, the stages of the worker job (`pipeline.ts`) timed one by one in this process,
 * so the figure can be read against them.
 * Run: `npm run bench:generate -w @xr/server` (also part of `npm run bench`).
 */
import { calculate } from '@xr/rules';
import { loadRules, loadXml } from '../src/modules';
import { buildXml } from '../src/routes/generation/pipeline';
import { benchServer, fixture } from './server-harness';
import { measure, report } from './xml';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const big = calculate(fixture('lines-1000')) as Record<string, unknown>;
const bigText = JSON.stringify(big);

console.log('generate call, 1000 lines — the worker job’s stages in this process (median, warm):');
const rules = await loadRules();
const xml = await loadXml();
for (const syntax of ['ubl', 'cii'] as const) {
  const S = syntax.toUpperCase();
  report(
    `  ${S} rules, editor profile`,
    measure(() => rules.evaluate(big, { profile: 'editor', syntax }), RUNS),
  );
  report(
    `  ${S} rules, xrechnung profile`,
    measure(() => rules.evaluate(big, { profile: 'xrechnung', syntax }), RUNS),
  );
  const generated = xml.generateXml(big, { syntax });
  report(
    `  ${S} generate XML`,
    measure(() => xml.generateXml(big, { syntax }), RUNS),
  );
  report(
    `  ${S} XSD check`,
    measure(() => xml.validateXsd([generated.xml]), RUNS),
  );
  report(
    `  ${S} read back (import)`,
    measure(() => xml.importInvoiceXml(generated.xml), RUNS),
  );
  const kind = syntax === 'ubl' ? 'ubl-invoices' : 'cefact-invoices';
  const job = { invoice: big, kind, locale: 'de' } as const;
  await buildXml(job);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await buildXml(job);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${S} whole worker job (pipeline.ts)`.padEnd(44),
    `${times[times.length >> 1].toFixed(2).padStart(9)} ms`,
  );
}

const server = await benchServer(['gen'], 'xr-bench-generate-');
try {
  const token = await server.login('gen');
  const saveBody = (n: string) =>
    JSON.stringify({
      buyerReference: '04011000-12345-03',
      invoiceIssueDate: '2026-03-02',
      invoiceNumber: n,
      jsongroupvalidation: true,
      specVersion: '3.0.1',
      json: bigText,
    });
  console.log('generate call, 1000 lines, end to end over HTTP (goal < 500 ms):');
  for (const kind of ['ubl-invoices', 'cefact-invoices']) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      // a fresh stored invoice each time: a generated one is stored with its XML
      const saved = await server.call('POST', 'api/rechnung', token, saveBody(`BIG-${kind}-${i}`));
      if (saved.status !== 200 && saved.status !== 201)
        throw new Error(`save failed: ${saved.text.slice(0, 300)}`);
      const { id } = JSON.parse(saved.text) as { id: number };
      const c0 = server.cpuMs();
      const t0 = performance.now();
      const answer = await server.call('POST', `api/v1_2/${kind}?rechnungId=${id}`, token);
      const ms = performance.now() - t0;
      const cpuMs = server.cpuMs() - c0;
      if (answer.status !== 200) throw new Error(`${kind} failed: ${answer.text.slice(0, 300)}`);
      if (i >= 2) {
        // the first two warm the worker threads
        times.push(ms);
        cpu.push(cpuMs);
      }
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    console.log(
      `  POST ${kind}`.padEnd(44),
      `${times[times.length >> 1].toFixed(1).padStart(9)} ms  (server cpu ${cpu[cpu.length >> 1]} ms; min ${times[0].toFixed(1)}, max ${times[times.length - 1].toFixed(1)} ms; goal < 500 ms)`,
    );
  }
} finally {
  server.close();
}
process.exit(0);
