/**
 * `xr validate` without --profile judges each file by the profile its BT-24 names, as KoSIT picks a
 * scenario; any other BT-24 is INVALID with one finding naming it. `--profile` forces one,
 * `--always-rules` runs the rules after a schema error, a folder or `--files-from` gives a batch.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../cli/validate-args';
import { validateFiles } from './validate-files';
import { validateInThreads } from './validate-threads';

const corpus = (p: string) => fileURLToPath(new URL(`../../../../shared/corpus/${p}`, import.meta.url));
const peppol = corpus('en16931-cen/test/testfiles/BIS_Billing_30-DataIT.xml');
const en16931 = corpus('en16931-cen/ubl/examples/ubl-tc434-example1.xml');
const en16931Cii = corpus('en16931-cen/cii/examples/CII_example2.xml');
const xrechnungDir = corpus('xrechnung-testsuite/ubl');
const xrechnung = readdirSync(xrechnungDir)
  .sort()
  .slice(0, 12)
  .map((f) => join(xrechnungDir, f));

const dir = mkdtempSync(join(tmpdir(), 'xr-validate-profile-'));
/** The EN 16931 example with another BT-24. */
function withBt24(name: string, bt24: string): string {
  const p = join(dir, name);
  const xml = readFileSync(en16931, 'utf8').replace(
    /<cbc:CustomizationID>[^<]*</,
    `<cbc:CustomizationID>${bt24}<`,
  );
  writeFileSync(p, xml);
  return p;
}
const ids = (line: { findings: { ruleId: string; severity: string }[] }) =>
  line.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId);

describe('xr validate picks the profile by BT-24', () => {
  it('XRechnung 3 files: the lines of --profile xrechnung, byte for byte', async () => {
    const auto = await validateFiles(xrechnung, 'auto');
    expect(JSON.stringify(auto)).toBe(JSON.stringify(await validateFiles(xrechnung, 'xrechnung')));
    expect(auto.every((l) => l.valid)).toBe(true);
  });

  it('an EN 16931 invoice is judged by the CEN rules alone: VALID, though it has no Leitweg-ID', async () => {
    const [ubl, cii] = await validateFiles([en16931, en16931Cii], 'auto');
    expect(ubl).toEqual({ file: en16931, valid: true, findings: [] });
    expect(cii.valid).toBe(true);
    const [forced] = await validateFiles([en16931], 'xrechnung');
    expect(forced.valid).toBe(false);
    expect(ids(forced)).toContain('BR-DE-15');
  });

  it.each([
    [peppol, 'Peppol BIS Billing 3.0'],
    [
      withBt24('xr22.xml', 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.2'),
      'XRechnung 2.2',
    ],
    [
      withBt24('basic.xml', 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic'),
      'ZUGFeRD/Factur-X BASIC',
    ],
    [
      withBt24('extended.xml', 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended'),
      'ZUGFeRD/Factur-X EXTENDED',
    ],
  ])('%s: INVALID with one finding naming %s and what is needed', async (file, name) => {
    const [line] = await validateFiles([file], 'auto');
    expect(line.valid).toBe(false);
    expect(line.findings).toHaveLength(1);
    expect(line.findings[0]).toMatchObject({ ruleId: 'NO-SCENARIO', severity: 'error', bt: 'BT-24' });
    expect(line.findings[0].message).toContain(name);
    expect(line.findings[0].message).toContain('urn:cen.eu:en16931:2017');
    expect(line.findings[0].message).toContain('--profile');
  });

  it('--profile en16931 forces the CEN rules on a Peppol BIS file', async () => {
    const [line] = await validateFiles([peppol], 'en16931');
    expect(line.findings.map((f) => f.ruleId)).not.toContain('NO-SCENARIO');
    expect(line.valid).toBe(true);
  });

  it('--always-rules runs the rules after a schema error (a fragment judged by its rules)', async () => {
    const fragment = join(dir, 'fragment.xml');
    writeFileSync(
      fragment,
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID></Invoice>',
    );
    const [plain] = await validateFiles([fragment], 'auto');
    expect(ids(plain).every((id) => id === 'XSD:schema')).toBe(true);
    const [always] = await validateFiles([fragment], 'auto', undefined, true);
    expect(always.valid).toBe(false);
    expect(ids(always)[0]).toBe('XSD:schema');
    expect(ids(always)).toContain('BR-02'); // no invoice number
    expect(ids(always)).not.toContain('BR-DE-15'); // EN 16931: no Leitweg-ID needed
  });

  it('in threads: the same lines (NO-SCENARIO before the schema, schema findings before the rules)', async () => {
    const broken = join(dir, 'broken.xml');
    writeFileSync(
      broken,
      readFileSync(peppol, 'utf8').replace('<cbc:ID>', '<cbc:Nope/><cbc:ID>'), // schema-invalid and Peppol
    );
    const badEn = join(dir, 'bad-en.xml');
    // schema-invalid, and an invoice type code no list has (BR-CL-01)
    writeFileSync(
      badEn,
      readFileSync(en16931, 'utf8')
        .replace('<cbc:ID>', '<cbc:Nope/><cbc:ID>')
        .replace(/<cbc:InvoiceTypeCode>\d+</, '<cbc:InvoiceTypeCode>999<'),
    );
    const files = Array.from({ length: 100 }, () => [peppol, broken, badEn]).flat();
    for (const always of [false, true]) {
      const one = await validateFiles(files, 'auto', undefined, always);
      expect(await validateInThreads(files, 'auto', 2, always)).toEqual(one);
      expect(ids(one[1])).toEqual(['NO-SCENARIO']);
      expect(ids(one[2])[0]).toBe('XSD:schema');
      expect(ids(one[2]).includes('BR-CL-01')).toBe(always);
    }
  }, 120_000);
});

describe('xr validate arguments', () => {
  it('a folder, --files-from FILE and --files-from - give the batch; --profile forces one', () => {
    const list = join(dir, 'list.txt');
    writeFileSync(list, `${peppol}\n\n${en16931}\n`);
    const folder = parseArgs([xrechnungDir]);
    expect(folder.files.length).toBe(readdirSync(xrechnungDir).filter((f) => f.endsWith('.xml')).length);
    expect(folder.profile).toBe('auto');
    expect(parseArgs(['--files-from', list, en16931Cii]).files).toEqual([peppol, en16931, en16931Cii]);
    expect(parseArgs(['--files-from=-', '--profile=en16931'], () => `${peppol}\n`)).toMatchObject({
      files: [peppol],
      profile: 'en16931',
      alwaysRules: false,
    });
    expect(parseArgs(['--always-rules', '--profile', 'editor-en16931', peppol])).toMatchObject({
      alwaysRules: true,
      profile: 'editor-en16931',
    });
    expect(() => parseArgs(['--profile', 'b2b', peppol])).toThrow(/unknown profile: b2b/);
  });
});
