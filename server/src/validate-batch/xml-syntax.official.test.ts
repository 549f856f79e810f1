// Rule-table rows for the XML-level checks of `xr validate`: a testsuite document with one change, the
// error ids we expect, and the same ids (and verdict) from the official validator, asked once for all
// rows. Each row is a disagreement class the agreement harness found.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OfficialVerdict, officialVerdicts } from '@xr/xml/test/oracle/official';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFiles } from './validate-files';

const suite = new URL('../../../../shared/corpus/xrechnung-testsuite/', import.meta.url);
const mutants = new URL('../../../../shared/corpus/mutants/', import.meta.url);
/** A mutant of the corpus (one edit of a testsuite document, mutants/expected.jsonl). */
const mutant = (name: string) => readFileSync(new URL(name, mutants), 'utf8');
const ubl = readFileSync(new URL('ubl/cius-01.01_comprehensive_test_ubl.xml', suite), 'utf8');
const cii = readFileSync(new URL('cii/cius-01.01_comprehensive_test_uncefact.xml', suite), 'utf8');
/** A SEPA direct debit (payment means 59, a mandate). */
const debit = readFileSync(new URL('ubl/standard-03.05a-INVOICE_ubl.xml', suite), 'utf8');
/** The same SEPA direct debit in CII. */
const debitCii = readFileSync(new URL('cii/standard-03.05a-INVOICE_uncefact.xml', suite), 'utf8');
/** A CII invoice of one line of 120 (category O), a seller with a tax number (FC). */
const twoLines = readFileSync(new URL('cii/standard-01.04a-INVOICE_uncefact.xml', suite), 'utf8');
/** The XRechnung extension (UBL). */
const extension = readFileSync(new URL('ubl/extension-04.01a-INVOICE_ubl.xml', suite), 'utf8');
/** The XRechnung extension (CII): item, seller, buyer and payee identifiers with DiGA schemes (XR01, XR03). */
const extensionCii = readFileSync(new URL('cii/extension-04.05a-INVOICE_uncefact.xml', suite), 'utf8');
/** A CII invoice with reverse charge (AE): a line, a breakdown and a document charge at rate 0. */
const reverseCharge = readFileSync(new URL('cii/standard-01.21a-INVOICE_uncefact.xml', suite), 'utf8');
/** A minimal UBL invoice, not subject to VAT (category O). */
const minimalUbl = readFileSync(new URL('ubl/cius-01.05_minimal_test_ubl.xml', suite), 'utf8');
/** A CII invoice that references a preceding invoice. */
const corrected = readFileSync(new URL('cii/standard-01.18a-INVOICE_uncefact.xml', suite), 'utf8');
/** A minimal CII invoice, not subject to VAT (category O). */
const minimal = readFileSync(new URL('cii/cius-01.05_minimal_test_uncefact.xml', suite), 'utf8');
/** A CII document with its header settlement (and what follows it) changed by `edit`. */
const inHeader = (xml: string, edit: (settlement: string) => string) => {
  const at = xml.indexOf('<ram:ApplicableHeaderTradeSettlement>');
  return xml.slice(0, at) + edit(xml.slice(at));
};
/** A CII invoice with four lines, each with a gross and a net price. */
const grossPrices = readFileSync(new URL('cii/standard-03.06a-INVOICE_uncefact.xml', suite), 'utf8');
/** Its SEPA credit transfer's IBAN. */
const minimalIban = 'DE75512108001245126199';
/** The first match of `re` written twice. */
const twice = (xml: string, re: RegExp) => xml.replace(re, (m) => m + m);
const PE = 'SCHEMATRON-PROCESSING-ERROR';
/** A CII payment means (BG-16). */
const paymentMeans =
  /<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/;

/**
 * A UBL document with a tax subtotal of another tax scheme than VAT after its first one: amounts, the
 * category code and its rate (none when undefined), and what else the category holds.
 */
const withOtherScheme = (
  xml: string,
  [taxable, tax, code, rate]: [string, string, string, string?],
  more = '',
  scheme = 'OTH',
) =>
  xml.replace(
    '</cac:TaxSubtotal>',
    `$&<cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">${taxable}</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">${tax}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>${code}</cbc:ID>${rate === undefined ? '' : `<cbc:Percent>${rate}</cbc:Percent>`}${more}<cac:TaxScheme><cbc:ID>${scheme}</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>`,
  );

/** A UBL invoice with reverse charge (AE): a line, a document charge and a breakdown at rate 0. */
const reverseChargeUbl = readFileSync(new URL('ubl/standard-01.21a-INVOICE_ubl.xml', suite), 'utf8');

/**
 * A UBL document whose `n`-th category of a line (`cac:ClassifiedTaxCategory`) or of an allowance or
 * charge (`cac:AllowanceCharge/cac:TaxCategory`) has the tax scheme `scheme` and, when given, the code
 * and the rate (none when null).
 */
const withScheme = (
  xml: string,
  of: 'line' | 'charge',
  n: number,
  scheme: string,
  code?: string,
  rate?: string | null,
) => {
  const found = [...xml.matchAll(/<cac:(ClassifiedTaxCategory|TaxCategory)>[\s\S]*?<\/cac:\1>/g)].filter(
    (m) => {
      const before = xml.slice(0, m.index);
      return of === 'line'
        ? m[1] === 'ClassifiedTaxCategory'
        : m[1] === 'TaxCategory' &&
            before.lastIndexOf('<cac:AllowanceCharge>') > before.lastIndexOf('<cac:TaxSubtotal>');
    },
  )[n];
  let category = found[0].replace(/(<cac:TaxScheme>\s*<cbc:ID>)[^<]*/, `$1${scheme}`);
  if (code !== undefined) category = category.replace(/(<cbc:ID>)[^<]*/, `$1${code}`);
  if (rate !== undefined)
    category = category
      .replace(/<cbc:Percent>[^<]*<\/cbc:Percent>/, '')
      .replace(/<\/cbc:ID>/, rate === null ? '$&' : `$&<cbc:Percent>${rate}</cbc:Percent>`);
  return xml.slice(0, found.index) + category + xml.slice(found.index + found[0].length);
};

interface Row {
  what: string;
  xml: string;
  /** The error-level ids, sorted. */
  errors: string[];
  /** The warning-level ids, sorted (compared when given). */
  warnings?: string[];
  /**
   * Each error and warning id is listed as often as the official validator lists it (once per context
   * node that fails the rule), not once per side that checks it (the model's rules and the XML's).
   */
  counted?: boolean;
}

