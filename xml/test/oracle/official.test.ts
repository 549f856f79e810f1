import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFiles } from '../helpers/corpus.js';
import { officialVerdicts, officialVerdictsOfTexts } from './official.js';

describe('official validator helper', () => {
  it('gives the verdict and error ids of files and texts in one call each', async () => {
    const valid = corpusFiles('xrechnung-testsuite/ubl')[0];
    const mutant = corpusFiles('mutants').find((f) => f.name.includes('ubl__amt-bt110-total-vat'));
    if (!valid || !mutant) throw new Error('corpus files missing');
    const [a, b] = await officialVerdicts([valid.path.pathname, mutant.path.pathname]);
    expect(a?.valid).toBe(true);
    expect(b?.valid).toBe(false);
    expect(b?.errors).toContain('BR-CO-14');
    const [c] = await officialVerdictsOfTexts([
      { name: 'broken.xml', xml: readFileSync(mutant.path, 'utf8').replace('<cbc:ID>', '<cbc:ID><') },
    ]);
    expect(c?.valid).toBe(false);
    expect(c?.errors).toEqual(['XML-NOT-WELLFORMED']);
  });
});
