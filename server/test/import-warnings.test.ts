// The e-invoice import answers with the warnings the official validation reports for the file (spec
// item 7 of issue 10): the rules' warnings and the syntax rules on the XML ("should not be present").
import { readFileSync } from 'node:fs';
import { officialVerdictsOfTexts } from '@xr/xml/test/oracle/official';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany } from './helpers';

const corpus = (path: string) =>
  readFileSync(new URL(`../../../shared/corpus/xrechnung-testsuite/${path}`, import.meta.url), 'utf8');
const ubl = corpus('ubl/cius-01.01_comprehensive_test_ubl.xml');
const cii = corpus('cii/cius-01.01_comprehensive_test_uncefact.xml');

const files = [
  { name: 'base.xml', xml: ubl },
  {
    name: 'ubl-warnings.xml',
    xml: ubl.replace(
      '<cbc:ID>1234567</cbc:ID>',
      '<cbc:ID schemeName="x">1234567</cbc:ID><cbc:CopyIndicator>false</cbc:CopyIndicator>',
    ),
  },
  {
    name: 'cii-warnings.xml',
    xml: cii.replace(
      '<ram:PersonName>Tim Tester</ram:PersonName>',
      '<ram:PersonName>Tim Tester</ram:PersonName><ram:DepartmentName>Einkauf</ram:DepartmentName>',
    ),
  },
];

describe('import answer: the warnings of the official validation', () => {
  it('lists the same warning ids as the official validator, with German texts; a file without any has none', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'warn@a.example');
    const official = await officialVerdictsOfTexts(files);
    for (const [k, f] of files.entries()) {
      const res = await t.call('POST', 'api/v1_2/json-invoices', f.xml, auth.accessToken, {
        'content-type': 'application/xml',
      });
      expect(res.status).toBe(200);
      expect(official[k].valid).toBe(true);
      const ids = res.data.warnings.map((w: { ruleId: string }) => w.ruleId).sort();
      expect(ids).toEqual([...official[k].warnings].sort());
      for (const w of res.data.warnings) {
        expect(w.severity).toBe('warning');
        if (/^(UBL|CII)-/.test(w.ruleId)) expect(w.message).toContain(w.ruleId);
        else expect(w.message).toEqual(expect.any(String));
      }
    }
    expect(official[1].warnings.length).toBeGreaterThan(0);
    expect(official[2].warnings.length).toBeGreaterThan(0);
  }, 120_000);
});
