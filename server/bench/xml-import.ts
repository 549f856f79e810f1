/**
 * Import timings for the XML benchmark (`bench/xml.ts`): median ms of importInvoiceXml for the
 * testsuite's standard 01.01a business case in UBL and CII and for the 1000-line fixture (generated
 * to UBL and CII once, then imported), warm, one process.
 */
import { readFileSync } from 'node:fs';
import { generateXml } from '@xr/xml/src/generate';
import { importInvoiceXml } from '@xr/xml/src/import';

const corpus = (path: string) =>
  readFileSync(new URL(`../../../shared/corpus/xrechnung-testsuite/${path}`, import.meta.url), 'utf8');

export function importCases(): [string, () => unknown, number][] {
  const large = JSON.parse(
    readFileSync(new URL('../../fixtures/invoices/lines-1000.json', import.meta.url), 'utf8'),
  );
  const cases: [string, () => unknown, number][] = [];
  for (const [syntax, path] of [
    ['UBL', 'ubl/standard-01.01a-INVOICE_ubl.xml'],
    ['CII', 'cii/standard-01.01a-INVOICE_uncefact.xml'],
  ] as const) {
    const xml = corpus(path);
    cases.push([`import ${syntax}, testsuite 01.01a (goal < 2 ms)`, () => importInvoiceXml(xml), 200]);
  }
  for (const syntax of ['ubl', 'cii'] as const) {
    const xml = generateXml(large, { syntax }).xml;
    cases.push([
      `import ${syntax.toUpperCase()}, 1000 lines (goal < 60 ms)`,
      () => importInvoiceXml(xml),
      15,
    ]);
  }
  return cases;
}
