/**
 * Issue 30 item 1: a ZUGFeRD PDF whose streams inflate far beyond the import's size limit (25 MB)
 * is refused with `import.error.tooLarge` while it is inflated — the embedded invoice XML and the
 * object streams read while the PDF loads — instead of being inflated whole (1 GB from a 1 MB
 * upload took the process down). A real hybrid PDF still imports.
 */
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../src/limits/import';
import { embeddedInvoiceXml } from '../../src/visual/facturx-read';
import { pdfInflatingTo, pdfObjectStreamInflatingTo } from './hostile-inputs';
import { company } from './integrity-setup';

const limitMb = MAX_IMPORT_BYTES / (1024 * 1024);

describe('PDF streams are inflated under the import size limit', () => {
  it('refuses an embedded factur-x.xml inflating to 8 × the limit, in the worker, with import.error.tooLarge', async () => {
    const pdf = await pdfInflatingTo(8 * limitMb);
    expect(pdf.length).toBeLessThan(1024 * 1024);
    const { t, token } = await company({}, 'bomb@a.example');
    const res = await t.call('POST', 'api/v1_2/json-invoices', pdf, token, {
      'content-type': 'application/pdf',
    });
    expect(res.status).toBe(413);
    expect(res.data.messageKey).toBe('import.error.tooLarge');
    expect(res.data.message).toContain(`${limitMb} MB`);
  }, 60_000);

  it('refuses an object stream inflating beyond the limit while the PDF loads', async () => {
    const pdf = await pdfObjectStreamInflatingTo(4 * limitMb);
    await expect(embeddedInvoiceXml(pdf)).rejects.toMatchObject({ messageKey: 'import.error.tooLarge' });
  }, 60_000);

  it('stops inflating at the limit it is given, keeping memory near the limit', async () => {
    const pdf = await pdfInflatingTo(64);
    const before = process.memoryUsage().arrayBuffers;
    await expect(embeddedInvoiceXml(pdf, 2 * 1024 * 1024)).rejects.toMatchObject({
      messageKey: 'import.error.tooLarge',
      details: { maxMb: 2 },
    });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('still reads an embedded invoice under the limit', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage();
    const xml = `<?xml version="1.0"?><rsm:CrossIndustryInvoice xmlns:rsm="urn:x">${'x'.repeat(100_000)}</rsm:CrossIndustryInvoice>`;
    await doc.attach(new TextEncoder().encode(xml), 'factur-x.xml', { mimeType: 'text/xml' });
    expect(await embeddedInvoiceXml(await doc.save(), 1024 * 1024)).toBe(xml);
  });
});
