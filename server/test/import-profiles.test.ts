/**
 * An imported e-invoice is judged by the profile its BT-24 names (issue 25): EN 16931, Peppol BIS and
 * the ZUGFeRD/Factur-X profiles by the EN 16931 rules with a note naming the profile read (no
 * Leitweg-ID needed), XRechnung 2.x raised to 3.0, MINIMUM refused as no invoice under § 14 UStG,
 * ZUGFeRD 1.0 refused naming the version, a file that breaks its profile's rules refused with its
 * findings; a ZUGFeRD PDF written by the product's PDF writer, with a 1.0 XML beside the 2.x one.
 * Real files of the corpus, English when the client asks for it.
 */
import { readFileSync } from 'node:fs';
import { corpusUrl } from '@xr/xml/test/helpers/corpus';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { invoicePdf } from '../src/visual/invoice-pdf';
import { freshApp, registerCompany } from './helpers';

const read = (p: string) => readFileSync(new URL(p, corpusUrl), 'utf8');
const en16931Ubl = read('en16931-cen/ubl/examples/ubl-tc434-example1.xml');
const en16931Cii = read('en16931-cen/cii/examples/CII_example2.xml');
const peppol = read('en16931-cen/test/testfiles/BIS_Billing_30-DataIT.xml');
const xrechnung = read('xrechnung-testsuite/ubl/standard-01.14a-INVOICE_ubl.xml');
const ciiWithId = (id: string) =>
  en16931Cii.replace(/(<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*(<)/, `$1${id}$2`);
const zugferd1 = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12">
  <rsm:SpecifiedExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:SpecifiedExchangedDocumentContext>
</rsm:CrossIndustryDocument>`;

async function setup() {
  const t = await freshApp();
  const token = (await registerCompany(t, 'profiles@a.example')).accessToken;
  const post = (body: string | Uint8Array, lang = 'de') =>
    t.call('POST', 'api/v1_2/json-invoices', body, token, {
      'content-type': typeof body === 'string' ? 'application/xml' : 'application/pdf',
      'accept-language': lang,
    });
  return { post };
}

describe('import judged by the profile its BT-24 names', () => {
  it('EN 16931 (UBL, CII) and Peppol BIS: taken in by the EN 16931 rules, with a note naming the profile', async () => {
    const { post } = await setup();
    for (const [xml, name] of [
      [en16931Ubl, 'EN 16931'],
      [en16931Cii, 'EN 16931'],
      [peppol, 'Peppol BIS Billing 3.0'],
    ]) {
      const r = await post(xml);
      expect(r.status, name).toBe(200);
      expect(r.data.profile).toBe('en16931');
      expect(r.data.notes[0]).toBe(
        `Gelesen als ${name}: geprüft nach den Regeln der EN 16931 (Rechnung an ein Unternehmen).`,
      );
    }
    const english = await post(en16931Ubl, 'en');
    expect(english.data.notes[0]).toBe(
      'Read as EN 16931: checked by the rules of EN 16931 (an invoice to a business).',
    );
    // an XRechnung 3 file stays an XRechnung, without a note about its profile
    const xr = await post(xrechnung);
    expect(xr.status).toBe(200);
    expect(xr.data.profile).toBe('xrechnung');
    expect(xr.data.notes.join(' ')).not.toMatch(/Gelesen als/);
  });

  it('ZUGFeRD/Factur-X BASIC and EXTENDED by the EN 16931 rules; XRechnung 2.2 raised to 3.0', async () => {
    const { post } = await setup();
    const basic = await post(ciiWithId('urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic'));
    expect(basic.status).toBe(200);
    expect(basic.data.notes[0]).toMatch(/^Gelesen als ZUGFeRD\/Factur-X BASIC/);
    const extended = await post(ciiWithId('urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended'));
    expect(extended.data.notes[0]).toMatch(/^Gelesen als ZUGFeRD\/Factur-X EXTENDED/);
    const old = xrechnung.replace(
      /<cbc:CustomizationID>[^<]*</,
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.2<',
    );
    const raised = await post(old, 'en');
    expect(raised.status).toBe(200);
    expect(raised.data.profile).toBe('xrechnung');
    expect(raised.data.notes[0]).toBe(
      'The file is an XRechnung 2.2; it was raised to XRechnung 3.0 (specification identifier BT-24) and checked by its rules.',
    );
    expect(raised.data.invoice.PROCESS_CONTROL.Specification_identifier.Content).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    );
  });

  it('refuses MINIMUM and BASIC WL as no invoices under § 14 UStG, and ZUGFeRD 1.0 naming the version', async () => {
    const { post } = await setup();
    for (const [id, name] of [
      ['urn:factur-x.eu:1p0:minimum', 'ZUGFeRD/Factur-X MINIMUM'],
      ['urn:factur-x.eu:1p0:basicwl', 'ZUGFeRD/Factur-X BASIC WL'],
    ]) {
      const r = await post(ciiWithId(id));
      expect(r.status).toBe(400);
      expect(r.data.messageKey).toBe('import.error.notAnInvoiceProfile');
      expect(r.data.message).toContain(`im Profil ${name} geschrieben`);
      expect(r.data.message).toContain('§ 14 UStG');
    }
    const old = await post(zugferd1, 'en');
    expect(old.status).toBe(400);
    expect(old.data.messageKey).toBe('import.error.zugferd1');
    expect(old.data.message).toContain('it is a ZUGFeRD 1.0 invoice (ZUGFeRD 1.0 COMFORT)');
  });

  it("a file that breaks its own profile's rules is refused with the findings, in plain words", async () => {
    const { post } = await setup();
    const broken = en16931Ubl.replace(/<cbc:InvoiceTypeCode>\d+</, '<cbc:InvoiceTypeCode>999<');
    for (const lang of ['de', 'en']) {
      const r = await post(broken, lang);
      expect(r.status).toBe(400);
      expect(r.data.messageKey).toBe('import.error.business');
      const ids = r.data.findings.map((f: { ruleId: string }) => f.ruleId);
      expect(ids).toEqual(['BR-CL-01']); // judged as EN 16931: no BR-DE-15 for the missing Leitweg-ID
      expect(r.data.findings[0].message).toMatch(lang === 'de' ? /Rechnungsart|Code/ : /type code|code/i);
    }
  });

  it('a ZUGFeRD EN 16931 PDF of the product opens; of a 1.0 and a 2.x XML the 2.x one is read', async () => {
    const { post } = await setup();
    const model = (await post(en16931Cii)).data.invoice;
    const pdf = await invoicePdf(model, {
      locale: 'de',
      facturX: { xml: en16931Cii, profile: 'EN 16931' },
      now: new Date('2026-03-02T10:00:00Z'),
    });
    const r = await post(pdf);
    expect(r.status).toBe(200);
    expect(r.data.profile).toBe('en16931');
    expect(r.data.invoice.Invoice_number).toEqual(model.Invoice_number);
    // the same PDF with a ZUGFeRD 1.0 XML embedded first
    const doc = await PDFDocument.load(pdf);
    await doc.attach(new TextEncoder().encode(zugferd1), 'ZUGFeRD-invoice.xml', { mimeType: 'text/xml' });
    const both = await post(await doc.save());
    expect(both.status).toBe(200);
    expect(both.data.invoice.INVOICE_LINE.length).toBe(model.INVOICE_LINE.length);
  });
});
