/**
 * XSD timings for the XML benchmark (`bench/xml.ts`): median ms of one XML Schema check (schemas
 * compiled once) for the testsuite's standard 01.01a business case in UBL and CII and for the
 * 1000-line fixture generated to UBL and CII, warm, one process. Goal: a typical invoice < 2 ms.
 */
import { readFileSync } from 'node:fs';
import { generateXml } from '@xr/xml/src/generate';
import { validateXsdText } from '@xr/xml/src/xsd';

const corpus = (path: string) =>
  readFileSync(new URL(`../../../shared/corpus/xrechnung-testsuite/${path}`, import.meta.url), 'utf8');

export function xsdCases(): [string, () => unknown, number][] {
  const large = JSON.parse(
    readFileSync(new URL('../../fixtures/invoices/lines-1000.json', import.meta.url), 'utf8'),
  );
  const check = (xml: string) => () => {
    if (!validateXsdText(xml).valid) throw new Error('benchmark document is not schema-valid');
  };
  const cases: [string, () => unknown, number][] = [];
  for (const [syntax, path] of [
    ['UBL', 'ubl/standard-01.01a-INVOICE_ubl.xml'],
    ['CII', 'cii/standard-01.01a-INVOICE_uncefact.xml'],
  ] as const) {
    cases.push([`XSD ${syntax}, testsuite 01.01a (goal < 2 ms)`, check(corpus(path)), 200]);
  }
  for (const syntax of ['ubl', 'cii'] as const) {
    const xml = generateXml(large, { syntax }).xml;
    cases.push([`XSD ${syntax.toUpperCase()}, 1000 lines`, check(xml), 15]);
  }
  return cases;
}
