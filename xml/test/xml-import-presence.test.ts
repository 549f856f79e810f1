/**
 * What the import reads the way the official schematron reads the XML: an element that is there
 * but empty counts as there (`exists()`), ChargeIndicator as an xs:boolean (true/1, false/0), a
 * line's document reference without a type code as its object identifier (BT-128).
 */
import { evaluate } from '@xr/rules';
import { describe, expect, it } from 'vitest';
import { importInvoiceXml } from '../src/import';
import { readCorpus } from './helpers/corpus';

const ubl = readCorpus('xrechnung-testsuite/ubl', 'cius-01.01_comprehensive_test_ubl.xml');
const cii = readCorpus('xrechnung-testsuite/cii', 'cius-01.01_comprehensive_test_uncefact.xml');
type Model = Record<string, unknown> & {
  SELLER: { SELLER_CONTACT?: Record<string, unknown> };
  DOCUMENT_LEVEL_ALLOWANCES?: unknown[];
  DOCUMENT_LEVEL_CHARGES?: unknown[];
  INVOICE_LINE: { Invoice_line_object_identifier?: { Content: string } }[];
};
const read = (xml: string) => importInvoiceXml(xml).invoice as Model;

describe('the import reads presence and values as the schematron does', () => {
  it('an empty element is there for the rules, and JSON does not carry the mark', () => {
    const empty = ubl.replace(/<cac:Contact>[\s\S]*?<\/cac:Contact>/, '<cac:Contact/>');
    const model = read(empty);
    expect(model.SELLER.SELLER_CONTACT).toBeDefined();
    expect(Object.keys(model.SELLER.SELLER_CONTACT ?? {})).toEqual([]);
    expect(JSON.parse(JSON.stringify(model)).SELLER.SELLER_CONTACT).toEqual({});
    // BR-DE-2 / BR-DE-5: the seller contact is there, its name is not
    const ids = evaluate(model, { profile: 'xrechnung', syntax: 'ubl' }).map((f) => f.ruleId);
    expect(ids).toContain('BR-DE-5');
    expect(ids).not.toContain('BR-DE-2');
    // without the element at all, there is no group
    expect(
      read(ubl.replace(/<cac:Contact>[\s\S]*?<\/cac:Contact>/, '')).SELLER.SELLER_CONTACT,
    ).toBeUndefined();
  });

  it('ChargeIndicator 1 and 0 (xs:boolean) are read as true and false, UBL and CII', () => {
    const count = (m: Model) =>
      (m.DOCUMENT_LEVEL_ALLOWANCES?.length ?? 0) + (m.DOCUMENT_LEVEL_CHARGES?.length ?? 0);
    const u = read(ubl);
    expect(count(u)).toBeGreaterThan(0);
    const u01 = read(
      ubl
        .replace(/<cbc:ChargeIndicator>true</g, '<cbc:ChargeIndicator>1<')
        .replace(/<cbc:ChargeIndicator>false</g, '<cbc:ChargeIndicator>0<'),
    );
    expect(u01.DOCUMENT_LEVEL_ALLOWANCES).toEqual(u.DOCUMENT_LEVEL_ALLOWANCES);
    expect(u01.DOCUMENT_LEVEL_CHARGES).toEqual(u.DOCUMENT_LEVEL_CHARGES);
    const c = read(cii);
    const c01 = read(
      cii
        .replace(/<udt:Indicator>true</g, '<udt:Indicator>1<')
        .replace(/<udt:Indicator>false</g, '<udt:Indicator>0<'),
    );
    expect(count(c)).toBeGreaterThan(0);
    expect(c01.DOCUMENT_LEVEL_ALLOWANCES).toEqual(c.DOCUMENT_LEVEL_ALLOWANCES);
    expect(c01.DOCUMENT_LEVEL_CHARGES).toEqual(c.DOCUMENT_LEVEL_CHARGES);
  });

  it('a line document reference without type code 130 is kept as an import note (it is not BT-128)', () => {
    const xml = ubl
      .replace(/<cac:DocumentReference>[\s\S]*?<\/cac:DocumentReference>/g, '')
      .replace(
        /(<cac:InvoiceLine>\s*<cbc:ID>[^<]*<\/cbc:ID>)/,
        '$1<cac:DocumentReference><cbc:ID>OBJ-7</cbc:ID></cac:DocumentReference>',
      );
    const { invoice, notes } = importInvoiceXml(xml);
    expect((invoice as Model).INVOICE_LINE[0].Invoice_line_object_identifier).toBeUndefined();
    expect(notes.join('\n')).toMatch(/InvoiceLine\[1\]\/cac:DocumentReference: OBJ-7 .*BT-128/);
  });
});
