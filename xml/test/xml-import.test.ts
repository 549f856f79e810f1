/**
 * Import of the KoSIT testsuite (UBL and CII): lossless. Every leaf value of each file is found
 * in the imported model or in the import's notes; standard and cius files give no note except
 * for content that is no business term; values are typed as the model says.
 */
import { describe, expect, it } from 'vitest';
import { importInvoiceXml } from '../src/import';
import { corpusFiles, leaves, readCorpus } from './helpers/corpus';

/** Syntax constants and code-list qualifiers: values that are no business term. */
const constantShapes = [
  /TaxScheme\/ID$/, // VAT / FC
  /ChargeIndicator(\/Indicator)?$/,
  /\/@format$/,
  /(ApplicableTradeTax|CategoryTradeTax)\/TypeCode$/,
  /DocumentTypeCode$/,
  /AdditionalReferencedDocument\/TypeCode$/,
  /SpecifiedTaxRegistration\/ID\/@schemeID$/, // VA / FC decide BT-31 vs BT-32
  /CustomizationID$|ProfileID$/,
];
/** Syntax markers recognised by their value. */
const constantValues: [RegExp, string][] = [
  [/PartyIdentification\/ID\/@schemeID$/, 'SEPA'], // BT-90 marker
  [/SpecifiedProcuringProject\/Name$/, 'Project reference'], // filler CII requires
];

function modelValues(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) modelValues(v, into);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) modelValues(v, into);
  else if (typeof value === 'number') into.add(`n:${value}`);
  else if (typeof value === 'string') into.add(value.trim());
  return into;
}

const ciiTaxPointCodes: Record<string, string> = { '5': '3', '29': '35', '72': '432' };

