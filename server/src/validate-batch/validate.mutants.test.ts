// Agreement with the official KoSIT validator on ../shared/corpus/mutants (expected.jsonl): the verdict of
// `xr validate --profile xrechnung` and, for invalid files, exactly the official error rule ids
// (`errors_full` without XSD: and technical ids). Reports the agreement and lists every disagreement.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { officialVerdicts } from '@xr/xml/test/oracle/official';
import { describe, expect, it } from 'vitest';
import { validateFiles } from './validate-files';

const corpus = new URL('../../../../shared/corpus/', import.meta.url);
const mutants = new URL('mutants/', corpus);
const expected = readFileSync(new URL('expected.jsonl', mutants), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { file: string; valid: boolean; errors: string[]; errors_full: string[] });

const official = (ids: string[]) =>
  [...new Set(ids.filter((id) => !id.startsWith('XSD:') && id !== 'SCHEMATRON-PROCESSING-ERROR'))].sort();

describe('agreement with the official validator', () => {
  it('mutants: verdict and error rule ids', async () => {
    const files = expected.map((e) => fileURLToPath(new URL(e.file, mutants)));
    const lines = await validateFiles(files, 'xrechnung');
    const disagreements: string[] = [];
    lines.forEach((line, k) => {
      const exp = expected[k];
      const got = official(line.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId));
      const xsdFailed = line.findings.some((f) => f.ruleId.startsWith('XSD:'));
      const want = exp.valid ? [] : official(exp.errors);
      const sameVerdict = line.valid === exp.valid;
      const sameIds = xsdFailed ? !exp.valid : JSON.stringify(got) === JSON.stringify(want);
      if (!sameVerdict || !sameIds)
        disagreements.push(
          `${exp.file}: official ${exp.valid ? 'valid' : 'invalid'} [${want}] / ours ${line.valid ? 'valid' : 'invalid'} [${got}]`,
        );
    });
    const agree = expected.length - disagreements.length;
    console.log(
      `mutants agreement: ${agree}/${expected.length} (${((100 * agree) / expected.length).toFixed(1)} %)`,
    );
    for (const d of disagreements) console.log(`  DISAGREE ${d}`);
    expect(agree / expected.length).toBeGreaterThanOrEqual(0.99);
  }, 600_000);

  it('testsuite: every instance (standard, cius, extension, cvd) has no error, and the official warnings', async () => {
    const files = ['ubl', 'cii'].flatMap((s) =>
      readdirSync(new URL(`xrechnung-testsuite/${s}/`, corpus))
        .filter((f) => /^(standard|cius|extension|cvd)-/.test(f))
        .map((f) => fileURLToPath(new URL(`xrechnung-testsuite/${s}/${f}`, corpus))),
    );
    expect(files.some((f) => /\/cii\/extension-/.test(f)) && files.some((f) => /\/ubl\/cvd-/.test(f))).toBe(
      true,
    );
    // the agreement harness mutates the standard and cius instances only: the extension and CVD
    // instances, judged in their own scenarios (levels of their own), are compared here
    const [lines, verdicts] = await Promise.all([validateFiles(files, 'xrechnung'), officialVerdicts(files)]);
    const bad = lines
      .filter((l) => !l.valid)
      .map(
        (l) =>
          `${l.file}: ${l.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId}@${f.pointer}`)}`,
      );
    expect(bad).toEqual([]);
    // each warning id as often as the official validator lists it
    const listed = (ids: string[]) => [...ids].sort().join(' ');
    const warnings = lines
      .map((l, k) => ({
        file: l.file,
        ours: listed(l.findings.filter((f) => f.severity === 'warning').map((f) => f.ruleId)),
        official: listed(verdicts[k].messages.filter((m) => m.level === 'warning').map((m) => m.id)),
      }))
      .filter((w) => w.ours !== w.official);
    expect(warnings).toEqual([]);
    expect(verdicts.every((v) => v.valid)).toBe(true);
  }, 600_000);
});
