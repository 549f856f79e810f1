/**
 * A business customer (BT-24 `urn:cen.eu:en16931:2017`) through the API: the server judges the
 * invoice by its own BT-24 (EN 16931 rules, no Leitweg-ID needed) on validation, generation and
 * the ZUGFeRD EN 16931 PDF; a public buyer's invoice still needs its Leitweg-ID. Every document is
 * checked by the official validator's EN 16931 judgement (one call).
 */
import { readFileSync } from 'node:fs';
import { importInvoiceXml } from '@xr/xml/src/import';
import { readCorpus } from '@xr/xml/test/helpers/corpus';
import { officialVerdictsOfTexts } from '@xr/xml/test/oracle/official';
import { describe, expect, it } from 'vitest';
import { embeddedInvoiceXml } from '../src/visual/facturx-read';
import { pdfJob } from '../src/visual/pdf-job';
import { freshApp, registerCompany, savePayload } from './helpers';

// biome-ignore lint/suspicious/noExplicitAny: invoice test data, edited freely
type Model = Record<string, any>;
const fixture = (name: string): Model =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

const EN16931 = 'urn:cen.eu:en16931:2017';

/** The public-buyer fixture as an invoice to a business: EN 16931, no Leitweg-ID, an e-mail address. */
function business(): Model {
  const m = fixture('domestic-s19-s7');
  delete m.Buyer_reference;
  m.PROCESS_CONTROL = { ...m.PROCESS_CONTROL, Specification_identifier: { Content: EN16931 } };
  m.BUYER.Buyer_electronic_address = 'einkauf@kunde.example';
  m.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
  return m;
}

const errorIds = (findings: { severity: string; ruleId: string }[]) =>
  findings.filter((f) => f.severity === 'error').map((f) => f.ruleId);

describe('invoices to a business customer (EN 16931)', () => {
  it('validate and generate UBL, CII and the ZUGFeRD EN 16931 PDF without a Leitweg-ID, VALID as EN 16931', async () => {
    const t = await freshApp();
    const { accessToken: token } = await registerCompany(t, 'b2b@a.example');
    const m = business();
    const checked = await t.call('POST', 'api/v1_2/json-validations', m, token);
    expect(checked.data).toMatchObject({ valid: true, errorCount: 0, profile: 'en16931' });
    expect(errorIds(checked.data.xrechnung)).toEqual([]);

    const ubl = await t.call('POST', 'api/v1_2/ubl-invoices', m, token);
    expect(ubl.status).toBe(200);
    expect(ubl.data.xml).toContain(`<cbc:CustomizationID>${EN16931}</cbc:CustomizationID>`);
    expect(ubl.data.xml).not.toContain('<cbc:BuyerReference>');
    const cii = await t.call('POST', 'api/v1_2/cefact-invoices', m, token);
    expect(cii.status).toBe(200);
    expect(cii.data.xml).toContain(`<ram:ID>${EN16931}</ram:ID>`);

    const saved = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ invoiceNumber: 'RE-2026-0001', json: JSON.stringify(m), jsongroupvalidation: true }),
      token,
    );
    const pdf = await t.call(
      'GET',
      `api/rechnung/visualisierungdata/${saved.data.id}?format=zugferd-en16931`,
      undefined,
      token,
    );
    expect(pdf.status).toBe(200);
    const embedded = await embeddedInvoiceXml(pdf.data);
    expect(embedded).toContain(`<ram:ID>${EN16931}</ram:ID>`);

    const documents = [
      { name: 'ubl.xml', xml: ubl.data.xml },
      { name: 'cii.xml', xml: cii.data.xml },
      { name: 'factur-x.xml', xml: embedded },
    ];
    const verdicts = await officialVerdictsOfTexts(documents, ['--allow-en16931']);
    expect(verdicts.map((v) => `${v.valid} ${v.errors.join(',')}`)).toEqual(['true ', 'true ', 'true ']);
  }, 120_000);

  it('makes the ZUGFeRD EN 16931 PDF of corpus invoices switched to a business customer, its XML VALID as EN 16931', async () => {
    const names = [
      'standard-01.01a-INVOICE_ubl.xml',
      'standard-01.05a-INVOICE_ubl.xml',
      'standard-02.03a-INVOICE_ubl.xml',
    ];
    const documents: { name: string; xml: string }[] = [];
    for (const name of names) {
      const m = importInvoiceXml(readCorpus('xrechnung-testsuite/ubl', name)).invoice as Model;
      delete m.Buyer_reference;
      m.PROCESS_CONTROL = { ...m.PROCESS_CONTROL, Specification_identifier: { Content: EN16931 } };
      m.BUYER.Buyer_electronic_address = 'einkauf@kunde.example';
      m.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
      const pdf = await pdfJob({ json: JSON.stringify(m), locale: 'de', format: 'zugferd-en16931' });
      const xml = await embeddedInvoiceXml(pdf);
      expect(xml, name).toContain(`<ram:ID>${EN16931}</ram:ID>`);
      documents.push({ name, xml });
    }
    const verdicts = await officialVerdictsOfTexts(documents, ['--allow-en16931']);
    expect(verdicts.map((v, i) => `${names[i]}: ${v.errors.join(',')}`)).toEqual(names.map((n) => `${n}: `));
  }, 120_000);

  it('still asks a public buyer (and the ZUGFeRD XRECHNUNG PDF) for the Leitweg-ID; refuses what EN 16931 has no place for, in the user language', async () => {
    const t = await freshApp();
    const { accessToken: token } = await registerCompany(t, 'b2g@a.example');
    const { Buyer_reference: _gone, ...publicWithout } = fixture('domestic-s19-s7');
    const checked = await t.call('POST', 'api/v1_2/json-validations', publicWithout, token);
    expect(checked.data).toMatchObject({ valid: false, profile: 'xrechnung' });
    expect(errorIds(checked.data.editor)).toContain('BR-DE-15');
    const refused = await t.call('POST', 'api/v1_2/ubl-invoices', publicWithout, token);
    expect(refused).toMatchObject({ status: 422, data: { messageKey: 'validation.invoice.invalid' } });

    const saved = await t.call(
      'POST',
      'api/rechnung',
      savePayload({
        invoiceNumber: 'RE-2026-0002',
        json: JSON.stringify(business()),
        jsongroupvalidation: true,
      }),
      token,
    );
    const asXRechnung = await t.call(
      'GET',
      `api/rechnung/visualisierungdata/${saved.data.id}?format=zugferd-xrechnung`,
      undefined,
      token,
    );
    // content EN 16931 has no place for is refused with the generator's notice, in the user's language
    await t.call('PUT', 'api/ssouser/locale', { locale: 'en' }, token);
    const withPayments = {
      ...business(),
      THIRD_PARTY_PAYMENT: [{ Third_party_payment_type: 'Porto', Third_party_payment_amount: 4.5 }],
    };
    const refusedEn = await t.call('POST', 'api/v1_2/ubl-invoices', withPayments, token);
    expect(refusedEn.status).toBe(422);
    expect(JSON.stringify(refusedEn.data)).toContain('Third-party payments are an XRechnung extension');
    expect(asXRechnung.status).toBeGreaterThanOrEqual(400);
    expect(asXRechnung.data.messageKey).toBe('validation.invoice.invalid');
    expect(errorIds(asXRechnung.data.findings ?? asXRechnung.data.details?.findings ?? [])).toContain(
      'BR-DE-15',
    );
  }, 120_000);
});
