/**
 * `xr validate` shares a large batch among threads of its process (one checks the XML Schema, the
 * others run the rules): the lines are exactly those of one thread, in the order of the files; a
 * broken rule set stops the batch with its error, whatever the threads were doing.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateInThreads } from './validate';
import { validateFiles } from './validate-files';

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

  it('stops with the error of a broken rule set, the threads ended', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-rules-'));
    cpSync(fileURLToPath(new URL('../../../rules/families/', import.meta.url)), dir, { recursive: true });
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ family: 'broken', rules: [{ id: 'X-1' }] }));
    process.env.XR_RULES_DIR = dir;
    try {
      await expect(validateInThreads(files, 'xrechnung', 2)).rejects.toThrow(/X-1/);
    } finally {
      delete process.env.XR_RULES_DIR;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
