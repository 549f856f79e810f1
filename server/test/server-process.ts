/** The server as its own process (`src/main.ts` through tsx), for tests that kill it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onPostgres, TEST_JWT_SECRET } from './helpers';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** `databasePath`: the SQLite file or PostgreSQL URL of the test's app (`t.databasePath`). */
export function spawnServer(
  databasePath: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databasePath,
      REGISTRATIONS_PER_MINUTE: '100000',
      SMTP_URL: '',
      // the "listening on" line is a log line (the suite itself runs with LOG_LEVEL=silent)
      LOG_LEVEL: 'info',
      // on PostgreSQL the secret of the test's apps (SQLite: the one stored in the file)
      ...(onPostgres ? { JWT_SECRET: TEST_JWT_SECRET } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

/** Starts node with `args` and `env` until it exits or listens; its output and exit status. */
export function startAndWait(
  args: string[],
  env: Record<string, string>,
  cwd = serverDir,
): Promise<{ code: number | null; out: string; listening: boolean }> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve) => {
    const collect = (d: Buffer) => {
      out += d;
      if (/listening on http/.test(out)) {
        child.kill('SIGTERM');
        resolve({ code: null, out, listening: true });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, out, listening: false }));
  });
}

/** The demo admin's bearer headers and the first drafts of the demo company, from a running server. */
export async function demoDrafts(api: string): Promise<{ headers: Record<string, string>; ids: number[] }> {
  const auth = (await (
    await fetch(`${api}/public-api/authenticate/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin@demo.example', password: 'Demo-Admin-2026!' }),
    })
  ).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${auth.accessToken}` };
  const list = (await (await fetch(`${api}/api/rechnung/inprogress?page=0&size=5`, { headers })).json()) as {
    content: { id: number }[];
  };
  return { headers, ids: list.content.map((r) => r.id) };
}
