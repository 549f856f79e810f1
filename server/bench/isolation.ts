/**
 * Isolation benchmark (`npm run bench:isolation`): a server started as `npm start` does (tsx), one
 * company's user runs the worst request of each kind over and over (up to the per-user job limit),
 * while a user of another company logs in, lists and saves. Prints the second user's p50/p99 per
 * heavy kind (goal: p99 < 100 ms for list and save; login includes its argon2 hash) next to the
 * same calls on an idle server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculate } from '@xr/rules';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/connection';

const PASSWORD = 'Bench-Mark-2026!';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

async function seed(dbPath: string) {
  const db = (await openDatabase(dbPath)).$client;
  const hash = await hashPassword(PASSWORD);
  db.transaction(() => {
    for (const name of ['heavy', 'light']) {
      const { id: cid } = db
        .prepare('INSERT INTO companies (name, contact_email) VALUES (?, ?) RETURNING id')
        .get(`${name} GmbH`, `kontakt@${name}.example`) as { id: number };
      const { id: uid } = db
        .prepare(
          "INSERT INTO users (company_id, login, password_hash, status) VALUES (?, ?, ?, 'active') RETURNING id",
        )
        .get(cid, `bench@${name}.example`, hash) as { id: number };
      db.prepare('INSERT INTO user_roles (user_id, role) VALUES (?, ?)').run(uid, 'ROLE_WEBERFASSUNG');
    }
  })();
  db.close();
}

function startServer(dbPath: string): Promise<{ url: string; stop(): void }> {
  // exactly the server's `npm start` (tsx src/main.ts): worker threads must load TypeScript there too
  const child = spawn('npm', ['run', 'start', '--silent'], {
    cwd: serverDir,
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: dbPath,
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      const m = /listening on (http:\/\/[\d.:]+)/.exec(String(d));
      if (m) resolve({ url: m[1], stop });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : Number.NaN;
};

const dir = mkdtempSync(join(tmpdir(), 'xr-bench-isolation-'));
const dbPath = join(dir, 'bench.db');
await seed(dbPath);
const server = await startServer(dbPath);
const api = `${server.url}/weberfassung`;

async function call(method: string, path: string, token?: string, body?: string, type = 'application/json') {
  const res = await fetch(`${api}/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': type } : {}),
    },
    ...(body ? { body } : {}),
  });
  const text = await res.text();
  return { status: res.status, text };
}

const login = async (who: string) =>
  JSON.parse(
    (
      await call(
        'POST',
        'public-api/authenticate/',
        undefined,
        JSON.stringify({ login: `bench@${who}.example`, password: PASSWORD }),
      )
    ).text,
  ).accessToken as string;

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

  const kinds: [string, () => Promise<{ status: number } | undefined>][] = [
    ['idle server (no heavy request)', async () => undefined],
    [
      'generation, 1000 lines (rules, XSLT, XSD, read-back)',
      () => call('POST', 'api/v1_2/ubl-invoices', heavyToken, bigText),
    ],
    ['validation, 1000 lines (rules)', () => call('POST', 'api/v1_2/json-validations', heavyToken, bigText)],
    [
      'import, 1000-line UBL',
      () => call('POST', 'api/v1_2/json-invoices', heavyToken, bigXml, 'application/xml'),
    ],
    [
      'import, 40 000 nested elements (refused)',
      () => call('POST', 'api/v1_2/json-invoices', heavyToken, nested, 'application/xml'),
    ],
    ['PDF, 1000 lines', () => call('GET', `api/rechnung/visualisierungdata/${stored.id}`, heavyToken)],
  ];
  console.log(
    `second user's calls while the first user's worst request of each kind runs (${SECONDS} s each; load average before: ${loadavg()[0].toFixed(1)})`,
  );
  for (const [title, heavy] of kinds) {
    let running = true;
    const statuses: Record<string, number> = {};
    const heavyLoop = async () => {
      while (running) {
        const answer = await heavy();
        if (answer) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (title.startsWith('idle')) await new Promise((r) => setTimeout(r, 50));
      }
    };
    // two loops: as many as the per-user limit (WORK_JOBS_PER_USER, default 2) lets run or wait
    const loops = [heavyLoop(), heavyLoop()];
    await new Promise((r) => setTimeout(r, 300));
    const times: Record<string, number[]> = { login: [], list: [], save: [] };
    const end = Date.now() + SECONDS * 1000;
    let n = 0;
    while (Date.now() < end) {
      const t0 = performance.now();
      if (n % 10 === 0) {
        await login('light');
        times.login.push(performance.now() - t0);
      } else if (n % 2 === 0) {
        await call('GET', 'api/rechnung/inprogress?page=0&size=20', lightToken);
        times.list.push(performance.now() - t0);
      } else {
        await call('POST', 'api/rechnung', lightToken, saveBody(small, `L-${n}`));
        times.save.push(performance.now() - t0);
      }
      n++;
    }
    running = false;
    await Promise.all(loops);
    const all = [...times.login, ...times.list, ...times.save];
    const fmt = (xs: number[]) =>
      `p50 ${percentile(xs, 50).toFixed(0).padStart(4)} ms  p99 ${percentile(xs, 99).toFixed(0).padStart(4)} ms`;
    console.log(
      `${title.padEnd(56)} all ${fmt(all)} | list+save ${fmt([...times.list, ...times.save])} | login ${fmt(times.login)} | ${all.length} calls; heavy answers ${JSON.stringify(statuses)}`,
    );
  }
} finally {
  server.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
