/**
 * Easy mode hides the price's base quantity (BT-149, spec §4) and with it the base quantity's unit
 * (BT-150), which means nothing alone; advanced mode shows both.
 */
import { describe, expect, it } from 'vitest';
import { editorSchema } from './invoiceSchema';
import { schemaAt } from './schemaTools';

const priceFields = (easy: boolean) =>
  Object.keys(schemaAt(editorSchema(easy), ['INVOICE_LINE', '0', 'PRICE_DETAILS']).properties ?? {});

describe('price details by mode', () => {
  it('easy mode: neither base quantity nor its unit', () => {
    expect(priceFields(true)).toContain('Item_net_price');
    expect(priceFields(true)).not.toContain('Item_price_base_quantity');
    expect(priceFields(true)).not.toContain('Item_price_base_quantity_unit_of_measure_code');
  });

  it('advanced mode: both', () => {
    expect(priceFields(false)).toEqual(
      expect.arrayContaining(['Item_price_base_quantity', 'Item_price_base_quantity_unit_of_measure_code']),
    );
  });
});
