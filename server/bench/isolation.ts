/**
 * Isolation benchmark (`npm run bench:isolation`): a server started as `npm start` does (tsx), one
 * company's user sends the worst request of each kind over and over (two at a time, the per-user
 * job limit) — heavy ones (generation, validation, import and PDF of 1000 lines) and hostile ones
 * of issue 30 (a ZUGFeRD PDF inflating to 1 GB, a PNG declaring 30000 × 30000 pixels, CSVs of
 * 850 000 and of 10 000 rows, a PDF whose name tree refers to itself) — while a user of another
 * company lists, saves, logs in and generates a small invoice. Prints the other company's p50 / p99
 * per call kind against its goal (100 ms; generation 1 s) and a verdict per call kind
 * (`isolation-report.ts`). `BENCH_SECONDS` (default 10) per kind. Run it on a quiet machine:
 * other load counts as stall.
 */
import { loadavg } from 'node:os';
import { calculate } from '@xr/rules';
import {
  buyerCsv,
  pdfInflatingTo,
  pdfSelfReferencingNames,
  pngDeclaring,
} from '../test/security/hostile-inputs';
import { type KindResult, printReport } from './isolation-report';
import { benchServer, fixture } from './server-harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const server = await benchServer(['heavy', 'light'], 'xr-bench-isolation-');
const { call, login } = server;

try {
  const heavyToken = await login('heavy');
  const lightToken = await login('light');
  const big = calculate(fixture('lines-1000'));
  const bigText = JSON.stringify(big);
  const saveBody = (json: string, n: string) =>
    JSON.stringify({
      buyerReference: '04011000-12345-03',
      invoiceIssueDate: '2026-03-02',
      invoiceNumber: n,
      jsongroupvalidation: true,
      specVersion: '3.0.1',
      json,
    });
  const stored = JSON.parse((await call('POST', 'api/rechnung', heavyToken, saveBody(bigText, 'BIG'))).text);
  console.log('preparing: generating the 1000-line XML once (warms the worker threads)…');
  const generated = await call('POST', 'api/v1_2/ubl-invoices', heavyToken, bigText);
  if (generated.status !== 200) throw new Error(`generation failed: ${generated.text.slice(0, 300)}`);
  const bigXml = JSON.parse(generated.text).xml as string;
  const nested = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">${'<a>'.repeat(40_000)}${'</a>'.repeat(40_000)}</Invoice>`;
  const small = JSON.stringify(fixture('domestic-s19-s7'));
  console.log('preparing the hostile inputs…');
  const encode = (text: string) => new TextEncoder().encode(text);
  const bomb = await pdfInflatingTo(1024);
  const selfRef = await pdfSelfReferencingNames(50);
  const hugePng = pngDeclaring(30_000, 30_000);
  const csv850k = encode(buyerCsv(850_000));
  // 10 000 rows all checked, the last one without a name: refused as a whole, nothing stored
  const csv10k = encode(`${buyerCsv(9_999)}K-last;;Bremen;DE\n`);

  const heavy =
    (path: string, body: string | Uint8Array, type: string, method = 'POST') =>
    () =>
      call(method, path, heavyToken, body, type);
  const kinds: [string, () => Promise<{ status: number } | undefined>][] = [
    ['idle server (no heavy request)', async () => undefined],
    [
      'generation, 1000 lines (rules, XSLT, XSD, read-back)',
      heavy('api/v1_2/ubl-invoices', bigText, 'application/json'),
    ],
    ['validation, 1000 lines (rules)', heavy('api/v1_2/json-validations', bigText, 'application/json')],
    ['import, 1000-line UBL', heavy('api/v1_2/json-invoices', bigXml, 'application/xml')],
    ['import, 40 000 nested elements (refused)', heavy('api/v1_2/json-invoices', nested, 'application/xml')],
    ['PDF, 1000 lines', () => call('GET', `api/rechnung/visualisierungdata/${stored.id}`, heavyToken)],
    [
      `hostile: ZUGFeRD PDF of ${(bomb.length / 1024).toFixed(0)} KB inflating to 1 GB`,
      heavy('api/v1_2/json-invoices', bomb, 'application/pdf'),
    ],
    [
      `hostile: ${hugePng.length}-byte PNG declaring 30000×30000`,
      heavy('api/masterdata/logo', hugePng, 'image/png', 'PUT'),
    ],
    [
      `hostile: CSV of 850 000 rows (${(csv850k.length / 2 ** 20).toFixed(0)} MB)`,
      heavy('api/buyers/import', csv850k, 'text/csv'),
    ],
    [
      'hostile: CSV of 10 000 rows, all checked, the last bad',
      heavy('api/buyers/import', csv10k, 'text/csv'),
    ],
    [
      `hostile: ${selfRef.length}-byte PDF whose name tree lists itself 50×`,
      heavy('api/v1_2/json-invoices', selfRef, 'application/pdf'),
    ],
  ];
  console.log(
    `other company's calls while the heavy company's request of each kind runs (${SECONDS} s each; load average before: ${loadavg()[0].toFixed(1)})`,
  );
  const results: KindResult[] = [];
  for (const [title, request] of kinds) {
    let running = true;
    const statuses: Record<string, number> = {};
    const heavyLoop = async () => {
      while (running) {
        const answer = await request().catch((e: Error) => ({ status: `error ${e.message}` }));
        if (answer) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (title.startsWith('idle')) await new Promise((r) => setTimeout(r, 50));
      }
    };
    // two loops: as many as the per-user limit (WORK_JOBS_PER_USER, default 2) lets run or wait
    const loops = [heavyLoop(), heavyLoop()];
    await new Promise((r) => setTimeout(r, 300));
    const times: Record<string, number[]> = { list: [], save: [], login: [], generation: [] };
    const end = Date.now() + SECONDS * 1000;
    // a call that fails (no answer, or not the expected one) counts as never answered
    const timed = async (kind: string, run: () => Promise<{ status: number }>, ok: number) => {
      const t0 = performance.now();
      const answer = await run().catch(() => ({ status: 0 }));
      times[kind].push(answer.status === ok ? performance.now() - t0 : Number.POSITIVE_INFINITY);
    };
    for (let n = 0; Date.now() < end; n++) {
      if (n % 10 === 0) await timed('login', async () => ({ status: (await login('light')) ? 200 : 0 }), 200);
      else if (n % 10 === 5)
        await timed('generation', () => call('POST', 'api/v1_2/ubl-invoices', lightToken, small), 200);
      else if (n % 2 === 0)
        await timed('list', () => call('GET', 'api/rechnung/inprogress?page=0&size=20', lightToken), 200);
      else
        await timed('save', () => call('POST', 'api/rechnung', lightToken, saveBody(small, `L-${n}`)), 201);
    }
    running = false;
    await Promise.all(loops);
    results.push({ title, times, statuses });
    console.log(`  done: ${title}`);
  }
  printReport(results);
} finally {
  server.close();
}
process.exit(0);