function variants(leaf: { shape: string; value: string }): string[] {
  const v = leaf.value;
  const out = [v];
  if (/^[-+]?\d+(\.\d+)?$/.test(v)) out.push(`n:${Number(v)}`);
  if (/^\d{8}$/.test(v)) out.push(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`);
  const note = /^#([A-Z]{3})#(.*)$/s.exec(v);
  if (note) out.push(note[2].trim(), note[1]);
  if (leaf.shape.endsWith('DueDateTypeCode') && ciiTaxPointCodes[v]) out.push(ciiTaxPointCodes[v]);
  return out;
}

const files = [...corpusFiles('xrechnung-testsuite/ubl'), ...corpusFiles('xrechnung-testsuite/cii')].map(
  (f) => ({
    ...f,
    folder: f.path.pathname.includes('/cii/') ? 'xrechnung-testsuite/cii' : 'xrechnung-testsuite/ubl',
  }),
);

const imported = new Map<string, ReturnType<typeof importInvoiceXml>>();
function importCorpus(folder: string, name: string) {
  const key = `${folder}/${name}`;
  if (!imported.has(key)) imported.set(key, importInvoiceXml(readCorpus(folder, name)));
  return imported.get(key) as ReturnType<typeof importInvoiceXml>;
}

describe('import of the XRechnung testsuite', () => {
  it.each(files.map((f) => [f.name, f.folder]))(
    '%s: every value is in the model or in a note',
    (name, folder) => {
      const xml = readCorpus(folder, name);
      const { invoice, notes, syntax } = importCorpus(folder, name);
      expect(syntax).toBe(folder.endsWith('cii') ? 'cii' : 'ubl');
      const values = modelValues(invoice);
      const noteText = notes.join('\n');
      const missing = leaves(xml)
        .filter((l) => !constantShapes.some((re) => re.test(l.shape)))
        .filter((l) => !constantValues.some(([re, v]) => re.test(l.shape) && l.value === v))
        .filter(
          (l) => !variants(l).some((v) => values.has(v)) && !noteText.includes(l.value.split('\n')[0].trim()),
        )
        .map((l) => `${l.path} = ${l.value.slice(0, 60)}`);
      expect(missing).toEqual([]);
    },
  );

  it('standard and cius files give no note except for content that is no business term', () => {
    const allowed =
      /SubInvoiceLine|NetworkID|ApplicableTradeTax\/ram:ExemptionReason|BuyerTradeParty\/ram:SpecifiedTaxRegistration|AccountingCustomerParty\/cac:Party\/cac:PartyTaxScheme/;
    const offending = files
      .filter((f) => /^(standard|cius)-/.test(f.name))
      .flatMap((f) => importCorpus(f.folder, f.name).notes.map((n) => `${f.name}: ${n}`))
      .filter((n) => !allowed.test(n));
    expect(offending).toEqual([]);
  }, 60_000);

  it('keeps numbers as JSON numbers with their decimals, dates as yyyy-mm-dd and absent values absent', () => {
    const { invoice } = importInvoiceXml(
      readCorpus('xrechnung-testsuite/cii', 'standard-01.20a-INVOICE_uncefact.xml'),
    );
    const line = invoice.INVOICE_LINE?.[0];
    expect(typeof line?.Invoiced_quantity).toBe('number');
    expect(line?.PRICE_DETAILS?.Item_gross_price).toBe(110);
    expect(invoice.Invoice_issue_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(invoice)).not.toMatch(/null|""/);
    const ubl = importInvoiceXml(
      readCorpus('xrechnung-testsuite/ubl', 'cius-01.04_comprehensive_test_ubl.xml'),
    ).invoice;
    expect(ubl.INVOICE_LINE?.[0]?.PRICE_DETAILS?.Item_net_price).toBe(158.125);
    const plain = importInvoiceXml(
      readCorpus('xrechnung-testsuite/ubl', 'standard-01.01a-INVOICE_ubl.xml'),
    ).invoice;
    expect(plain.PAYEE).toBeUndefined();
    expect(plain.THIRD_PARTY_PAYMENT).toBeUndefined();
  });

  it('reports what has no place in the model as notes: unknown elements, UBL extensions, repeats', () => {
    const ubl = readCorpus('xrechnung-testsuite/ubl', 'standard-01.01a-INVOICE_ubl.xml')
      .replace(
        '<cbc:CustomizationID>',
        '<ext:UBLExtensions xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"><ext:UBLExtension><ext:ExtensionContent><s>a</s><s>b</s></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions><cbc:CustomizationID>',
      )
      .replace('<cbc:BuyerReference>', '<cbc:UUID>u-1</cbc:UUID><cbc:BuyerReference>')
      .replace(
        /<cbc:Name>([^<]*)<\/cbc:Name>(\s*<cac:SellersItemIdentification>)/,
        '<cbc:Name>$1</cbc:Name><cbc:Name>second name</cbc:Name>$2',
      );
    const { notes } = importInvoiceXml(ubl);
    expect(notes.some((n) => n.startsWith('cac:InvoiceLine/cac:Item/cbc:Name: second name'))).toBe(true);
    expect(notes).toContain('ext:UBLExtensions: 2 values (UBL extensions have no place in the model)');
    expect(notes).toContain('cbc:UUID: u-1');
  });

  it('maps the representation differences of CII: tax point code, department, proprietary account', () => {
    const c = importInvoiceXml(
      readCorpus('xrechnung-testsuite/cii', 'cius-01.02_comprehensive_test_uncefact.xml'),
    ).invoice;
    expect(c.Value_added_tax_point_date_code).toBe('3');
    expect(c.PAYMENT_INSTRUCTIONS?.CREDIT_TRANSFER?.[0]).toMatchObject({
      Payment_account_identifier_Proprietary: true,
    });
    const d = importInvoiceXml(
      readCorpus('xrechnung-testsuite/cii', 'cius-01.04_comprehensive_test_uncefact.xml'),
    ).invoice;
    expect(d.SELLER?.SELLER_CONTACT).toMatchObject({
      Seller_contact_point: 'Testorganisation',
      Seller_contact_department: 'Testorganisation',
    });
  });
});
