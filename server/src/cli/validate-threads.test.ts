/**
 * `xr validate` shares a large batch among threads of its process: the lines are exactly those of
 * one thread, in the order of the files.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateInThreads } from './validate';
import { validateFiles } from './validate-files';

const mutants = new URL('../../../../shared/corpus/mutants/', import.meta.url);
const files = readdirSync(mutants)
  .filter((f) => f.endsWith('.xml'))
  .sort()
  .slice(0, 320)
  .map((f) => fileURLToPath(new URL(f, mutants)));

describe('validation in threads', () => {
  it('gives the lines of one thread, in file order', async () => {
    const one = await validateFiles(files, 'xrechnung');
    const two = await validateInThreads(files, 'xrechnung', 2);
    expect(two.map((l) => l.file)).toEqual(files);
    expect(two).toEqual(one);
    // both kinds of verdict are in the batch
    expect(new Set(one.map((l) => l.valid))).toEqual(new Set([true, false]));
  }, 300_000);
});
