/**
 * The CEN's own test suite in CI: every rule unit test (Invoice, CreditNote, CII) through the
 * product's rules (`xr validate --profile en16931 --always-rules`: the fragments fail the XML Schema
 * on purpose), the scoped rule's outcome compared with the test's expectation and with the official
 * validator's (the CEN rules alone on any BT-24: `--scenarios scenarios-en16931-any.xml
 * --always-schematron`, one call for all fragments). Fails on any expectation missed that is not
 * in KNOWN_MISSES (a regression) and on a known miss that is met now (so the list stays true).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateFiles } from '../../src/cli/validate-files';
import { officialVerdicts } from '../oracle/official';
import { meets, unitTests, writeFragments } from './units';

const anyScenario = fileURLToPath(
  new URL('../../../../shared/oracle/scenarios-en16931-any.xml', import.meta.url),
);

/** Expectations the product's rules do not meet yet (test name: folder/file#n). */
const KNOWN_MISSES = new Set<string>([
  'Invoice-unit-UBL/BR-08.xml#2',
  'Invoice-unit-UBL/BR-09.xml#2',
  'Invoice-unit-UBL/BR-09.xml#3',
  'Invoice-unit-UBL/BR-10.xml#2',
  'Invoice-unit-UBL/BR-11.xml#2',
  'Invoice-unit-UBL/BR-11.xml#3',
  'Invoice-unit-UBL/BR-16.xml#1',
  'Invoice-unit-UBL/BR-18.xml#2',
  'Invoice-unit-UBL/BR-21.xml#2',
  'Invoice-unit-UBL/BR-22.xml#2',
  'Invoice-unit-UBL/BR-24.xml#2',
  'Invoice-unit-UBL/BR-25.xml#2',
  'Invoice-unit-UBL/BR-26.xml#2',
  'Invoice-unit-UBL/BR-31.xml#2',
  'Invoice-unit-UBL/BR-33.xml#3',
  'Invoice-unit-UBL/BR-36.xml#2',
  'Invoice-unit-UBL/BR-38.xml#3',
  'Invoice-unit-UBL/BR-41.xml#2',
  'Invoice-unit-UBL/BR-42.xml#3',
  'Invoice-unit-UBL/BR-43.xml#2',
  'Invoice-unit-UBL/BR-44.xml#3',
  'Invoice-unit-UBL/BR-45.xml#2',
  'Invoice-unit-UBL/BR-46.xml#2',
  'Invoice-unit-UBL/BR-51.xml#2',
  'Invoice-unit-UBL/BR-52.xml#2',
  'Invoice-unit-UBL/BR-54.xml#4',
  'Invoice-unit-UBL/BR-55.xml#2',
  'Invoice-unit-UBL/BR-55.xml#3',
  'Invoice-unit-UBL/BR-56.xml#2',
  'Invoice-unit-UBL/BR-56.xml#3',
  'Invoice-unit-UBL/BR-CO-18.xml#1',
  'Invoice-unit-UBL/BR-CO-18.xml#2',
  'Invoice-unit-UBL/BR-CO-19.xml#4',
  'Invoice-unit-UBL/BR-CO-20.xml#4',
  'Invoice-unit-UBL/BR-CO-21.xml#4',
  'Invoice-unit-UBL/BR-CO-22.xml#4',
  'Invoice-unit-UBL/BR-CO-23.xml#4',
  'Invoice-unit-UBL/BR-CO-24.xml#4',
  'CreditNote-unit-UBL/BR-08.xml#2',
  'CreditNote-unit-UBL/BR-09.xml#2',
  'CreditNote-unit-UBL/BR-09.xml#3',
  'CreditNote-unit-UBL/BR-10.xml#2',
  'CreditNote-unit-UBL/BR-11.xml#2',
  'CreditNote-unit-UBL/BR-11.xml#3',
  'CreditNote-unit-UBL/BR-16.xml#1',
  'CreditNote-unit-UBL/BR-18.xml#2',
  'CreditNote-unit-UBL/BR-21.xml#2',
  'CreditNote-unit-UBL/BR-22.xml#2',
  'CreditNote-unit-UBL/BR-24.xml#2',
  'CreditNote-unit-UBL/BR-25.xml#2',
  'CreditNote-unit-UBL/BR-26.xml#2',
  'CreditNote-unit-UBL/BR-31.xml#2',
  'CreditNote-unit-UBL/BR-33.xml#3',
  'CreditNote-unit-UBL/BR-36.xml#2',
  'CreditNote-unit-UBL/BR-38.xml#3',
  'CreditNote-unit-UBL/BR-41.xml#2',
  'CreditNote-unit-UBL/BR-42.xml#3',
  'CreditNote-unit-UBL/BR-43.xml#2',
  'CreditNote-unit-UBL/BR-44.xml#3',
  'CreditNote-unit-UBL/BR-45.xml#2',
  'CreditNote-unit-UBL/BR-46.xml#2',
  'CreditNote-unit-UBL/BR-51.xml#2',
  'CreditNote-unit-UBL/BR-52.xml#2',
  'CreditNote-unit-UBL/BR-54.xml#4',
  'CreditNote-unit-UBL/BR-55.xml#2',
  'CreditNote-unit-UBL/BR-55.xml#3',
  'CreditNote-unit-UBL/BR-56.xml#2',
  'CreditNote-unit-UBL/BR-56.xml#3',
  'CreditNote-unit-UBL/BR-CO-25.xml#2',
]);

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
