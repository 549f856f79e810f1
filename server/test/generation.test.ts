import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload, sqlRows } from './helpers';
import { pdfText } from './pdf-text';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));
const corpus = (path: string) =>
  readFileSync(new URL(`../../../shared/corpus/${path}`, import.meta.url), 'utf8');

async function setup() {
  const t = await freshApp();
  const auth = await registerCompany(t, 'gen@a.example');
  const save = async (invoice: Record<string, unknown>) =>
    (
      await t.call(
        'POST',
        'api/rechnung',
        savePayload({
          invoiceNumber: invoice.Invoice_number && (invoice.Invoice_number as { Content: string }).Content,
          json: JSON.stringify(invoice),
          jsongroupvalidation: true,
        }),
        auth.accessToken,
      )
    ).data;
  return { t, token: auth.accessToken, save };
}

describe('validation and generation', () => {
  it('validates: a complete invoice has no errors, a missing buyer reference is reported', async () => {
    const { t, token } = await setup();
    const ok = await t.call('POST', 'api/v1_2/json-validations', fixture('domestic-s19-s7'), token);
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ valid: true, errorCount: 0 });
    const { Buyer_reference: _gone, ...broken } = fixture('domestic-s19-s7');
    const bad = await t.call('POST', 'api/v1_2/json-validations', broken, token);
    expect(bad.data.valid).toBe(false);
    const ids = bad.data.editor
      .filter((f: { severity: string }) => f.severity === 'error')
      .map((f: { ruleId: string }) => f.ruleId);
    expect(ids).toContain('BR-DE-15');
    expect(bad.data.editor[0].message).toEqual(expect.any(String));
  }, 60_000);

  it('generates UBL, CII and a UBL credit note; refuses invalid and mismatched content', async () => {
    const { t, token } = await setup();
    const ubl = await t.call('POST', 'api/v1_2/ubl-invoices', fixture('domestic-s19-s7'), token);
    expect(ubl.data).toMatchObject({
      kind: 'Invoice',
      syntax: 'ubl',
      valid: true,
      fileName: 'RE-2026-0001.xml',
    });
    expect(ubl.data.xml).toContain('<cbc:ID>RE-2026-0001</cbc:ID>');
    const cii = await t.call('POST', 'api/v1_2/cefact-invoices', fixture('domestic-s19-s7'), token);
    expect(cii.data.kind).toBe('CrossIndustryInvoice');
    expect(cii.data.xml).toContain('CrossIndustryInvoice');
    const cn = await t.call('POST', 'api/v1_2/ubl-credit-note-invoices', fixture('credit-note-381'), token);
    expect(cn.data.kind).toBe('CreditNote');
    const cnAsInvoice = await t.call('POST', 'api/v1_2/ubl-invoices', fixture('credit-note-381'), token);
    expect(cnAsInvoice).toMatchObject({ status: 422, data: { messageKey: 'generation.error.functional' } });
    const { Buyer_reference: _gone, ...broken } = fixture('domestic-s19-s7');
    const invalid = await t.call('POST', 'api/v1_2/ubl-invoices', broken, token);
    expect(invalid).toMatchObject({
      status: 422,
      data: { messageKey: 'validation.invoice.invalid', message: 'Die Rechnung ist nicht valide' },
    });
    expect(invalid.data.findings.map((f: { ruleId: string }) => f.ruleId)).toContain('BR-DE-15');
  }, 60_000);

  it('stores the XML and report on the named invoice; download then mark as manually sent', async () => {
    const { t, token, save } = await setup();
    const saved = await save(fixture('domestic-s19-s7'));
    const gen = await t.call(
      'POST',
      `api/v1_2/ubl-invoices?rechnungId=${saved.id}`,
      fixture('domestic-s19-s7'),
      token,
    );
    expect(gen.data).toMatchObject({ id: saved.id, sent: false });
    const xml = await t.call('GET', `api/rechnung/xrechnungdata/${saved.id}`, undefined, token);
    expect(xml.headers.get('content-disposition')).toContain('RE-2026-0001.xml');
    expect(xml.data).toBe(gen.data.xml);
    const report = await t.call('GET', `api/rechnung/validierungsergebnisdata/${saved.id}`, undefined, token);
    expect(report.data).toMatchObject({
      valid: true,
      syntax: 'ubl',
      xsd: { valid: true },
    });
    const pdf = await t.call('GET', `api/rechnung/visualisierungdata/${saved.id}`, undefined, token);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(pdf.data);
    expect(text).toContain('RE-2026-0001');
    expect(text).toContain('Bezirksamt Mitte von Berlin');
    const marked = await t.call('POST', `api/rechnung/${saved.id}/manually-sent`, undefined, token);
    expect(marked.data).toMatchObject({ status: 'SENT', sendingMethod: 'MANUAL' });
    const sentList = await t.call('GET', 'api/rechnung/sent', undefined, token);
    expect(sentList.data.content[0]).toMatchObject({
      id: saved.id,
      sendingMethod: 'MANUAL',
      sentTime: expect.any(String),
    });
  }, 60_000);

  it('sends: queued for delivery by e-mail (XML attached) for scheme EM, else over HTTP; never twice', async () => {
    const { t, token, save } = await setup();
    t.deps.config.delivery.httpUrl = 'http://127.0.0.1:9/inbox';
    const peppol = fixture('domestic-s19-s7');
    const byMail = fixture('domestic-s19-s7');
    byMail.Invoice_number = { Content: 'RE-MAIL-1' };
    byMail.BUYER.Buyer_electronic_address = 'eingang@ba-mitte.example';
    byMail.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const a = await save(peppol);
    const b = await save(byMail);
    expect((await t.call('POST', 'api/v1_2/ubl-invoices-send', peppol, token)).data.messageKey).toBe(
      'error.badRequest',
    );
    const sentA = await t.call('POST', `api/v1_2/ubl-invoices-send?rechnungId=${a.id}`, peppol, token);
    expect(sentA.data).toMatchObject({
      sent: true,
      delivery: { channel: 'http', recipient: '0204:04011000-12345-03', status: 'queued' },
    });
    const sentB = await t.call(
      'POST',
      `api/v1_2/cefact-invoices-send?rechnungUUID=${b.rechnungUUID}`,
      byMail,
      token,
    );
    expect(sentB.data.delivery).toEqual({
      channel: 'email',
      recipient: 'eingang@ba-mitte.example',
      status: 'queued',
    });
    const [mail] = await sqlRows<{ channel: string; mail: string; xml: string }>(
      t.deps,
      'SELECT channel, mail, xml FROM delivery_outbox WHERE invoice_id = ?',
      b.id,
    );
    expect(mail.channel).toBe('email');
    expect(JSON.parse(mail.mail)).toMatchObject({
      subject: expect.stringContaining('RE-MAIL-1'),
      filename: 'RE-MAIL-1.xml',
    });
    expect(mail.xml).toBe(sentB.data.xml);
    const [delivery] = await sqlRows<{ xml: string }>(
      t.deps,
      'SELECT channel, recipient, xml, status FROM delivery_outbox WHERE invoice_id = ?',
      a.id,
    );
    expect(delivery).toMatchObject({
      channel: 'http',
      recipient: '04011000-12345-03',
      xml: sentA.data.xml,
      status: 'queued',
    });
    const again = await t.call('POST', `api/v1_2/ubl-invoices-send?rechnungId=${a.id}`, peppol, token);
    expect(again).toMatchObject({
      status: 409,
      data: { code: 'INVALID_RECHNUNG_STATUS', messageKey: 'rechnung.error.alreadyGenerated' },
    });
    const stored = await t.call('GET', `api/rechnung/${a.id}`, undefined, token);
    expect(stored.data).toMatchObject({ status: 'SENT', sendingMethod: 'PORTAL' });
    const gone = await t.call('POST', 'api/v1_2/ubl-invoices-send?rechnungId=424242', peppol, token);
    expect(gone).toMatchObject({ status: 404, data: { messageKey: 'rechnung.error.notFound' } });
  }, 60_000);
});

