/**
 * The invoice lines written by TypeScript (xml/src/writer/lines.ts) in the place the stylesheets
 * mark: text and attribute escaping and number pictures as the stylesheets' serializer and
 * format-number wrote them (the expected texts below were produced by the former line templates,
 * except below 1e-6, where SaxonJS wrote an exponent such as `1e-7.00`, which no XSD accepts),
 * XSD-valid, and read back to the same values.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateXml } from '../src/generate';
import { importInvoiceXml } from '../src/import';
import { validateXsd } from '../src/xsd';

// biome-ignore lint/suspicious/noExplicitAny: invoice test data, edited freely
type Model = Record<string, any>;

const base: Model = JSON.parse(
  readFileSync(new URL('../../fixtures/invoices/allowances-charges.json', import.meta.url), 'utf8'),
);

function withLine(edit: (line: Model) => void): Model {
  const m = structuredClone(base);
  for (const line of m.INVOICE_LINE) edit(line);
  return m;
}

const tricky = withLine((l) => {
  l.Invoice_line_note = 'Rabatt < 5 % & "frei" > nichts\r\nzweite Zeile';
  l.ITEM_INFORMATION.Item_classification_identifier = [
    { Content: 'A&B', Scheme_identifier: 'Z"1\n\t2', Scheme_version_identifier: 'v<1>' },
  ];
});

describe('line writer', () => {
  for (const syntax of ['ubl', 'cii'] as const) {
    it(`escapes line texts and attributes as the stylesheets did (${syntax})`, async () => {
      const { xml } = generateXml(tricky, { syntax, today: '2026-11-24' });
      expect(xml).toContain('Rabatt &lt; 5 % &amp; "frei" &gt; nichts&#13;\nzweite Zeile');
      expect(xml).toContain('listID="Z&#34;1&#10;&#9;2" listVersionID="v&lt;1&gt;">A&amp;B<');
      const [check] = await validateXsd([xml]);
      expect(check.errors).toEqual([]);
      const back = importInvoiceXml(xml).invoice as Model;
      expect(back.INVOICE_LINE[0].Invoice_line_note).toBe('Rabatt < 5 % & "frei" > nichts\r\nzweite Zeile');
      expect(back.INVOICE_LINE[0].ITEM_INFORMATION.Item_classification_identifier[0].Content).toBe('A&B');
    });
  }

  it('rounds half away from zero and never writes exponents', () => {
    const cases: [unknown, string, string][] = [
      // value, quantity ('0.#########'), line net amount ('0.00')
      [0.125, '0.125', '0.13'],
      [-2.5, '-2.5', '-2.50'],
      [7.0000000005, '7.000000001', '7.00'],
      [1e-7, '0.0000001', '0.00'],
      [1234567.125, '1234567.125', '1234567.13'],
      ['3.14159265358979', '3.141592654', '3.14'],
    ];
    for (const [value, quantity, amount] of cases) {
      const { xml } = generateXml(
        withLine((l) => {
          l.Invoiced_quantity = value;
          l.Invoice_line_net_amount = value;
        }),
        { syntax: 'ubl', today: '2026-11-24' },
      );
      expect(xml, String(value)).toContain(
        `<cbc:InvoicedQuantity unitCode="${base.INVOICE_LINE[0].Invoiced_quantity_unit_of_measure_code}">${quantity}<`,
      );
      expect(xml, String(value)).toContain(`<cbc:LineExtensionAmount currencyID="EUR">${amount}<`);
    }
  });

  it('puts the lines where each syntax wants them', () => {
    const ubl = generateXml(base, { syntax: 'ubl', today: '2026-11-24' }).xml;
    expect(ubl).not.toContain('<?xr-lines?>');
    expect(ubl.indexOf('</cac:LegalMonetaryTotal><cac:InvoiceLine>')).toBeGreaterThan(0);
    expect(ubl.endsWith('</cac:InvoiceLine></Invoice>')).toBe(true);
    const cii = generateXml(base, { syntax: 'cii', today: '2026-11-24' }).xml;
    expect(cii).toContain('<rsm:SupplyChainTradeTransaction><ram:IncludedSupplyChainTradeLineItem>');
    expect(cii).toContain('</ram:IncludedSupplyChainTradeLineItem><ram:ApplicableHeaderTradeAgreement>');
    expect(cii.split('<ram:IncludedSupplyChainTradeLineItem>').length - 1).toBe(base.INVOICE_LINE.length);
  });
});
