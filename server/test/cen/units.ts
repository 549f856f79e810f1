/**
 * The CEN's rule unit tests (`../shared/corpus/en16931-cen/test`: Invoice-unit-UBL,
 * CreditNote-unit-UBL, cii): each file a `testSet` of `<test>`s, each test an expectation on the
 * file's scoped rule (`success`: it does not fire; `error`/`warning`: it fires at that level) and an
 * invoice fragment. Read in place; the fragments go to a temporary folder to be judged.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusUrl } from '@xr/xml/test/helpers/corpus';

export const UNIT_FOLDERS = ['Invoice-unit-UBL', 'CreditNote-unit-UBL', 'cii'] as const;

export interface UnitTest {
  /** `folder/file.xml#n` (n: the test's place in the file, from 1). */
  name: string;
  rule: string;
  expect: 'success' | 'error' | 'warning';
  fragment: string;
}

/** Every expectation of every unit test file, in folder and file order. */
export function unitTests(): UnitTest[] {
  const out: UnitTest[] = [];
  for (const folder of UNIT_FOLDERS) {
    const dir = new URL(`en16931-cen/test/${folder}/`, corpusUrl);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.xml'))
      .sort()) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      let n = 0;
      for (const [, body] of text.matchAll(/<test(?:\s[^>]*)?>([\s\S]*?)<\/test>/g)) {
        n++;
        const end = body.indexOf('</assert>');
        const assert = body.slice(0, end);
        const fragment = body.slice(end + '</assert>'.length).trim();
        for (const [, expect, rule] of assert.matchAll(
          /<(success|error|warning)(?:\s[^>]*)?>\s*([^<\s]+)\s*</g,
        ))
          out.push({ name: `${folder}/${file}#${n}`, rule, expect: expect as UnitTest['expect'], fragment });
      }
    }
  }
  return out;
}

/** The fragments of the tests written once each to a temporary folder: file name by test name. */
export function writeFragments(tests: UnitTest[]): Map<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'xr-cen-units-'));
  const files = new Map<string, string>();
  for (const t of tests) {
    if (files.has(t.name)) continue;
    const file = join(dir, `${files.size}.xml`);
    writeFileSync(file, `<?xml version="1.0" encoding="UTF-8"?>\n${t.fragment}\n`);
    files.set(t.name, file);
  }
  return files;
}

/** Whether the findings meet the expectation on the scoped rule. */
export function meets(t: UnitTest, findings: { ruleId: string; severity: string }[]): boolean {
  const fired = findings.filter((f) => f.ruleId === t.rule);
  if (t.expect === 'success') return fired.length === 0;
  return fired.some((f) => f.severity === t.expect);
}
