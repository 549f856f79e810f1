/**
 * The CEN's own test suite in CI: every rule unit test (Invoice, CreditNote, CII) through the
 * product's rules (`xr validate --profile en16931 --always-rules`: the fragments fail the XML Schema
 * on purpose), the scoped rule's outcome compared with the test's expectation and with the official
 * validator's (the CEN rules alone on any BT-24: `--scenarios scenarios-en16931-any.xml
 * --always-schematron`, one call for all fragments). Fails on any expectation missed that is not
 * in KNOWN_MISSES (a regression) and on a known miss that is met now (so the list stays true).
 */
import { fileURLToPath } from 'node:url';
import { officialVerdicts } from '@xr/xml/test/oracle/official';
import { describe, expect, it } from 'vitest';
import { validateFiles } from '../../src/validate-batch/validate-files';
import { meets, unitTests, writeFragments } from './units';

const anyScenario = fileURLToPath(
  new URL('../../../../shared/oracle/scenarios-en16931-any.xml', import.meta.url),
);

/** Expectations the product's rules do not meet yet (test name: folder/file#n). */
const KNOWN_MISSES = new Set<string>([]);

describe('CEN rule unit tests (EN 16931)', () => {
  it('every expectation holds for the product as for the official validator', async () => {
    const tests = unitTests();
    expect(tests.length).toBe(1142);
    const files = writeFragments(tests);
    const list = [...new Set(files.values())];
    const [ours, official] = await Promise.all([
      validateFiles(list, 'en16931', undefined, true),
      officialVerdicts(list, ['--scenarios', anyScenario, '--always-schematron']),
    ]);
    const at = new Map(list.map((f, i) => [f, i]));
    const missed: string[] = [];
    const officialMissed: string[] = [];
    for (const t of tests) {
      const i = at.get(files.get(t.name) as string) as number;
      const theirs = official[i].messages.map((m) => ({ ruleId: m.id, severity: m.level }));
      if (!meets(t, theirs)) officialMissed.push(t.name);
      if (!meets(t, ours[i].findings)) missed.push(`${t.name} ${t.expect} ${t.rule}`);
    }
    const met = tests.length - missed.length;
    console.log(`CEN unit tests met: ${met}/${tests.length}`);
    expect(officialMissed).toEqual([]);
    expect(missed.filter((m) => !KNOWN_MISSES.has(m.split(' ')[0]))).toEqual([]);
    expect([...KNOWN_MISSES].filter((k) => !missed.some((m) => m.startsWith(`${k} `)))).toEqual([]);
  }, 180_000);
});
