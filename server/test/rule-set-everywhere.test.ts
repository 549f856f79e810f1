/**
 * One rule set everywhere: a rule family a maintainer adds at run time (a new file in the
 * XR_RULES_DIR folder) fires in `xr validate`, in the json-validations route and in generation
 * (refused) — the last two run in the worker pool's threads, which follow the main thread's set
 * (loaded at start, or by the watch reload of a running server).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { familyDir } from '@xr/rules/node';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/main';
import { loadRuleSet, ruleSetStamp } from '../src/rule-set';
import { freshApp, registerCompany } from './helpers';

const bin = fileURLToPath(new URL('../bin/xr.mjs', import.meta.url));
const bundled = fileURLToPath(new URL('../../rules/families/', import.meta.url));
const fixtureFile = fileURLToPath(new URL('../../fixtures/invoices/domestic-s19-s7.json', import.meta.url));
const STOP = 'MAINTAINER-STOP';
const family = {
  $schema: '../rule.schema.json',
  family: 'A maintainer’s rule added at run time',
  rules: [
    {
      id: 'XR-MAINT-1',
      bt: 'BT-10',
      severity: 'error',
      pointer: '/Buyer_reference',
      test: { '!=': [{ var: 'Buyer_reference' }, STOP] },
      text: { de: 'Diese Käuferreferenz ist gesperrt.', en: 'This buyer reference is blocked.' },
    },
  ],
};
const invoice = () => ({ ...JSON.parse(readFileSync(fixtureFile, 'utf8')), Buyer_reference: STOP });
const folders: string[] = [];

/** A copy of the bundled families, and the same with the maintainer's family added. */
function ruleFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'xr-rule-set-'));
  folders.push(dir);
  cpSync(bundled, dir, { recursive: true });
  return dir;
}
const addFamily = (dir: string) => writeFileSync(join(dir, 'maintainer-test.json'), JSON.stringify(family));

afterAll(async () => {
  // the bundled set again, in this thread and (stamped) in the workers
  await loadRuleSet(familyDir(undefined));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function firesInTheProduct(): Promise<void> {
  const t = await freshApp();
  const auth = await registerCompany(t, `rules-${Date.now()}@a.example`);
  const checked = await t.call('POST', 'api/v1_2/json-validations', invoice(), auth.accessToken);
  expect(checked.status).toBe(200);
  expect(checked.data.valid).toBe(false);
  expect(checked.data.xrechnung.map((f: { ruleId: string }) => f.ruleId)).toContain('XR-MAINT-1');
  const generated = await t.call('POST', 'api/v1_2/ubl-invoices', invoice(), auth.accessToken);
  expect(generated.status).toBe(422);
  expect(JSON.stringify(generated.data)).toContain('XR-MAINT-1');
  // the same invoice without the blocked reference generates
  const fine = await t.call(
    'POST',
    'api/v1_2/ubl-invoices',
    { ...invoice(), Buyer_reference: '04011000-12345-34' },
    auth.accessToken,
  );
  expect(fine.status, JSON.stringify(fine.data).slice(0, 600)).toBe(200);
}

describe('a family added at run time reaches every place that validates', () => {
  it('xr validate (XR_RULES_DIR) reports it', async () => {
    const dir = ruleFolder();
    addFamily(dir);
    const input = join(dir, '..', `${family.rules[0].id}-${process.pid}.json`);
    writeFileSync(input, JSON.stringify(invoice()));
    folders.push(input);
    const run = promisify(execFile)(process.execPath, [bin, 'validate', input], {
      env: { ...process.env, XR_RULES_DIR: dir },
    });
    const { stdout } = await run.catch((e: { stdout: string }) => ({ stdout: e.stdout }));
    expect(JSON.parse(stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toContain('XR-MAINT-1');
  });

  it('json-validations and generation (refused) in the worker threads, after the set is loaded', async () => {
    const dir = ruleFolder();
    addFamily(dir);
    await loadRuleSet(pathToFileURL(`${dir}/`));
    await firesInTheProduct();
  });

  it('the watch reload of a running server reaches the worker threads too', async () => {
    const dir = ruleFolder();
    process.env.XR_RULES_DIR = dir;
    const data = mkdtempSync(join(tmpdir(), 'xr-rule-set-db-'));
    folders.push(data);
    const server = await startServer({ databasePath: join(data, 'x.db'), watchRules: true });
    try {
      const before = ruleSetStamp().generation;
      addFamily(dir);
      const until = Date.now() + 20_000;
      while (ruleSetStamp().generation === before && Date.now() < until)
        await new Promise((r) => setTimeout(r, 50));
      expect(ruleSetStamp().generation).toBeGreaterThan(before);
      await firesInTheProduct();
    } finally {
      delete process.env.XR_RULES_DIR;
      await server.close();
    }
  }, 90_000);
});
