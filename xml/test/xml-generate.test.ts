/**
 * Model → UBL / CII generation: the XML a receiver gets, checked against the official XSDs
 * (libxml2, schemas compiled once), by the official validator (one call for the documents of this file)
 * and for the details XRechnung prescribes.
 */
import { readFileSync } from 'node:fs';
import { evaluate, onLoad } from '@xr/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XmlError } from '../src/errors';
import { type GeneratedXml, generateXml } from '../src/generate';
import { importInvoiceXml } from '../src/import';
import { validateXsd, type XsdResult } from '../src/xsd';
import { officiallyInvalid } from './oracle/invalid';

// biome-ignore lint/suspicious/noExplicitAny: invoice test data, edited freely
type Model = Record<string, any>;

const base: Model = JSON.parse(readFileSync(new URL('./models/model-invoice.json', import.meta.url), 'utf8'));
const copy = (): Model => structuredClone(base);

function creditNote(): Model {
  const m = copy();
  m.Invoice_type_code = '381';
  return m;
}

/** The editor's load normalisation: default VAT rows, discount 0, gross price, base quantity 0, BT-6 = BT-5. */
function editorNormalised(): Model {
  const m = copy();
  m.VAT_accounting_currency_code = m.Invoice_currency_code;
  delete m.INVOICE_LINE[0].PRICE_DETAILS.Item_gross_price;
  delete m.INVOICE_LINE[0].PRICE_DETAILS.Item_price_discount;
  m.INVOICE_LINE[0].PRICE_DETAILS.Item_net_price = 100;
  return onLoad(m).invoice as Model;
}

const count = (xml: string, tag: string) =>
  xml.split(`<${tag}>`).length - 1 + xml.split(`<${tag} `).length - 1;

const cases: Record<string, () => GeneratedXml> = {
  ubl: () => generateXml(base, { syntax: 'ubl' }),
  cii: () => generateXml(base, { syntax: 'cii' }),
  creditNote: () => generateXml(creditNote(), { syntax: 'ubl' }),
  creditNoteCii: () => generateXml(creditNote(), { syntax: 'cii' }),
  normalisedUbl: () => generateXml(editorNormalised(), { syntax: 'ubl' }),
  normalisedCii: () => generateXml(editorNormalised(), { syntax: 'cii' }),
};
const out: Record<string, GeneratedXml> = {};
let xsd: Record<string, XsdResult> = {};
/** Documents the tests below generate, beyond `cases`, to be judged officially at the end. */
const more: { name: string; xml: string }[] = [];

beforeAll(async () => {
  for (const [name, make] of Object.entries(cases)) out[name] = make();
  const names = Object.keys(out);
  const results = await validateXsd(names.map((n) => out[n].xml));
  xsd = Object.fromEntries(names.map((n, i) => [n, results[i]]));
});

afterAll(async () => {
  const all = [...Object.entries(out).map(([name, g]) => ({ name, xml: g.xml })), ...more];
  expect(all.length).toBe(Object.keys(cases).length + 6);
  expect(await officiallyInvalid(all)).toEqual([]);
}, 60_000);