describe('import', () => {
  it('imports an e-invoice from the KoSIT corpus and an e-order; refuses broken and DOCTYPE input', async () => {
    const { t, token } = await setup();
    const xml = corpus('xrechnung-testsuite/ubl/cius-01.01_comprehensive_test_ubl.xml');
    const res = await t.call('POST', 'api/v1_2/json-invoices', xml, token, {
      'content-type': 'application/xml',
    });
    expect(res.status).toBe(200);
    expect(res.data.syntax).toBe('ubl');
    expect(res.data.invoice.Invoice_number.Content).toEqual(expect.any(String));
    const order = await t.call('POST', 'api/json-orders', corpus('orders/UC1_Order.xml'), token, {
      'content-type': 'application/xml',
    });
    expect(order.status).toBe(200);
    expect(order.data.invoice).toBeTypeOf('object');
    const notAnOrder = await t.call('POST', 'api/json-orders', xml, token, {
      'content-type': 'application/xml',
    });
    expect(notAnOrder.status).toBe(400);
    expect(notAnOrder.data.message).toContain('Die Datei kann nicht importiert werden');
    const broken = await t.call('POST', 'api/v1_2/json-invoices', '<Invoice><unclosed></Invoice>', token, {
      'content-type': 'application/xml',
    });
    expect(broken.status).toBe(400);
    expect(broken.data.messageKey).toEqual(expect.any(String));
    const evil =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Invoice>&e;</Invoice>';
    const refused = await t.call('POST', 'api/v1_2/json-invoices', evil, token, {
      'content-type': 'application/xml',
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).not.toContain('root:');
    expect(
      (await t.call('POST', 'api/v1_2/json-invoices', '', token, { 'content-type': 'application/xml' })).data
        .messageKey,
    ).toBe('import.error.empty');
  }, 60_000);
});

describe('a date that does not exist', () => {
  it('is refused before any XML is made, as input the model cannot hold (FIELD-date)', async () => {
    const { t, token, save } = await setup();
    // a delivery route for the buyer's scheme 0204 (without one the send is refused first)
    t.deps.config.delivery.httpUrl = 'http://127.0.0.1:9/inbox';
    const saved = await save(fixture('domestic-s19-s7'));
    const invoice = fixture('domestic-s19-s7');
    invoice.Invoice_issue_date = '2026-02-30';
    // neither stored (issue 26: the save refuses it too) nor sent
    expect((await save(invoice)).messageKey).toBe('validation.input.unparsed');
    // generation and send of a stored invoice work from the stored one (a different body is
    // refused as such); the typed body on its own is refused as unparsed input
    const res = await t.call('POST', 'api/v1_2/ubl-invoices', invoice, token);
    expect(res).toMatchObject({ status: 400, data: { messageKey: 'validation.input.unparsed' } });
    expect(JSON.stringify(res.data.fields)).toContain('Invoice_issue_date');
    const stored = await t.call('GET', `api/rechnung/${saved.id}`, undefined, token);
    expect(stored.data).toMatchObject({ status: 'IN_PROGRESS', hasXml: false });
  }, 60_000);
});
