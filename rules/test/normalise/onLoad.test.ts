import { describe, expect, it } from 'vitest';
import { NOTE_TEXTS, noteMessages, onLoad } from '../../index';

// biome-ignore lint/suspicious/noExplicitAny: tests read fields of hand-written fragments
const load = (invoice: unknown): { invoice: any; notes: string[]; counters: any } =>
  onLoad(invoice, { ids: false });

describe('onLoad (spec §4 "On import and load")', () => {
  it('clears the payment due date of a credit note only', () => {
    expect(
      load({ Invoice_type_code: '381', Payment_due_date: '2026-01-01' }).invoice.Payment_due_date,
    ).toBeUndefined();
    expect(load({ Invoice_type_code: '381', Payment_due_date: '2026-01-01' }).notes).toContain(
      'note.creditNoteDueDateRemoved',
    );
    expect(load({ Invoice_type_code: '380', Payment_due_date: '2026-01-01' }).invoice.Payment_due_date).toBe(
      '2026-01-01',
    );
  });

  it('adds the default VAT rows and removes duplicates, with notes', () => {
    const { invoice, notes } = load({
      VAT_BREAKDOWN: [
        {
          VAT_category_code: 'S',
          VAT_category_rate: 19,
          VAT_category_taxable_amount: 100,
          VAT_category_tax_amount: 19,
        },
        { VAT_category_code: 'S', VAT_category_rate: 19.0 },
        { VAT_category_code: 'E', VAT_category_rate: 0, VAT_exemption_reason_text: 'x' },
      ],
    });
    const keys = invoice.VAT_BREAKDOWN.map(
      (r: { VAT_category_code: string; VAT_category_rate: number }) =>
        `${r.VAT_category_code}${r.VAT_category_rate}`,
    );
    expect(keys).toEqual(['S19', 'E0', 'S10.7', 'S9.5', 'S9', 'S7', 'S5.5', 'Z0']);
    expect(invoice.VAT_BREAKDOWN[0].VAT_category_tax_amount).toBe(19);
    expect(notes).toEqual(expect.arrayContaining(['note.vatRowsDuplicatesRemoved', 'note.vatRowsAdded']));
    expect(load({}).invoice.VAT_BREAKDOWN).toHaveLength(7);
    expect(load({}).notes).toEqual([]);
  });

  it.each([
    ['5', '3'],
    ['29', '35'],
    ['72', '432'],
    ['35', '35'],
  ])('maps the VAT point date code %s to %s', (code, expected) => {
    expect(load({ Value_added_tax_point_date_code: code }).invoice.Value_added_tax_point_date_code).toBe(
      expected,
    );
  });

  it('fills price defaults, base-quantity unit and the line VAT rate', () => {
    const { invoice } = load({
      INVOICE_LINE: [
        {
          Invoiced_quantity_unit_of_measure_code: 'H87',
          PRICE_DETAILS: { Item_net_price: 8.5, Item_price_discount: 1.5 },
          LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'E' },
        },
        { PRICE_DETAILS: { Item_net_price: 2 }, LINE_VAT_INFORMATION: {} },
      ],
    });
    expect(invoice.INVOICE_LINE[0].PRICE_DETAILS).toEqual({
      Item_net_price: 8.5,
      Item_price_discount: 1.5,
      Item_gross_price: 10,
      Item_price_base_quantity: 0,
      Item_price_base_quantity_unit_of_measure_code: 'H87',
    });
    expect(invoice.INVOICE_LINE[0].LINE_VAT_INFORMATION.Invoiced_item_VAT_rate).toBe(0);
    expect(invoice.INVOICE_LINE[1].PRICE_DETAILS.Item_gross_price).toBe(2);
    expect(invoice.INVOICE_LINE[1].LINE_VAT_INFORMATION.Invoiced_item_VAT_rate).toBeUndefined();
  });

  it('sets missing totals to 0 and keeps given ones', () => {
    const totals = load({ DOCUMENT_TOTALS: { Paid_amount: 5 } }).invoice.DOCUMENT_TOTALS;
    expect(totals.Paid_amount).toBe(5);
    expect(totals.Amount_due_for_payment).toBe(0);
    expect(Object.keys(totals)).toHaveLength(10);
  });

  it('resets empty identifier wrappers', () => {
    const { invoice } = load({
      Invoice_number: { Content: 'R-1' },
      Invoiced_object_identifier: { Content: '', Scheme_identifier: 'AAA' },
      INVOICE_LINE: [
        {
          ITEM_INFORMATION: {
            Item_standard_identifier: { Scheme_identifier: '0002' },
            Item_classification_identifier: [
              { Scheme_identifier: 'AA' },
              { Content: '1', Scheme_identifier: 'AA' },
            ],
          },
        },
      ],
    });
    expect(invoice.Invoice_number).toEqual({ Content: 'R-1' });
    expect(invoice.Invoiced_object_identifier).toEqual({});
    expect(invoice.INVOICE_LINE[0].ITEM_INFORMATION.Item_standard_identifier).toEqual({});
    expect(invoice.INVOICE_LINE[0].ITEM_INFORMATION.Item_classification_identifier).toEqual([
      { Content: '1', Scheme_identifier: 'AA' },
    ]);
  });

  it('removes attachments without a file name, renames repeated names and counts them', () => {
    const { invoice, notes, counters } = load({
      ADDITIONAL_SUPPORTING_DOCUMENTS: [
        {
          Supporting_document_reference: 'A',
          Attached_document: { Content: 'QUJD', Filename: 'x.pdf', Mime_Code: 'application/pdf' },
        },
        {
          Supporting_document_reference: 'B',
          Attached_document: { Content: 'QUJDRA==', Filename: 'x.pdf', Mime_Code: 'application/pdf' },
        },
        { Supporting_document_reference: 'C', Attached_document: { Content: 'QUJD', Filename: '' } },
      ],
    });
    expect(invoice.ADDITIONAL_SUPPORTING_DOCUMENTS[1].Attached_document.Filename).toBe('2_x.pdf');
    expect(invoice.ADDITIONAL_SUPPORTING_DOCUMENTS[2]).toEqual({ Supporting_document_reference: 'C' });
    expect(notes).toEqual(['note.attachmentsWithoutNameRemoved', 'note.attachmentsRenamed']);
    expect(counters).toEqual({
      documentCount: 3,
      attachmentCount: 2,
      totalBytes: 7,
      uniqueFileNames: ['x.pdf', '2_x.pdf'],
    });
  });

  it('sets the VAT accounting currency to the invoice currency', () => {
    expect(
      load({ Invoice_currency_code: 'EUR', VAT_accounting_currency_code: 'USD' }).invoice
        .VAT_accounting_currency_code,
    ).toBe('EUR');
    expect(load({ Invoice_currency_code: 'EUR' }).invoice.VAT_accounting_currency_code).toBe('EUR');
  });

  it.each([
    ['58', '58'],
    ['30', '30'],
    ['59', '59'],
    ['31', '58'],
    ['1', '58'],
    ['54', '48'],
    ['55', '48'],
  ])('maps payment means code %s to %s', (code, expected) => {
    expect(
      load({ PAYMENT_INSTRUCTIONS: { Payment_means_type_code: code } }).invoice.PAYMENT_INSTRUCTIONS
        .Payment_means_type_code,
    ).toBe(expected);
  });

  it('adds ids to every nested entity by default and does not change its input', () => {
    const input = { SELLER: { Seller_name: 'A', SELLER_CONTACT: {} }, INVOICE_LINE: [{ PRICE_DETAILS: {} }] };
    let n = 0;
    // biome-ignore lint/suspicious/noExplicitAny: reading the ids onLoad added
    const { invoice } = onLoad(input, { makeId: () => `i${++n}` }) as { invoice: any };
    expect(input).toEqual({
      SELLER: { Seller_name: 'A', SELLER_CONTACT: {} },
      INVOICE_LINE: [{ PRICE_DETAILS: {} }],
    });
    expect(invoice.SELLER.id).toMatch(/^i\d+$/);
    expect(invoice.INVOICE_LINE[0].id).toMatch(/^i\d+$/);
    expect(() => onLoad('x')).toThrow(/JSON object/);
  });

  it('every note has a German and an English text', () => {
    const { notes } = load({
      Invoice_type_code: '381',
      Payment_due_date: '2026-01-01',
      Invoice_currency_code: 'EUR',
      VAT_accounting_currency_code: 'USD',
      VAT_BREAKDOWN: [
        { VAT_category_code: 'S', VAT_category_rate: 19 },
        { VAT_category_code: 'S', VAT_category_rate: 19 },
      ],
      PAYMENT_INSTRUCTIONS: { Payment_means_type_code: '1' },
      ADDITIONAL_SUPPORTING_DOCUMENTS: [
        { Attached_document: { Filename: '' } },
        { Attached_document: { Filename: 'a' } },
        { Attached_document: { Filename: 'a' } },
      ],
    });
    expect(notes.sort()).toEqual(Object.keys(NOTE_TEXTS).sort());
    for (const key of notes) {
      expect(noteMessages('de')[key]).toBe(NOTE_TEXTS[key].de);
      expect(noteMessages('en')[key]).toBe(NOTE_TEXTS[key].en);
    }
  });
});
