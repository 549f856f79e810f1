/**
 * The release: `npm start` builds the server (scripts/build-server.mjs) and runs the built
 * JavaScript with plain node: no TypeScript loader in the running process, its worker threads
 * included (a PDF is laid out in one). A release that lacks a file it needs (an XML Schema) does
 * not start, and says which file.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { onPostgres } from './helpers';
import { demoDrafts, startAndWait } from './server-process';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = join(serverDir, '..');

describe.skipIf(onPostgres || process.platform !== 'linux')('release', () => {
  it('npm start runs built JavaScript with plain node; PDF and XML work in its worker threads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-release-'));
    const child = spawn('npm', ['run', 'start', '--silent', '-w', '@xr/server', '--', '--demo'], {
      cwd: rootDir,
      detached: true,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        // a folder that is not there yet, as `server/data/` on a fresh clone
        DATABASE_URL: join(dir, 'data', 'release.db'),
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr?.on('data', (d) => {
      out += d;
    });
    try {
      const listening = await new Promise<{ url: string; pid: number }>((resolve, reject) => {
        child.stdout?.on('data', (d) => {
          out += d;
          const line = out.split('\n').find((l) => l.includes('listening on'));
          if (line)
            resolve({
              url: /listening on (http:\/\/[\d.:]+)/.exec(line)?.[1] ?? '',
              pid: JSON.parse(line).pid,
            });
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      // the server process: its command line and NODE_OPTIONS carry no loader, and it runs dist/main.js
      const argv = readFileSync(`/proc/${listening.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const environ = readFileSync(`/proc/${listening.pid}/environ`, 'utf8').split('\0');
      const nodeOptions = environ.find((e) => e.startsWith('NODE_OPTIONS=')) ?? '';
      expect(argv[argv.length - 2]).toMatch(/dist\/main\.js$/);
      for (const text of [...argv, nodeOptions])
        expect(text).not.toMatch(/tsx|--import|--loader|--require|\.ts$/);
      const api = `${listening.url}/weberfassung`;
      const { headers, ids } = await demoDrafts(api);
      const id = ids[0];
      const pdf = await fetch(`${api}/api/rechnung/visualisierungdata/${id}`, { headers });
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      const xml = await fetch(`${api}/api/v1_2/ubl-invoices?rechnungId=${id}`, { method: 'POST', headers });
      expect(xml.status).toBe(200);
      expect(((await xml.json()) as { xml: string }).xml).toContain('<Invoice');
      expect((await fetch(`${api}/readyz`)).status).toBe(200);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a release without one of its XML Schemas does not start and names the file', async () => {
    // inside the server folder: the release finds its packages in node_modules above it
    mkdirSync(join(serverDir, '.tmp'), { recursive: true });
    const release = mkdtempSync(join(serverDir, '.tmp', 'release-'));
    try {
      execFileSync(process.execPath, ['scripts/build-server.mjs', release], {
        cwd: serverDir,
        stdio: 'ignore',
      });
      const schema = join(release, 'xsd', 'ubl-2.1', 'maindoc', 'UBL-Invoice-2.1.xsd');
      rmSync(schema);
      const { code, out, listening } = await startAndWait([join(release, 'main.js')], {
        DATABASE_URL: join(release, 'x.db'),
      });
      expect(listening).toBe(false);
      expect(code).toBe(1);
      expect(out).toContain(`${schema} is missing (XML Schema`);
      expect(out.match(/does not start/g)).toHaveLength(1);
    } finally {
      rmSync(release, { recursive: true, force: true });
    }
  });
});