const rows: Row[] = [
  { what: 'UBL base', xml: ubl, errors: [], warnings: [] },
  { what: 'CII base', xml: cii, errors: [], warnings: [] },
  {
    what: 'warnings: a UBL copy indicator and a schemeName attribute (should not be present)',
    xml: ubl.replace(
      '<cbc:ID>1234567</cbc:ID>',
      '<cbc:ID schemeName="x">1234567</cbc:ID><cbc:CopyIndicator>false</cbc:CopyIndicator>',
    ),
    errors: [],
    warnings: ['UBL-CR-004', 'UBL-DT-08'],
  },
  {
    what: 'warnings: a payment due date in the payment means of an invoice (UBL-CR-412)',
    xml: ubl.replace(
      /<cac:PaymentMeans>\s*<cbc:PaymentMeansCode([^>]*)>([^<]*)<\/cbc:PaymentMeansCode>/,
      (m) => `${m}<cbc:PaymentDueDate>2018-05-01</cbc:PaymentDueDate>`,
    ),
    errors: [],
    warnings: ['UBL-CR-412'],
  },
  {
    what: 'warnings: a CII document name and a contact with person and department (CII-SR-465)',
    xml: cii
      .replace(
        /(<rsm:ExchangedDocument>\s*(?:<!--[^>]*-->\s*)?<ram:ID>[^<]*<\/ram:ID>)/,
        '$1<ram:Name>Rechnung</ram:Name>',
      )
      .replace(
        '<ram:PersonName>Tim Tester</ram:PersonName>',
        '<ram:PersonName>Tim Tester</ram:PersonName><ram:DepartmentName>Einkauf</ram:DepartmentName>',
      ),
    errors: [],
    warnings: ['CII-SR-013', 'CII-SR-465'],
  },
  {
    what: 'UBL-SR-51: two address lines in one address',
    xml: twice(ubl, /<cac:AddressLine>[\s\S]*?<\/cac:AddressLine>/),
    errors: ['UBL-SR-51'],
  },
  {
    what: 'UBL-SR-52: two document references on a line',
    xml: twice(ubl, /<cac:DocumentReference>[\s\S]*?<\/cac:DocumentReference>/),
    errors: ['UBL-SR-52'],
  },
  {
    what: 'UBL-SR-46: two payment means texts',
    xml: twice(
      ubl.replace(/<cbc:PaymentMeansCode( name="[^"]*")?>/, '<cbc:PaymentMeansCode name="Überweisung">'),
      /<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/,
    ),
    errors: ['UBL-SR-46'],
  },
  {
    what: 'UBL-SR-31: a line charge with two reasons (the rule holds for every allowance or charge)',
    xml: ubl.replace(
      /(<cac:InvoiceLine>[\s\S]*?<cac:AllowanceCharge>[\s\S]*?)(<cbc:AllowanceChargeReason>[^<]*<\/cbc:AllowanceChargeReason>)/,
      '$1$2$2',
    ),
    errors: ['UBL-SR-31'],
  },
  {
    what: 'SCHEMATRON-PROCESSING-ERROR: two seller legal entities (the EN 16931 schematron stops; nothing else)',
    xml: twice(ubl, /<cac:PartyLegalEntity>[\s\S]*?<\/cac:PartyLegalEntity>/),
    errors: [PE],
  },
  {
    what: 'SCHEMATRON-PROCESSING-ERROR: two invoice periods (the XRechnung schematron stops; UBL-SR-08 stays)',
    xml: twice(ubl, /<cac:InvoicePeriod>[\s\S]*?<\/cac:InvoicePeriod>/),
    errors: [PE, 'UBL-SR-08'],
  },
  {
    what: 'SCHEMATRON-PROCESSING-ERROR: CII two line total amounts in the document totals',
    xml: cii.replace(
      /(<ram:SpecifiedTradeSettlementHeaderMonetarySummation>[\s\S]*?)(<ram:LineTotalAmount>[^<]*<\/ram:LineTotalAmount>)/,
      '$1$2$2',
    ),
    errors: [PE],
  },
  {
    what: 'SCHEMATRON-PROCESSING-ERROR: CII an item with two names',
    xml: twice(cii, /<ram:Name>[^<]*<\/ram:Name>(?=[\s\S]*?<\/ram:SpecifiedTradeProduct>)/),
    errors: [PE],
  },
  {
    what: 'CII-SR-463 and PEPPOL-EN16931-R043-1: a document charge without its charge indicator counts for no sum',
    xml: cii.replace(
      /(<ram:ApplicableHeaderTradeSettlement>[\s\S]*?<ram:SpecifiedTradeAllowanceCharge>\s*)<ram:ChargeIndicator>[\s\S]*?<\/ram:ChargeIndicator>/,
      '$1',
    ),
    errors: ['BR-CO-12', 'BR-E-08', 'CII-SR-463', 'PEPPOL-EN16931-R043-1'],
  },
  {
    what: 'BR-CL-24: an attachment MIME code outside the list',
    xml: ubl.replace(/mimeCode="[^"]*"/, 'mimeCode="application/zip"'),
    errors: ['BR-CL-24'],
  },
  {
    what: 'BR-CL-13: an item classification scheme outside UNTDID 7143',
    xml: cii.replace(/(<ram:ClassCode[^>]*listID=")[^"]*"/, '$1VAT"'),
    errors: ['BR-CL-13'],
  },
  {
    what: "BR-CL-23 (a warning): the gross price's unit outside UN/ECE Rec 20/21 beside the net price's own",
    xml: cii
      .replace(/(<ram:BasisQuantity\s+unitCode=")XPP"/, '$1E"')
      .replace(
        /(<ram:NetPriceProductTradePrice>\s*<ram:ChargeAmount>[^<]*<\/ram:ChargeAmount>)/,
        '$1<ram:BasisQuantity unitCode="XPP">1</ram:BasisQuantity>',
      ),
    // the gross unit also differs from the billed quantity's (PEPPOL-EN16931-R130), and the two prices'
    // base quantities differ in unit (BR-TMP-3)
    errors: ['BR-TMP-3', 'PEPPOL-EN16931-R130'],
    warnings: ['BR-CL-23'],
  },
  {
    what: 'BR-DEC-15 (CII): no VAT total in the VAT accounting currency (its currencyID mistyped)',
    xml: cii.replace('currencyID="GBP">', 'currencyID="DE">'),
    errors: ['BR-53', 'BR-CL-03', 'BR-DEC-15', 'PEPPOL-EN16931-R055'],
  },
  {
    what: 'BR-DEC-15 (CII): the VAT total in the VAT accounting currency with three decimals',
    xml: cii.replace(/(currencyID="GBP">)2048\.44/, '$12048.445'),
    errors: ['BR-DEC-15'],
  },
  {
    what: 'BR-TMP-2 (a warning): an external document location that is there but empty (CII)',
    xml: cii.replace('<ram:URIID>https://xeinkauf.de/xrechnung/</ram:URIID>', '<ram:URIID></ram:URIID>'),
    errors: ['PEPPOL-EN16931-R008'],
    warnings: ['BR-TMP-2'],
  },
  {
    what: 'BR-TMP-2 (a warning): an external document location that is there but empty (UBL)',
    xml: ubl.replace('<cbc:URI>https://xeinkauf.de/xrechnung/</cbc:URI>', '<cbc:URI></cbc:URI>'),
    errors: ['PEPPOL-EN16931-R008'],
    warnings: ['BR-TMP-2'],
  },
  {
    what: 'BR-TMP-2 (a warning): a UBL external reference without a URI',
    xml: ubl.replace('<cbc:URI>https://xeinkauf.de/xrechnung/</cbc:URI>', ''),
    // the reference left empty is an empty element (R008)
    errors: ['PEPPOL-EN16931-R008'],
    warnings: ['BR-TMP-2'],
  },
  {
    what: 'PEPPOL-EN16931-R061: a mandate reference that is there, though blank, is there',
    xml: debit.replace('<cbc:ID>[Mandate reference identifier]</cbc:ID>', '<cbc:ID> </cbc:ID>'),
    // blank is empty for R008, but there for R061
    errors: ['PEPPOL-EN16931-R008'],
  },
  {
    what: 'BR-CO-14 (UBL): a VAT total written twice, each consistent with its own breakdown',
    xml: twice(ubl, /<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>/),
    errors: ['BR-CO-15', 'BR-E-01', 'PEPPOL-EN16931-R053'],
  },
  {
    what: 'BR-DEX-14 (extension): a third party payment without an amount',
    xml: extension.replace(
      '  <cac:TaxTotal>',
      '  <cac:PrepaidPayment><cbc:ID>Zahlung Dritter</cbc:ID></cac:PrepaidPayment>\n  <cac:TaxTotal>',
    ),
    errors: ['BR-DEX-11', 'BR-DEX-12', 'BR-DEX-14'],
  },
  {
    what: 'PEPPOL-EN16931-R101 (CII): a line document reference of another type than 130',
    xml: cii.replace('<ram:TypeCode>130</ram:TypeCode>', '<ram:TypeCode>916</ram:TypeCode>'),
    errors: ['CII-DT-024', 'PEPPOL-EN16931-R101'],
  },
  {
    what: 'BR-O-11/12: a line without VAT information is no line of another category (CII)',
    xml: minimal.replace(/<ram:ApplicableTradeTax>[\s\S]*?<\/ram:ApplicableTradeTax>/, ''),
    errors: ['BR-CO-04', 'BR-O-01', 'BR-O-08', 'CII-SR-454'],
  },
  {
    what: 'BR-AE-07 and BR-AE-09 (CII): a negative zero as the charge rate and as the VAT amount',
    xml: reverseCharge
      .replace(/(<ram:CategoryTradeTax>[\s\S]*?<ram:RateApplicablePercent>)0\.00/, '$1-0.00')
      .replace(
        '<ram:CalculatedAmount>0.00</ram:CalculatedAmount>',
        '<ram:CalculatedAmount>-0.00</ram:CalculatedAmount>',
      ),
    errors: ['BR-AE-07', 'BR-AE-09', 'BR-CO-14'],
  },
  {
    what: 'BR-DE-30: a creditor identifier that is there, though empty, is there (UBL)',
    xml: debit.replace(/(<cbc:ID schemeID="SEPA">)[^<]*/, '$1'),
    errors: ['PEPPOL-EN16931-R008'],
  },
  {
    what: 'BR-DE-25-a (UBL): a direct debit without its mandate has no BG-19, so no BR-DE-31 either',
    xml: debit.replace(/<cac:PaymentMandate>[\s\S]*?<\/cac:PaymentMandate>/, ''),
    errors: ['BR-DE-25-a', 'PEPPOL-EN16931-R061'],
  },
  {
    what: 'BR-DE-31 (CII): without a payment means, the mandate and creditor identifier are BG-19 still',
    xml: debitCii.replace(
      /<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/,
      '',
    ),
    errors: ['BR-DE-1', 'BR-DE-31'],
  },
  {
    what: 'a VAT breakdown of category S with its tax amount twice stops the CEN schematron (CII)',
    xml: twice(cii, /<ram:CalculatedAmount>2048.44<\/ram:CalculatedAmount>/),
    errors: [PE],
  },
  ...['CalculatedAmount', 'BasisAmount'].map((name) => ({
    what: `a VAT breakdown of category O with its ${name} twice is read by the O rules only, which take both (CII)`,
    xml: twice(minimal, new RegExp(`<ram:${name}>[^<]*</ram:${name}>(?=[\\s\\S]*<ram:CategoryCode>O<)`)),
    errors: [],
  })),
  {
    what: "UBL-DT-06/07: an attachment's mime code and file name that are there, though empty, are there",
    xml: ubl.replace('mimeCode="application/pdf" filename="01_15_Anhang_01.pdf"', 'mimeCode="" filename=""'),
    errors: ['BR-CL-24'],
  },
  {
    what: 'BR-CO-10 (CII): the lines add up in xs:double, 4743.745 + 6037.5 rounds to 10781.24',
    xml: cii.replace('<ram:LineTotalAmount>4743.75<', '<ram:LineTotalAmount>4743.745<'),
    errors: ['BR-CO-10', 'BR-DEC-23'],
  },
  {
    what: 'BR-CO-10 (CII): a line of 120.005 in xs:double rounds to 120.00, the total of 120 holds',
    xml: twoLines.replace(
      '<ram:LineTotalAmount>120</ram:LineTotalAmount>',
      '<ram:LineTotalAmount>120.005</ram:LineTotalAmount>',
    ),
    errors: ['BR-DEC-23', 'BR-O-08'],
  },
  {
    what: 'BR-CO-11 (CII): allowances of 10.065 and 10 round to 20.06 in xs:double, not 20.07',
    xml: inHeader(cii, (settlement) =>
      settlement
        .replace(/(<udt:Indicator>false<\/udt:Indicator>[\s\S]*?<ram:ActualAmount>)10</, '$110.065<')
        .replace('<ram:AllowanceTotalAmount>20<', '<ram:AllowanceTotalAmount>20.07<'),
    ),
    errors: ['BR-CO-11', 'BR-CO-13', 'BR-DEC-01', 'PEPPOL-EN16931-R040'],
  },
  {
    what: 'PEPPOL-EN16931-R046 (CII): a price discount of 10.0000000000000000001 is not 10 (xs:decimal)',
    xml: cii.replace(
      '<ram:ActualAmount>10.000000000000000000</ram:ActualAmount>',
      '<ram:ActualAmount>10.0000000000000000001</ram:ActualAmount>',
    ),
    errors: ['PEPPOL-EN16931-R046'],
  },
  {
    what: "BR-65 (UBL): an item classification's scheme that is there, though empty, is there",
    xml: ubl.replace('<cbc:ItemClassificationCode listID="IB"', '<cbc:ItemClassificationCode listID=""'),
    errors: ['BR-CL-13'],
  },
  {
    what: "BR-65 (CII): an item classification's empty scheme is no scheme",
    xml: cii.replace('<ram:ClassCode listID="IB"', '<ram:ClassCode listID=""'),
    errors: ['BR-65', 'BR-CL-13'],
  },
  {
    what: "CII-SR-090: an item's country of origin without its code",
    xml: cii.replace(/(<ram:OriginTradeCountry>\s*)<ram:ID>DE<\/ram:ID>/, '$1'),
    errors: ['CII-SR-090', 'PEPPOL-EN16931-R008'],
  },
  {
    what: 'BR-55 (CII): a referenced preceding invoice without its number',
    xml: corrected.replace('<ram:IssuerAssignedID>PRG1502168</ram:IssuerAssignedID>', ''),
    errors: ['BR-55', 'PEPPOL-EN16931-R008'],
  },
  {
    what: "BR-O-12 (UBL): a line's VAT category without its code is a line of another category",
    xml: minimalUbl.replace(/(<cac:ClassifiedTaxCategory>\s*)<cbc:ID>O<\/cbc:ID>/, '$1'),
    errors: ['BR-CO-04', 'BR-O-08', 'BR-O-12'],
  },
  {
    what: "UBL-SR-19/20/21: the payee named as the seller's registration name, each reported once",
    xml: ubl.replace('<cbc:Name>[Payee name]</cbc:Name>', '<cbc:Name>[Seller name]</cbc:Name>'),
    errors: ['UBL-SR-19', 'UBL-SR-20', 'UBL-SR-21'],
    counted: true,
  },
  {
    what: 'BR-CL-16 (UBL): a payment means code outside UNTDID 4461, once',
    xml: mutant('01.07a-INVOICE_ubl__code-bt81-payment-means.xml'),
    errors: ['BR-CL-16'],
    counted: true,
  },
  {
    what: 'BR-CL-16 (CII): three payment means with a code outside UNTDID 4461, once each',
    xml: twice(
      twice(mutant('01.14a-INVOICE_uncefact__code-bt81-payment-means.xml'), paymentMeans),
      paymentMeans,
    ),
    errors: ['BR-CL-16'],
    counted: true,
  },
  {
    what: 'CII-SR-439: a line without its net price, once',
    xml: mutant('01.20a-INVOICE_uncefact__rm-bt146-net-price.xml'),
    errors: ['BR-26', 'BR-27', 'CII-SR-439', 'PEPPOL-EN16931-R046'],
    counted: true,
  },
  {
    what: 'CII-SR-439: four lines without their net price, once each',
    xml: grossPrices.replace(/<ram:NetPriceProductTradePrice>[\s\S]*?<\/ram:NetPriceProductTradePrice>/g, ''),
    errors: ['BR-26', 'BR-27', 'CII-SR-439', 'PEPPOL-EN16931-R046'],
    counted: true,
  },
  {
    what: 'BR-DE-19 (a warning, UBL): a SEPA credit transfer without an account, once',
    xml: mutant('01.05_minimal_test_ubl__pm58-no-payment-account.xml'),
    errors: ['BR-61', 'BR-DE-23-a'],
    warnings: ['BR-DE-19'],
    counted: true,
  },
  {
    what: 'BR-DE-19 (a warning, CII): two SEPA credit transfers without an account, once each',
    xml: twice(mutant('01.05_minimal_test_uncefact__pm58-no-payment-account.xml'), paymentMeans),
    errors: ['BR-DE-23-a'],
    warnings: ['BR-DE-19'],
    counted: true,
  },
  {
    what: 'BR-DE-19 (CII): an account with a proprietary identifier instead of an IBAN, once',
    xml: minimal.replace(
      `<ram:IBANID>${minimalIban}</ram:IBANID>`,
      '<ram:ProprietaryID>12345</ram:ProprietaryID>',
    ),
    errors: [],
    warnings: ['BR-DE-19'],
    counted: true,
  },
  {
    what: 'BR-DE-19 (UBL): an IBAN written in groups is an IBAN (KoSIT removes the spaces)',
    xml: minimalUbl.replace(minimalIban, 'DE75 5121 0800 1245 1261 99'),
    errors: [],
    warnings: [],
  },
  {
    what: "BR-DE-19 (CII): KoSIT checks an IBAN's check digits, not its country's length",
    xml: minimal.replace(minimalIban, 'DE2351210800124512619912'),
    errors: [],
    warnings: [],
  },
  {
    what: 'UBL-SR-07: a billing reference to a credit note has no invoice reference, once',
    xml: ubl.replace(
      /<cac:InvoiceDocumentReference>([\s\S]*?)<\/cac:InvoiceDocumentReference>/,
      '<cac:CreditNoteDocumentReference>$1</cac:CreditNoteDocumentReference>',
    ),
    errors: ['BR-55', 'UBL-SR-07'],
    counted: true,
  },
  {
    what: 'CII-SR-069: an item attribute without its name, once',
    xml: cii.replace('<ram:Description>[Description]</ram:Description>', ''),
    errors: ['BR-54', 'CII-SR-069'],
    counted: true,
  },
  {
    what: 'BR-CL-21 (CII): an item identifier of a DiGA scheme is information in the extension scenario',
    xml: extensionCii,
    errors: [],
    warnings: [],
    counted: true,
  },
  {
    what: 'BR-CL-21 (UBL): an item identifier of a DiGA scheme is information in the extension scenario',
    xml: extension.replace(
      '<cbc:Name>Sanitär und Zubehör</cbc:Name>',
      '$&<cac:StandardItemIdentification><cbc:ID schemeID="XR01">12345678</cbc:ID></cac:StandardItemIdentification>',
    ),
    errors: [],
    warnings: [],
    counted: true,
  },
  {
    what: "BR-CL-11 (CII): the seller's legal registration scheme outside ISO 6523 ICD, once",
    xml: cii.replace(
      '<ram:ID schemeID="0088">123456789</ram:ID>',
      '<ram:ID schemeID="XX99">123456789</ram:ID>',
    ),
    errors: ['BR-CL-11'],
    counted: true,
  },
  {
    what: "BR-CL-11 (CII): SEPA is no ICD code of the schematron's list, once per legal registration",
    xml: cii
      .replace('<ram:ID schemeID="0088">123456789</ram:ID>', '<ram:ID schemeID="SEPA">123456789</ram:ID>')
      .replaceAll('<ram:ID schemeID="0204">', '<ram:ID schemeID="SEPA">'),
    errors: ['BR-CL-11'],
    counted: true,
  },
  ...(
    [
      ['XR03', []],
      ['XX99', ['BR-DEX-05']],
      ['SEPA', ['BR-DEX-05']],
    ] as const
  ).map(
    ([scheme, errors]): Row => ({
      what: `BR-DEX-05 (CII extension): a seller's legal registration of scheme ${scheme} (BR-CL-11 is information)`,
      xml: extensionCii.replace(
        '<ram:Name>Rechnungssteller</ram:Name>',
        `$&<ram:SpecifiedLegalOrganization><ram:ID schemeID="${scheme}">123</ram:ID></ram:SpecifiedLegalOrganization>`,
      ),
      errors: [...errors],
      warnings: [],
      counted: true,
    }),
  ),
  {
    what: "BR-DEX-05 (UBL extension): SEPA is no scheme of the seller's legal registration",
    xml: extension.replace(
      '<cbc:CompanyID>1122334455</cbc:CompanyID>',
      '<cbc:CompanyID schemeID="SEPA">1122334455</cbc:CompanyID>',
    ),
    errors: ['BR-DEX-05'],
    warnings: [],
    counted: true,
  },
  {
    what: 'BR-S-02 (CII): four lines of category S without a seller tax registration, once per line',
    xml: mutant('01.05a-INVOICE_uncefact__rm-bt31-32-seller-tax-ids.xml'),
    errors: ['BR-DE-16', 'BR-S-02'],
    counted: true,
  },
  {
    what: 'BR-S-02 (CII): a tax registration of scheme VA that is there, though empty, is there',
    xml: mutant('01.05a-INVOICE_uncefact__rm-bt31-32-seller-tax-ids.xml').replace(
      '</ram:SellerTradeParty>',
      '<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA"/></ram:SpecifiedTaxRegistration>$&',
    ),
    errors: ['BR-CO-09', 'BR-DE-16', 'PEPPOL-EN16931-R008'],
    counted: true,
  },
  {
    what: 'BR-S-02 (UBL): lines of category S without a seller tax registration, once for the invoice',
    xml: mutant('01.07a-INVOICE_ubl__rm-bt31-32-seller-tax-ids.xml'),
    errors: ['BR-CO-26', 'BR-DE-16', 'BR-S-02'],
    counted: true,
  },
  {
    what: 'BR-AE-02 (CII): three lines of category AE without a buyer VAT identifier, once per line',
    xml: mutant('01.11a-INVOICE_uncefact__vat-ae-no-buyer-vat-id.xml'),
    errors: ['BR-AE-02'],
    counted: true,
  },
  {
    what: 'BR-AE-02 (UBL): lines of category AE without a buyer VAT identifier, once for the invoice',
    xml: mutant('01.07a-INVOICE_ubl__vat-ae-no-buyer-vat-id.xml'),
    errors: ['BR-AE-02'],
    counted: true,
  },
  {
    what: 'BR-O-02 (CII): two lines of category O and a seller VAT identifier, once per line',
    xml: twice(
      twoLines.replace(
        '<ram:ID schemeID="FC">12/345/67890</ram:ID>',
        '<ram:ID schemeID="VA">DE123456789</ram:ID>',
      ),
      /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>/,
    ),
    errors: ['BR-CO-10', 'BR-O-02', 'BR-O-08'],
    counted: true,
  },
  {
    what: "PEPPOL-EN16931-R044 (UBL): a line's price with two charges, once per charge",
    xml: ubl.replace(
      /<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>(\s*<cbc:Amount currencyID="EUR">10<\/cbc:Amount>\s*<cbc:BaseAmount[^>]*>168\.125<\/cbc:BaseAmount>\s*<\/cac:AllowanceCharge>)/,
      (_, rest) => `<cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator>${rest}`.repeat(2),
    ),
    errors: ['PEPPOL-EN16931-R044', 'UBL-SR-37'],
    counted: true,
  },
  {
    what: "PEPPOL-EN16931-R044 (UBL extension): a sub invoice line's price with a charge",
    xml: extension.replace(
      /<cbc:PriceAmount currencyID="EUR">335\.79<\/cbc:PriceAmount>\s*<cbc:BaseQuantity[^>]*>1<\/cbc:BaseQuantity>/,
      '$&<cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">1</cbc:Amount></cac:AllowanceCharge>',
    ),
    errors: ['PEPPOL-EN16931-R044'],
    counted: true,
  },
  ...(['L', 'M'] as const).map(
    (code): Row => ({
      what: `BR-${code === 'L' ? 'AF' : 'AG'}-08 (CII): never raised, its rates are read from the breakdown's parent (category ${code})`,
      xml: twoLines
        .replaceAll('<ram:CategoryCode>O</ram:CategoryCode>', `<ram:CategoryCode>${code}</ram:CategoryCode>`)
        .replace('<ram:BasisAmount>120</ram:BasisAmount>', '<ram:BasisAmount>100</ram:BasisAmount>'),
      errors: code === 'L' ? ['BR-AF-05', 'BR-AF-10'] : ['BR-AG-05', 'BR-AG-10'],
      counted: true,
    }),
  ),
  // a tax subtotal of another scheme than VAT is no VAT breakdown of the category rules (their contexts
  // ask for the scheme VAT): only BR-47/48 (no VAT category), BR-DE-14 (no rate) and the rules on every
  // subtotal (BR-CO-14, BR-CO-17 without a VAT rate, BR-S-01 …) take it
  {
    what: 'tax scheme: a second subtotal of category O and another scheme raises no BR-O-08…12',
    xml: withOtherScheme(ubl, ['5', '0', 'O']),
    errors: ['BR-47', 'BR-48', 'BR-DE-14'],
    counted: true,
  },
  {
    what: 'tax scheme: a second subtotal of category O and another scheme, with an exemption reason',
    xml: withOtherScheme(
      ubl,
      ['0', '0', 'O'],
      '<cbc:TaxExemptionReason>nicht steuerbar</cbc:TaxExemptionReason>',
    ),
    errors: ['BR-47', 'BR-48', 'BR-DE-14'],
    counted: true,
  },
  {
    what: 'tax scheme: a second subtotal of category S (19 %) and another scheme: BR-CO-17 without a VAT rate, no BR-S-08',
    xml: withOtherScheme(ubl, ['10', '1.90', 'S', '19']),
    errors: ['BR-47', 'BR-48', 'BR-CO-14', 'BR-CO-17'],
    counted: true,
  },
  {
    what: 'tax scheme: a second subtotal of category S without a rate and another scheme raises no BR-S-09',
    xml: withOtherScheme(ubl, ['0', '0', 'S']),
    errors: ['BR-47', 'BR-48', 'BR-DE-14'],
    counted: true,
  },
  ...(
    [
      ['E', '0'],
      ['Z', '0'],
      ['AE', '0'],
      ['K', '0'],
      ['G', '0'],
      ['L', '5'],
      ['M', '5'],
    ] as const
  ).map(
    ([code, rate]): Row => ({
      what: `tax scheme: a second subtotal of category ${code} and another scheme raises none of its category's rules`,
      xml: withOtherScheme(ubl, ['0', '0', code, rate]),
      errors: ['BR-47', 'BR-48'],
      counted: true,
    }),
  ),
  {
    what: 'tax scheme: a second subtotal of category Z and another scheme with VAT: BR-CO-17 once, no BR-Z-08/09',
    xml: withOtherScheme(ubl, ['10', '1', 'Z', '0']),
    errors: ['BR-47', 'BR-48', 'BR-CO-14', 'BR-CO-17'],
    counted: true,
  },
  {
    what: 'tax scheme: two subtotals of another scheme, BR-47/48 once per subtotal',
    xml: withOtherScheme(withOtherScheme(ubl, ['0', '0', 'Z', '0']), ['0', '0', 'O']),
    errors: ['BR-47', 'BR-48', 'BR-DE-14'],
    counted: true,
  },
  {
    what: "tax scheme: 'vat' in lower case and with spaces is the scheme VAT (a second VAT breakdown of category O)",
    xml: withOtherScheme(ubl, ['0', '0', 'O'], '', ' vat '),
    errors: ['BR-DE-14', 'BR-O-10', 'BR-O-11', 'BR-O-12', 'BR-O-13', 'BR-O-14'],
    counted: true,
  },
  {
    what: 'tax scheme: the only subtotal of another scheme (category O): no BR-CO-18, BR-O-01 finds no VAT breakdown of O',
    xml: minimalUbl.replace(/(<cac:TaxSubtotal>[\s\S]*?<cac:TaxScheme>\s*<cbc:ID>)VAT/, '$1OTH'),
    errors: ['BR-47', 'BR-48', 'BR-O-01'],
    counted: true,
  },
  {
    what: 'tax scheme: a subtotal of category S of another scheme and no standard-rated line: BR-S-01 counts it',
    xml: withOtherScheme(minimalUbl, ['0', '0', 'S', '19']),
    errors: ['BR-47', 'BR-48', 'BR-S-01'],
    counted: true,
  },
  // a line's or an allowance's category of another scheme than VAT: the model holds it as the line's
  // (allowance's) VAT category (the BR-x-08 sums and BR-S-01 take it), but the category rules select the
  // scheme VAT, so the XML decides them for such a document
  {
    what: 'tax scheme: lines of another scheme have no VAT category (BR-CO-04 once per such line), nor a standard-rated one of the scheme VAT (BR-S-02)',
    xml: withScheme(withScheme(ubl, 'line', 0, 'GST'), 'line', 1, 'GST'),
    errors: ['BR-CO-04', 'BR-S-02'],
    counted: true,
  },
  ...(
    [
      ['Z', '7'],
      ['E', '7'],
      ['AE', '7'],
      ['K', '7'],
      ['G', '7'],
      ['O', '0'],
      ['S', '0'],
      ['L', '-1'],
      ['M', '-1'],
    ] as const
  ).flatMap(([code, rate]): Row[] => [
    {
      what: `tax scheme: a line of category ${code} and another scheme at a wrong rate raises no line rate rule`,
      xml: withScheme(ubl, 'line', 0, 'GST', code, rate),
      // the line is no longer of category S (BR-S-08 sums its lines whatever their scheme)
      errors: code === 'E' ? ['BR-CO-04', 'BR-E-08', 'BR-S-08'] : ['BR-CO-04', 'BR-S-08'],
      counted: true,
    },
    {
      what: `tax scheme: an allowance and a charge of category ${code} and another scheme at a wrong rate raise none of its rules`,
      xml: withScheme(withScheme(ubl, 'charge', 0, 'GST', code, rate), 'charge', 2, 'OTH', code, rate),
      // no VAT category (BR-32, BR-37), and none of the category's rules
      errors: ['BR-32', 'BR-37'],
      counted: true,
    },
  ]),
  {
    what: "tax scheme: ' vat ' is the scheme VAT, the XML's line rate rule counts each VAT line (BR-Z-05 twice)",
    xml: withScheme(
      withScheme(withScheme(ubl, 'line', 0, ' vat ', 'Z', '7'), 'line', 1, 'VAT', 'Z', '7'),
      'charge',
      0,
      'GST',
    ),
    errors: ['BR-37', 'BR-S-01', 'BR-S-08', 'BR-Z-01', 'BR-Z-05'],
    counted: true,
  },
  {
    what: 'tax scheme: beside a line of another scheme, an allowance of the scheme VAT still fails its rate rule (BR-E-06)',
    xml: withScheme(withScheme(ubl, 'line', 0, 'GST'), 'charge', 2, 'VAT', 'E', '7'),
    errors: ['BR-CO-04', 'BR-E-06'],
    counted: true,
  },
  ...(['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M'] as const).map(
    (code): Row => ({
      what: `tax scheme: the only line of category ${code} and another scheme, no VAT identifiers: no BR-x-02, no BR-O-12`,
      xml: withScheme(minimalUbl, 'line', 0, 'GST', code, code === 'S' ? '19' : '0'),
      // BR-S-02 asks for a standard-rated line of the scheme VAT when any line is of code S
      // (its breakdown of category O is not the line's: BR-O-08; BR-DE-16 reads the code whatever the scheme)
      errors:
        code === 'S'
          ? ['BR-CO-04', 'BR-DE-16', 'BR-O-08', 'BR-S-01', 'BR-S-02']
          : ['BR-CO-04', 'BR-DE-16', 'BR-O-08'],
      counted: true,
    }),
  ),
  {
    what: 'tax scheme: a reverse charge line of another scheme and a charge of the scheme VAT without a buyer VAT identifier (BR-AE-04 only)',
    xml: withScheme(reverseChargeUbl, 'line', 0, 'GST').replace(
      /(<cac:AccountingCustomerParty>[\s\S]*?)<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/,
      '$1',
    ),
    errors: ['BR-AE-04', 'BR-CO-04'],
    counted: true,
  },
  ...(['VAT', 'GST'] as const).map(
    (scheme): Row => ({
      what: `tax scheme: a line's charge with a category of scheme ${scheme} (UBL-CR-558), which the model does not hold, is taken by the category rules of the scheme VAT`,
      xml: ubl.replace(
        /(<cac:InvoiceLine>[\s\S]*?<cac:AllowanceCharge>[\s\S]*?)(<\/cac:AllowanceCharge>)/,
        `$1<cac:TaxCategory><cbc:ID>Z</cbc:ID><cbc:Percent>7</cbc:Percent><cac:TaxScheme><cbc:ID>${scheme}</cbc:ID></cac:TaxScheme></cac:TaxCategory>$2`,
      ),
      errors: scheme === 'VAT' ? ['BR-Z-01', 'BR-Z-07'] : [],
      counted: true,
    }),
  ),
  ...(['L', 'M'] as const).map(
    (code): Row => ({
      what: `BR-${code === 'L' ? 'AF' : 'AG'}-01 (UBL): a VAT breakdown whose code ${code} is written with spaces is not the one its lines ask for`,
      xml: withScheme(minimalUbl, 'line', 0, 'VAT', code, '0').replace(
        /(<cac:TaxSubtotal>[\s\S]*?<cac:TaxCategory>\s*<cbc:ID>)O</,
        `$1 ${code} <`,
      ),
      // the breakdown is of code L (M) for its rules (BR-AF-10 …), not for BR-AF-01's first count
      errors:
        code === 'L'
          ? ['BR-AF-01', 'BR-AF-02', 'BR-AF-10', 'BR-DE-16']
          : ['BR-AG-01', 'BR-AG-02', 'BR-AG-10', 'BR-DE-16'],
      counted: true,
    }),
  ),
  {
    what: 'tax scheme: the code list and decimal rules take a subtotal of another scheme',
    xml: withOtherScheme(
      ubl,
      ['1.000', '0.000', 'X', '0'],
      '<cbc:TaxExemptionReasonCode>XX</cbc:TaxExemptionReasonCode>',
    ),
    errors: ['BR-47', 'BR-48', 'BR-CL-17', 'BR-CL-22', 'BR-DEC-19', 'BR-DEC-20', 'UBL-DT-01'],
    counted: true,
  },
];

let dir = '';
let official: OfficialVerdict[] = [];
let ours: Awaited<ReturnType<typeof validateFiles>> = [];
const errorIds = (ids: string[]) => [...new Set(ids)].sort();
/** The ids as listed, each as often as it is (sorted). */
const listed = (ids: string[]) => [...ids].sort();

/** A UBL party identifier (BT-29, BT-46, BT-60) of `scheme`. */
const partyId = (scheme: string) =>
  `<cac:PartyIdentification><cbc:ID schemeID="${scheme}">1</cbc:ID></cac:PartyIdentification>`;
/** The CII extension with the seller's, buyer's and payee's identifiers (all XR03) of `scheme`. */
const extensionPartiesOf = (scheme: string) =>
  extensionCii.replaceAll('schemeID="XR03"', `schemeID="${scheme}"`);

/**
 * BR-CO-16 in the XRechnung extension, and the identifier schemes of BR-CL-10, BR-CL-26 and the
 * extension's BR-DEX-04/05/08, per element as the schematrons read them.
 */
const schemeAndDueRows: Row[] = [
  {
    what: 'BR-CO-16 (CII extension): KoSIT lowers it in the UBL extension only, a wrong amount due fails',
    xml: extensionCii.replace('<ram:DuePayableAmount>119.00<', '<ram:DuePayableAmount>118.00<'),
    errors: ['BR-CO-16'],
  },
  {
    what: 'BR-CO-16 (CII extension): a missing amount due fails the sum as well',
    xml: extensionCii.replace('<ram:DuePayableAmount>119.00</ram:DuePayableAmount>', ''),
    errors: ['BR-15', 'BR-CO-16'],
  },
  {
    what: 'BR-CO-16 (UBL extension): information there, BR-DEX-09 (with the third party payments) decides',
    xml: extension.replace('>4918.84</cbc:PayableAmount>', '>4900.00</cbc:PayableAmount>'),
    errors: ['BR-DEX-09'],
  },
  {
    what: "BR-CL-10 (CII): SEPA is no ICD code of the schematron's list for the seller identifier either",
    xml: cii.replace('<ram:GlobalID schemeID="0088">987654321<', '<ram:GlobalID schemeID="SEPA">987654321<'),
    errors: ['BR-CL-10'],
    warnings: [],
    counted: true,
  },
  {
    what: "BR-CL-10 (CII): a buyer's global identifier beside its ram:ID (the model keeps the first), once",
    xml: cii.replace('<ram:ID>138</ram:ID>', '$&<ram:GlobalID schemeID="XX99">1</ram:GlobalID>'),
    errors: ['BR-CL-10'],
    warnings: ['CII-SR-450'],
    counted: true,
  },
  {
    what: "BR-CL-11, not BR-CL-10 (CII): a seller's ram:ID with a scheme is a ram:ID of the schematron",
    xml: cii.replace('<ram:ID>748387437438</ram:ID>', '<ram:ID schemeID="XX99">748387437438</ram:ID>'),
    errors: ['BR-CL-11'],
    counted: true,
  },
  {
    what: "BR-CL-26 (CII): the deliver-to party's global identifier beside its ram:ID",
    xml: cii.replace('<ram:ID>68</ram:ID>', '$&<ram:GlobalID schemeID="SEPA">1</ram:GlobalID>'),
    errors: ['BR-CL-26'],
    warnings: ['CII-SR-449'],
    counted: true,
  },
  {
    what: "BR-DEX-04 (CII extension): SEPA is no scheme of the seller's, buyer's or payee's identifier, once each",
    xml: extensionPartiesOf('SEPA'),
    errors: ['BR-DEX-04'],
    warnings: [],
    counted: true,
  },
  {
    what: "BR-DEX-04 (CII extension): a blank scheme passes (the extension's list holds two spaces in a row)",
    xml: extensionPartiesOf(''),
    errors: [],
    warnings: [],
    counted: true,
  },
  ...['SEPA', 'XX99'].map(
    (scheme): Row => ({
      what: `BR-DEX-05, not BR-DEX-04 (CII extension): a seller's ram:ID of scheme ${scheme}`,
      xml: extensionCii.replace(
        '<ram:ID>TEST_RECHNUNGSSTELLER</ram:ID>',
        `<ram:ID schemeID="${scheme}">TEST_RECHNUNGSSTELLER</ram:ID>`,
      ),
      errors: ['BR-DEX-05'],
      warnings: [],
      counted: true,
    }),
  ),
  {
    what: 'BR-CL-10 (UBL): a second buyer identifier outside ISO 6523 ICD (the model keeps one)',
    xml: ubl.replace('<cbc:ID>138</cbc:ID>\n      </cac:PartyIdentification>', `$&${partyId('XX99')}`),
    errors: ['BR-CL-10', 'UBL-SR-16'],
    counted: true,
  },
  {
    what: "BR-CL-10 (UBL): SEPA is the seller's and payee's only, not the deliver-to party's",
    xml: ubl.replace('<cac:DeliveryParty>', `$&${partyId('SEPA')}`),
    errors: ['BR-CL-10'],
    warnings: ['UBL-CR-392'],
    counted: true,
  },
  {
    what: "BR-DEX-04 (UBL extension): the seller's identifier of an unknown scheme, not of SEPA",
    xml: extension.replace(
      '<cbc:EndpointID schemeID="EM">seller@email.de</cbc:EndpointID>',
      `$&${partyId('SEPA')}${partyId('XX99')}`,
    ),
    errors: ['BR-DEX-04'],
    warnings: [],
    counted: true,
  },
  {
    what: "BR-DEX-07 (UBL extension): a blank electronic address scheme passes the extension's rule",
    xml: extension.replaceAll('<cbc:EndpointID schemeID="EM">', '<cbc:EndpointID schemeID="">'),
    errors: [],
    warnings: [],
    counted: true,
  },
  {
    what: "BR-DE-23-b (UBL): the seller's SEPA identifier (BT-90) is no direct debit group of a credit transfer",
    xml: debit
      .replace(
        /<cac:PaymentMandate>[\s\S]*?<\/cac:PaymentMandate>/,
        `<cac:PayeeFinancialAccount><cbc:ID>${minimalIban}</cbc:ID></cac:PayeeFinancialAccount>`,
      )
      .replace('<cbc:PaymentMeansCode>59<', '<cbc:PaymentMeansCode>58<'),
    errors: [],
    counted: true,
  },
  {
    what: "BR-DE-23-b (UBL): nor is the payee's, beside two credit transfers",
    xml: ubl.replace('<cac:PayeeParty>', `$&${partyId('SEPA')}`),
    errors: [],
    warnings: [],
    counted: true,
  },
];
rows.push(...schemeAndDueRows);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'xr-xml-syntax-'));
  const files = rows.map((r, k) => {
    const f = join(dir, `${k}.xml`);
    writeFileSync(f, r.xml);
    return f;
  });
  [official, ours] = await Promise.all([officialVerdicts(files), validateFiles(files, 'xrechnung')]);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('XML-level rules agree with the official validator', () => {
  rows.forEach((row, k) => {
    it(row.what, () => {
      const bases = [
        ubl,
        cii,
        debit,
        debitCii,
        twoLines,
        extension,
        minimal,
        minimalUbl,
        reverseCharge,
        corrected,
        grossPrices,
        reverseChargeUbl,
      ];
      expect(bases.includes(row.xml) || k < 2).toBe(k < 2);
      const mine = errorIds(ours[k].findings.filter((f) => f.severity === 'error').map((f) => f.ruleId));
      expect(mine).toEqual(row.errors);
      expect(errorIds(official[k].errors)).toEqual(row.errors);
      if (row.counted)
        for (const level of ['error', 'warning'])
          expect(
            listed(ours[k].findings.filter((f) => f.severity === level).map((f) => f.ruleId)),
            level,
          ).toEqual(listed(official[k].messages.filter((m) => m.level === level).map((m) => m.id)));
      expect(ours[k].valid).toBe(official[k].valid);
      if (row.warnings) {
        const mineW = errorIds(ours[k].findings.filter((f) => f.severity === 'warning').map((f) => f.ruleId));
        expect(mineW).toEqual(row.warnings);
        expect(errorIds(official[k].warnings)).toEqual(row.warnings);
      }
    });
  });
});
