// Syntax rules the official validation raises on the model's content (UBL-DT-*, CII-DT-097, CII-SR-*).
import type { Inv } from './official/base';
import { table } from './official/run';

const doc = (i: Inv) => {
  i.ADDITIONAL_SUPPORTING_DOCUMENTS = [
    {
      Supporting_document_reference: 'A-1',
      Attached_document: { Content: 'SGVsbG8=', Filename: 'a.pdf', Mime_Code: 'application/pdf' },
    },
  ];
};
const D = (i: Inv) => i.ADDITIONAL_SUPPORTING_DOCUMENTS[0].Attached_document;

table('UBL syntax', [
  {
    id: 'UBL-SR-07',
    syntax: 'ubl',
    at: '/PRECEDING_INVOICE_REFERENCE/0/Preceding_Invoice_reference',
    fail: (i) => {
      i.PRECEDING_INVOICE_REFERENCE = [{ Preceding_Invoice_issue_date: '2026-01-01' }];
    },
    also: ['BR-55'],
    pass: (i) => {
      i.PRECEDING_INVOICE_REFERENCE[0].Preceding_Invoice_reference = 'RE-0';
    },
  },
  {
    id: 'UBL-SR-19',
    syntax: 'ubl',
    at: '/PAYEE/Payee_name',
    fail: (i) => {
      i.PAYEE = { Payee_name: i.SELLER.Seller_name };
    },
    also: ['UBL-SR-19', 'UBL-SR-20', 'UBL-SR-21'],
    pass: (i) => {
      i.PAYEE.Payee_name = 'Factoring AG';
    },
  },
  {
    id: 'UBL-SR-20',
    syntax: 'ubl',
    at: '/PAYEE/Payee_name',
    fail: (i) => {
      i.PAYEE = { Payee_name: i.SELLER.Seller_name };
    },
    also: ['UBL-SR-19', 'UBL-SR-20', 'UBL-SR-21'],
    pass: (i) => {
      i.PAYEE.Payee_name = 'Factoring AG';
    },
  },
  {
    id: 'UBL-SR-21',
    syntax: 'ubl',
    at: '/PAYEE/Payee_name',
    fail: (i) => {
      i.PAYEE = { Payee_name: i.SELLER.Seller_name };
    },
    also: ['UBL-SR-19', 'UBL-SR-20', 'UBL-SR-21'],
    pass: (i) => {
      i.PAYEE.Payee_name = 'Factoring AG';
    },
  },
  {
    id: 'UBL-SR-48',
    syntax: 'ubl',
    at: '/INVOICE_LINE/0/LINE_VAT_INFORMATION',
    fail: (i) => {
      delete i.INVOICE_LINE[0].LINE_VAT_INFORMATION;
    },
    also: ['BR-CO-04', 'BR-S-01', 'BR-S-08', 'BR-DE-16'],
  },
  {
    id: 'UBL-DT-01',
    syntax: 'ubl',
    at: '/DOCUMENT_TOTALS',
    fail: (i) => {
      i.DOCUMENT_TOTALS.Paid_amount = '0.000';
    },
    also: ['BR-DEC-16'],
    pass: (i) => {
      i.DOCUMENT_TOTALS.Paid_amount = 0;
    },
  },
  {
    id: 'UBL-DT-01',
    syntax: 'ubl',
    at: '/INVOICE_LINE/0',
    fail: (i) => {
      i.INVOICE_LINE[0].Invoice_line_net_amount = '100.001';
    },
    also: ['BR-DEC-23'],
  },
  {
    id: 'UBL-DT-06',
    syntax: 'ubl',
    at: '/ADDITIONAL_SUPPORTING_DOCUMENTS/0/Attached_document/Mime_Code',
    fail: (i) => {
      doc(i);
      delete D(i).Mime_Code;
    },
    pass: doc,
  },
  {
    id: 'UBL-DT-07',
    syntax: 'ubl',
    at: '/ADDITIONAL_SUPPORTING_DOCUMENTS/0/Attached_document/Filename',
    fail: (i) => {
      doc(i);
      delete D(i).Filename;
    },
    pass: doc,
  },
]);

