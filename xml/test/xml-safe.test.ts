/**
 * Safe XML input: every refused input gives the spec's text 'Die Datei kann nicht importiert
 * werden' (or the size / date message) as an XmlError, never a crash and never an entity expanded.
 */
import { describe, expect, it } from 'vitest';
import { XmlError } from '../src/errors';
import { importInvoiceXml } from '../src/import';
import { importOrderXml } from '../src/import-order';
import { MAX_XML_BYTES } from '../src/safe-xml';
import { readCorpus } from './helpers/corpus';

const ubl = readCorpus('xrechnung-testsuite/ubl', 'standard-01.01a-INVOICE_ubl.xml');
const order = readCorpus('orders', 'UC1_Order.xml');

function refusal(run: () => unknown): XmlError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(XmlError);
    return e as XmlError;
  }
  throw new Error('the input was accepted');
}

function withDoctype(doctype: string, xml = ubl): string {
  return xml.replace(/^<\?xml[^>]*\?>\s*/, (decl) => `${decl}${doctype}\n`);
}

describe('safe XML input', () => {
  it('refuses a DOCTYPE with an external entity before anything reads it', () => {
    const xml = withDoctype('<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>').replace(
      '<cbc:Note>',
      '<cbc:Note>&xxe;',
    );
    const e = refusal(() => importInvoiceXml(xml));
    expect(e.message).toBe('Die Datei kann nicht importiert werden');
    expect(e.messageKey).toBe('import.error.technical');
    expect(e.detail).toMatch(/DOCTYPE/);
  });

  it('refuses entity expansion (billion laughs) and a bare DOCTYPE', () => {
    const lol =
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    expect(refusal(() => importInvoiceXml(withDoctype(lol))).detail).toMatch(/DOCTYPE/);
    expect(refusal(() => importInvoiceXml(withDoctype('<!DOCTYPE Invoice>'))).detail).toMatch(/DOCTYPE/);
    expect(
      refusal(() =>
        importOrderXml(withDoctype('<!DOCTYPE Order SYSTEM "http://example.invalid/x.dtd">', order)),
      ).detail,
    ).toMatch(/DOCTYPE/);
  });

  it('refuses an undeclared entity reference without a DOCTYPE', () => {
    const e = refusal(() => importInvoiceXml(ubl.replace('<cbc:Note>', '<cbc:Note>&xxe;')));
    expect(e.messageKey).toBe('import.error.technical');
  });

  it('refuses a file over 50 MB before decoding it', () => {
    const big = new Uint8Array(MAX_XML_BYTES + 1).fill(0x20);
    const e = refusal(() => importInvoiceXml(big));
    expect(e.messageKey).toBe('import.error.tooLarge');
    expect(e.message).toMatch(/^Die Datei kann nicht importiert werden/);
  });

  it('refuses a document element that is not an invoice, credit note or order', () => {
    expect(refusal(() => importInvoiceXml('<html><body/></html>')).detail).toMatch(
      /unexpected document element/,
    );
    expect(
      refusal(() => importInvoiceXml('<Invoice xmlns="urn:example:not-ubl"><ID>1</ID></Invoice>')).detail,
    ).toMatch(/unexpected document element/);
    expect(refusal(() => importInvoiceXml(order)).detail).toMatch(/Order is not accepted/);
    expect(refusal(() => importOrderXml(ubl)).detail).toMatch(/Invoice is not accepted/);
  });

  it('refuses empty, truncated and non-XML input', () => {
    expect(refusal(() => importInvoiceXml('')).message).toBe('Die Datei kann nicht importiert werden');
    expect(refusal(() => importInvoiceXml('%PDF-1.5 not xml')).messageKey).toBe('import.error.technical');
    expect(refusal(() => importInvoiceXml(ubl.slice(0, ubl.length / 2))).messageKey).toBe(
      'import.error.technical',
    );
    expect(refusal(() => importInvoiceXml(new Uint8Array([0x3c, 0x61, 0xff, 0xfe, 0x3e]))).messageKey).toBe(
      'import.error.technical',
    );
  });

  it('keeps a wrong date raw with the spec text as a note, or refuses it when asked to', () => {
    const bad = ubl.replace(/<cbc:IssueDate>[^<]*</, '<cbc:IssueDate>18.01.2016<');
    const lenient = importInvoiceXml(bad);
    expect(lenient.invoice.Invoice_issue_date).toBe('18.01.2016');
    expect(lenient.notes.join('\n')).toMatch(/Falsches Datumsformat \(yyyy-MM-dd erwartet\)/);
    const e = refusal(() => importInvoiceXml(bad, { strictDates: true }));
    expect(e.messageKey).toBe('import.error.dateFormat');
    expect(e.message).toBe('Falsches Datumsformat (yyyy-MM-dd erwartet)');
  });

  it('reads bytes in the declared encoding (ISO-8859-1) and a UTF-8 byte order mark', () => {
    const latin = ubl
      .replace(/…/g, '...')
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace(/<cbc:Note>[^<]*</, '<cbc:Note>Grüße<');
    const { invoice } = importInvoiceXml(Buffer.from(latin, 'latin1'));
    expect(invoice.INVOICE_NOTE?.[0]?.Invoice_note).toBe('Grüße');
    const bom = importInvoiceXml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ubl)]));
    expect(bom.invoice.Invoice_number?.Content).toBeTruthy();
  });
});
