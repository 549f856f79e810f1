import type { Invoice } from '@xr/generated';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, evaluate } from '../index';

const rate = fc.constantFrom(['S', 19], ['S', 7], ['Z', 0], ['E', 0]) as fc.Arbitrary<[string, number]>;
const decimal = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) => Number((n / 10 ** places).toFixed(places)));

const line = fc.record({
  quantity: decimal(1000, 3),
  price: decimal(10_000, 4),
  base: fc.constantFrom(undefined, 1, 10, 100),
  vat: rate,
  allowancePct: fc.option(decimal(50, 2), { nil: undefined }),
});

const invoice = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  allowance: fc.option(fc.tuple(decimal(1000, 2), decimal(30, 2), rate), { nil: undefined }),
  charge: fc.option(fc.tuple(decimal(500, 2), rate), { nil: undefined }),
  paid: decimal(100, 2),
});

type Generated = typeof invoice extends fc.Arbitrary<infer T> ? T : never;

function build(x: Generated): Invoice {
  return {
    Invoice_currency_code: 'EUR',
    INVOICE_LINE: x.lines.map((l, i) => ({
      Invoice_line_identifier: { Content: String(i + 1) },
      Invoiced_quantity: l.quantity,
      PRICE_DETAILS:
        l.base === undefined
          ? { Item_net_price: l.price }
          : { Item_net_price: l.price, Item_price_base_quantity: l.base },
      LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: l.vat[0], Invoiced_item_VAT_rate: l.vat[1] },
      ...(l.allowancePct === undefined
        ? {}
        : {
            INVOICE_LINE_ALLOWANCES: [
              {
                Invoice_line_allowance_base_amount: 100,
                Invoice_line_allowance_percentage: l.allowancePct,
                Invoice_line_allowance_reason: 'Rabatt',
              },
            ],
          }),
    })),
    DOCUMENT_LEVEL_ALLOWANCES: x.allowance && [
      {
        Document_level_allowance_base_amount: x.allowance[0],
        Document_level_allowance_percentage: x.allowance[1],
        Document_level_allowance_VAT_category_code: x.allowance[2][0],
        Document_level_allowance_VAT_rate: x.allowance[2][1],
        Document_level_allowance_reason: 'Rabatt',
      },
    ],
    DOCUMENT_LEVEL_CHARGES: x.charge && [
      {
        Document_level_charge_amount: x.charge[0],
        Document_level_charge_VAT_category_code: x.charge[1][0],
        Document_level_charge_VAT_rate: x.charge[1][1],
        Document_level_charge_reason: 'Fracht',
      },
    ],
    DOCUMENT_TOTALS: { Paid_amount: x.paid },
  };
}

/** The official calculation and decimal rules the computed amounts must satisfy. */
const CALCULATION_RULES = /^(BR-CO-1[0-7]|BR-DEC-|BR-(S|Z|E)-0[89]|PEPPOL-EN16931-R120)/;

describe('calculate satisfies the official calculation rules (fast-check)', () => {
  it('BR-CO-10…17, the VAT category sums, the decimals and the line formula hold after calculate', () => {
    fc.assert(
      fc.property(invoice, (x) => {
        const out = calculate(build(x));
        const findings = evaluate(out, { profile: 'xrechnung', syntax: 'ubl' }).filter((f) =>
          CALCULATION_RULES.test(f.ruleId),
        );
        expect(findings).toEqual([]);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  }, 60_000);

  it('and the same rules catch a total that is off by a cent', () => {
    fc.assert(
      fc.property(invoice, (x) => {
        const out = calculate(build(x));
        const totals = out.DOCUMENT_TOTALS ?? {};
        const broken = {
          ...out,
          DOCUMENT_TOTALS: { ...totals, Amount_due_for_payment: (totals.Amount_due_for_payment ?? 0) + 0.01 },
        };
        const ids = evaluate(broken, { profile: 'xrechnung', syntax: 'ubl' }).map((f) => f.ruleId);
        expect(ids).toContain('BR-CO-16');
      }),
      { numRuns: 20, seed: 20261122 },
    );
  }, 60_000);
});
