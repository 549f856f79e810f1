import type { Invoice } from '@xr/generated';
import { describe, expect, it } from 'vitest';
import { calculate as calculateInvoice } from '../index';

// biome-ignore lint/suspicious/noExplicitAny: tests read computed fields of hand-written fragments
const calculate = (invoice: unknown): any => calculateInvoice(invoice as Invoice);

const line = (extra: Record<string, unknown>) => ({
  Invoiced_quantity: 1,
  LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 19 },
  ...extra,
});

describe('calculate (spec §9)', () => {
  it('line net amount = net price × quantity, rounded half-up to 2', () => {
    const out = calculate({
      INVOICE_LINE: [line({ Invoiced_quantity: 3, PRICE_DETAILS: { Item_net_price: 0.335 } })],
    });
    expect(out.INVOICE_LINE[0].Invoice_line_net_amount).toBe(1.01); // 1.005 → 1.01, not the float 1.00
  });

  it('net price = gross price − discount; divided by a non-zero base quantity', () => {
    const out = calculate({
      INVOICE_LINE: [
        line({
          Invoiced_quantity: 250,
          PRICE_DETAILS: { Item_gross_price: 12, Item_price_discount: 2, Item_price_base_quantity: 100 },
        }),
        line({ Invoiced_quantity: 2, PRICE_DETAILS: { Item_net_price: 5, Item_price_base_quantity: 0 } }),
      ],
    });
    expect(out.INVOICE_LINE[0].PRICE_DETAILS.Item_net_price).toBe(10);
    expect(out.INVOICE_LINE[0].Invoice_line_net_amount).toBe(25);
    expect(out.INVOICE_LINE[1].Invoice_line_net_amount).toBe(10);
  });

  it('line allowances from base × percentage, subtracted; charges added', () => {
    const out = calculate({
      INVOICE_LINE: [
        line({
          Invoiced_quantity: 10,
          PRICE_DETAILS: { Item_net_price: 10 },
          INVOICE_LINE_ALLOWANCES: [
            { Invoice_line_allowance_base_amount: 100, Invoice_line_allowance_percentage: 2.5 },
          ],
          INVOICE_LINE_CHARGES: [{ Invoice_line_charge_amount: 1.1 }],
        }),
      ],
    });
    expect(out.INVOICE_LINE[0].INVOICE_LINE_ALLOWANCES[0].Invoice_line_allowance_amount).toBe(2.5);
    expect(out.INVOICE_LINE[0].Invoice_line_net_amount).toBe(98.6);
  });

  it('VAT per category and rate, totals and amount due', () => {
    const invoice = {
      INVOICE_LINE: [
        line({ Invoice_line_net_amount: 100.1 }),
        line({ Invoice_line_net_amount: 0.2 }),
        {
          Invoice_line_net_amount: 50,
          LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 7 },
        },
      ],
      DOCUMENT_LEVEL_ALLOWANCES: [
        {
          Document_level_allowance_base_amount: 10.3,
          Document_level_allowance_percentage: 10,
          Document_level_allowance_VAT_category_code: 'S',
          Document_level_allowance_VAT_rate: 19,
        },
      ],
      DOCUMENT_LEVEL_CHARGES: [
        {
          Document_level_charge_amount: 5,
          Document_level_charge_VAT_category_code: 'S',
          Document_level_charge_VAT_rate: 7,
        },
      ],
      VAT_BREAKDOWN: [
        { id: 'r1', VAT_category_code: 'S', VAT_category_rate: 19, VAT_category_taxable_amount: 1 },
        { VAT_category_code: 'Z', VAT_category_rate: 0 },
      ],
      THIRD_PARTY_PAYMENT: [{ Third_party_payment_amount: 3.33 }],
      DOCUMENT_TOTALS: { Paid_amount: 10, Rounding_amount: 0.01 },
    };
    const out = calculate(invoice);
    expect(out.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_amount).toBe(1.03);
    expect(out.VAT_BREAKDOWN).toEqual([
      // 100.1 + 0.2 − 1.03 = 99.27; 99.27 × 19 % = 18.8613 → 18.86
      {
        id: 'r1',
        VAT_category_code: 'S',
        VAT_category_rate: 19,
        VAT_category_taxable_amount: 99.27,
        VAT_category_tax_amount: 18.86,
      },
      {
        VAT_category_code: 'Z',
        VAT_category_rate: 0,
        VAT_category_taxable_amount: 0,
        VAT_category_tax_amount: 0,
      },
      // 50 + 5 = 55; 55 × 7 % = 3.85
      {
        VAT_category_code: 'S',
        VAT_category_rate: 7,
        VAT_category_taxable_amount: 55,
        VAT_category_tax_amount: 3.85,
      },
    ]);
    expect(out.DOCUMENT_TOTALS).toEqual({
      Sum_of_Invoice_line_net_amount: 150.3,
      Sum_of_allowances_on_document_level: 1.03,
      Sum_of_charges_on_document_level: 5,
      Invoice_total_amount_without_VAT: 154.27,
      Invoice_total_VAT_amount: 22.71,
      Invoice_total_amount_with_VAT: 176.98,
      Paid_amount: 10,
      Rounding_amount: 0.01,
      Amount_due_for_payment: 170.32, // 176.98 − 10 + 3.33 + 0.01
    });
    expect(invoice.VAT_BREAKDOWN[0].VAT_category_taxable_amount).toBe(1); // input unchanged
  });

  it('gives all totals 0 for an empty invoice and survives wrong types', () => {
    expect(calculate({}).DOCUMENT_TOTALS?.Amount_due_for_payment).toBe(0);
    const out = calculate({
      INVOICE_LINE: [7, { Invoiced_quantity: 'x', PRICE_DETAILS: { Item_net_price: 2 } }],
      DOCUMENT_TOTALS: 'bad',
    });
    expect(out.INVOICE_LINE[0]).toBe(7);
    expect(out.DOCUMENT_TOTALS.Invoice_total_amount_with_VAT).toBe(0);
    expect(calculate('text')).toBe('text');
  });
});

describe('VAT amount rounding', () => {
  it('rounds a negative tie toward positive infinity, as the official BR-CO-17 check does', () => {
    const out = calculate({
      INVOICE_LINE: [
        {
          Invoice_line_net_amount: -246.5,
          LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 7 },
        },
      ],
    });
    expect(out.VAT_BREAKDOWN[0].VAT_category_tax_amount).toBe(-17.25); // −17.255
    const positive = calculate({
      INVOICE_LINE: [
        {
          Invoice_line_net_amount: 246.5,
          LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 7 },
        },
      ],
    });
    expect(positive.VAT_BREAKDOWN[0].VAT_category_tax_amount).toBe(17.26); // 17.255
  });
});
