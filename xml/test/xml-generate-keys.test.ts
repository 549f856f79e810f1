/** The model-key aliases between generate.ts and the compiled generating stylesheets. */
import { describe, expect, it } from 'vitest';
import { aliasModel, aliasStylesheetText, aliasTable, keyAlias } from '../src/model-keys';

describe('model key aliases', () => {
  it('cover every model property without collision and are short', () => {
    const table = aliasTable();
    expect(table.size).toBeGreaterThan(200);
    expect(new Set(table.values()).size).toBe(table.size);
    expect(table.get('Invoiced_quantity_unit_of_measure_code')).toBe(
      keyAlias('Invoiced_quantity_unit_of_measure_code'),
    );
    expect(keyAlias('SELLER')).toMatch(/^k[0-9a-f]{6}$/);
  });

  it('rename keys and prune empty values and editor ids in one pass', () => {
    const model = {
      id: 'x',
      Invoice_number: { Content: 'R-1', id: 'n' },
      Project_reference: '  ',
      INVOICE_NOTE: [{ Invoice_note: '' }],
      SELLER: { Seller_name: 'A', SELLER_CONTACT: {} },
      Unknown_key: 7,
    };
    const a = (n: string) => keyAlias(n);
    expect(aliasModel(model)).toEqual({
      [a('Invoice_number')]: { [a('Content')]: 'R-1' },
      [a('SELLER')]: { [a('Seller_name')]: 'A' },
      Unknown_key: 7,
    });
  });

  it('alias lookups and key literals in stylesheet text, not suffixes or compared values', () => {
    const text = `$inv?SELLER?Seller_name $m('Buyer_city') f:k($p || 'VAT_category_code') . ne 'SELLER' ?* 'VAT' ram:Content`;
    expect(aliasStylesheetText(text)).toBe(
      `$inv?${keyAlias('SELLER')}?${keyAlias('Seller_name')} $m('${keyAlias('Buyer_city')}') f:k($p || 'VAT_category_code') . ne 'SELLER' ?* 'VAT' ram:Content`,
    );
  });
});
