import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { officialVerdictsOfTexts } from '@xr/xml/test/oracle/official';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/db/archive';
import { invoicePdf } from '../src/visual/invoice-pdf';
import { freshApp, registerCompany, savePayload, sqlRows } from './helpers';
import { pdfText } from './pdf-text';
import { testPng } from './test-png';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

async function setup() {
  const t = await freshApp();
  const auth = await registerCompany(t, 'pdf@a.example');
  const token = auth.accessToken;
  const save = async (invoice: Record<string, unknown>) =>
    (
      await t.call(
        'POST',
        'api/rechnung',
        savePayload({
          invoiceNumber: (invoice.Invoice_number as { Content: string }).Content,
          json: JSON.stringify(invoice),
          jsongroupvalidation: true,
        }),
        token,
      )
    ).data;
  return { t, token, save };
}

/** Words with their boxes, as poppler reads them. */
function words(pdf: Uint8Array): { page: number; text: string; xMax: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf, maxBuffer: 1 << 28 }).toString(
    'utf8',
  );
  const out: { page: number; text: string; xMax: number }[] = [];
  let page = 0;
  for (const m of html.matchAll(
    /<page |<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g,
  )) {
    if (m[0].startsWith('<page')) page++;
    else out.push({ page, text: m[2], xMax: Number(m[1]) });
  }
  return out;
}

function raw(o: PDFObject | undefined): PDFRawStream {
  if (!(o instanceof PDFRawStream)) throw new Error(`not a stream: ${String(o)}`);
  return o;
}

const deref = (doc: PDFDocument, o: PDFObject | undefined) =>
  o instanceof PDFRef ? doc.context.lookup(o) : o;

