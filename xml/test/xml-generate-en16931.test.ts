/**
 * Generation in the en16931 profile (a business customer): BT-24 `urn:cen.eu:en16931:2017` in UBL
 * and CII, chosen by the invoice's own BT-24 or forced by the profile option. Corpus invoices of the
 * XRechnung testsuite, switched to a business customer without Leitweg-ID (BT-10 gone, the buyer's
 * electronic address an e-mail), must be VALID by the official validator's EN 16931 judgement
 * (`--allow-en16931`), read in one call.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { XmlError } from '../src/errors';
import { generateXml } from '../src/generate';
import { importInvoiceXml } from '../src/import';
import { EN16931_IDENTIFIER } from '../src/spec-version';
import { corpusFiles, readCorpus } from './helpers/corpus';
import { officialVerdictsOfTexts } from './oracle/official';

// biome-ignore lint/suspicious/noExplicitAny: invoice test data, edited freely
type Model = Record<string, any>;

const sources = [
  ['ubl', 'standard-01.01a-INVOICE_ubl.xml'],
  ['ubl', 'standard-01.05a-INVOICE_ubl.xml'],
  ['ubl', 'standard-02.03a-INVOICE_ubl.xml'],
  ['ubl', 'standard-01.07a-INVOICE_ubl.xml'],
  ['cii', 'standard-01.08a-INVOICE_uncefact.xml'],
  ['cii', 'standard-03.05a-INVOICE_uncefact.xml'],
  ['cii', 'cius-01.02_comprehensive_test_uncefact.xml'],
] as const;

/** The corpus invoice as an invoice to a business customer: EN 16931, no Leitweg-ID. */
function business(folder: 'ubl' | 'cii', name: string): Model {
  const m = importInvoiceXml(readCorpus(`xrechnung-testsuite/${folder}`, name)).invoice as Model;
  m.PROCESS_CONTROL = { ...m.PROCESS_CONTROL, Specification_identifier: { Content: EN16931_IDENTIFIER } };
  delete m.Buyer_reference;
  m.BUYER.Buyer_electronic_address = 'einkauf@kunde.example';
  m.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
  return m;
}

const documents: { name: string; xml: string }[] = [];

afterAll(async () => {
  const verdicts = await officialVerdictsOfTexts(documents, ['--allow-en16931']);
  const invalid = verdicts.flatMap((v, i) =>
    v.valid ? [] : [`${documents[i].name}: ${v.errors.join(', ')}`],
  );
  expect(documents.length).toBe(sources.length * 2 + 1);
  expect(invalid).toEqual([]);
}, 60_000);

describe('generation for a business customer (EN 16931)', () => {
  it('writes BT-24 urn:cen.eu:en16931:2017 in UBL and CII when the invoice names EN 16931, without BT-10', () => {
    for (const [folder, name] of sources) {
      const m = business(folder, name);
      for (const syntax of ['ubl', 'cii'] as const) {
        const g = generateXml(m, { syntax });
        documents.push({ name: `${name} ${syntax}`, xml: g.xml });
        expect(g.profile, name).toBe('en16931');
        expect(g.specification, name).toBe(EN16931_IDENTIFIER);
        expect(g.notices, name).toEqual([]);
        const back = importInvoiceXml(g.xml).invoice as Model;
        expect(back.PROCESS_CONTROL.Specification_identifier.Content, name).toBe(EN16931_IDENTIFIER);
        expect(back.Buyer_reference, name).toBeUndefined();
      }
    }
  });

  it('follows the profile asked for, whatever the invoice names', () => {
    const m = business('ubl', 'standard-01.01a-INVOICE_ubl.xml');
    const forced = generateXml(m, { syntax: 'ubl', profile: 'xrechnung' });
    expect(forced.profile).toBe('xrechnung');
    expect(forced.specification).toContain('xrechnung_3.0');
    const publicBuyer = importInvoiceXml(
      readCorpus('xrechnung-testsuite/ubl', 'standard-01.02a-INVOICE_ubl.xml'),
    ).invoice as Model;
    delete publicBuyer.Buyer_reference;
    const asBusiness = generateXml(publicBuyer, { syntax: 'cii', profile: 'en16931' });
    expect(asBusiness.specification).toBe(EN16931_IDENTIFIER);
    documents.push({ name: 'forced en16931 cii', xml: asBusiness.xml });
  });

  it('refuses an XRechnung version and third-party payments (an XRechnung extension) in EN 16931', () => {
    const m = business('ubl', 'standard-01.01a-INVOICE_ubl.xml');
    expect(() => generateXml(m, { syntax: 'ubl', spec: '3.0.2' })).toThrowError(XmlError);
    const tpp = business('ubl', 'standard-01.01a-INVOICE_ubl.xml');
    tpp.THIRD_PARTY_PAYMENT = [{ Third_party_payment_type: 'Porto', Third_party_payment_amount: 4.5 }];
    let error: unknown;
    try {
      generateXml(tpp, { syntax: 'ubl', profile: 'en16931' });
    } catch (e) {
      error = e;
    }
    expect((error as XmlError).messageKey).toBe('message.xml.generate.third_party_payment_xrechnung_only');
    expect((error as XmlError).en).toMatch(/XRechnung extension/);
  });

  it('generates every CEN example whose BT-24 is EN 16931 again as EN 16931 in both syntaxes, or refuses it with a notice', async () => {
    const written: { name: string; xml: string }[] = [];
    const refused: string[] = [];
    for (const folder of ['ubl', 'cii']) {
      for (const { name, path } of corpusFiles(`en16931-cen/${folder}/examples`)) {
        const m = importInvoiceXml(readFileSync(path, 'utf8')).invoice as Model;
        if (m.PROCESS_CONTROL?.Specification_identifier?.Content !== EN16931_IDENTIFIER) continue;
        for (const syntax of ['ubl', 'cii'] as const) {
          try {
            const g = generateXml(m, { syntax });
            expect(g.specification).toBe(EN16931_IDENTIFIER);
            written.push({ name: `${name} ${syntax}`, xml: g.xml });
          } catch (e) {
            if (!(e instanceof XmlError)) throw e;
            refused.push(`${name} ${syntax}: ${e.messageKey}`);
          }
        }
      }
    }
    // CII has no place for a price discount without gross price, nor for BT-6 equal to BT-5
    // nor for a credit note with an amount due but neither due date nor payment terms (BR-CO-25 holds
    // for every CII document, for a UBL Invoice only)
    expect(refused).toEqual([
      'guide-example2.xml cii: message.xml.generate.cii_discount_needs_gross_price',
      'sample-discount-price.xml cii: message.xml.generate.accounting_currency_equals_invoice_currency',
      'ubl-tc434-creditnote1.xml cii: message.xml.generate.cii_due_date_or_terms_needed',
      'ubl-tc434-example2.xml cii: message.xml.generate.cii_discount_needs_gross_price',
    ]);
    expect(written.length).toBe(27 * 2 - 4);
    const verdicts = await officialVerdictsOfTexts(written, ['--allow-en16931']);
    const invalid = verdicts.flatMap((v, i) =>
      v.valid ? [] : [`${written[i].name}: ${v.errors.join(', ')}`],
    );
    expect(invalid).toEqual([]);
  }, 60_000);
});
