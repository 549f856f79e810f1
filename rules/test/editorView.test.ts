import { describe, expect, it } from 'vitest';
import { evaluate } from '../index';
import { editorView } from '../src/editorView';

// biome-ignore lint/suspicious/noExplicitAny: hand-written fragments
const line = (code: string, rate: number, extra: Record<string, unknown> = {}): any => ({
  LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: code, Invoiced_item_VAT_rate: rate },
  ...extra,
});

describe('the editor profile checks the invoice as save leaves it', () => {
  it('sets aside unused VAT rows and maps pointers back to the given rows', () => {
    const invoice = {
      INVOICE_LINE: [line('S', 7)],
      VAT_BREAKDOWN: [
        { VAT_category_code: 'S', VAT_category_rate: 19 },
        { VAT_category_code: 'Z', VAT_category_rate: 0 },
        { VAT_category_code: 'S', VAT_category_rate: 7 },
      ],
    };
    const view = editorView(invoice);
    expect((view.document as typeof invoice).VAT_BREAKDOWN).toEqual([
      { VAT_category_code: 'S', VAT_category_rate: 7 },
    ]);
    expect(view.pointer('/VAT_BREAKDOWN/0/VAT_category_tax_amount')).toBe(
      '/VAT_BREAKDOWN/2/VAT_category_tax_amount',
    );
    expect(view.pointer('/INVOICE_LINE/0')).toBe('/INVOICE_LINE/0');
    // the official rules see no Z row without a Z line (BR-Z-01) in the editor profile, but do in xrechnung
    expect(evaluate(invoice, { profile: 'editor' }).some((f) => f.ruleId === 'BR-Z-01')).toBe(false);
    expect(evaluate(invoice, { profile: 'xrechnung' }).some((f) => f.ruleId === 'BR-Z-01')).toBe(true);
    // a finding on the row in use carries the row's index in the given document
    const missingTax = evaluate(invoice, { profile: 'editor' }).find((f) => f.ruleId === 'BR-46');
    expect(missingTax?.pointer).toBe('/VAT_BREAKDOWN/2/VAT_category_tax_amount');
  });

  it('sets aside a base quantity of 0 and an accounting currency equal to the invoice currency', () => {
    const invoice = {
      Invoice_currency_code: 'EUR',
      VAT_accounting_currency_code: 'EUR',
      DOCUMENT_TOTALS: {
        Invoice_total_VAT_amount: 1.9,
        Invoice_total_VAT_amount_in_accounting_currency: 1.9,
      },
      INVOICE_LINE: [line('S', 19, { PRICE_DETAILS: { Item_net_price: 10, Item_price_base_quantity: 0 } })],
    };
    const doc = editorView(invoice).document as Record<string, unknown> & typeof invoice;
    expect(doc.VAT_accounting_currency_code).toBeUndefined();
    expect(doc.DOCUMENT_TOTALS).toEqual({ Invoice_total_VAT_amount: 1.9 });
    expect(doc.INVOICE_LINE[0].PRICE_DETAILS).toEqual({ Item_net_price: 10 });
    expect(invoice.INVOICE_LINE[0].PRICE_DETAILS.Item_price_base_quantity).toBe(0); // input unchanged
    const ids = evaluate(invoice, { profile: 'editor' }).map((f) => f.ruleId);
    expect(ids).not.toContain('PEPPOL-EN16931-R121');
    expect(ids).not.toContain('PEPPOL-EN16931-R054');
  });
});
