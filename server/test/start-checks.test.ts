/**
 * A start with wrong settings stops at once with one message that names every problem (and never
 * repeats a secret); a start with good settings goes on. The server runs as its own process, as
 * an operator starts it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsProblems } from '../src/settings-check';
import { startAndWait } from './server-process';

const fromSource = ['--import', 'tsx', 'src/main.ts'];

describe('settings checked at start', () => {
  it('a start with four wrong settings fails once, naming each of them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-settings-'));
    const secret = 'short-secret';
    const { code, out, listening } = await startAndWait(fromSource, {
      PORT: 'abc',
      DATABASE_URL: `postgress://xr:pw@db/${dir}`,
      JWT_SECRET: secret,
      TRUST_PROXY: '10.0.0.1, proxy.local',
      DELIVERY_HTTP_URLL: 'https://ap.example/in',
    });
    expect(listening).toBe(false);
    expect(code).toBe(1);
    expect(out).toMatch(/does not start/);
    expect(out).toMatch(/5 problems/);
    expect(out).toMatch(/PORT="abc": a whole number from 0 to 65535/);
    expect(out).toMatch(/DATABASE_URL: unknown scheme "postgress:"/);
    expect(out).toMatch(/JWT_SECRET: 12 characters; at least 32/);
    expect(out).toMatch(/TRUST_PROXY=.*not IP addresses: proxy.local/);
    expect(out).toMatch(/DELIVERY_HTTP_URLL: .*did you mean DELIVERY_HTTP_URL\?/);
    // one message: the problems come together, and no secret is repeated
    expect(out.match(/does not start/g)).toHaveLength(1);
    expect(out).not.toContain(secret);
    expect(out).not.toContain(':pw@');
  });

  it('good settings, empty optional ones and unrelated variables pass the check', () => {
    expect(
      settingsProblems({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://xr@/xr?host=/run/postgresql',
        JWT_SECRET: 'x'.repeat(32),
        DATABASE_POOL_SIZE: '10',
        TRUST_PROXY: '172.28.0.10,::1',
        PUBLIC_URL: 'https://portal.example',
        SMTP_URL: '',
        DELIVERY_POLL_SECONDS: '0.5',
        PATH: '/usr/bin',
        HOSTNAME: 'box',
      }),
    ).toEqual([]);
    expect(settingsProblems({ DATABASE_URL: './data/x.db' })).toEqual([]);
    expect(settingsProblems({ DATABASE_URL: 'postgres://db' })).toEqual([]);
    expect(settingsProblems({ DATABASE_URL: 'postgres:///xr' })).toHaveLength(1);
    expect(settingsProblems({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL: a smtp or smtps URL/);
    expect(settingsProblems({ DATABASE_POOL_SIZE: '0' })[0]).toMatch(/^DATABASE_POOL_SIZE="0"/);
  });

  it('a start with good settings listens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-settings-'));
    const { listening, out } = await startAndWait(fromSource, {
      DATABASE_URL: join(dir, 'ok.db'),
      JWT_SECRET: 'y'.repeat(40),
      SMTP_URL: '',
    });
    expect(listening, out).toBe(true);
  });
});
