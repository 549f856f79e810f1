/**
 * Round trip of the KoSIT testsuite: import → generate in the same syntax → the regenerated XML
 * carries every value and attribute of the original that belongs to a business term, compared
 * leaf by leaf (each difference listed). Values the import reported as having no place in the
 * model (notes) are the only ones allowed to be missing; standard and cius files have none that
 * belong to a BT (xml-import.test.ts), extension and cvd files may. Every regenerated document
 * is VALID by the official validator (one call for all, made before the tests).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateXml } from '../src/generate';
import { importInvoiceXml } from '../src/import';
import { differences } from './helpers/compare';
import { corpusFiles, readCorpus } from './helpers/corpus';
import { type OfficialVerdict, officialVerdictsOfTexts } from './oracle/official';

const files = [
  ...corpusFiles('xrechnung-testsuite/ubl').map((f) => ({
    ...f,
    folder: 'xrechnung-testsuite/ubl',
    syntax: 'ubl' as const,
  })),
  ...corpusFiles('xrechnung-testsuite/cii').map((f) => ({
    ...f,
    folder: 'xrechnung-testsuite/cii',
    syntax: 'cii' as const,
  })),
];

/**
 * Values the generation does not write back yet (xml/xslt/NOTES-from-import.md). Each entry must
 * still be missing — the test fails when one is fixed, so the list only shrinks.
 */
const pendingInGeneration: Record<string, RegExp[]> = {};

/** A difference inside an element the import reported as having no place in the model. */
function noted(difference: string, notes: string[]): boolean {
  const shape = difference.replace(/^line \d+: /, '').split(' = ')[0];
  return notes.some((n) => {
    const path = n.split(': ')[0].replace(/\b[a-z]+:/g, '');
    return shape === path || shape.startsWith(`${path}/`);
  });
}

const regenerated = new Map<string, { original: string; notes: string[]; xml: string }>();
const verdicts = new Map<string, OfficialVerdict>();

beforeAll(async () => {
  for (const f of files) {
    const original = readCorpus(f.folder, f.name);
    const { invoice, notes } = importInvoiceXml(original);
    regenerated.set(f.name, { original, notes, xml: generateXml(invoice, { syntax: f.syntax }).xml });
  }
  const names = [...regenerated.keys()];
  const official = await officialVerdictsOfTexts(
    names.map((name) => ({ name, xml: regenerated.get(name)?.xml ?? '' })),
  );
  for (const [i, name] of names.entries()) verdicts.set(name, official[i]);
}, 180_000);

describe('round trip import → generate (same syntax)', () => {
  it.each(files.map((f) => [f.name] as const))(
    '%s keeps every business term and is VALID officially',
    (name) => {
      const { original, notes, xml } = regenerated.get(name) ?? { original: '', notes: [], xml: '' };
      expect(verdicts.get(name)?.errors).toEqual([]);
      expect(verdicts.get(name)?.valid).toBe(true);
      const pending = pendingInGeneration[name] ?? [];
      const missing = differences(original, xml).filter((d) => !noted(d, notes));
      expect(missing.filter((d) => !pending.some((re) => re.test(d)))).toEqual([]);
      for (const re of pending)
        expect(
          missing.some((d) => re.test(d)),
          `${re} is written now: drop it from the pending list`,
        ).toBe(true);
    },
  );

  it('the comparison finds a lost value', () => {
    const original = readCorpus('xrechnung-testsuite/ubl', 'standard-01.01a-INVOICE_ubl.xml');
    const damaged = original.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');
    expect(differences(original, damaged)).toEqual([expect.stringMatching(/^BuyerReference = /)]);
  });
});
