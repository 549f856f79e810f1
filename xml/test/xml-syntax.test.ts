// XML-level rules of `xr validate` on real testsuite documents with one element repeated or changed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { xmlSyntaxFindings } from '../src/validate/xml-syntax';

const suite = new URL('../../../shared/corpus/xrechnung-testsuite/', import.meta.url);
const ubl = readFileSync(new URL('ubl/standard-01.01a-INVOICE_ubl.xml', suite), 'utf8');
const cii = readFileSync(new URL('cii/standard-01.01a-INVOICE_uncefact.xml', suite), 'utf8');
const ids = (xml: string, syntax: 'ubl' | 'cii') =>
  xmlSyntaxFindings(xml, syntax)
    .filter((f) => f.severity === 'error')
    .map((f) => f.ruleId);
/** The document with the first element matching `re` written twice. */
const twice = (xml: string, re: RegExp) => xml.replace(re, (m) => m + m);

describe('XML-level rules', () => {
  it('the testsuite documents raise nothing', () => {
    expect(ids(ubl, 'ubl')).toEqual([]);
    expect(ids(cii, 'cii')).toEqual([]);
  });

  it('UBL: repeated payment means due date (UBL-SR-45), different payment means codes (UBL-SR-47)', () => {
    const pm = /<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/;
    const withDue = ubl.replace(pm, (m) =>
      m.replace(
        '<cbc:PaymentMeansCode>',
        '<cbc:PaymentDueDate>2026-03-01</cbc:PaymentDueDate><cbc:PaymentMeansCode>',
      ),
    );
    expect(ids(twice(withDue, pm), 'ubl')).toEqual(['UBL-SR-45']);
    const other = twice(ubl, pm).replace(/(<cbc:PaymentMeansCode>)58(<\/cbc:PaymentMeansCode>)/, '$130$2');
    expect(ids(other, 'ubl')).toEqual(['UBL-SR-47']);
  });

  it('UBL: a sub invoice line (UBL-CR-646) and two tax categories on a line (UBL-SR-48)', () => {
    const sub = ubl.replace(
      '</cac:InvoiceLine>',
      '<cac:SubInvoiceLine><cbc:ID>1.1</cbc:ID></cac:SubInvoiceLine></cac:InvoiceLine>',
    );
    expect(ids(sub, 'ubl')).toContain('UBL-CR-646');
    expect(
      ids(twice(ubl, /<cac:ClassifiedTaxCategory>[\s\S]*?<\/cac:ClassifiedTaxCategory>/), 'ubl'),
    ).toEqual(['UBL-SR-48']);
  });

  it('CII: two payment terms (CII-SR-452/453), two taxes on a line (CII-SR-454), a 102 date with dashes (CII-DT-097)', () => {
    expect(
      ids(twice(cii, /<ram:SpecifiedTradePaymentTerms>[\s\S]*?<\/ram:SpecifiedTradePaymentTerms>/), 'cii'),
    ).toEqual(['CII-SR-452', 'CII-SR-453']);
    const lineTax =
      /(<ram:SpecifiedLineTradeSettlement>\s*)(<ram:ApplicableTradeTax>[\s\S]*?<\/ram:ApplicableTradeTax>)/;
    expect(ids(cii.replace(lineTax, '$1$2$2'), 'cii')).toEqual(['CII-SR-454']);
    const dashed = cii.replace(/(<udt:DateTimeString format="102">)(\d{4})(\d{2})(\d{2})/, '$1$2-$3-$4');
    expect(ids(dashed, 'cii')).toEqual(['CII-DT-097']);
  });

  it('the extension documents may have sub invoice lines', () => {
    const ext = readFileSync(new URL('ubl/extension-04.01a-INVOICE_ubl.xml', suite), 'utf8');
    expect(ext).toContain('SubInvoiceLine');
    expect(ids(ext, 'ubl')).toEqual([]);
  });

  it('a second payment means is checked too (BR-CL-16, BR-DE-23-a, BR-61)', () => {
    const pm = /<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/;
    const second = ubl.replace(
      pm,
      (m) => `${m}<cac:PaymentMeans><cbc:PaymentMeansCode>999</cbc:PaymentMeansCode></cac:PaymentMeans>`,
    );
    expect(ids(second, 'ubl')).toEqual(expect.arrayContaining(['BR-CL-16', 'UBL-SR-47']));
    const noAccount = ubl.replace(
      pm,
      (m) => `${m}<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode></cac:PaymentMeans>`,
    );
    expect(ids(noAccount, 'ubl')).toEqual(['BR-DE-23-a', 'BR-61']);
    const ciiPm =
      /<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/;
    const ciiNoAccount = cii.replace(
      ciiPm,
      (m) =>
        `${m}<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode></ram:SpecifiedTradeSettlementPaymentMeans>`,
    );
    expect(ids(ciiNoAccount, 'cii')).toEqual(['BR-DE-23-a']);
  });

  it('currency codes (BR-CL-03), one tax total with subtotals (R053), no price level charge (R044)', () => {
    // the VAT total is then in no document currency: BR-CO-15 fails with it
    expect(ids(ubl.replace('currencyID="EUR"', 'currencyID="EUX"'), 'ubl')).toEqual(['BR-CO-15', 'BR-CL-03']);
    const taxTotal = /<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>/;
    // a second VAT total in the document currency also fails BR-CO-15 (one total per currency)
    expect(ids(twice(ubl, taxTotal), 'ubl')).toEqual(['PEPPOL-EN16931-R053', 'BR-CO-15']);
    const charge = ubl.replace(
      /<cbc:PriceAmount currencyID="EUR">([^<]*)<\/cbc:PriceAmount>/,
      '<cbc:PriceAmount currencyID="EUR">$1</cbc:PriceAmount><cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">1.00</cbc:Amount></cac:AllowanceCharge>',
    );
    expect(ids(charge, 'ubl')).toContain('PEPPOL-EN16931-R044');
  });

  it('an empty element (PEPPOL-EN16931-R008); CII leaves out an empty ApplicableHeaderTradeDelivery', () => {
    expect(ids(ubl.replace(/<cbc:BuyerReference>[^<]*</, '<cbc:BuyerReference> <'), 'ubl')).toContain(
      'PEPPOL-EN16931-R008',
    );
    expect(ids(cii, 'cii')).not.toContain('PEPPOL-EN16931-R008');
    expect(ids(cii.replace(/<ram:BuyerReference>[^<]*</, '<ram:BuyerReference><'), 'cii')).toContain(
      'PEPPOL-EN16931-R008',
    );
  });

  it('VAT totals per currency: R053 (two with breakdown), R054 (BT-6 without its total), R055 (signs)', () => {
    const total = /<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>/;
    expect(ids(twice(ubl, total), 'ubl')).toContain('PEPPOL-EN16931-R053');
    const withTaxCurrency = ubl.replace(
      /(<cbc:DocumentCurrencyCode>EUR<\/cbc:DocumentCurrencyCode>)/,
      '$1<cbc:TaxCurrencyCode>USD</cbc:TaxCurrencyCode>',
    );
    expect(ids(withTaxCurrency, 'ubl')).toEqual(['PEPPOL-EN16931-R054', 'PEPPOL-EN16931-R055', 'BR-53']);
    const second = withTaxCurrency.replace(
      '<cac:TaxTotal>',
      '<cac:TaxTotal><cbc:TaxAmount currencyID="USD">-1.00</cbc:TaxAmount></cac:TaxTotal><cac:TaxTotal>',
    );
    expect(ids(second, 'ubl')).toEqual(['PEPPOL-EN16931-R055']);
    expect(ids(second.replace('-1.00', '25.00'), 'ubl')).toEqual([]);
    // CII without invoice currency: the VAT total in tax currency counts for nothing
    const noCurrency = cii.replace(
      /<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>/,
      '<ram:TaxCurrencyCode>USD</ram:TaxCurrencyCode>',
    );
    expect(ids(noCurrency, 'cii')).toContain('PEPPOL-EN16931-R054');
  });

  it('CII tax type code other than VAT (CII-DT-037), UBL party tax scheme without company id (UBL-SR-53)', () => {
    expect(
      ids(cii.replace('<ram:TypeCode>VAT</ram:TypeCode>', '<ram:TypeCode>GST</ram:TypeCode>'), 'cii'),
    ).toEqual(['BR-CO-04', 'CII-DT-037']);
    const scheme = /(<cac:PartyTaxScheme>[\s\S]*?)<cbc:CompanyID>[^<]*<\/cbc:CompanyID>/;
    expect(ids(ubl.replace(scheme, '$1'), 'ubl')).toEqual(['UBL-SR-53']);
  });

  it('a second payment means without its code (BR-49)', () => {
    const pm =
      /<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/;
    const second = cii.replace(pm, (m) => m.replace(/<ram:TypeCode>[^<]*<\/ram:TypeCode>/, '') + m);
    expect(ids(second, 'cii')).toEqual(['BR-49']);
  });
});
