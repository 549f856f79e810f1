import { describe, expect, it } from 'vitest';
import type { BuyerEntry } from '../../api/directories';
import { articleOfLine, buyerEntryOf, lineOfArticle, withBuyer } from './fill';

describe('directory entries into the working invoice and back', () => {
  it('a picked buyer replaces the buyer group and sets BT-10; the rest of the invoice stays', () => {
    const invoice = {
      Invoice_number: { Content: 'RE-1' },
      Buyer_reference: 'alt',
      BUYER: { id: 'b1', Buyer_name: 'Alt', Buyer_trading_name: 'weg' },
    };
    const next = withBuyer(invoice, {
      customerNumber: 'K-1',
      Buyer_reference: '04011000-1234512345-06',
      BUYER: {
        Buyer_name: 'Stadt Musterhausen',
        Buyer_electronic_address: 'r@m.example',
        Buyer_electronic_address_Scheme_identifier: 'EM',
        BUYER_POSTAL_ADDRESS: { Buyer_city: 'Musterhausen', Buyer_country_code: 'DE' },
      },
    });
    expect(next.Invoice_number).toEqual({ Content: 'RE-1' });
    expect(next.Buyer_reference).toBe('04011000-1234512345-06');
    expect(next.BUYER.id).toBe('b1');
    expect(next.BUYER.Buyer_trading_name).toBeUndefined();
    expect(next.BUYER.Buyer_electronic_address).toBe('r@m.example');
    expect(typeof next.BUYER.BUYER_POSTAL_ADDRESS.id).toBe('string');
    expect(next.BUYER.BUYER_POSTAL_ADDRESS.Buyer_city).toBe('Musterhausen');
    // the customer number becomes the buyer identifier BT-46, unless the entry has its own
    expect(next.BUYER.Buyer_identifier).toBe('K-1');
    const own = withBuyer(invoice, {
      customerNumber: 'K-2',
      BUYER: {
        Buyer_name: 'Y',
        Buyer_identifier: '4000001000005',
        Buyer_identifier_Scheme_identifier: '0088',
      },
    } as BuyerEntry);
    expect(own.BUYER.Buyer_identifier).toBe('4000001000005');
    // a buyer without BT-10 keeps the invoice's
    expect(
      withBuyer(invoice, { customerNumber: '', BUYER: { Buyer_name: 'X' } as BuyerEntry['BUYER'] })
        .Buyer_reference,
    ).toBe('alt');
  });

  it('the invoice buyer as an entry: no ids, no empty texts', () => {
    const entry = buyerEntryOf({
      Buyer_reference: ' 991-1-1 ',
      BUYER: {
        id: 'x',
        Buyer_name: 'A',
        Buyer_VAT_identifier: '',
        BUYER_CONTACT: { id: 'c', Buyer_contact_point: '' },
      },
    });
    expect(entry).toEqual({
      customerNumber: '',
      recipientKind: 'public',
      Buyer_reference: '991-1-1',
      BUYER: { Buyer_name: 'A' },
    });
  });

  it('a picked buyer sets the recipient kind (BT-24), and the entry of an invoice carries it', () => {
    const invoice = { Buyer_reference: 'alt', BUYER: { id: 'b0', Buyer_name: 'Alt' } };
    const business = withBuyer(invoice, {
      customerNumber: '',
      recipientKind: 'business',
      BUYER: { Buyer_name: 'Handel GmbH' } as BuyerEntry['BUYER'],
    });
    expect(business.PROCESS_CONTROL.Specification_identifier.Content).toBe('urn:cen.eu:en16931:2017');
    expect(buyerEntryOf(business).recipientKind).toBe('business');
    const town = withBuyer(business, {
      customerNumber: '',
      recipientKind: 'public',
      Buyer_reference: '04011000-12345-34',
      BUYER: { Buyer_name: 'Stadt' } as BuyerEntry['BUYER'],
    });
    expect(town.PROCESS_CONTROL.Specification_identifier.Content).toMatch(/kosit:xrechnung_3\.0$/);
    expect(buyerEntryOf(town).recipientKind).toBe('public');
  });

  it('an article becomes a new line at the end; a line becomes an article again', () => {
    const lines = [{ id: 'l1', Invoice_line_identifier: { Content: '4' } }];
    const line = lineOfArticle(lines, {
      Item_name: 'Fachbuch',
      Item_Sellers_identifier: 'F-9',
      Invoiced_quantity_unit_of_measure_code: 'H87',
      Item_net_price: '39.90',
      Invoiced_item_VAT_category_code: 'S',
      Invoiced_item_VAT_rate: 7,
    });
    expect(line.Invoice_line_identifier).toEqual({ Content: '5' });
    expect(line.Invoiced_quantity).toBe(1);
    expect(line.PRICE_DETAILS.Item_net_price).toBe(39.9);
    expect(line.LINE_VAT_INFORMATION).toMatchObject({
      Invoiced_item_VAT_category_code: 'S',
      Invoiced_item_VAT_rate: 7,
    });
    expect(line.ITEM_INFORMATION).toMatchObject({ Item_name: 'Fachbuch', Item_Sellers_identifier: 'F-9' });
    expect(articleOfLine(line)).toEqual({
      Item_name: 'Fachbuch',
      Item_Sellers_identifier: 'F-9',
      Invoiced_quantity_unit_of_measure_code: 'H87',
      Item_net_price: '39.9',
      Invoiced_item_VAT_category_code: 'S',
      Invoiced_item_VAT_rate: 7,
    });
    // without a rate of its own, an exempt article's line is at 0 %, a not-taxable one has no rate
    const exempt = lineOfArticle(lines, { Item_name: 'Kurs', Invoiced_item_VAT_category_code: 'E' });
    expect(exempt.LINE_VAT_INFORMATION.Invoiced_item_VAT_rate).toBe(0);
    const outside = lineOfArticle(lines, { Item_name: 'Spende', Invoiced_item_VAT_category_code: 'O' });
    expect(outside.LINE_VAT_INFORMATION.Invoiced_item_VAT_rate).toBeUndefined();
  });
});
