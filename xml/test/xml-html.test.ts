/** HTML view: every business term of the model is shown with its label, BT id and code name, de and en. */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../src/html';
import { importInvoiceXml } from '../src/import';
import { readCorpus } from './helpers/corpus';

function leafCount(v: unknown): number {
  if (Array.isArray(v)) return v.reduce((n, x) => n + leafCount(x), 0);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    // a {Content, Scheme...} wrapper is one row
    if (
      'Content' in o &&
      Object.keys(o).every((k) => /^(Content|Scheme_identifier|Scheme_version_identifier)$/.test(k))
    )
      return 1;
    return Object.values(o).reduce((n: number, x) => n + leafCount(x), 0);
  }
  return 1;
}

describe('renderHtml', () => {
  const { invoice } = importInvoiceXml(
    readCorpus('xrechnung-testsuite/ubl', 'cius-01.04_comprehensive_test_ubl.xml'),
  );

  it('shows every value of the model as one row with its BT id', () => {
    const html = renderHtml(invoice, 'de');
    const rows = html.match(/<tr>/g)?.length ?? 0;
    // an attachment's three values (content, name, MIME code) are three rows as well
    expect(rows).toBe(leafCount(invoice));
    for (const bt of ['BT-1', 'BT-24', 'BT-34', 'BT-90', 'BT-125', 'BT-149', 'BT-158'])
      expect(html).toContain(`<td class="bt">${bt}</td>`);
  });

  it('labels in German and English, dates and numbers in the locale, code names from the code lists', () => {
    const de = renderHtml(invoice, 'de');
    const en = renderHtml(invoice, 'en');
    expect(de).toContain('<html lang="de"');
    expect(de).toContain('Rechnungsnummer');
    expect(en).toContain('Invoice number');
    expect(de).toContain('13.04.2018');
    expect(en).toContain('13/04/2018');
    expect(de).toMatch(/10\.781,25/);
    expect(en).toMatch(/10,781\.25/);
    expect(de).toMatch(/EUR – <span class="name">Euro<\/span>/);
    expect(de).toMatch(/DE – <span class="name">Deutschland<\/span>/);
  });

  it('has a German and an English label for every property of the invoice schema the XML carries', async () => {
    const { invoiceSchema } = await import('@xr/generated');
    const labels = (await import('../src/html-labels.json')).default.labels as Record<string, unknown>;
    const keys = new Set<string>();
    const walk = (o: unknown): void => {
      if (Array.isArray(o)) o.forEach(walk);
      else if (o && typeof o === 'object') {
        for (const [k, v] of Object.entries(o)) {
          // the letter texts (x-letter) are printed on the PDF, never written into the XML the viewer shows
          if (k === 'properties')
            for (const [p, schema] of Object.entries(v as Record<string, { 'x-letter'?: boolean }>))
              if (schema['x-letter'] !== true) keys.add(p);
          walk(v);
        }
      }
    };
    walk(invoiceSchema);
    expect([...keys].filter((k) => !(k in labels))).toEqual([]);
  });

  it("names the document and its words by the document type (a credit note's, in de and en)", () => {
    const { invoice: credit } = importInvoiceXml(
      readCorpus('en16931-cen/ubl/examples', 'ubl-tc434-creditnote1.xml'),
    );
    expect((credit as { Invoice_type_code?: string }).Invoice_type_code).toBe('381');
    const de = renderHtml(credit, 'de');
    const en = renderHtml(credit, 'en');
    expect(de).toMatch(/<h1>Gutschrift /);
    expect(en).toMatch(/<h1>Credit note /);
    for (const word of ['Gutschriftnummer', 'Gutschriftdatum', 'Erstattungsbetrag'])
      expect(de).toContain(word);
    for (const word of ['Credit note number', 'Credit note date', 'Amount refunded'])
      expect(en).toContain(word);
    expect(de).not.toMatch(/Rechnungsnummer|Rechnungsdatum|Fälliger Zahlungsbetrag|<h1>Rechnung/);
    expect(en).not.toMatch(/Invoice number|Invoice issue date|Amount due for payment|<h1>Invoice/);
    // the other types: their name in the heading, an invoice's words for the rest
    const titled = (type: string, locale: 'de' | 'en') =>
      /<h1>([^<]*)<\/h1>/.exec(renderHtml({ ...invoice, Invoice_type_code: type }, locale))?.[1];
    expect(titled('384', 'de')).toMatch(/^Korrigierte Rechnung /);
    expect(titled('384', 'en')).toMatch(/^Corrected invoice /);
    expect(titled('389', 'de')).toMatch(/^Gutschrift im Gutschriftverfahren /);
    expect(titled('389', 'en')).toMatch(/^Self-billed invoice /);
    expect(titled('380', 'de')).toMatch(/^Rechnung /);
  });

  it('shows an amount kept as written with all its decimals', () => {
    const html = renderHtml({ DOCUMENT_TOTALS: { Amount_due_for_payment: '1234.560' } }, 'de');
    expect(html).toContain('1.234,560');
  });

  it('escapes text from the invoice', () => {
    const html = renderHtml(
      { Invoice_number: { Content: '<script>alert(1)</script>' }, Buyer_reference: 'a & b' },
      'de',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('a &amp; b');
  });
});
