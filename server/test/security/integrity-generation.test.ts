/**
 * Issue 11, integrity items 1 and 2: generation with a stored invoice and every `-send` make the
 * XML from what is stored (a differing body refused, no body allowed), and generation applies
 * what the editor and save apply — the `editor` profile's errors, the syntax restrictions of
 * spec §9 and the attachment rules.
 */
import { describe, expect, it, vi } from 'vitest';
import { sqlRows } from '../helpers';
import { company, doc, fixture } from './integrity-setup';

// worker threads start cold in each test file; a busy 2-core machine needs the margin
vi.setConfig({ testTimeout: 90_000 });

describe('integrity: what is stored is what is sent', () => {
  it('item 1: -send refuses a body that differs from the stored invoice and sends the stored one', async () => {
    const { t, token, save } = await company();
    const stored = fixture('domestic-s19-s7');
    stored.Invoice_number = { Content: 'STORED-100' };
    stored.BUYER.Buyer_electronic_address = 'eingang@stadt.example';
    stored.BUYER.Buyer_electronic_address_Scheme_identifier = 'EM';
    const saved = (await save(stored)).data;
    const forged = structuredClone(stored);
    forged.Invoice_number = { Content: 'SENT-DIFFERENT-999' };
    forged.BUYER.Buyer_electronic_address = 'attacker@elsewhere.example';

    const refused = await t.call('POST', `api/v1_2/ubl-invoices-send?rechnungId=${saved.id}`, forged, token);
    expect(refused).toMatchObject({ status: 409, data: { messageKey: 'generation.error.bodyDiffers' } });
    const plain = await t.call('POST', `api/v1_2/ubl-invoices?rechnungId=${saved.id}`, forged, token);
    expect(plain.data.messageKey).toBe('generation.error.bodyDiffers');
    expect(
      await sqlRows(t.deps, 'SELECT count(*) AS n FROM mail_outbox WHERE recipient LIKE ?', '%elsewhere%'),
    ).toEqual([{ n: 0 }]);
    expect((await t.call('GET', `api/rechnung/${saved.id}`, undefined, token)).data).toMatchObject({
      status: 'IN_PROGRESS',
      hasXml: false,
    });

    // no body: the stored invoice goes out
    const sent = await t.call('POST', `api/v1_2/ubl-invoices-send?rechnungId=${saved.id}`, undefined, token);
    expect(sent.status).toBe(200);
    expect(sent.data.xml).toContain('STORED-100');
    expect(sent.data.delivery).toEqual({
      channel: 'email',
      recipient: 'eingang@stadt.example',
      status: 'queued',
    });
    const mail = await sqlRows<{ recipient: string; xml: string }>(
      t.deps,
      "SELECT recipient, xml FROM delivery_outbox WHERE channel = 'email'",
    );
    expect(mail.map((m) => m.recipient)).toEqual(['eingang@stadt.example']);
    expect(mail[0].xml).toContain('STORED-100');
    expect(mail[0].xml).not.toContain('SENT-DIFFERENT-999');
  });

  it("item 2: generation applies the editor's errors, the syntax restrictions and the attachment rules", async () => {
    const { t, token } = await company();
    const gen = (kind: string, invoice: unknown) => t.call('POST', `api/v1_2/${kind}`, invoice, token);
    // biome-ignore lint/suspicious/noExplicitAny: fixtures are plain JSON edited in place
    const variants: [string, (i: Record<string, any>) => void, string, string][] = [
      ['type code 875', (i) => (i.Invoice_type_code = '875'), 'ubl-invoices', 'validation.invoice.invalid'],
      [
        '9-character buyer reference',
        (i) => (i.Buyer_reference = '123456789'),
        'ubl-invoices',
        'validation.invoice.invalid',
      ],
      [
        '2-digit phone number',
        (i) => (i.SELLER.SELLER_CONTACT.Seller_contact_telephone_number = '12'),
        'ubl-invoices',
        'validation.invoice.invalid',
      ],
      [
        'CII with an XML attachment',
        (i) =>
          (i.ADDITIONAL_SUPPORTING_DOCUMENTS = [
            doc('daten.xml', Buffer.from('<a/>').toString('base64'), 'application/xml'),
          ]),
        'cefact-invoices',
        'generation.error.syntax',
      ],
      [
        'CII with BT-149',
        (i) => (i.INVOICE_LINE[0].PRICE_DETAILS.Item_price_base_quantity = 2),
        'cefact-invoices',
        'generation.error.syntax',
      ],
      [
        'text/html attachment',
        (i) =>
          (i.ADDITIONAL_SUPPORTING_DOCUMENTS = [
            doc('x.html', Buffer.from('<html>').toString('base64'), 'text/html'),
          ]),
        'ubl-invoices',
        'attachment.error.type',
      ],
      [
        'image/svg+xml attachment',
        (i) =>
          (i.ADDITIONAL_SUPPORTING_DOCUMENTS = [
            doc('x.svg', Buffer.from('<svg/>').toString('base64'), 'image/svg+xml'),
          ]),
        'ubl-invoices',
        'attachment.error.type',
      ],
      [
        '11 MB attachment',
        (i) => (i.ADDITIONAL_SUPPORTING_DOCUMENTS = [doc('big.pdf', `JVBER${'A'.repeat(15_000_000)}`)]),
        'ubl-invoices',
        'attachment.error.tooLarge',
      ],
    ];
    for (const [what, change, kind, key] of variants) {
      const invoice = fixture('domestic-s19-s7');
      change(invoice);
      const res = await gen(kind, invoice);
      expect([what, res.data.messageKey]).toEqual([what, key]);
      expect(res.data.xml).toBeUndefined();
    }
    const creditNote = fixture('credit-note-381');
    creditNote.ADDITIONAL_SUPPORTING_DOCUMENTS = [
      doc('daten.xml', Buffer.from('<a/>').toString('base64'), 'application/xml'),
    ];
    expect((await gen('ubl-credit-note-invoices', creditNote)).data.messageKey).toBe(
      'attachment.error.xmlNotAllowed',
    );
    // the unchanged invoice still generates
    expect((await gen('ubl-invoices', fixture('domestic-s19-s7'))).status).toBe(200);
  });
});
