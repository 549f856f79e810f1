import { describe, expect, it } from 'vitest';
import { addIds, onSave, stripIds } from '../../index';

// biome-ignore lint/suspicious/noExplicitAny: tests read fields of hand-written fragments
const save = (invoice: unknown): any => onSave(invoice);

describe('onSave (spec §4 "On save")', () => {
  it('drops VAT rows no line, allowance or charge uses', () => {
    const out = save({
      INVOICE_LINE: [
        { LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 19 } },
      ],
      DOCUMENT_LEVEL_CHARGES: [
        { Document_level_charge_VAT_category_code: 'Z', Document_level_charge_VAT_rate: 0 },
      ],
      VAT_BREAKDOWN: [
        { VAT_category_code: 'S', VAT_category_rate: 19 },
        { VAT_category_code: 'S', VAT_category_rate: 7 },
        { VAT_category_code: 'Z', VAT_category_rate: 0 },
      ],
    });
    expect(out.VAT_BREAKDOWN.map((r: { VAT_category_rate: number }) => r.VAT_category_rate)).toEqual([19, 0]);
  });

  it('removes empty optional values, keeping 0', () => {
    const out = save({
      Buyer_reference: '',
      Payment_terms: '  ',
      BUYER: {
        Buyer_name: 'B',
        BUYER_CONTACT: { Buyer_contact_point: '', Buyer_contact_email_address: null },
      },
      INVOICE_NOTE: [{ Invoice_note: '' }, { Invoice_note: 'n' }],
      DOCUMENT_TOTALS: { Paid_amount: 0 },
    });
    expect(out).toEqual({
      BUYER: { Buyer_name: 'B' },
      INVOICE_NOTE: [{ Invoice_note: 'n' }],
      DOCUMENT_TOTALS: { Paid_amount: 0 },
    });
  });

  it('uppercases account identifiers and strips everything but letters and digits', () => {
    const out = save({
      PAYMENT_INSTRUCTIONS: {
        CREDIT_TRANSFER: [{ Payment_account_identifier: 'de02 1203-0000 0000 2020 51' }],
        DIRECT_DEBIT: { Debited_account_identifier: 'at61.1904.3002.3457.3201' },
      },
    });
    expect(out.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER[0].Payment_account_identifier).toBe(
      'DE02120300000000202051',
    );
    expect(out.PAYMENT_INSTRUCTIONS.DIRECT_DEBIT.Debited_account_identifier).toBe('AT611904300234573201');
  });

  it('maps the VAT point date code back, drops base quantity 0 and every id', () => {
    const out = save(
      addIds({
        Value_added_tax_point_date_code: '35',
        INVOICE_LINE: [
          {
            Invoiced_quantity: 1,
            PRICE_DETAILS: {
              Item_net_price: 1,
              Item_price_base_quantity: 0,
              Item_price_base_quantity_unit_of_measure_code: 'H87',
            },
          },
        ],
      }),
    );
    expect(out).toEqual({
      Value_added_tax_point_date_code: '29',
      INVOICE_LINE: [{ Invoiced_quantity: 1, PRICE_DETAILS: { Item_net_price: 1 } }],
    });
  });

  it('stripIds removes ids at any depth; addIds keeps existing ones', () => {
    const withIds = addIds(
      {
        SELLER: { id: 'keep', SELLER_CONTACT: {} },
        INVOICE_LINE: [{}, { ITEM_INFORMATION: { ITEM_ATTRIBUTES: [{}] } }],
      },
      () => 'n',
    );
    expect(withIds).toEqual({
      SELLER: { id: 'keep', SELLER_CONTACT: { id: 'n' } },
      INVOICE_LINE: [{ id: 'n' }, { id: 'n', ITEM_INFORMATION: { id: 'n', ITEM_ATTRIBUTES: [{ id: 'n' }] } }],
    });
    expect(stripIds(withIds)).toEqual({
      SELLER: { SELLER_CONTACT: {} },
      INVOICE_LINE: [{}, { ITEM_INFORMATION: { ITEM_ATTRIBUTES: [{}] } }],
    });
  });

  it("drops load's price defaults that carry no information, keeps real ones", () => {
    const line = (price: Record<string, number>) => ({ INVOICE_LINE: [{ PRICE_DETAILS: price }] });
    expect(
      save(line({ Item_net_price: 5, Item_price_discount: 0, Item_gross_price: 5 })).INVOICE_LINE[0]
        .PRICE_DETAILS,
    ).toEqual({ Item_net_price: 5 });
    expect(
      save(line({ Item_net_price: 5, Item_price_discount: 1, Item_gross_price: 6 })).INVOICE_LINE[0]
        .PRICE_DETAILS,
    ).toEqual({
      Item_net_price: 5,
      Item_price_discount: 1,
      Item_gross_price: 6,
    });
    expect(save(line({ Item_net_price: 5, Item_gross_price: 5.5 })).INVOICE_LINE[0].PRICE_DETAILS).toEqual({
      Item_net_price: 5,
      Item_gross_price: 5.5,
    });
  });

  it('drops a VAT accounting currency equal to the invoice currency, with BT-111', () => {
    const totals = { Invoice_total_VAT_amount: 19, Invoice_total_VAT_amount_in_accounting_currency: 19 };
    expect(
      save({ Invoice_currency_code: 'EUR', VAT_accounting_currency_code: 'EUR', DOCUMENT_TOTALS: totals }),
    ).toEqual({
      Invoice_currency_code: 'EUR',
      DOCUMENT_TOTALS: { Invoice_total_VAT_amount: 19 },
    });
    expect(
      save({ Invoice_currency_code: 'EUR', VAT_accounting_currency_code: 'SEK', DOCUMENT_TOTALS: totals })
        .DOCUMENT_TOTALS,
    ).toEqual(totals);
  });
});
