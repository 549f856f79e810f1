/**
 * Files other software wrote (the CEN's examples and test documents, `../shared/corpus/en16931-cen`)
 * through the import: a file whose BT-24 names EN 16931 or XRechnung 3 is taken in exactly when the
 * official validator accepts it in that profile (`--allow-en16931`, as KoSIT picks the scenario by
 * BT-24); each also with an unknown invoice currency (BT-5), which must be refused as it is officially.
 * One official call for all files; the counts are printed.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { officialVerdicts } from '@xr/xml/test/oracle/official';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany } from '../helpers';

const cen = fileURLToPath(new URL('../../../../shared/corpus/en16931-cen/', import.meta.url));
const all = ['ubl/examples', 'cii/examples', 'test/testfiles'].flatMap((d) =>
  readdirSync(join(cen, d))
    .filter((f) => /\.xml$/i.test(f))
    .sort()
    .map((f) => join(cen, d, f)),
);

/** BT-24 as written (UBL CustomizationID, CII guideline ID). */
const bt24 = (xml: string) =>
  /<cbc:CustomizationID>\s*([^<\s]*)/.exec(xml)?.[1] ??
  /<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>\s*([^<\s]*)/.exec(xml)?.[1];
const EN16931 = 'urn:cen.eu:en16931:2017';
const isOwnProfile = (id: string | undefined) =>
  id === EN16931 || (id ?? '').startsWith(`${EN16931}#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0`);

describe('CEN files of other producers through the import', () => {
  it('an EN 16931 or XRechnung 3 file is imported exactly when the official validator accepts it', async () => {
    const own = all.filter((f) => isOwnProfile(bt24(readFileSync(f, 'utf8'))));
    const folder = join(tmpdir(), `xr-cen-import-${process.pid}`);
    mkdirSync(folder, { recursive: true });
    const broken = own.map((f) => {
      const to = join(folder, `currency-XXX-${basename(f)}`);
      const xml = readFileSync(f, 'utf8').replace(
        /(<cbc:DocumentCurrencyCode[^>]*>|<ram:InvoiceCurrencyCode>)[^<]*/,
        '$1XXX',
      );
      writeFileSync(to, xml);
      return to;
    });
    const files = [...own, ...broken];
    const official = await officialVerdicts(files, ['--allow-en16931']);
    const t = await freshApp();
    const token = (await registerCompany(t, 'cen-import@a.example')).accessToken;
    const differ: string[] = [];
    let imported = 0;
    for (const [i, file] of files.entries()) {
      const r = await t.call('POST', 'api/v1_2/json-invoices', readFileSync(file, 'utf8'), token, {
        'content-type': 'application/xml',
      });
      const taken = r.status === 200;
      if (taken) imported++;
      if (taken !== official[i].valid)
        differ.push(`${basename(file)}: imported ${taken}, official ${official[i].valid}`);
    }
    rmSync(folder, { recursive: true, force: true });
    console.log(
      `${all.length} CEN files, ${own.length} naming EN 16931 or XRechnung 3, and as many with currency XXX: ` +
        `${imported} of ${files.length} imported, ${official.filter((v) => v.valid).length} VALID officially`,
    );
    expect(own.length).toBeGreaterThan(25);
    expect(imported).toBeGreaterThan(0);
    expect(imported).toBeLessThan(files.length);
    expect(differ).toEqual([]);
  }, 300_000);
});
