/** The XML Schema check (libxml2, schemas compiled once) against the corpus and broken documents. */
import { describe, expect, it } from 'vitest';
import { validateXsd, validateXsdText } from '../src/xsd';
import { corpusFiles, readCorpus } from './helpers/corpus';

const testsuite = ['ubl', 'cii'].flatMap((syntax) =>
  corpusFiles(`xrechnung-testsuite/${syntax}`).map((f) => ({
    name: f.name,
    xml: readCorpus(`xrechnung-testsuite/${syntax}`, f.name),
  })),
);

describe('XSD check', () => {
  it('accepts every testsuite instance of both syntaxes', async () => {
    const results = await validateXsd(testsuite.map((f) => f.xml));
    const refused = testsuite.filter((_, i) => !results[i]?.valid).map((f) => f.name);
    expect(refused).toEqual([]);
    expect(testsuite.length).toBeGreaterThan(50);
  });

  it('refuses an element out of its place, with the line and the expected elements', () => {
    const ubl = testsuite.find((f) => f.name.endsWith('_ubl.xml'))?.xml as string;
    const result = validateXsdText(ubl.replace('<cbc:IssueDate>', '<cbc:Note>x</cbc:Note><cbc:IssueDate>'));
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatch(/^line \d+: .*Note.*not expected/);
  });

  it('refuses a CII document with an unknown element and a non-numeric amount', () => {
    const cii = testsuite.find((f) => f.name.endsWith('_uncefact.xml'))?.xml as string;
    const amount = cii.replace(/(<ram:GrandTotalAmount[^>]*>)[^<]+/, '$1zwölf');
    expect(validateXsdText(amount).valid).toBe(false);
  });

  it('refuses what is not well-formed or has no invoice root, and keeps the batch order', async () => {
    const [good, broken, foreign] = await validateXsd([
      testsuite[0]?.xml as string,
      '<Invoice><unclosed></Invoice>',
      '<Order xmlns="urn:example:order"/>',
    ]);
    expect(good?.valid).toBe(true);
    expect(broken?.valid).toBe(false);
    expect(foreign?.valid).toBe(false);
    expect(foreign?.errors[0]).toMatch(/no schema for root element/);
  });

  it('never reads a file named by the checked document', () => {
    const xml = `<!DOCTYPE Invoice SYSTEM "file:///etc/passwd"><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&ent;</Invoice>`;
    const result = validateXsdText(xml);
    expect(result.valid).toBe(false);
    expect(result.errors.join(' ')).not.toMatch(/root:x:0/);
  });
});
