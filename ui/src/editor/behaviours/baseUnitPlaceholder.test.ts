/**
 * The load normalisation gives every line a base quantity of 0 ("none") and a base quantity unit
 * (BT-150, advanced-only like BT-149) copied from the quantity unit. Those placeholders are no
 * advanced content: an invoice with lines opens in easy mode and the switch lists nothing; a real
 * base quantity with its unit is listed.
 */
import { describe, expect, it } from 'vitest';
import { editorSchema } from '../model/invoiceSchema';
import { onLoad } from '../model/rulesApi';
import { advancedElements } from './modeSwitch';

const line = (price: Record<string, unknown>) => ({
  Invoiced_quantity: 2,
  Invoiced_quantity_unit_of_measure_code: 'H87',
  PRICE_DETAILS: { Item_net_price: 5, ...price },
});

describe('base quantity placeholders and easy mode', () => {
  it('a loaded line with only the default base quantity and unit has no advanced content', () => {
    const { invoice } = onLoad({ Invoice_currency_code: 'EUR', INVOICE_LINE: [line({})] });
    expect(invoice.INVOICE_LINE[0].PRICE_DETAILS.Item_price_base_quantity_unit_of_measure_code).toBe('H87');
    expect(advancedElements(invoice, editorSchema(false))).toEqual([]);
  });

  it('a real base quantity with its unit is advanced content', () => {
    const { invoice } = onLoad({
      Invoice_currency_code: 'EUR',
      INVOICE_LINE: [
        line({ Item_price_base_quantity: 10, Item_price_base_quantity_unit_of_measure_code: 'KGM' }),
      ],
    });
    expect(
      advancedElements(invoice, editorSchema(false))
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Item_price_base_quantity', 'Item_price_base_quantity_unit_of_measure_code']);
  });
});
