/**
 * The save's walks over an invoice (content.ts, xml-characters.ts): every text over the limit named
 * by its path, in document order, attachment content excepted; the nesting limit exact; a character
 * XML cannot carry named by the path of its field, however deep.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, TEXT_LIMIT, textsTooLong } from '../src/routes/invoices/content';
import { refuseCharactersXmlCannotCarry } from '../src/routes/invoices/xml-characters';

const long = 'x'.repeat(TEXT_LIMIT + 1);

/** A value nested `levels` objects deep: {a:{a:…{}}}. */
const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nested(levels - 1) });

describe('the walks of a save over the invoice', () => {
  it('names every text over the limit in document order, but not attachment content', () => {
    const found = textsTooLong({
      INVOICE_NOTE: [{ Invoice_note: long }, { Invoice_note: 'kurz' }],
      ADDITIONAL_SUPPORTING_DOCUMENTS: [{ Attached_document: { Content: long + long } }],
      SELLER: { Seller_name: `${long}y` },
    });
    expect(found).toEqual([
      { path: '/INVOICE_NOTE/0/Invoice_note', length: TEXT_LIMIT + 1, max: TEXT_LIMIT },
      { path: '/SELLER/Seller_name', length: TEXT_LIMIT + 2, max: TEXT_LIMIT },
    ]);
    expect(textsTooLong({ INVOICE_NOTE: [{ Invoice_note: 'x'.repeat(TEXT_LIMIT) }] })).toEqual([]);
  });

  it('takes a nesting of the limit and refuses one level more before walking it', () => {
    expect(textsTooLong(nested(MAX_DEPTH))).toEqual([]);
    expect(() => textsTooLong(nested(MAX_DEPTH + 1))).toThrow(
      expect.objectContaining({ messageKey: 'error.nestingTooDeep' }),
    );
    // far deeper than a call stack could follow: refused at the limit, not a stack overflow
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(() => textsTooLong(deep)).toThrow(expect.objectContaining({ messageKey: 'error.nestingTooDeep' }));
  });

  it('names the field of a character XML cannot carry, and lets tab, line feed and emoji pass', () => {
    const invoice = {
      INVOICE_NOTE: [{ Invoice_note: 'Zeile 1\nZeile 2\tmit Tab 🙂' }],
      INVOICE_LINE: [
        { ITEM_INFORMATION: { Item_name: 'gut' } },
        { ITEM_INFORMATION: { Item_name: 'b\u0007d' } },
      ],
    };
    expect(() => refuseCharactersXmlCannotCarry(invoice)).toThrow(
      expect.objectContaining({
        messageKey: 'validation.text.character',
        details: { field: '/INVOICE_LINE/1/ITEM_INFORMATION/Item_name', character: 'U+0007' },
      }),
    );
    expect(() => refuseCharactersXmlCannotCarry({ INVOICE_NOTE: invoice.INVOICE_NOTE })).not.toThrow();
  });
});
