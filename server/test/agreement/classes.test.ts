// Agreement with the official validator on the classes that used to disagree (rules/OFFICIAL.md):
// random edits of each class in turn (classes.ts) on random testsuite files and generated fixtures, judged
// by `xr validate` and by the official validator in one batched call, the verdict and the exact error
// ids. `npm run agreement N -- --class KIND` runs a class with any seed.
import { describe, expect, it } from 'vitest';
import { type ClassKind, classes, mutateClass } from './classes';
import { agreement, report } from './harness';
import type { Random } from './mutate';

const PER_CLASS = 40;
const SEED = 31_337;
// reached on this seed (2026-11-24): verdict 320/320, exact error ids 319/320 (one party-group edit:
// BR-45/46 of an emptied CII VAT breakdown, in rules/OFFICIAL.md); at most one disagreeing edit per class. A
// change that loses agreement on a class fails here.
const VERDICT = 1;
const ERRORS = 0.99;
const DISAGREEING_PER_CLASS = 1;

describe('agreement with the official validator on the classes that used to disagree', () => {
  it(`${classes.length} classes × ${PER_CLASS} random edits (seed ${SEED})`, async () => {
    // the classes in turn: the next class once the current one made a mutant
    let turn = 0;
    const edit = (xml: string, rnd: Random) => {
      const m = mutateClass(classes[turn % classes.length], xml, rnd);
      if (m) turn++;
      return m;
    };
    const result = await agreement(PER_CLASS * classes.length, SEED, undefined, edit);
    for (const line of report(result)) console.log(line);
    expect(result.n).toBe(PER_CLASS * classes.length);
    expect(result.verdict / result.n).toBeGreaterThanOrEqual(VERDICT);
    expect(result.errors / result.n).toBeGreaterThanOrEqual(ERRORS);
    const of = (kind: ClassKind) =>
      result.disagreements.filter((d) => d.detail.startsWith(`${kind}:`)).length;
    for (const kind of classes) expect(of(kind), kind).toBeLessThanOrEqual(DISAGREEING_PER_CLASS);
  }, 300_000);
});
