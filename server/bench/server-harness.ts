/**
 * A real server for the HTTP benchmarks: a fresh SQLite file seeded with one active user per
 * company name, the server started exactly as `npm start` does (tsx src/main.ts, so worker threads
 * load TypeScript too), and small fetch helpers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/connection';

export const PASSWORD = 'Bench-Mark-2026!';
const serverDir = fileURLToPath(new URL('..', import.meta.url));

export const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

async function seed(dbPath: string, companies: string[]) {
  const db = (await openDatabase(dbPath)).$client;
  const hash = await hashPassword(PASSWORD);
  db.transaction(() => {
    for (const name of companies) {
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

/** CPU milliseconds used so far by every process of a process group (Linux /proc; 0 elsewhere). */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields after the name: state, ppid, pgrp, …, utime (14th field) and stime (15th)
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

function startServer(dbPath: string): Promise<{ url: string; stop(): void; cpuMs(): number }> {
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
      if (m) resolve({ url: m[1], stop, cpuMs: () => (child.pid ? groupCpuMs(child.pid) : 0) });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

export interface BenchServer {
  call(
    method: string,
    path: string,
    token?: string,
    body?: string | Uint8Array,
    type?: string,
  ): Promise<{ status: number; text: string }>;
  login(company: string): Promise<string>;
  /** CPU milliseconds the server (all its processes and threads) has used so far. */
  cpuMs(): number;
  close(): void;
}

/** Seeds the companies, starts the server and answers helpers bound to its `/weberfassung` API. */
export async function benchServer(companies: string[], prefix = 'xr-bench-'): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dbPath = join(dir, 'bench.db');
  await seed(dbPath, companies);
  const server = await startServer(dbPath);
  const api = `${server.url}/weberfassung`;
  const call: BenchServer['call'] = async (method, path, token, body, type = 'application/json') => {
    const res = await fetch(`${api}/${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': type } : {}),
      },
      ...(body ? { body: body as BodyInit } : {}),
    });
    return { status: res.status, text: await res.text() };
  };
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
  return {
    call,
    login,
    cpuMs: server.cpuMs,
    close: () => {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
