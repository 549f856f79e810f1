// Agreement with the official validator on the classes that used to disagree (rules/OFFICIAL.md):
// random edits of each class (classes.ts) on random testsuite files and generated fixtures, judged by
// `xr validate` and by the official validator in one batched call. Each class must agree fully: the
// verdict and the exact error ids. `npm run agreement N -- --class KIND` runs a class with any seed.
import { describe, expect, it } from 'vitest';
import { classes, mutateClass } from './classes';
import { agreement, report } from './harness';

const N = 40;
const SEED = 31_337;

describe('agreement with the official validator on the classes that used to disagree', () => {
  for (const kind of classes)
    it(`${kind}: ${N} random edits (seed ${SEED})`, async () => {
      const result = await agreement(N, SEED, undefined, (xml, rnd) => mutateClass(kind, xml, rnd));
      for (const line of report(result)) console.log(line);
      expect(result.n).toBe(N);
      expect(result.disagreements.filter((d) => !d.verdict || !d.errors).map((d) => d.detail)).toEqual([]);
    }, 300_000);
});
