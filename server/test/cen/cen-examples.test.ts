/**
 * The CEN's example invoices and test documents (`../shared/corpus/en16931-cen`: ubl/examples,
 * cii/examples, test/testfiles) through `xr validate`: verdict and exact error ids equal to the
 * official validator's, (1) each judged by the profile its BT-24 names, as KoSIT with
 * `--allow-en16931` (EN 16931 by the CEN rules, Peppol BIS and the rest NO-SCENARIO), and (2) each
 * forced to `--profile en16931`, as the CEN rules on any BT-24. One official call per comparison.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { officialVerdicts } from '@xr/xml/test/oracle/official';
import { describe, expect, it } from 'vitest';
import { validateFiles } from '../../src/validate-batch/validate-files';

const cen = fileURLToPath(new URL('../../../../shared/corpus/en16931-cen/', import.meta.url));
const anyScenario = fileURLToPath(
  new URL('../../../../shared/oracle/scenarios-en16931-any.xml', import.meta.url),
);
const files = ['ubl/examples', 'cii/examples', 'test/testfiles'].flatMap((d) =>
  readdirSync(join(cen, d))
    .filter((f) => /\.xml$/i.test(f))
    .sort()
    .map((f) => join(cen, d, f)),
);

/** Files whose forced EN 16931 verdict differs from the official one today. */
const KNOWN: string[] = [];

/** Error ids, the XML Schema's counted as one (the official validator names each message). */
const errorIds = (ids: string[]) =>
  [...new Set(ids.map((id) => (id.startsWith('XSD:') ? 'XSD' : id)))].sort();

async function compare(mode: 'auto' | 'en16931', options: string[]): Promise<string[]> {
  const [ours, official] = await Promise.all([validateFiles(files, mode), officialVerdicts(files, options)]);
  const differ: string[] = [];
  files.forEach((file, i) => {
    const mine = errorIds(ours[i].findings.filter((f) => f.severity === 'error').map((f) => f.ruleId));
    const theirs = errorIds(official[i].errors);
    if (ours[i].valid !== official[i].valid || mine.join() !== theirs.join())
      differ.push(
        `${file.slice(cen.length)}: ours ${mine.join(',') || 'VALID'} official ${theirs.join(',') || 'VALID'}`,
      );
  });
  return differ;
}

describe('CEN examples and test documents', () => {
  it('by the profile BT-24 names: as the official validator with --allow-en16931', async () => {
    expect(files.length).toBe(63);
    const differ = await compare('auto', ['--allow-en16931']);
    console.log(`CEN files, profile by BT-24: ${files.length - differ.length}/${files.length} as official`);
    expect(differ.filter((d) => !KNOWN.includes(d.split(':')[0]))).toEqual([]);
  }, 120_000);

  it('forced to EN 16931: as the official CEN rules on any BT-24', async () => {
    const differ = await compare('en16931', ['--allow-en16931', '--scenarios', anyScenario]);
    console.log(`CEN files, --profile en16931: ${files.length - differ.length}/${files.length} as official`);
    expect(differ.map((d) => d.split(':')[0]).sort()).toEqual([...KNOWN].sort());
  }, 120_000);
});
