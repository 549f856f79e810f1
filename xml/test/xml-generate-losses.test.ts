/**
 * The generator's promise: an invoice's content is written or refused with a notice, never dropped,
 * and nothing is added that the invoice lacks. Each case is read back from the XML it wrote and
 * judged by the official validator (one call for the documents of this file).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { XmlError } from '../src/errors';
import { generateXml } from '../src/generate';
import { importInvoiceXml } from '../src/import';
import { officialVerdictsOfTexts } from './oracle/official';

// biome-ignore lint/suspicious/noExplicitAny: invoice test data, edited freely
type Model = Record<string, any>;

const base: Model = JSON.parse(readFileSync(new URL('./models/model-invoice.json', import.meta.url), 'utf8'));
const copy = (): Model => structuredClone(base);

/** Generated documents with the official error ids each must get (none: VALID). */
const judged: { name: string; xml: string; errors: string[] }[] = [];

function written(name: string, m: Model, syntax: 'ubl' | 'cii', errors: string[] = []) {
  const { xml } = generateXml(m, { syntax });
  judged.push({ name: `${name} ${syntax}`, xml, errors });
  return { xml, back: importInvoiceXml(xml).invoice as Model };
}

function refusal(m: Model, syntax: 'ubl' | 'cii'): XmlError {
  try {
    generateXml(m, { syntax });
  } catch (e) {
    if (e instanceof XmlError) return e;
    throw e;
  }
  throw new Error(`${syntax}: written, not refused`);
}

afterAll(async () => {
  const verdicts = await officialVerdictsOfTexts(judged);
  const got = judged.map((d, i) => `${d.name}: ${[...verdicts[i].errors].sort().join(', ')}`);
  expect(got).toEqual(judged.map((d) => `${d.name}: ${[...d.errors].sort().join(', ')}`));
}, 60_000);

/** A row at a rate that no line, allowance or charge uses (not one of the editor's default rows). */
const unusedRow = {
  VAT_category_code: 'S',
  VAT_category_rate: 16,
  VAT_category_taxable_amount: 0,
  VAT_category_tax_amount: 0,
};

const rowKeys = (m: Model) =>
  m.VAT_BREAKDOWN.map((r: Model) => `${r.VAT_category_code} ${r.VAT_category_rate}`);

describe('VAT breakdown rows', () => {
  it('keeps a row no line uses, in both syntaxes', () => {
    const m = copy();
    m.VAT_BREAKDOWN.push(unusedRow);
    for (const syntax of ['ubl', 'cii'] as const) {
      // the UBL form of BR-S-08 looks for lines at each S rate of the breakdown; the CII form does not
      const { back } = written('unused row', m, syntax, syntax === 'ubl' ? ['BR-S-08'] : []);
      expect(rowKeys(back), syntax).toEqual(['S 19', 'S 7', 'S 16']);
    }
  });

  it('keeps the rows of an invoice without lines in CII; refuses it in UBL (InvoiceLine is required)', () => {
    const m = copy();
    m.INVOICE_LINE = [];
    delete m.DOCUMENT_LEVEL_ALLOWANCES;
    m.DOCUMENT_LEVEL_CHARGES[0].Document_level_charge_amount = 100;
    m.VAT_BREAKDOWN = [
      { ...m.VAT_BREAKDOWN[0], VAT_category_taxable_amount: 100, VAT_category_tax_amount: 19 },
      unusedRow,
    ];
    m.DOCUMENT_TOTALS = {
      Sum_of_Invoice_line_net_amount: 0,
      Sum_of_charges_on_document_level: 100,
      Invoice_total_amount_without_VAT: 100,
      Invoice_total_VAT_amount: 19,
      Invoice_total_amount_with_VAT: 119,
      Amount_due_for_payment: 119,
    };
    // only BR-16 (at least one line) remains: the VAT breakdown is there (no BR-CO-18) and adds up
    const { back } = written('no lines', m, 'cii', ['BR-16']);
    expect(rowKeys(back)).toEqual(['S 19', 'S 16']);
    expect(back.VAT_BREAKDOWN[0].VAT_category_taxable_amount).toBe(100);
    const e = refusal(m, 'ubl');
    expect(e.messageKey).toBe('message.xml.generate.ubl_needs_lines');
    expect(e.en).toMatch(/at least one invoice line/);
  });

  it('writes category O without a rate when the invoice has none (no 0 added)', () => {
    const m = copy();
    m.VAT_BREAKDOWN.push({
      VAT_category_code: 'O',
      VAT_category_taxable_amount: 0,
      VAT_category_tax_amount: 0,
      VAT_exemption_reason_text: 'Nicht steuerbar',
    });
    for (const syntax of ['ubl', 'cii'] as const) {
      // XRechnung wants BT-119 on every row (BR-DE-14): the rules say so, the writer adds nothing
      // (BR-O-11 to 14, and BR-O-01 in CII: this fixture puts category O beside S)
      const mixed = ['BR-O-11', 'BR-O-12', 'BR-O-13', 'BR-O-14', ...(syntax === 'cii' ? ['BR-O-01'] : [])];
      const { xml, back } = written('O row without rate', m, syntax, ['BR-DE-14', ...mixed]);
      const row = back.VAT_BREAKDOWN.find((r: Model) => r.VAT_category_code === 'O');
      expect(row, syntax).toBeDefined();
      expect(row.VAT_category_rate, syntax).toBeUndefined();
      expect(xml).not.toMatch(
        /<cbc:ID>O<\/cbc:ID><cbc:Percent>|O<\/ram:CategoryCode>(<[^>]+>[^<]*<\/[^>]+>)*<ram:RateApplicablePercent>/,
      );
    }
  });
});

