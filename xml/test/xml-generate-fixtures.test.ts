/**
 * Every own fixture (fixtures/invoices/*.json) generates in each syntax it allows (third-party
 * payments: UBL only; 381 in UBL: a CreditNote), as it is and after the editor's load
 * normalisation (default VAT rows, BT-6 = BT-5, base quantity 0, ...). All documents pass the
 * XSDs (libxml2, schemas compiled once) and the official validator in ONE call, and the invoice read
 * back from each document passes the XRechnung profile of @xr/rules without an error: what the rules
 * see is exactly what the XML carries.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { evaluate, type Finding, onLoad } from '@xr/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateXml, type Syntax } from '../src/generate';
import { importInvoiceXml } from '../src/import';
import { validateXsd, type XsdResult } from '../src/xsd';
import { officiallyInvalid } from './oracle/invalid';

// biome-ignore lint/suspicious/noExplicitAny: invoice test data, edited freely
type Model = Record<string, any>;
const dir = new URL('../../fixtures/invoices/', import.meta.url);
const fixtures: [string, Model][] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(new URL(f, dir), 'utf8'))]);

const large = 'lines-1000';
const syntaxesOf = (m: Model): Syntax[] => (m.THIRD_PARTY_PAYMENT?.length ? ['ubl'] : ['ubl', 'cii']);

interface Doc {
  label: string;
  syntax: Syntax;
  xml: string;
  kind: string;
  model: Model;
}
const docs: Doc[] = [];
let xsd: XsdResult[] = [];
let refused: string[] = [];

beforeAll(async () => {
  for (const [name, model] of fixtures) {
    // The 1000-line invoice is there for size: generated and XSD-checked as it is, no more.
    const variants: [string, Model][] = [[name, model]];
    if (name !== large)
      variants.push([`${name} (editor-normalised)`, onLoad(structuredClone(model)).invoice as Model]);
    for (const [label, m] of variants)
      for (const syntax of syntaxesOf(m))
        docs.push({ label: `${label} ${syntax}`, syntax, model: m, ...generateXml(m, { syntax }) });
  }
  [xsd, refused] = await Promise.all([
    validateXsd(docs.map((d) => d.xml)),
    officiallyInvalid(docs.map((d) => ({ name: d.label, xml: d.xml }))),
  ]);
}, 120_000);

const errors = (findings: Finding[]) =>
  findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.pointer}`);

describe('own fixtures', () => {
  it('are there: the typical cases and the 1000-line invoice', () => {
    const names = fixtures.map(([n]) => n);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names).toEqual(expect.arrayContaining(['lines-1000', 'third-party-payment', 'credit-note-381']));
  });

  it('generate XSD-valid XML in every syntax they allow, as they are and editor-normalised', () => {
    const invalid = docs.flatMap((d, i) =>
      xsd[i].valid ? [] : [`${d.label}: ${xsd[i].errors.slice(0, 3).join(' | ')}`],
    );
    expect(invalid).toEqual([]);
    expect(docs.length).toBe(
      fixtures.reduce((n, [name, m]) => n + (name === large ? 1 : 2) * syntaxesOf(m).length, 0),
    );
  });

  it('are VALID by the official validator, every one of them', () => {
    expect(refused).toEqual([]);
  });

  it('give a CreditNote for 381 in UBL and keep third-party payments out of CII', () => {
    const credit = docs.find((d) => d.label === 'credit-note-381 ubl');
    expect(credit?.kind).toBe('CreditNote');
    expect(docs.some((d) => d.label.startsWith('third-party-payment') && d.syntax === 'cii')).toBe(false);
    const tpp = docs.find((d) => d.label === 'third-party-payment ubl');
    expect(tpp?.xml).toContain('<cac:PrepaidPayment>');
  });

  it('pass the XRechnung rules as read back from the XML', () => {
    const failing: string[] = [];
    for (const d of docs.filter((x) => !x.label.startsWith(large))) {
      const { invoice } = importInvoiceXml(d.xml);
      const found = errors(evaluate(invoice, { profile: 'xrechnung', syntax: d.syntax }));
      if (found.length > 0) failing.push(`${d.label}: ${found.join(', ')}`);
    }
    expect(failing).toEqual([]);
  }, 60_000);
});
