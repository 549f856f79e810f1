import { calculateLine } from '@xr/rules';
import { describe, expect, it } from 'vitest';
import { keepTypedNetPrice } from './priceEdit';

const imported = { PRICE_DETAILS: { Item_net_price: 498.92, Item_gross_price: 498.92 } };

describe('gross, discount and net price follow the value typed last', () => {
  it('keeps a typed net price after an import set gross = net', () => {
    const typed = { PRICE_DETAILS: { ...imported.PRICE_DETAILS, Item_net_price: 12.5 } };
    const next = calculateLine(keepTypedNetPrice(imported, typed));
    expect(next.PRICE_DETAILS).toMatchObject({ Item_net_price: 12.5, Item_gross_price: 12.5 });
  });

  it('adds the discount to the gross price when the net price is typed', () => {
    const before = { PRICE_DETAILS: { Item_net_price: 90, Item_gross_price: 100, Item_price_discount: 10 } };
    const typed = { PRICE_DETAILS: { ...before.PRICE_DETAILS, Item_net_price: 45.1 } };
    const next = calculateLine(keepTypedNetPrice(before, typed));
    expect(next.PRICE_DETAILS).toMatchObject({
      Item_net_price: 45.1,
      Item_gross_price: 55.1,
      Item_price_discount: 10,
    });
  });

  it('leaves net to the calculation when gross or discount is typed', () => {
    const before = { PRICE_DETAILS: { Item_net_price: 90, Item_gross_price: 100, Item_price_discount: 10 } };
    const typed = { PRICE_DETAILS: { ...before.PRICE_DETAILS, Item_price_discount: 30 } };
    expect(keepTypedNetPrice(before, typed)).toBe(typed);
    expect((calculateLine(typed).PRICE_DETAILS as { Item_net_price: number }).Item_net_price).toBe(70);
  });
});
