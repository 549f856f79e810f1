/**
 * Issue 11 on the import side: the text limits of save become findings of the import's business
 * refusal (spec §8 'Die Datei beinhaltet fachliche Fehler…'), the note about recalculated
 * subtotals (spec §8) is given when the editor's calculation changes the file's totals, and a
 * file nested deeper or with more elements than an invoice can have is refused before parsing.
 */
import { describe, expect, it, vi } from 'vitest';
import { company, fixture } from './integrity-setup';

// worker threads start cold in each test file; a busy 2-core machine needs the margin
vi.setConfig({ testTimeout: 90_000 });

const xmlHeaders = { 'content-type': 'application/xml' };

describe('integrity on import', () => {
  it('item 8 (import): a note over 4096 characters is a finding of the business refusal', async () => {
    const { t, token } = await company();
    const invoice = fixture('domestic-s19-s7');
    invoice.INVOICE_NOTE = [{ Invoice_note: 'KURZNOTIZ' }];
    const xml = (await t.call('POST', 'api/v1_2/ubl-invoices', invoice, token)).data.xml as string;
    expect(xml).toContain('KURZNOTIZ');
    const ok = await t.call('POST', 'api/v1_2/json-invoices', xml, token, xmlHeaders);
    expect(ok.status).toBe(200);
    const long = xml.replace('KURZNOTIZ', 'n'.repeat(50_000));
    const res = await t.call('POST', 'api/v1_2/json-invoices', long, token, xmlHeaders);
    expect(res).toMatchObject({
      status: 400,
      data: {
        messageKey: 'import.error.business',
        message: 'Die Datei beinhaltet fachliche Fehler und kann nicht importiert werden',
      },
    });
    expect(res.data.findings).toEqual([
      expect.objectContaining({ ruleId: 'TEXT-LIMIT', pointer: '/INVOICE_NOTE/0/Invoice_note' }),
    ]);
  });

  it("item 6 (import): the 'subtotals recalculated' note of spec §8 is given when the totals change", async () => {
    const { t, token } = await company();
    const xml = (await t.call('POST', 'api/v1_2/ubl-invoices', fixture('domestic-s19-s7'), token)).data
      .xml as string;
    const plain = await t.call('POST', 'api/v1_2/json-invoices', xml, token, xmlHeaders);
    expect(plain.data).toMatchObject({ subtotalsRecalculated: false });
    expect(plain.data.notes).not.toContain('Die Zwischensummen wurden neu berechnet.');
    // a unit price that does not give the line amount: the editor recalculates the line and totals
    const price = /<cbc:PriceAmount currencyID="EUR">([\d.]+)<\/cbc:PriceAmount>/.exec(xml);
    expect(price).not.toBeNull();
    const changed = xml.replace(
      price?.[0] ?? '',
      `<cbc:PriceAmount currencyID="EUR">${Number(price?.[1]) + 1}</cbc:PriceAmount>`,
    );
    const res = await t.call('POST', 'api/v1_2/json-invoices', changed, token, xmlHeaders);
    expect(res.status).toBe(200);
    expect(res.data.subtotalsRecalculated).toBe(true);
    expect(res.data.notes).toContain('Die Zwischensummen wurden neu berechnet.');
  });

  it('refuses nesting deeper than any invoice before parsing, with a clear message', async () => {
    const { t, token } = await company();
    const deep = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">${'<a>'.repeat(40_000)}${'</a>'.repeat(40_000)}</Invoice>`;
    const res = await t.call('POST', 'api/v1_2/json-invoices', deep, token, xmlHeaders);
    expect(res).toMatchObject({ status: 400, data: { messageKey: 'import.error.tooComplex' } });
    expect(res.data.message).toContain('Die Datei kann nicht importiert werden');
    const order = await t.call(
      'POST',
      'api/json-orders',
      deep.replaceAll('Invoice', 'Order'),
      token,
      xmlHeaders,
    );
    expect(order.data.messageKey).toBe('import.error.tooComplex');
  });
});
