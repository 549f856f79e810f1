import { calculate } from '@xr/rules';
import { describe, expect, it } from 'vitest';
import { followAllowanceBase } from './allowanceBase';

const line = (quantity: number, price: number, code = 'S', rate = 19, extra = {}) => ({
  Invoiced_quantity: quantity,
  PRICE_DETAILS: { Item_net_price: price },
  LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: code, Invoiced_item_VAT_rate: rate },
  ...extra,
});
// as the editor runs it: follow on the calculated invoice, then calculate the amounts
const step = (before: unknown, after: unknown) =>
  // biome-ignore lint/suspicious/noExplicitAny: test convenience
  calculate(followAllowanceBase(before, calculate(after as never)) as never) as Record<string, any>;

describe('a percentage allowance or charge computes its base', () => {
  it('on the document: the lines at its VAT category and rate, following them until a base is typed', () => {
    const inv = {
      INVOICE_LINE: [line(2, 50), line(1, 30, 'S', 7)],
      DOCUMENT_LEVEL_ALLOWANCES: [
        {
          Document_level_allowance_percentage: 10,
          Document_level_allowance_VAT_category_code: 'S',
          Document_level_allowance_VAT_rate: 19,
        },
      ],
    };
    const first = step(null, inv);
    expect(first.DOCUMENT_LEVEL_ALLOWANCES[0]).toMatchObject({
      Document_level_allowance_base_amount: 100,
      Document_level_allowance_amount: 10,
    });
    const more = step(first, { ...first, INVOICE_LINE: [line(4, 50), first.INVOICE_LINE[1]] });
    expect(more.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_base_amount).toBe(200);
    expect(more.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_amount).toBe(20);
    const typed = {
      ...more,
      DOCUMENT_LEVEL_ALLOWANCES: [
        { ...more.DOCUMENT_LEVEL_ALLOWANCES[0], Document_level_allowance_base_amount: 150 },
      ],
    };
    const kept = step(typed, { ...typed, INVOICE_LINE: [line(5, 50), more.INVOICE_LINE[1]] });
    expect(kept.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_base_amount).toBe(150);
    expect(kept.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_amount).toBe(15);
  });

  it("on a line: its price × quantity, and the line's net amount follows", () => {
    const inv = {
      INVOICE_LINE: [line(3, 40, 'S', 19, { INVOICE_LINE_CHARGES: [{ Invoice_line_charge_percentage: 5 }] })],
    };
    const done = step(null, inv);
    expect(done.INVOICE_LINE[0].INVOICE_LINE_CHARGES[0]).toMatchObject({
      Invoice_line_charge_base_amount: 120,
      Invoice_line_charge_amount: 6,
    });
    expect(done.INVOICE_LINE[0].Invoice_line_net_amount).toBe(126);
  });
});
