/**
 * API benchmark (`npm run bench -w @xr/server`): a server process on a fresh SQLite file with
 * 100 000 invoices of 10 companies; autocannon with 50 connections measures an invoice save and
 * the in-progress list (page of 20, full-text filter and date range), and a login. Prints req/s,
 * p50, p99.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/connection';

const COMPANIES = 10;
const PER_COMPANY = 10_000;
const PASSWORD = 'Bench-Mark-2026!';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const buyers = [
  'Stadt Bremen',
  'Landkreis Harburg',
  'Stadt Bremerhaven',
  'Gemeinde Lilienthal',
  'Freie Hansestadt Hamburg',
  'Bezirksamt Mitte',
  'Universität Oldenburg',
  'Polizei Niedersachsen',
];

function invoiceJson(c: number, n: number, buyer: string, date: string) {
  return JSON.stringify({
    Invoice_number: { Content: `RE-${c}-${String(n).padStart(6, '0')}` },
    Invoice_issue_date: date,
    Invoice_type_code: '380',
    Invoice_currency_code: 'EUR',
    Buyer_reference: `04011000-${1000 + (n % 9000)}-${String(n % 97).padStart(2, '0')}`,
    SELLER: {
      Seller_name: `Firma ${c} GmbH`,
      Seller_city: 'Bremen',
      Seller_post_code: '28195',
      Seller_country_code: 'DE',
    },
    BUYER: { Buyer_name: buyer, Buyer_city: 'Bremen', Buyer_post_code: '28195', Buyer_country_code: 'DE' },
    INVOICE_LINE: [
      {
        Invoice_line_identifier: { Content: '1' },
        Invoiced_quantity: 3,
        Invoice_line_net_amount: 300,
        ITEM_INFORMATION: { Item_name: 'Beratung' },
      },
    ],
    DOCUMENT_TOTALS: {
      Sum_of_Invoice_line_net_amount: 300,
      Invoice_total_amount_without_VAT: 300,
      Invoice_total_amount_with_VAT: 357,
      Amount_due_for_payment: 357,
    },
  });
}

async function seed(dbPath: string) {
  const db = (await openDatabase(dbPath)).$client;
  const hash = await hashPassword(PASSWORD);
  const t0 = Date.now();
  db.transaction(() => {
    const company = db.prepare('INSERT INTO companies (name, contact_email) VALUES (?, ?) RETURNING id');
    const user = db.prepare(
      "INSERT INTO users (company_id, login, password_hash, status) VALUES (?, ?, ?, 'active') RETURNING id",
    );
    const role = db.prepare('INSERT INTO user_roles (user_id, role) VALUES (?, ?)');
    const inv = db.prepare(
      `INSERT INTO invoices (rechnung_uuid, company_id, author_id, author_login, invoice_number, invoice_issue_date, buyer_reference, buyer_name, search_text, created_date, updated_date, valid, json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let c = 1; c <= COMPANIES; c++) {
      const { id: cid } = company.get(`Firma ${c} GmbH`, `kontakt@firma${c}.example`) as { id: number };
      const login = `bench@firma${c}.example`;
      const { id: uid } = user.get(cid, login, hash) as { id: number };
      role.run(uid, 'ROLE_WEBERFASSUNG');
      role.run(uid, 'ROLE_WEBERFASSUNG_ADMIN');
      for (let n = 0; n < PER_COMPANY; n++) {
        const day = new Date(Date.UTC(2025, 0, 1) + ((n * 7919) % 700) * 86_400_000).toISOString();
        const date = day.slice(0, 10);
        const buyer = `${buyers[n % buyers.length]} ${n % 50}`;
        const number = `RE-${c}-${String(n).padStart(6, '0')}`;
        const ref = `04011000-${1000 + (n % 9000)}-${String(n % 97).padStart(2, '0')}`;
        const search = `${number} ${ref} ${buyer}`.toLowerCase();
        inv.run(
          crypto.randomUUID(),
          cid,
          uid,
          login,
          number,
          date,
          ref,
          buyer,
          search,
          day,
          day,
          n % 3 === 0 ? 0 : 1,
          invoiceJson(c, n, buyer, date),
        );
      }
    }
  })();
  db.pragma('optimize');
  db.close();
  console.log(
    `seeded ${COMPANIES * PER_COMPANY} invoices of ${COMPANIES} companies in ${Date.now() - t0} ms`,
  );
}

/** CPU seconds the server process used so far (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function startServer(dbPath: string): Promise<{ url: string; pid?: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: dbPath,
      LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      const m = /listening on (http:\/\/[\d.:]+)/.exec(String(d));
      if (m) resolve({ url: m[1], pid: child.pid, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

let serverPid: number | undefined;

/** Prints req/s, p50, p99 and the server's CPU time per request (independent of other load). */
async function run(title: string, opts: Partial<autocannon.Options> & { url: string }) {
  await autocannon({ connections: 50, duration: 2, ...opts }); // warm-up (JIT, page cache), not counted
  const cpu0 = cpuSeconds(serverPid);
  const result = await autocannon({ connections: 50, duration: DURATION, ...opts });
  const cpu = ((cpuSeconds(serverPid) - cpu0) * 1000) / Math.max(1, result.requests.average * DURATION);
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(58)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   server CPU ${cpu.toFixed(2)} ms/req${non2xx ? `   (${non2xx} non-2xx/errors)` : ''}`,
  );
  return result;
}

const dir = mkdtempSync(join(tmpdir(), 'xr-bench-'));
const dbPath = process.env.BENCH_DB ?? join(dir, 'bench.db');
if (!process.env.BENCH_DB || !existsSync(dbPath)) await seed(dbPath);
const server = await startServer(dbPath);
serverPid = server.pid;
try {
  const auth = await fetch(`${server.url}/weberfassung/public-api/authenticate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'bench@firma3.example', password: PASSWORD }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${auth.accessToken}`, 'content-type': 'application/json' };
  const base = `${server.url}/weberfassung/api/rechnung`;
  const listFilter =
    'page=0&size=20&sort=createdDate,desc&filterTimeRange=invoiceIssueDate&filterTimeRangeStart=2025-03-01&filterTimeRangeEnd=2025-09-30';
  console.log(
    `autocannon, 50 connections, ${DURATION} s each; load average before: ${loadavg()[0].toFixed(1)}`,
  );
  await run('in-progress list, page of 20 (no filter)', {
    url: `${base}/inprogress?page=0&size=20`,
    headers,
  });
  await run('in-progress list, full text "Bremen" + issue date range', {
    url: `${base}/inprogress?${listFilter}&filterFulltextSearchExpression=Bremen`,
    headers,
  });
  await run('in-progress list, full text "RE-3-0012" + issue date range', {
    url: `${base}/inprogress?${listFilter}&filterFulltextSearchExpression=RE-3-0012`,
    headers,
  });
  const save = JSON.stringify({
    buyerReference: '04011000-12345-34',
    invoiceIssueDate: '2026-11-02',
    invoiceNumber: 'RE-BENCH',
    jsongroupvalidation: true,
    specVersion: '3.0.1',
    json: invoiceJson(3, 999_999, 'Stadt Bremen', '2026-11-02'),
  });
  await run('invoice save (POST /api/rechnung)', { url: base, method: 'POST', headers, body: save });
  // a login hashes the password (argon2id): 10 connections are enough to keep both cores busy
  await run('login (POST /public-api/authenticate/), 10 connections', {
    url: `${server.url}/weberfassung/public-api/authenticate/`,
    method: 'POST',
    connections: 10,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'bench@firma3.example', password: PASSWORD }),
  });
} finally {
  server.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
