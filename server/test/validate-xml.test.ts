/**
 * `validateXml` of @xr/xml is `xr validate`: on the bench's batch (every XRechnung testsuite
 * instance, UBL and CII, and every official mutant) and the CEN examples, the verdict and findings
 * it answers for each file's bytes are the line the `xr` bin prints for that file, byte for byte
 * (both with the profile the file's BT-24 names: `xr validate` without `--profile`, `profile: 'auto'`).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { validateXml } from '@xr/xml';
import { corpusFiles } from '@xr/xml/test/helpers/corpus';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/xr.mjs', import.meta.url));
const batch = [
  'xrechnung-testsuite/ubl',
  'xrechnung-testsuite/cii',
  'mutants',
  'en16931-cen/ubl/examples',
  'en16931-cen/cii/examples',
].flatMap((folder) => corpusFiles(folder).map((f) => fileURLToPath(f.path)));

async function xrValidate(files: string[]): Promise<string[]> {
  const run = promisify(execFile)(process.execPath, [bin, 'validate', '--threads', '2', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  // exit status 1: some file has an error (the mutants)
  const { stdout } = await run.catch((e: { stdout: string }) => ({ stdout: e.stdout }));
  return stdout.split('\n').filter((l) => l !== '');
}

describe('validateXml', () => {
  it('answers the line xr validate prints, for every file of the corpus batch', async () => {
    expect(batch.length).toBeGreaterThan(650);
    const printed = await xrValidate(batch);
    expect(printed).toHaveLength(batch.length);
    const answered: string[] = [];
    for (const file of batch)
      answered.push(
        JSON.stringify({ file, ...(await validateXml(readFileSync(file), { profile: 'auto' })) }),
      );
    const differing = answered.filter((line, i) => line !== printed[i]);
    expect(differing).toEqual([]);
    // the batch has both verdicts and XML-level findings, so the comparison means something
    const verdicts = answered.map((l) => JSON.parse(l) as { valid: boolean; findings: { ruleId: string }[] });
    expect(verdicts.filter((v) => v.valid).length).toBeGreaterThan(50);
    expect(verdicts.filter((v) => !v.valid).length).toBeGreaterThan(300);
    expect(verdicts.some((v) => v.findings.some((f) => f.ruleId.startsWith('XSD:')))).toBe(true);
    expect(verdicts.some((v) => v.findings.some((f) => /^(UBL|CII)-SR-/.test(f.ruleId)))).toBe(true);
  }, 180_000);

  it('gives the same verdict for a text as for its bytes, and refuses what is not an invoice', async () => {
    const file = batch.find((f) => f.endsWith('standard-01.14a-INVOICE_ubl.xml')) as string;
    const text = readFileSync(file, 'utf8');
    expect(await validateXml(text)).toEqual(await validateXml(readFileSync(file)));
    expect(await validateXml(text)).toEqual({ valid: true, findings: [] });
    const broken = await validateXml('<Invoice xmlns="urn:example">');
    expect(broken.valid).toBe(false);
    expect(broken.findings[0]?.severity).toBe('error');
    const wrongRule = await validateXml(text.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, ''));
    expect(wrongRule.valid).toBe(false);
    expect(wrongRule.findings.map((f) => f.ruleId)).toContain('BR-DE-15');
  });
});