describe('invoice PDF (the layout of the preview)', () => {
  it('shows letterhead, buyer, invoice data, lines, VAT breakdown, totals and payment in German and English', async () => {
    const de = pdfText(await invoicePdf(fixture('domestic-s19-s7'), { locale: 'de' }));
    for (const s of [
      'Demo GmbH',
      'Bezirksamt Mitte von Berlin',
      'Rechnungsnummer',
      'RE-2026-0001',
      '02.03.2026',
    ])
      expect(de).toContain(s);
    for (const s of [
      'Wartung Drucker',
      'Umsatzsteueraufschlüsselung',
      '616,55 EUR',
      'DE02 1203 0000 0000 2020 51',
    ])
      expect(de).toContain(s);
    expect(de).toMatch(/Seite 1 von \d/);
    const en = pdfText(await invoicePdf(fixture('domestic-s19-s7'), { locale: 'en' }));
    for (const s of ['Invoice date', '02/03/2026', 'Amount due', '616.55 EUR', 'Page 1 of'])
      expect(en).toContain(s);
  }, 180_000);

  it('prints "Stück" for H87 and e-mail addresses without their scheme id "(EM)"', async () => {
    const invoice = fixture('domestic-s19-s7');
    invoice.INVOICE_LINE[0].Invoiced_quantity_unit_of_measure_code = 'H87';
    invoice.BUYER.Buyer_electronic_address = 'rechnung@amt.example';
    invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const de = pdfText(await invoicePdf(invoice, { locale: 'de' }));
    expect(de).toMatch(/\bStück\b/);
    expect(de).toContain('rechnung@amt.example');
    expect(de).not.toMatch(/\(EM\)|\(Piece\)/);
  });

  it('wraps long values inside the page and keeps every character', async () => {
    const invoice = fixture('domestic-s19-s7');
    const long = `Langtext-${'ÄÖÜäöüß€'.repeat(40)}`;
    invoice.INVOICE_LINE[0].ITEM_INFORMATION.Item_name = long;
    invoice.BUYER.Buyer_name = `Sehr lange Behördenbezeichnung ${'Abteilung '.repeat(20)}Ende`;
    const pdf = await invoicePdf(invoice, { locale: 'de' });
    const ws = words(pdf);
    expect(Math.max(...ws.map((w) => w.xMax))).toBeLessThanOrEqual(595.28 - 50 + 1);
    expect(ws.map((w) => w.text).join('')).toContain(long);
    expect(pdfText(pdf)).toContain('Ende');
  }, 180_000);

  it('paginates 1000 lines with the table header on every page and the totals at the end', async () => {
    const pdf = await invoicePdf(fixture('lines-1000'), { locale: 'de' });
    const doc = await PDFDocument.load(pdf);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(10);
    const ws = words(pdf);
    for (let p = 2; p < pages; p++) {
      const onPage = ws.filter((w) => w.page === p).map((w) => w.text);
      expect(onPage.slice(0, 3)).toContain('Pos.');
      expect(onPage).toContain(`${p}`);
    }
    const text = pdfText(pdf);
    expect(text).toContain('Kopierpapier A4 (1000)');
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(text).toContain('Zahlbetrag');
  }, 300_000);

  it('prints the company name once in the letterhead and ends the totals at the right margin like the lines', async () => {
    const pdf = await invoicePdf(fixture('domestic-s19-s7'), { locale: 'de' });
    const text = pdfText(pdf);
    // the name heads the letterhead (and the sender line above the address window); the footer
    // carries the legal facts only
    const footer = text.split('\n').find((l) => l.includes('USt-IdNr. DE123456789 ·')) ?? '';
    expect(footer).not.toContain('Demo GmbH');
    expect(text.split('\n')[0]).toBe('Demo GmbH');
    const ws = words(pdf);
    const right = (t: string) => Math.max(...ws.filter((w) => w.text === t).map((w) => w.xMax));
    // the totals ("616,55 EUR") end where the line amounts (118,69) end: at the right margin
    expect(Math.abs(right('EUR') - right('118,69'))).toBeLessThan(6);
  });

  it('serves stored invoices and unsaved drafts; refuses an unknown format', async () => {
    const { t, token, save } = await setup();
    const saved = await save(fixture('domestic-s19-s7'));
    const stored = await t.call('GET', `api/rechnung/visualisierungdata/${saved.id}`, undefined, token);
    expect(stored.status).toBe(200);
    expect(pdfText(stored.data)).toContain('RE-2026-0001');
    const draft = await t.call(
      'POST',
      'api/rechnung/visualisierung',
      { invoice: { BUYER: { Buyer_name: 'Entwurf AG' } } },
      token,
    );
    expect(draft.status).toBe(200);
    expect(draft.headers.get('content-disposition')).toContain('rechnung.pdf');
    expect(pdfText(draft.data)).toContain('Entwurf AG');
    const bad = await t.call('POST', 'api/rechnung/visualisierung', { invoice: {}, format: 'docx' }, token);
    expect(bad.status).toBe(400);
    const incomplete = await t.call(
      'POST',
      'api/rechnung/visualisierung',
      { invoice: { BUYER: { Buyer_name: 'Entwurf AG' } }, format: 'zugferd-xrechnung' },
      token,
    );
    expect(incomplete.status).toBeGreaterThanOrEqual(400);
    expect(incomplete.data.messageKey).toBe('validation.invoice.invalid');
  }, 180_000);
});

/** The parts of a Factur-X PDF a receiver reads: embedded XML, XMP, output intent, fonts. */
async function facturXParts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const catalog = doc.catalog;
  const names = catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = names.lookup(PDFName.of('Names'), PDFArray);
  const spec = list.lookup(1, PDFDict);
  const af = catalog.lookup(PDFName.of('AF'), PDFArray);
  const stream = raw(spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')));
  const xml = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  const meta = raw(catalog.lookup(PDFName.of('Metadata')));
  const xmp = new TextDecoder().decode(meta.getContents());
  const intent = catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict);
  const icc = raw(intent.lookup(PDFName.of('DestOutputProfile')));
  const iccBytes = decodePDFRawStream(icc).decode();
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file =
      obj.get(PDFName.of('FontFile2')) ?? obj.get(PDFName.of('FontFile3')) ?? obj.get(PDFName.of('FontFile'));
    fonts.push({
      name: String(obj.get(PDFName.of('FontName'))),
      embedded: deref(doc, file) instanceof PDFRawStream,
    });
  }
  return {
    fileName: (list.lookup(0) as PDFHexString).decodeText(),
    afIsSpec: deref(doc, af.get(0)) === spec,
    relationship: String(spec.get(PDFName.of('AFRelationship'))),
    subtype: String(stream.dict.get(PDFName.of('Subtype'))),
    xml,
    xmp,
    intent: { s: String(intent.get(PDFName.of('S'))), n: String(icc.dict.get(PDFName.of('N'))) },
    icc: {
      signature: new TextDecoder().decode(iccBytes.slice(36, 40)),
      space: new TextDecoder().decode(iccBytes.slice(16, 20)),
      size: new DataView(iccBytes.buffer, iccBytes.byteOffset).getUint32(0) === iccBytes.length,
    },
    fonts,
    id: doc.context.trailerInfo.ID,
  };
}

