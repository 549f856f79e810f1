/** Peppol BIS Ordering 3 orders → pre-filled invoices: buyer, seller, order reference, every line. */
import { describe, expect, it } from 'vitest';
import { importOrderXml } from '../src/import-order';
import { corpusFiles, readCorpus } from './helpers/corpus';

describe('order import', () => {
  it.each(corpusFiles('orders').map((f) => [f.name]))(
    '%s pre-fills buyer, seller, BT-13 and all lines',
    (name) => {
      const xml = readCorpus('orders', name);
      const { invoice, notes } = importOrderXml(xml);
      const orderId = /<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml.slice(xml.indexOf('</cbc:IssueDate>') - 200))?.[1];
      expect(invoice.Purchase_order_reference).toBe(orderId);
      expect(invoice.SELLER?.Seller_name).toBeTruthy();
      expect(invoice.BUYER?.Buyer_name).toBeTruthy();
      const lineItems = xml.match(/<cac:LineItem>/g)?.length ?? 0;
      expect(lineItems).toBeGreaterThan(0);
      expect(invoice.INVOICE_LINE).toHaveLength(lineItems);
      for (const line of invoice.INVOICE_LINE ?? []) {
        expect(line.Invoice_line_identifier?.Content).toBeTruthy();
        expect(line.Referenced_purchase_order_line_reference).toBe(line.Invoice_line_identifier?.Content);
        expect(typeof line.Invoiced_quantity).toBe('number');
        expect(line.Invoiced_quantity_unit_of_measure_code).toBeTruthy();
        expect(line.ITEM_INFORMATION?.Item_name).toBeTruthy();
      }
      // what an invoice has no place for (requested delivery period, anticipated totals) is reported
      expect(notes.some((n) => n.includes('AnticipatedMonetaryTotal'))).toBe(true);
      expect(invoice.DOCUMENT_TOTALS).toBeUndefined();
    },
  );

  it('takes the invoiced party (AccountingCustomerParty) as buyer, falling back to the buyer party', () => {
    const { invoice } = importOrderXml(readCorpus('orders', 'Order_Example.xml'));
    expect(invoice.BUYER?.Buyer_electronic_address).toBeTruthy();
    expect(invoice.BUYER?.BUYER_CONTACT?.Buyer_contact_point).toBeTruthy();
    expect(invoice.DELIVERY_INFORMATION?.DELIVER_TO_ADDRESS?.Deliver_to_city).toBeTruthy();
  });
});
