import { describe, expect, it } from 'vitest';
import { evaluate, families } from '../../index';
import { fails, fired, passes, TODAY, used } from './table';

const ok = (ruleId: string, doc: unknown) => passes('invoice', ruleId, doc);
const ko = (ruleId: string, pointer: string, doc: unknown) => fails('invoice', ruleId, pointer, doc);

const line = (code: string, rate?: number) => ({
  LINE_VAT_INFORMATION:
    rate === undefined
      ? { Invoiced_item_VAT_category_code: code }
      : { Invoiced_item_VAT_category_code: code, Invoiced_item_VAT_rate: rate },
});

describe('spec business rules stricter than the official ones (editor profile)', () => {
  it('BR_O_2: category O needs the seller tax registration identifier', () => {
    ok('BR_O_2', {
      SELLER: { Seller_tax_registration_identifier: '201/113/40209' },
      INVOICE_LINE: [line('O')],
    });
    ok('BR_O_2', { SELLER: {}, INVOICE_LINE: [line('S', 19)] });
    ko('BR_O_2', '/SELLER/Seller_tax_registration_identifier', {
      SELLER: { Seller_name: 'S' },
      INVOICE_LINE: [line('S', 19), line('O')],
    });
    ko('BR_O_2', '/SELLER/Seller_tax_registration_identifier', {
      DOCUMENT_LEVEL_CHARGES: [{ Document_level_charge_VAT_category_code: 'O' }],
    });
  });

  it('BR_IC_02: category K with delivery information needs the actual delivery date', () => {
    const k = { INVOICE_LINE: [line('K', 0)] };
    ok('BR_IC_02', { ...k, DELIVERY_INFORMATION: { Actual_delivery_date: '2026-01-10' } });
    ok('BR_IC_02', k); // no delivery information: BR-IC-11 decides
    ok('BR_IC_02', { INVOICE_LINE: [line('S', 19)], DELIVERY_INFORMATION: { Deliver_to_party_name: 'D' } });
    ko('BR_IC_02', '/DELIVERY_INFORMATION/Actual_delivery_date', {
      ...k,
      DELIVERY_INFORMATION: { INVOICING_PERIOD: { Invoicing_period_start_date: '2026-01-01' } },
    });
  });

  it('BR_17: payee name differs from the seller name', () => {
    ok('BR_17', { SELLER: { Seller_name: 'ACME GmbH' }, PAYEE: { Payee_name: 'Factoring AG' } });
    ko('BR_17', '/PAYEE/Payee_name', {
      SELLER: { Seller_name: 'ACME GmbH' },
      PAYEE: { Payee_name: 'ACME GmbH ' },
    });
  });

  it('BR_17: payee identifier differs from the seller identifiers', () => {
    const seller = { Seller_name: 'ACME GmbH', Seller_identifier: [{ Content: 'S-1' }, { Content: 'S-2' }] };
    ok('BR_17', { SELLER: seller, PAYEE: { Payee_name: 'F', Payee_identifier: 'P-1' } });
    ko('BR_17', '/PAYEE/Payee_identifier', {
      SELLER: seller,
      PAYEE: { Payee_name: 'F', Payee_identifier: 'S-2' },
    });
  });

  it.each([
    [
      '/INVOICE_LINE/0/LINE_VAT_INFORMATION/Invoiced_item_VAT_rate',
      (code: string, rate: number) => ({ INVOICE_LINE: [line(code, rate)] }),
    ],
    [
      '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_VAT_rate',
      (code: string, rate: number) => ({
        DOCUMENT_LEVEL_ALLOWANCES: [
          { Document_level_allowance_VAT_category_code: code, Document_level_allowance_VAT_rate: rate },
        ],
      }),
    ],
    [
      '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_VAT_rate',
      (code: string, rate: number) => ({
        DOCUMENT_LEVEL_CHARGES: [
          { Document_level_charge_VAT_category_code: code, Document_level_charge_VAT_rate: rate },
        ],
      }),
    ],
  ])('BR_S_05: L and M need a rate above 0 (%s)', (pointer, make) => {
    ok('BR_S_05', make('L', 7));
    ok('BR_S_05', make('Z', 0));
    ko('BR_S_05', pointer, make('L', 0));
    ko('BR_S_05', pointer, make('M', 0));
  });

  it('BR_S_05: on the VAT breakdown row of L or M (with the line that uses it)', () => {
    const doc = (code: string, rate: number) =>
      used({ VAT_BREAKDOWN: [{ VAT_category_code: code, VAT_category_rate: rate }] });
    ok('BR_S_05', doc('M', 3));
    const found = evaluate(doc('M', 0), { profile: 'editor', today: TODAY }).filter(
      (f) => f.ruleId === 'BR_S_05',
    );
    expect(found.map((f) => f.pointer)).toEqual([
      '/VAT_BREAKDOWN/0/VAT_category_rate',
      '/INVOICE_LINE/0/LINE_VAT_INFORMATION/Invoiced_item_VAT_rate',
    ]);
    fired.add('invoice BR_S_05 BT-119');
  });

  it('BR_E_10: category E needs an exemption reason, text or code', () => {
    ok(
      'BR_E_10',
      used({
        VAT_BREAKDOWN: [
          {
            VAT_category_code: 'E',
            VAT_category_rate: 0,
            VAT_exemption_reason_text: 'Steuerfrei nach § 4 Nr. 21 UStG',
          },
        ],
      }),
    );
    ok(
      'BR_E_10',
      used({
        VAT_BREAKDOWN: [
          { VAT_category_code: 'AE', VAT_category_rate: 0, VAT_exemption_reason_code: 'VATEX-EU-AE' },
        ],
      }),
    );
    // EN 16931 (BR-E-10) and the spec accept the exemption reason code alone
    ok(
      'BR_E_10',
      used({
        VAT_BREAKDOWN: [
          { VAT_category_code: 'S', VAT_category_rate: 19 },
          { VAT_category_code: 'E', VAT_category_rate: 0, VAT_exemption_reason_code: 'VATEX-EU-132' },
        ],
      }),
    );
    ko(
      'BR_E_10',
      '/VAT_BREAKDOWN/1/VAT_exemption_reason_text',
      used({
        VAT_BREAKDOWN: [
          { VAT_category_code: 'S', VAT_category_rate: 19 },
          { VAT_category_code: 'E', VAT_category_rate: 0 },
        ],
      }),
    );
    // an E row no line uses is one of the editor's placeholders: save drops it, the editor profile ignores it
    ok('BR_E_10', { VAT_BREAKDOWN: [{ VAT_category_code: 'E', VAT_category_rate: 0 }] });
  });

  it('do not run in the xrechnung profile', () => {
    const doc = {
      SELLER: { Seller_name: 'A' },
      PAYEE: { Payee_name: 'A' },
      VAT_BREAKDOWN: [{ VAT_category_code: 'E' }],
    };
    const ids = evaluate(doc, { profile: 'xrechnung', today: TODAY }).map((f) => f.ruleId);
    expect(ids).not.toContain('BR_17');
    expect(ids).not.toContain('BR_E_10');
  });

  it('every rule of spec-business failed in a case above', () => {
    const rules = families().find((f) => f.family === 'spec-business')?.rules ?? [];
    expect(rules.map((r) => `invoice ${r.id} ${r.bt}`).filter((k) => !fired.has(k))).toEqual([]);
  });
});