table('CII syntax', [
  {
    id: 'CII-SR-454',
    syntax: 'cii',
    at: '/INVOICE_LINE/0/LINE_VAT_INFORMATION',
    fail: (i) => {
      i.INVOICE_LINE[0].LINE_VAT_INFORMATION = {};
    },
    also: ['BR-CO-04', 'BR-S-01', 'BR-S-08', 'BR-DE-16'],
  },
  {
    id: 'CII-SR-046',
    syntax: 'cii',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_standard_identifier/Scheme_identifier',
    fail: (i) => {
      i.INVOICE_LINE[0].ITEM_INFORMATION.Item_standard_identifier = { Content: '4012345678901' };
    },
    also: ['BR-64'],
    pass: (i) => {
      i.INVOICE_LINE[0].ITEM_INFORMATION.Item_standard_identifier.Scheme_identifier = '0160';
    },
  },
  {
    id: 'CII-SR-069',
    syntax: 'cii',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/ITEM_ATTRIBUTES/0/Item_attribute_name',
    fail: (i) => {
      i.INVOICE_LINE[0].ITEM_INFORMATION.ITEM_ATTRIBUTES = [{ Item_attribute_value: 'rot' }];
    },
    also: ['BR-54'],
    pass: (i) => {
      i.INVOICE_LINE[0].ITEM_INFORMATION.ITEM_ATTRIBUTES[0].Item_attribute_name = 'Farbe';
    },
  },
  {
    id: 'CII-SR-072',
    syntax: 'cii',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/ITEM_ATTRIBUTES/0/Item_attribute_value',
    fail: (i) => {
      i.INVOICE_LINE[0].ITEM_INFORMATION.ITEM_ATTRIBUTES = [{ Item_attribute_name: 'Farbe' }];
    },
    also: ['BR-54'],
    pass: (i) => {
      i.INVOICE_LINE[0].ITEM_INFORMATION.ITEM_ATTRIBUTES[0].Item_attribute_value = 'rot';
    },
  },
  {
    id: 'CII-SR-010',
    syntax: 'cii',
    at: '/PROCESS_CONTROL/Specification_identifier',
    fail: (i) => {
      delete i.PROCESS_CONTROL.Specification_identifier;
    },
    also: ['BR-01'],
  },
  {
    id: 'CII-DT-097',
    syntax: 'cii',
    at: '/Invoice_issue_date',
    fail: (i) => {
      i.Invoice_issue_date = '2026-13-01';
    },
    pass: (i) => {
      i.Invoice_issue_date = '2026-02-28';
    },
  },
  {
    id: 'CII-DT-097',
    syntax: 'cii',
    at: '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_start_date',
    fail: (i) => {
      i.INVOICE_LINE[0].INVOICE_LINE_PERIOD = { Invoice_line_period_start_date: '20260201' };
    },
  },
  {
    id: 'CII-SR-014',
    syntax: 'cii',
    at: '/Invoice_type_code',
    fail: (i) => delete i.Invoice_type_code,
    also: ['BR-04', 'BR-DE-17'],
  },
  {
    id: 'CII-SR-439',
    syntax: 'cii',
    at: '/INVOICE_LINE/0/PRICE_DETAILS/Item_net_price',
    fail: (i) => {
      Object.assign(i.INVOICE_LINE[0].PRICE_DETAILS, { Item_gross_price: 50, Item_price_discount: 0 });
      delete i.INVOICE_LINE[0].PRICE_DETAILS.Item_net_price;
    },
    also: ['BR-26', 'BR-27', 'PEPPOL-EN16931-R046', 'PEPPOL-EN16931-R120'],
  },
]);
