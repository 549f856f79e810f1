import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluate, families } from '../../index';
import { familyDir, loadFamilyDir, watchFamilyDir } from '../../node';

const bundled = new URL('../../families/', import.meta.url);
const text = { de: 'Projektreferenz fehlt', en: 'Project reference missing' };
const newFamily = {
  family: 'A new family',
  rules: [
    {
      id: 'NEW-1',
      bt: 'BT-11',
      severity: 'warning',
      pointer: '/Project_reference',
      test: { exists: 'Project_reference' },
      text,
    },
  ],
};

function copyOfFamilies(): string {
  const dir = mkdtempSync(join(tmpdir(), 'xr-families-'));
  cpSync(bundled, dir, { recursive: true });
  return dir;
}

afterAll(() => {
  loadFamilyDir(bundled);
});

describe('family files found by themselves', () => {
  it('a new family file in the directory runs without any index step (XR_RULES_DIR)', () => {
    const dir = copyOfFamilies();
    writeFileSync(join(dir, 'zz-new.json'), JSON.stringify(newFamily));
    expect(familyDir(dir).href).toBe(pathToFileURL(`${dir}/`).href);
    loadFamilyDir(familyDir(dir));
    expect(families().map((f) => f.family)).toContain('A new family');
    const found = evaluate({}, { profile: 'xrechnung', today: '2026-01-15' }).filter(
      (f) => f.ruleId === 'NEW-1',
    );
    expect(found).toEqual([
      {
        ruleId: 'NEW-1',
        severity: 'warning',
        pointer: '/Project_reference',
        bt: 'BT-11',
        messageId: 'rule.NEW-1',
        params: {},
      },
    ]);
  });

  it('the watcher reloads a changed family; a broken change keeps the rule set in use', async () => {
    const dir = copyOfFamilies();
    const url = familyDir(dir);
    loadFamilyDir(url);
    const reloads: number[] = [];
    const errors: string[] = [];
    const stop = watchFamilyDir(
      url,
      (n) => reloads.push(n),
      (e) => errors.push(e.message),
    );
    try {
      writeFileSync(join(dir, 'zz-new.json'), JSON.stringify(newFamily));
      await expect.poll(() => reloads.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(evaluate({}, { profile: 'xrechnung' }).some((f) => f.ruleId === 'NEW-1')).toBe(true);
      writeFileSync(
        join(dir, 'zz-new.json'),
        JSON.stringify({ ...newFamily, rules: [{ ...newFamily.rules[0], test: { nope: 1 } }] }),
      );
      await expect.poll(() => errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(errors[0]).toMatch(
        /zz-new\.json: rule NEW-1 at \/rules\/0\/test\/nope: unknown operator "nope"/,
      );
      expect(evaluate({}, { profile: 'xrechnung' }).some((f) => f.ruleId === 'NEW-1')).toBe(true);
    } finally {
      stop();
    }
  });
});
