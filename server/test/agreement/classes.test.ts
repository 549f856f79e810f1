// Agreement with the official validator on the classes that used to disagree (rules/OFFICIAL.md):
// random edits of each class (classes.ts) on random testsuite files and generated fixtures, judged by
// `xr validate` and by the official validator in one batched call, the verdict and the exact error ids. `npm run agreement N -- --class KIND` runs a class with any seed.
import { describe, expect, it } from 'vitest';
import { classes, mutateClass } from './classes';
import { agreement, report } from './harness';

const N = 40;
const SEED = 31_337;
// reached on this seed (2026-11-24): verdict 40, 40, 39, 39 and exact error ids 39, 38, 39, 36 of 40 for
// tax-scheme, empty-code, zero, base-quantity; what remains is listed in rules/OFFICIAL.md. A change that
// loses agreement on a class fails here.
const VERDICT = 0.97;
const ERRORS = 0.9;

describe('agreement with the official validator on the classes that used to disagree', () => {
  for (const kind of classes)
    it(`${kind}: ${N} random edits (seed ${SEED})`, async () => {
      const result = await agreement(N, SEED, undefined, (xml, rnd) => mutateClass(kind, xml, rnd));
      for (const line of report(result)) console.log(line);
      expect(result.n).toBe(N);
      expect(result.verdict / result.n).toBeGreaterThanOrEqual(VERDICT);
      expect(result.errors / result.n).toBeGreaterThanOrEqual(ERRORS);
    }, 300_000);
});
