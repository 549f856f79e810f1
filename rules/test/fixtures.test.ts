import { readdirSync, readFileSync } from 'node:fs';
import type { Invoice } from '@xr/generated';
import { describe, expect, it } from 'vitest';
import { calculate, evaluate, isValid, onLoad, onSave } from '../index';

const dir = new URL('../../fixtures/invoices/', import.meta.url);
const names = readdirSync(dir).filter((f) => f.endsWith('.json'));
const read = (name: string): Invoice => JSON.parse(readFileSync(new URL(name, dir), 'utf8'));

/**
 * The fixture as the editor saves it: BT-6/BT-111 only when the accounting currency differs, no
 * price discount of 0 and no gross price equal to the net price (they carry no information).
 */
function asDocument(invoice: Invoice): Invoice {
  const out = structuredClone(invoice);
  for (const line of out.INVOICE_LINE ?? []) {
    const price = line.PRICE_DETAILS;
    if (price?.Item_price_discount === 0) delete price.Item_price_discount;
    if (price && price.Item_price_discount === undefined && price.Item_gross_price === price.Item_net_price)
      delete price.Item_gross_price;
  }
  if (out.VAT_accounting_currency_code === out.Invoice_currency_code) {
    delete out.VAT_accounting_currency_code;
    if (out.DOCUMENT_TOTALS) delete out.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency;
  }
  return out;
}

describe('the sample invoices of fixtures/', { timeout: 30_000 }, () => {
  it('are there', () => expect(names.length).toBeGreaterThan(5));

  it.each(names)(
    '%s: calculate reproduces every computed amount (computed independently by the fixtures)',
    (name) => {
      const invoice = read(name);
      expect(calculate(invoice)).toEqual(invoice);
    },
  );

  it.each(names)('%s: onLoad then onSave gives the document back', (name) => {
    const invoice = read(name);
    const loaded = onLoad(invoice);
    expect(JSON.stringify(loaded.invoice)).toContain('"id":');
    expect(onSave(loaded.invoice)).toEqual(asDocument(invoice));
  });

  it.each(names)('%s: loaded, recalculated and saved, the editor profile reports no error', (name) => {
    const saved = onSave(calculate(onLoad(read(name)).invoice));
    const errors = evaluate(saved, { profile: 'editor', today: '2020-01-01' }).filter(
      (f) => f.severity === 'error',
    );
    expect(errors).toEqual([]);
    expect(isValid(evaluate(saved, { profile: 'xrechnung' }))).toBe(true);
  });

  it.each(names)(
    '%s: the working form (ids, default VAT rows, base quantity 0) has no error in the editor profile',
    (name) => {
      const working = calculate(onLoad(read(name)).invoice);
      const errors = evaluate(working, { profile: 'editor', today: '2020-01-01' }).filter(
        (f) => f.severity === 'error',
      );
      expect(errors).toEqual([]);
    },
  );
});