describe('content UBL has no place for is refused, CII writes it', () => {
  it('a seller or buyer contact department beside the contact person', () => {
    const m = copy();
    m.SELLER.SELLER_CONTACT.Seller_contact_department = 'Buchhaltung';
    expect(refusal(m, 'ubl').detail).toBe('BT-41');
    const { back } = written('seller department', m, 'cii');
    expect(back.SELLER.SELLER_CONTACT.Seller_contact_department).toBe('Buchhaltung');
    expect(back.SELLER.SELLER_CONTACT.Seller_contact_point).toBe('Erika Muster');
    const b = copy();
    b.BUYER.BUYER_CONTACT.Buyer_contact_department = 'Rechnungseingang';
    expect(refusal(b, 'ubl').detail).toBe('BT-56');
    // a department that is the contact point itself is carried by the UBL contact name
    const same = copy();
    same.SELLER.SELLER_CONTACT.Seller_contact_department = 'Erika Muster';
    expect(
      written('department equal to contact', same, 'ubl').back.SELLER.SELLER_CONTACT.Seller_contact_point,
    ).toBe('Erika Muster');
  });

  it('the due date of a credit note without payment means', () => {
    const m = copy();
    m.Invoice_type_code = '381';
    delete m.PAYMENT_INSTRUCTIONS;
    const e = refusal(m, 'ubl');
    expect(e.messageKey).toBe('message.xml.generate.credit_note_due_date_needs_payment_means');
    // BR-DE-1: XRechnung wants payment instructions; the due date itself is written
    const { back } = written('credit note due date', m, 'cii', ['BR-DE-1']);
    expect(back.Payment_due_date).toBe('2026-04-01');
  });

  it('document totals the UBL schema requires; CII leaves an absent BT-106 out instead of writing 0', () => {
    const m = copy();
    delete m.DOCUMENT_TOTALS.Sum_of_Invoice_line_net_amount;
    const e = refusal(m, 'ubl');
    expect(e.messageKey).toBe('message.xml.generate.ubl_totals_missing');
    expect(e.detail).toBe('BT-106');
    // BR-CO-10 and BR-CO-13 compute with BT-106 and find none
    const { xml, back } = written('no BT-106', m, 'cii', ['BR-12', 'BR-CO-10', 'BR-CO-13']);
    expect(xml).toMatch(/<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:ChargeTotalAmount>/);
    expect(back.DOCUMENT_TOTALS.Sum_of_Invoice_line_net_amount).toBeUndefined();
  });

  it('a price discount without gross price in CII (no gross price derived)', () => {
    const m = copy();
    delete m.INVOICE_LINE[0].PRICE_DETAILS.Item_gross_price;
    const e = refusal(m, 'cii');
    expect(e.messageKey).toBe('message.xml.generate.cii_discount_needs_gross_price');
    expect(e.detail).toBe('line 1');
    const { back } = written('discount without gross', m, 'ubl');
    expect(back.INVOICE_LINE[0].PRICE_DETAILS.Item_gross_price).toBeUndefined();
    expect(back.INVOICE_LINE[0].PRICE_DETAILS.Item_price_discount).toBe(10);
  });
});

describe('content written as the invoice has it', () => {
  it('the name and MIME code of an attachment without content', () => {
    const m = copy();
    m.ADDITIONAL_SUPPORTING_DOCUMENTS[0].Attached_document.Content = '';
    for (const syntax of ['ubl', 'cii'] as const) {
      // an element without content is an error for XRechnung (PEPPOL-EN16931-R008), as in the source
      const { back } = written('empty attachment', m, syntax, ['PEPPOL-EN16931-R008']);
      expect(back.ADDITIONAL_SUPPORTING_DOCUMENTS[0].Attached_document, syntax).toMatchObject({
        Filename: 'aufmass.pdf',
        Mime_Code: 'application/pdf',
      });
    }
  });
});

describe('BT-6 equal to BT-5', () => {
  it('is refused with a notice for XRechnung in both syntaxes (an EN 16931 UBL document carries it)', () => {
    const m = copy();
    m.VAT_accounting_currency_code = 'EUR';
    m.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency = 185.51;
    for (const syntax of ['ubl', 'cii'] as const) {
      const e = refusal(m, syntax);
      expect(e.messageKey, syntax).toBe('message.xml.generate.accounting_currency_equals_invoice_currency');
      expect(e.en, syntax).toMatch(/BT-6/);
    }
    m.VAT_accounting_currency_code = 'USD';
    const { back } = written('BT-6 other than BT-5', m, 'cii');
    expect(back.VAT_accounting_currency_code).toBe('USD');
    expect(back.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency).toBe(185.51);
  });
});
