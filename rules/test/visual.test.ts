import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { invoiceDocument } from '../index';

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));
const domestic = read('domestic-s19-s7');
const creditNote = read('credit-note-381');
const allowances = read('allowances-charges');
const attachments = read('attachments');
const large = read('lines-1000');

describe('invoiceDocument: the invoice as a person reads it', () => {
  it('shows letterhead, address block, invoice data, lines, VAT breakdown and totals in German', () => {
    const doc = invoiceDocument(domestic, 'de');
    expect(doc.title).toBe('Rechnung');
    expect(doc.letterhead.name).toBe('Demo GmbH');
    expect(doc.recipient).toEqual(['Bezirksamt Mitte von Berlin', 'Karl-Marx-Allee 31', '10178 Berlin']);
    expect(doc.facts).toContainEqual({ label: 'Rechnungsdatum', value: '02.03.2026' });
    expect(doc.facts).toContainEqual({ label: 'Käuferreferenz / Leitweg-ID', value: '04011000-12345-03' });
    expect(doc.lines.rows).toHaveLength(4);
    expect(doc.lines.rows[1]).toMatchObject({
      quantity: '3,5',
      unit: 'Stunde',
      price: '68,00',
      vat: '19 %',
      amount: '238,00',
    });
    expect(doc.lines.rows[1].details).toContain('Artikelnr. Verkäufer: SRV-01');
    expect(doc.vat.rows.map((r) => r.slice(1, 4))).toEqual([
      ['19 %', '267,88', '50,90'],
      ['7 %', '278,29', '19,48'],
    ]);
    expect(doc.totals.fields.find((f) => f.strong)).toEqual({
      label: 'Zahlbetrag',
      value: '616,55 EUR',
      strong: true,
    });
    expect(doc.payment?.fields).toContainEqual({
      label: 'IBAN / Konto',
      value: 'DE02 1203 0000 0000 2020 51',
    });
    expect(doc.notes?.items[0]).toContain('Vielen Dank für Ihren Auftrag.');
    expect(doc.footer[0]).toContain('USt-IdNr. DE123456789');
  });

  it('speaks English with English number and date formats', () => {
    const doc = invoiceDocument(domestic, 'en');
    expect(doc.facts).toContainEqual({ label: 'Invoice date', value: '02/03/2026' });
    expect(doc.lines.rows[1]).toMatchObject({ quantity: '3.5', price: '68.00', amount: '238.00' });
    expect(doc.totals.fields.at(-1)).toMatchObject({ label: 'Amount due', value: '616.55 EUR' });
    // the default payment text written in German reads in English
    expect(doc.payment?.fields.map((f) => f.value)).toContain('SEPA credit transfer');
    expect(JSON.stringify(doc)).not.toContain('Überweisung');
  });

  it('names a credit note, lists allowances and charges and the supporting documents', () => {
    expect(invoiceDocument(creditNote, 'de').title).toBe('Gutschrift');
    const ac = invoiceDocument(allowances, 'de').allowancesCharges;
    expect(ac?.rows.length).toBeGreaterThan(0);
    const docs = invoiceDocument(attachments, 'en').attachments;
    expect(docs?.rows.length).toBe(
      (attachments as { ADDITIONAL_SUPPORTING_DOCUMENTS: unknown[] }).ADDITIONAL_SUPPORTING_DOCUMENTS.length,
    );
  });

  it('keeps every one of 1000 lines', () => {
    const doc = invoiceDocument(large, 'de');
    expect(doc.lines.rows).toHaveLength(1000);
    expect(doc.lines.rows[999].position).not.toBe('');
  });

  it('shows an empty draft without failing', () => {
    const doc = invoiceDocument({ INVOICE_LINE: [{}] }, 'de');
    expect(doc.title).toBe('Rechnung');
    expect(doc.lines.rows[0].position).toBe('1');
    expect(doc.payment).toBeNull();
    expect(invoiceDocument(null, 'en').lines.rows).toEqual([]);
  });

  it('prints units and addresses as a reader expects: "Stück", no scheme ids such as "(EM)"', () => {
    const invoice = structuredClone(domestic);
    invoice.INVOICE_LINE[0].Invoiced_quantity_unit_of_measure_code = 'H87';
    invoice.INVOICE_LINE[1].Invoiced_quantity_unit_of_measure_code = 'C62';
    invoice.BUYER.Buyer_electronic_address = 'rechnung@amt.example';
    invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const de = invoiceDocument(invoice, 'de');
    expect(de.lines.rows.slice(0, 2).map((r) => r.unit)).toEqual(['Stück', 'Anzahl']);
    const shown = JSON.stringify(de);
    expect(shown).toContain('rechnung@amt.example');
    expect(shown).not.toMatch(/\((EM|0204|0088|9930)\)|Piece/);
    expect(invoiceDocument(invoice, 'en').lines.rows[0].unit).toBe('Piece');
  });
});