describe('generated XML', () => {
  it('is valid against the UBL 2.1 and CII D16B schemas in every variant', () => {
    for (const name of Object.keys(cases)) expect(xsd[name], name).toEqual({ valid: true, errors: [] });
  });

  it('passes the XRechnung rules as read back from the XML (every group of the model filled)', () => {
    for (const name of ['ubl', 'cii', 'normalisedUbl', 'normalisedCii']) {
      const syntax = name.endsWith('Cii') || name === 'cii' ? 'cii' : 'ubl';
      const { invoice, notes } = importInvoiceXml(out[name].xml);
      expect(notes, name).toEqual([]);
      const errors = evaluate(invoice, { profile: 'xrechnung', syntax, today: '2026-03-02' })
        .filter((f) => f.severity === 'error')
        .map((f) => `${f.ruleId} ${f.pointer}`);
      expect(errors, name).toEqual([]);
    }
  });

  it('gives a UBL Invoice, a UBL CreditNote for 381 and a CII document', () => {
    expect(out.ubl.kind).toBe('Invoice');
    expect(out.ubl.xml).toMatch(
      /^<\?xml[^>]*\?><Invoice [^>]*xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/,
    );
    expect(out.creditNote.kind).toBe('CreditNote');
    expect(out.creditNote.xml).toContain('xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(out.creditNote.xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(count(out.creditNote.xml, 'cac:CreditNoteLine')).toBe(2);
    expect(out.creditNote.xml).toContain('<cbc:CreditedQuantity unitCode="HUR">10</cbc:CreditedQuantity>');
    expect(out.cii.kind).toBe('CrossIndustryInvoice');
    expect(out.creditNoteCii.xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  it('writes the XRechnung identifiers and the party tax schemes', () => {
    const { xml } = out.ubl;
    expect(xml).toContain(
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>',
    );
    expect(xml).toContain('<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>');
    expect(xml).toContain(
      '<cac:PartyTaxScheme><cbc:CompanyID>DE123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme><cac:PartyTaxScheme><cbc:CompanyID>201/113/40209</cbc:CompanyID><cac:TaxScheme><cbc:ID>FC</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>',
    );
    expect(xml).toContain('<cbc:EndpointID schemeID="EM">rechnung@muster-bau.example</cbc:EndpointID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0204">04011000-12345-03</cbc:EndpointID>');
    expect(out.cii.xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(out.cii.xml).toContain('<ram:ID schemeID="FC">201/113/40209</ram:ID>');
    expect(out.cii.xml).toContain('<ram:URIID schemeID="EM">rechnung@muster-bau.example</ram:URIID>');
    expect(out.cii.xml).toContain('<ram:GlobalID schemeID="0088">4000001000005</ram:GlobalID>');
    expect(out.cii.xml).toContain('<ram:ID>L-77</ram:ID>');
  });

  it('formats amounts with 2 decimals, prices and quantities without float noise, CII dates as 102', () => {
    const { xml } = out.ubl;
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">1081.37</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:TaxableAmount currencyID="EUR">965.00</cbc:TaxableAmount>');
    expect(xml).toContain('<cbc:PriceAmount currencyID="EUR">12.3456</cbc:PriceAmount>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="KGM">2.5</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:Percent>19</cbc:Percent>');
    expect(out.cii.xml).toContain('<udt:DateTimeString format="102">20260302</udt:DateTimeString>');
    expect(out.cii.xml).toContain('<ram:DuePayableAmount>1081.37</ram:DuePayableAmount>');
    expect(out.cii.xml).toContain('<ram:TaxTotalAmount currencyID="EUR">185.51</ram:TaxTotalAmount>');
  });

  it('maps notes, payment means, attachments and references the XRechnung way', () => {
    const { xml } = out.ubl;
    expect(xml).toContain('<cbc:Note>#AAI#Lieferung &amp; Montage &lt;vor Ort&gt;</cbc:Note>');
    expect(count(xml, 'cac:PaymentMeans')).toBe(2);
    expect(xml).toContain('<cbc:PaymentMeansCode name="SEPA-Überweisung">58</cbc:PaymentMeansCode>');
    expect(xml).toContain(
      '<cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="aufmass.pdf">',
    );
    expect(xml).toContain(
      '<cbc:ID schemeID="AAA">OBJ-1</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>',
    );
    expect(xml).toContain('<cac:OriginatorDocumentReference><cbc:ID>LOS-3</cbc:ID>');
    expect(xml).toContain('<cbc:DescriptionCode>35</cbc:DescriptionCode>');
    expect(out.cii.xml).toContain('<ram:DueDateTypeCode>29</ram:DueDateTypeCode>');
    expect(count(out.cii.xml, 'ram:SpecifiedTradeSettlementPaymentMeans')).toBe(2);
    expect(out.cii.xml).toContain('<ram:IBANID>DE75512108001245126199</ram:IBANID>');
    expect(out.cii.xml).toContain(
      '<ram:IssuerAssignedID>LOS-3</ram:IssuerAssignedID><ram:TypeCode>50</ram:TypeCode>',
    );
  });

  it('puts BT-9 and BT-11 where a CreditNote has room for them', () => {
    const { xml } = out.creditNote;
    expect(xml).not.toContain('<cbc:DueDate>');
    expect(xml).toContain('<cbc:PaymentDueDate>2026-04-01</cbc:PaymentDueDate>');
    expect(xml).not.toContain('<cac:ProjectReference>');
    expect(xml).toContain('<cbc:ID>PRJ-7</cbc:ID><cbc:DocumentTypeCode>50</cbc:DocumentTypeCode>');
  });

  it('leaves out BT-6 equal to BT-5, base quantity 0 and VAT rows nothing uses', () => {
    for (const name of ['ubl', 'normalisedUbl']) {
      const { xml } = out[name];
      expect(xml, name).not.toContain('TaxCurrencyCode');
      expect(count(xml, 'cbc:BaseQuantity'), name).toBe(1);
      expect(count(xml, 'cac:TaxSubtotal'), name).toBe(2);
      expect(count(xml, 'cac:TaxTotal'), name).toBe(1);
    }
    for (const name of ['cii', 'normalisedCii']) {
      const { xml } = out[name];
      expect(xml, name).not.toContain('TaxCurrencyCode');
      // BT-149 is written on the net price and, when there is one, the gross price of line 1 only.
      expect(count(xml, 'ram:BasisQuantity'), name).toBe(2);
      expect(count(xml, 'ram:RateApplicablePercent'), name).toBe(2 + 2 + 2);
    }
    expect(editorNormalised().VAT_BREAKDOWN.length).toBeGreaterThan(3);
  });

  it('writes BT-6 and BT-111 when the accounting currency differs', () => {
    const m = copy();
    m.VAT_accounting_currency_code = 'USD';
    m.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency = 201.12;
    const ubl = generateXml(m, { syntax: 'ubl' }).xml;
    more.push({ name: 'accounting currency ubl', xml: ubl });
    expect(ubl).toContain('<cbc:TaxCurrencyCode>USD</cbc:TaxCurrencyCode>');
    expect(ubl).toContain(
      '<cac:TaxTotal><cbc:TaxAmount currencyID="USD">201.12</cbc:TaxAmount></cac:TaxTotal>',
    );
    const cii = generateXml(m, { syntax: 'cii' }).xml;
    more.push({ name: 'accounting currency cii', xml: cii });
    expect(cii).toContain('<ram:TaxTotalAmount currencyID="USD">201.12</ram:TaxTotalAmount>');
  });

  it('never writes an empty element, even from a draft holding empty strings', () => {
    const m = copy();
    m.Project_reference = '';
    m.SELLER.Seller_trading_name = '';
    m.BUYER.BUYER_CONTACT = {
      Buyer_contact_point: '',
      Buyer_contact_telephone_number: '',
      Buyer_contact_email_address: '',
    };
    m.PAYEE = { Payee_name: '' };
    m.INVOICE_NOTE.push({ Invoice_note_subject_code: '', Invoice_note: '' });
    m.INVOICE_LINE[1].INVOICE_LINE_PERIOD = { Invoice_line_period_start_date: '' };
    for (const syntax of ['ubl', 'cii'] as const) {
      const { xml } = generateXml(m, { syntax });
      more.push({ name: `draft with empty strings ${syntax}`, xml });
      expect(xml.match(/<([\w:]+)(\s[^>]*)?><\/\1>|<[\w:]+(\s[^>]*)?\/>/g), syntax).toBeNull();
      expect(xml, syntax).not.toMatch(/<(cac:PayeeParty|ram:PayeeTradeParty)>/);
      expect(xml, syntax).not.toContain('PRJ-7');
    }
  });
});

describe('content the syntax has no place for', () => {
  const thirdParty = () => {
    const m = copy();
    m.THIRD_PARTY_PAYMENT = [
      {
        Third_party_payment_type: 'Porto',
        Third_party_payment_amount: 4.5,
        Third_party_payment_description: 'Versand',
      },
    ];
    // BR-DEX-09: the amount due includes what the third party pays
    m.DOCUMENT_TOTALS.Amount_due_for_payment = 1085.87;
    return m;
  };

  it('writes third-party payments in a UBL Invoice with the Extension identifier', () => {
    const { xml } = generateXml(thirdParty(), { syntax: 'ubl' });
    more.push({ name: 'third-party payment ubl', xml });
    expect(xml).toContain(
      '<cac:PrepaidPayment><cbc:ID>Porto</cbc:ID><cbc:PaidAmount currencyID="EUR">4.50</cbc:PaidAmount><cbc:InstructionID>Versand</cbc:InstructionID></cac:PrepaidPayment>',
    );
    expect(xml).toContain('#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0</cbc:CustomizationID>');
  });

  it('refuses third-party payments in CII and in a UBL CreditNote', () => {
    const refused = (m: Model, syntax: 'ubl' | 'cii') => {
      try {
        generateXml(m, { syntax });
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const cii = refused(thirdParty(), 'cii');
    expect(cii).toBeInstanceOf(XmlError);
    expect((cii as XmlError).messageKey).toBe('message.xml.generate.third_party_payment_ubl_only');
    expect((cii as XmlError).message).toMatch(/Zahlungen durch Dritte/);
    const cn = refused({ ...thirdParty(), Invoice_type_code: '381' }, 'ubl');
    expect((cn as XmlError).messageKey).toBe('message.xml.generate.third_party_payment_not_in_credit_note');
  });

  it('turns a value the stylesheet cannot read into an XmlError, not a crash', () => {
    const m = copy();
    m.DOCUMENT_TOTALS.Amount_due_for_payment = 'zwölf';
    for (const syntax of ['ubl', 'cii'] as const) {
      let error: unknown;
      try {
        generateXml(m, { syntax });
      } catch (e) {
        error = e;
      }
      expect(error, syntax).toBeInstanceOf(XmlError);
      expect((error as XmlError).messageKey).toBe('message.xml.generate.technical_error');
      expect((error as XmlError).detail).toMatch(/FORG0001|zwölf/);
    }
  });

  it('refuses a second preceding invoice in CII (D16B holds one)', () => {
    const m = copy();
    m.PRECEDING_INVOICE_REFERENCE.push({ Preceding_Invoice_reference: 'RE-2026-0002' });
    expect(() => generateXml(m, { syntax: 'cii' })).toThrowError(/nur eine vorausgegangene Rechnung/);
    const ubl = generateXml(m, { syntax: 'ubl' }).xml;
    more.push({ name: 'two preceding invoices ubl', xml: ubl });
    expect(count(ubl, 'cac:BillingReference')).toBe(2);
  });
});
