// Validator agreement on a fixed-seed sample: mutants of the testsuite files and of the generated
// fixtures judged by `xr validate` and by the official validator. Prints the figures and every
// disagreement; the full run with a random seed is `npm run agreement [N]`.
import { describe, expect, it } from 'vitest';
import { agreement, report } from './harness';
import { emptyLeaf } from './mutate';

const N = 300;
const EMPTIED = 200;
const SEED = 20261124;
// reached on this seed (2026-11-24, after the last classes of issue 10: 300, 298 and 299 of 300); a
// little below, since the generated fixtures change with the generating stylesheets. A change that loses
// agreement fails here.
const VERDICT = 1;
const ERRORS = 0.98;
const WARNINGS = 0.99;

describe('agreement with the official validator on random mutants', () => {
  it(`${N} mutants (seed ${SEED}): verdict, error ids and warning ids`, async () => {
    const result = await agreement(N, SEED);
    for (const line of report(result)) console.log(line);
    expect(result.n).toBe(N);
    expect(result.verdict / result.n).toBeGreaterThanOrEqual(VERDICT);
    expect(result.errors / result.n).toBeGreaterThanOrEqual(ERRORS);
    expect(result.warnings / result.n).toBeGreaterThanOrEqual(WARNINGS);
  }, 300_000);

  // the EN 16931 profile: BT-24 switched to EN 16931, `xr validate` picks the profile by it, the
  // official validator judges with --allow-en16931 (seeds 2026, 11, 12, 3000 mutants each: verdict
  // 3000/3000 or 2999/3000, exact error ids 99.7 %; docs/benchmarks.md)
  it(`${N} mutants in the EN 16931 profile (seed ${SEED})`, async () => {
    const result = await agreement(N, SEED, undefined, undefined, 'en16931');
    for (const line of report(result)) console.log(line);
    expect(result.n).toBe(N);
    expect(result.verdict / result.n).toBeGreaterThanOrEqual(1);
    expect(result.errors / result.n).toBeGreaterThanOrEqual(0.99);
    expect(result.warnings / result.n).toBeGreaterThanOrEqual(0.99);
  }, 300_000);

  // elements there but empty (`<cbc:Note></cbc:Note>`): without the XRechnung rule against empty
  // elements, the CEN rules that test an element by XPath exists() see it, those that test its text
  // by normalize-space() do not (rules' `present` and `exists`); 8000 such mutants on three seeds agree
  // 8000/8000, so every disagreement here is a regression
  it(`${EMPTIED} emptied elements in the EN 16931 profile (seed ${SEED}): every verdict and error id`, async () => {
    const result = await agreement(EMPTIED, SEED, undefined, emptyLeaf, 'en16931');
    for (const line of report(result)) console.log(line);
    expect(result.n).toBe(EMPTIED);
    expect(result.disagreements.map((d) => `${d.name} (${d.detail})`)).toEqual([]);
  }, 300_000);
});
