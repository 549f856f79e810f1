// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { calculate, evaluate, isValid, onLoad, onSave, ruleMessages } from '../index';

const draft = {
  Invoice_number: { Content: 'R-2026-001' },
  Invoice_issue_date: '2026-03-01',
  Invoice_type_code: '380',
  Invoice_currency_code: 'EUR',
  Buyer_reference: '04011000-12345-04',
  Payment_due_date: '2026-02-01',
  INVOICE_LINE: [
    {
      Invoice_line_identifier: { Content: '1' },
      Invoiced_quantity: 3,
      Invoiced_quantity_unit_of_measure_code: 'H87',
      PRICE_DETAILS: { Item_net_price: 0.335 },
      LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'S', Invoiced_item_VAT_rate: 19 },
      ITEM_INFORMATION: { Item_name: 'Schrauben' },
    },
  ],
};

describe('the rules package in a browser-like environment (happy-dom)', () => {
  it('runs without Node APIs: window and document exist, the evaluator works as in Node', () => {
    expect(typeof window).toBe('object');
    expect(typeof document.createElement).toBe('function');
    const working = calculate(onLoad(draft).invoice);
    expect(working.INVOICE_LINE?.[0].Invoice_line_net_amount).toBe(1.01);
    expect(working.DOCUMENT_TOTALS?.Amount_due_for_payment).toBe(1.2);
    const findings = evaluate(working, { profile: 'editor', today: '2026-03-01' });
    const ids = findings.map((f) => f.ruleId);
    expect(ids).toContain('FIELD-leitwegIdCheckDigits');
    expect(ids).toContain('FIELD-paymentDueDatePast');
    expect(ids).toContain('BR-06'); // seller name missing
    expect(isValid(findings)).toBe(false);
    expect(ruleMessages('en')['rule.FIELD-paymentDueDatePast']).toBe('The payment due date is in the past.');
    expect(onSave(working)).not.toHaveProperty('INVOICE_LINE.0.id');
  });
});
