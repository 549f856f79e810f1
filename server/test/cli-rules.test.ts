/**
 * `xr rules check`, `xr rules explain` and the server start as a rule maintainer meets them: real
 * child processes, real family files broken five ways (issue 15), the real corpus for explain.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { corpusUrl } from '@xr/xml/test/helpers/corpus';
import { describe, expect, it, vi } from 'vitest';
import { breakages, coFile } from '../../rules/test/check/breakFamily';
import { run } from '../src/cli/rules';
import { startServer } from '../src/main';

const bin = fileURLToPath(new URL('../bin/xr.mjs', import.meta.url));
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const families = fileURLToPath(new URL('../../rules/families/', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function node(args: string[], env: Record<string, string> = {}): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
      env: { ...process.env, ...env },
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

/** Runs `xr rules ...` in this process (the same `run` the bin calls), capturing its output. */
async function inProcess(args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((t) => {
    stdout += String(t);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((t) => {
    stderr += String(t);
    return true;
  });
  try {
    const code = await run(args);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

const faultLine = (c: { file: string; ruleId: string; pointer: string }) =>
  `${c.file}: ${c.ruleId ? `rule ${c.ruleId}` : 'file'} at ${c.pointer || '/'}: `;

describe('xr rules check and the server start on a broken rule set', () => {
  const cases = breakages().map((b) => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-rules-'));
    cpSync(families, dir, { recursive: true });
    const file = join(dir, coFile);
    writeFileSync(file, b.text);
    return { ...b, dir, file };
  });

  it('names each of five faults with file, rule id, JSON pointer and message; exit status 1', async () => {
    for (const c of cases) {
      const r = await inProcess(['check', c.file]);
      expect(r.code, c.name).toBe(1);
      const line = r.stderr.split('\n').find((l) => l.startsWith(faultLine(c)));
      expect(line, `${c.name}\n${r.stderr}`).toMatch(c.message);
    }
    expect((await inProcess(['check'])).code).toBe(0);
    // the bin as a user runs it
    const bad = cases.find((c) => c.name === 'unknown operator');
    const r = await node([bin, 'rules', 'check', bad?.file ?? '']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${faultLine(bad ?? cases[0])}unknown operator "approximately"`);
  });

  it('refuses to start the server with any of them, naming the fault', async () => {
    const data = mkdtempSync(join(tmpdir(), 'xr-rules-db-'));
    try {
      for (const c of cases) {
        process.env.XR_RULES_DIR = c.dir;
        await expect(startServer({ databasePath: join(data, 'x.db') }), c.name).rejects.toThrow(faultLine(c));
      }
    } finally {
      delete process.env.XR_RULES_DIR;
    }
    // the command line: the fault on stderr, exit status 1, never listening
    const c = cases[0];
    const r = await node([tsx, main], { XR_RULES_DIR: c.dir, PORT: '0', DATABASE_URL: join(data, 'y.db') });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('XR Web Capture does not start / startet nicht: the rule set is broken');
    expect(r.stderr).toContain(faultLine(c));
    expect(r.stdout).not.toContain('listening');
  });
});

describe('xr rules explain', () => {
  it('explains BR-CO-17 on a KoSIT mutant: the CII variant, rate 0 so the VAT amount must round to 0, 1 ≠ 0', async () => {
    const file = fileURLToPath(
      new URL('mutants/01.21a-INVOICE_uncefact__amt-bt117-vat-category-amount.xml', corpusUrl),
    );
    const r = await node([bin, 'rules', 'explain', 'BR-CO-17', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').map((l) => l.trim());
    expect(lines).toContain('not run for UBL documents');
    expect(lines).toContain(
      '/VAT_BREAKDOWN/0: applies, and the test does not hold: error at /VAT_BREAKDOWN/0/VAT_category_tax_amount',
    );
    expect(lines).toContain('"VAT_category_rate" is 0');
    expect(lines).toContain('then: 1 = 0: does not hold');
    expect(lines).toContain('BR-CO-17: 1 finding(s)');
  });

  it('explains a rule that holds on a valid testsuite invoice, in German', async () => {
    const file = fileURLToPath(new URL('xrechnung-testsuite/ubl/standard-01.01a-INVOICE_ubl.xml', corpusUrl));
    const r = await inProcess(['explain', '--locale', 'de', 'BR-CO-17', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\/VAT_BREAKDOWN\/0: gilt, und der Test ist erfüllt: kein Befund/);
    expect(r.stdout).toContain('läuft nicht für CII-Dokumente');
    expect(r.stdout).toContain('BR-CO-17: kein Befund');
  });

  it('names an unknown rule id', async () => {
    const file = fileURLToPath(new URL('xrechnung-testsuite/ubl/standard-01.01a-INVOICE_ubl.xml', corpusUrl));
    const r = await inProcess(['explain', 'BR-NOPE-1', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no rule has the id BR-NOPE-1');
  });
});