describe('ZUGFeRD / Factur-X hybrid invoice', () => {
  it('embeds the CII XML as factur-x.xml for the XRECHNUNG and EN 16931 profiles: valid, declared, PDF/A-3 parts present', async () => {
    const { t, token, save } = await setup();
    const saved = await save(fixture('domestic-s19-s7'));
    const parts: Record<string, Awaited<ReturnType<typeof facturXParts>>> = {};
    for (const format of ['zugferd-xrechnung', 'zugferd-en16931']) {
      const res = await t.call(
        'GET',
        `api/rechnung/visualisierungdata/${saved.id}?format=${format}`,
        undefined,
        token,
      );
      expect(res.status).toBe(200);
      parts[format] = await facturXParts(res.data);
      expect(pdfText(res.data)).toContain('Bezirksamt Mitte von Berlin');
    }
    for (const [format, p] of Object.entries(parts)) {
      expect(p.fileName).toBe('factur-x.xml');
      expect(p.afIsSpec).toBe(true);
      expect(p.relationship).toBe('/Alternative');
      expect(p.subtype).toBe('/text#2Fxml');
      expect(p.xml).toContain('CrossIndustryInvoice');
      expect(p.xmp).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(p.xmp).toContain(
        '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
      );
      for (const name of ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel'])
        expect(p.xmp).toContain(`<pdfaProperty:name>${name}</pdfaProperty:name>`);
      expect(p.xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
      expect(p.xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
      expect(p.xmp).toContain(
        `<fx:ConformanceLevel>${format === 'zugferd-en16931' ? 'EN 16931' : 'XRECHNUNG'}</fx:ConformanceLevel>`,
      );
      expect(p.intent).toEqual({ s: '/GTS_PDFA1', n: '3' });
      expect(p.icc).toEqual({ signature: 'acsp', space: 'RGB ', size: true });
      expect(p.fonts.length).toBeGreaterThanOrEqual(2);
      expect(p.fonts.every((f) => f.embedded)).toBe(true);
      expect(p.id).toBeDefined();
    }
    expect(parts['zugferd-en16931'].xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    const [xr] = await officialVerdictsOfTexts([
      { name: 'factur-x.xml', xml: parts['zugferd-xrechnung'].xml },
    ]);
    expect(xr.errors).toEqual([]);
    expect(xr.valid).toBe(true);
    const [en] = await officialVerdictsOfTexts(
      [{ name: 'factur-x.xml', xml: parts['zugferd-en16931'].xml }],
      ['--allow-en16931'],
    );
    expect(en.errors).toEqual([]);
    expect(en.valid).toBe(true);
  }, 300_000);

  it('imports a ZUGFeRD PDF like its XML: nothing is lost; a PDF without XML is refused with a reason', async () => {
    const { t, token, save } = await setup();
    const original = fixture('domestic-s19-s7');
    const saved = await save(original);
    const pdf = await t.call(
      'GET',
      `api/rechnung/visualisierungdata/${saved.id}?format=zugferd-xrechnung`,
      undefined,
      token,
    );
    const xml = (await facturXParts(pdf.data)).xml;
    const fromPdf = await t.call('POST', 'api/v1_2/json-invoices', pdf.data, token, {
      'content-type': 'application/pdf',
    });
    expect(fromPdf.status).toBe(200);
    const fromXml = await t.call('POST', 'api/v1_2/json-invoices', xml, token, {
      'content-type': 'application/xml',
    });
    expect(fromPdf.data.invoice).toEqual(fromXml.data.invoice);
    expect(fromPdf.data.syntax).toBe('cii');
    const back = fromPdf.data.invoice;
    expect(back.Invoice_number).toEqual(original.Invoice_number);
    expect(back.INVOICE_LINE).toHaveLength(original.INVOICE_LINE.length);
    expect(back.DOCUMENT_TOTALS.Amount_due_for_payment).toBe(original.DOCUMENT_TOTALS.Amount_due_for_payment);
    expect(back.SELLER.Seller_name).toBe(original.SELLER.Seller_name);
    expect(back.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER).toEqual(original.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER);
    const plain = await t.call('GET', `api/rechnung/visualisierungdata/${saved.id}`, undefined, token);
    const refused = await t.call('POST', 'api/v1_2/json-invoices', plain.data, token, {
      'content-type': 'application/pdf',
    });
    expect(refused.status).toBe(400);
    expect(refused.data.messageKey).toBe('import.error.pdf');
  }, 300_000);

  it('sends by e-mail with the ZUGFeRD PDF attached beside the XML when asked to', async () => {
    const { t, token, save } = await setup();
    const invoice = fixture('domestic-s19-s7');
    invoice.Invoice_number = { Content: 'RE-ZUGFERD-1' };
    invoice.BUYER.Buyer_electronic_address = 'eingang@ba-mitte.example';
    invoice.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const saved = await save(invoice);
    const bad = await t.call(
      'POST',
      `api/v1_2/cefact-invoices-send?rechnungId=${saved.id}&zugferd=pdfa`,
      undefined,
      token,
    );
    expect(bad.status).toBe(400);
    const sent = await t.call(
      'POST',
      `api/v1_2/cefact-invoices-send?rechnungId=${saved.id}&zugferd=xrechnung`,
      undefined,
      token,
    );
    expect(sent.data.delivery).toEqual({
      channel: 'email',
      recipient: 'eingang@ba-mitte.example',
      status: 'queued',
    });
    // the e-mail delivery carries the XML and, beside it, the ZUGFeRD PDF
    const [row] = await sqlRows<{ xml: string; mail: string }>(
      t.deps,
      "SELECT xml, mail FROM delivery_outbox WHERE recipient = 'eingang@ba-mitte.example'",
    );
    expect(row.xml).toBe(sent.data.xml);
    const mail = JSON.parse(row.mail) as { filename: string; pdf: { filename: string; base64: string } };
    expect(mail.filename).toBe('RE-ZUGFERD-1.xml');
    expect(mail.pdf.filename).toBe('RE-ZUGFERD-1-zugferd.pdf');
    const pdf = { content: mail.pdf.base64 };
    // the archive keeps the PDF that went out beside the XML
    const [archived] = await sqlRows<{ pdf_sha256: string | null }>(
      t.deps,
      'SELECT pdf_sha256 FROM invoice_archive WHERE invoice_id = ?',
      saved.id,
    );
    expect(archived.pdf_sha256).toBe(sha256(Buffer.from(mail.pdf.base64, 'base64')));
    const parts = await facturXParts(new Uint8Array(Buffer.from(pdf.content, 'base64')));
    expect(parts.xml).toBe(sent.data.xml);
    expect(parts.xmp).toContain('<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>');
  }, 300_000);

  it('puts the company logo and letterhead of the master data on the PDF; refuses what is not an image', async () => {
    const { t, token, save } = await setup();
    const saved = await save(fixture('domestic-s19-s7'));
    const png = testPng(120, 40);
    const put = await t.call('PUT', 'api/masterdata/logo', png, token, { 'content-type': 'image/png' });
    expect(put.data).toEqual({ logoType: 'image/png' });
    const text = await t.call('PUT', 'api/masterdata/logo', new TextEncoder().encode('GIF89a'), token, {
      'content-type': 'image/gif',
    });
    expect(text.status).toBe(400);
    await t.call(
      'PUT',
      'api/masterdata/branding',
      { letterhead: 'Geschäftsführerin: Erika Mustermann' },
      token,
    );
    expect((await t.call('GET', 'api/masterdata/branding', undefined, token)).data).toEqual({
      letterhead: 'Geschäftsführerin: Erika Mustermann',
      logoType: 'image/png',
    });
    const res = await t.call(
      'GET',
      `api/rechnung/visualisierungdata/${saved.id}?format=zugferd-xrechnung`,
      undefined,
      token,
    );
    expect(pdfText(res.data)).toContain('Geschäftsführerin: Erika Mustermann');
    const doc = await PDFDocument.load(res.data);
    const images = [...doc.context.enumerateIndirectObjects()].filter(
      ([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
    expect(images.length).toBeGreaterThanOrEqual(1);
    await t.call('DELETE', 'api/masterdata/logo', undefined, token);
    const without = await PDFDocument.load(
      (await t.call('GET', `api/rechnung/visualisierungdata/${saved.id}`, undefined, token)).data,
    );
    expect(
      [...without.context.enumerateIndirectObjects()].some(
        ([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      ),
    ).toBe(false);
  }, 300_000);
});
