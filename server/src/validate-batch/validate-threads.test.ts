/**
 * `xr validate` shares a large batch among threads of its process (one checks the XML Schema, the
 * others run the rules): the lines are exactly those of one thread, in the order of the files; rule
 * families on disk that differ from the bundled set are the rules in use, and a broken rule set stops
 * the batch with its error, whatever the threads were doing.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Family } from '@xr/rules';
import { loadFamilyDir, readFamilyDir } from '@xr/rules/node';
import { xmlOwnedRules } from '@xr/xml/src/validate/xml-syntax';
import { describe, expect, it } from 'vitest';
import { validateFiles } from './validate-files';
import { validateInThreads } from './validate-threads';

const bundledFamilies = new URL('../../../rules/families/', import.meta.url);

/** Runs `run` with XR_RULES_DIR set to a copy of the bundled families that `change` may edit; the bundled set is in use afterwards. */
async function withFamiliesOnDisk(change: (dir: string) => void, run: () => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'xr-rules-'));
  cpSync(bundledFamilies, dir, { recursive: true });
  change(dir);
  process.env.XR_RULES_DIR = dir;
  try {
    await run();
  } finally {
    delete process.env.XR_RULES_DIR;
    rmSync(dir, { recursive: true, force: true });
    // the module graph is shared with later test files: back to the families of rules/families
    loadFamilyDir();
  }
}

const mutants = new URL('../../../../shared/corpus/mutants/', import.meta.url);
const corpus = readdirSync(mutants)
  .filter((f) => f.endsWith('.xml'))
  .sort()
  .slice(0, 320)
  .map((f) => fileURLToPath(new URL(f, mutants)));
// and a file that cannot be read (the schema thread leaves it to the rules, which report it)
const files = [...corpus.slice(0, 5), join(tmpdir(), 'xr-no-such-file.xml'), ...corpus.slice(5)];

describe('validation in threads', () => {
  it('gives the lines of one thread, in file order', async () => {
    const one = await validateFiles(files, 'xrechnung');
    const two = await validateInThreads(files, 'xrechnung', 2);
    expect(two.map((l) => l.file)).toEqual(files);
    expect(two).toEqual(one);
    // both kinds of verdict are in the batch, and files the XML Schema refuses
    expect(new Set(one.map((l) => l.valid))).toEqual(new Set([true, false]));
    expect(one.some((l) => l.findings.some((f) => f.ruleId === 'XSD:schema'))).toBe(true);
    expect(two[5].findings.map((f) => f.ruleId)).toEqual(['FILE']);
  }, 300_000);

  it('runs the rules of families on disk that differ from the bundled set, alone and beside the schema thread', async () => {
    const bundled = await validateInThreads(files, 'xrechnung', 2);
    // a rule of the families (not one decided on the XML) that some file of the batch breaks
    const fired = bundled.flatMap((l) => l.findings.map((f) => f.ruleId));
    const byFile = readFamilyDir(bundledFamilies);
    const [file, ruleId] = Object.entries(byFile)
      .flatMap(([f, family]) => family.rules.map((r) => [f, r.id] as const))
      .find(([, id]) => fired.includes(id) && !xmlOwnedRules.ubl.has(id) && !xmlOwnedRules.cii.has(id)) ?? [
      '',
      '',
    ];
    expect(ruleId).not.toBe('');
    await withFamiliesOnDisk(
      (dir) => {
        const family = byFile[file] as Family;
        const without = { ...family, rules: family.rules.filter((r) => r.id !== ruleId) };
        writeFileSync(join(dir, file), JSON.stringify(without, null, 2));
      },
      async () => {
        const one = await validateInThreads(files, 'xrechnung', 1);
        expect(one.flatMap((l) => l.findings.map((f) => f.ruleId))).not.toContain(ruleId);
        // the rest of the verdicts are the bundled set's
        const otherRules = (lines: typeof one) =>
          lines.map((l) => l.findings.filter((f) => f.ruleId !== ruleId));
        expect(otherRules(one)).toEqual(otherRules(bundled));
        expect(await validateInThreads(files, 'xrechnung', 2)).toEqual(one);
      },
    );
  }, 300_000);

  it('stops with the error of a broken rule set, the threads ended', async () => {
    await withFamiliesOnDisk(
      (dir) =>
        writeFileSync(join(dir, 'broken.json'), JSON.stringify({ family: 'broken', rules: [{ id: 'X-1' }] })),
      () => expect(validateInThreads(files, 'xrechnung', 2)).rejects.toThrow(/X-1/),
    );
  }, 120_000);
});
