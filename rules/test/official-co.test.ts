import type { Inv } from './official/base';
import { table } from './official/run';

const L = (i: Inv) => i.INVOICE_LINE[0];
const T = (i: Inv) => i.DOCUMENT_TOTALS;
const withAllowance = (i: Inv) => {
  i.DOCUMENT_LEVEL_ALLOWANCES = [
    {
      Document_level_allowance_amount: 10,
      Document_level_allowance_VAT_category_code: 'S',
      Document_level_allowance_VAT_rate: 19,
      Document_level_allowance_reason_code: '95',
    },
  ];
  Object.assign(T(i), {
    Sum_of_allowances_on_document_level: 10,
    Invoice_total_amount_without_VAT: 90,
    Invoice_total_VAT_amount: 17.1,
    Invoice_total_amount_with_VAT: 107.1,
    Amount_due_for_payment: 107.1,
  });
  Object.assign(i.VAT_BREAKDOWN[0], { VAT_category_taxable_amount: 90, VAT_category_tax_amount: 17.1 });
};
const withCharge = (i: Inv) => {
  i.DOCUMENT_LEVEL_CHARGES = [
    {
      Document_level_charge_amount: 10,
      Document_level_charge_VAT_category_code: 'S',
      Document_level_charge_VAT_rate: 19,
      Document_level_charge_reason_code: 'FC',
    },
  ];
  Object.assign(T(i), {
    Sum_of_charges_on_document_level: 10,
    Invoice_total_amount_without_VAT: 110,
    Invoice_total_VAT_amount: 20.9,
    Invoice_total_amount_with_VAT: 130.9,
    Amount_due_for_payment: 130.9,
  });
  Object.assign(i.VAT_BREAKDOWN[0], { VAT_category_taxable_amount: 110, VAT_category_tax_amount: 20.9 });
};

table('EN 16931 BR-CO', [
  {
    id: 'BR-CO-03',
    at: '/Value_added_tax_point_date_code',
    fail: (i) => {
      i.Value_added_tax_point_date = '2026-02-28';
      i.Value_added_tax_point_date_code = '3';
    },
    pass: (i) => delete i.Value_added_tax_point_date_code,
  },
  {
    id: 'BR-CO-04',
    at: '/INVOICE_LINE/0/LINE_VAT_INFORMATION/Invoiced_item_VAT_category_code',
    fail: (i) => delete L(i).LINE_VAT_INFORMATION.Invoiced_item_VAT_category_code,
    also: ['BR-S-01', 'BR-S-08', 'BR-DE-16', 'CII-SR-454', 'UBL-SR-48'],
  },
  {
    id: 'BR-CO-09',
    at: '/SELLER/Seller_VAT_identifier',
    fail: (i) => {
      i.SELLER.Seller_VAT_identifier = '123456789';
    },
    pass: (i) => {
      i.SELLER.Seller_VAT_identifier = 'EL123456789';
    },
  },
  {
    id: 'BR-CO-09',
    at: '/BUYER/Buyer_VAT_identifier',
    fail: (i) => {
      i.BUYER.Buyer_VAT_identifier = 'XX123';
    },
    pass: (i) => {
      i.BUYER.Buyer_VAT_identifier = 'FR12345678901';
    },
  },
  {
    id: 'BR-CO-10',
    at: '/DOCUMENT_TOTALS/Sum_of_Invoice_line_net_amount',
    fail: (i) => {
      T(i).Sum_of_Invoice_line_net_amount = 100.01;
    },
    also: ['BR-CO-13'],
    pass: (i) => {
      T(i).Sum_of_Invoice_line_net_amount = 100.0;
    },
  },
  {
    id: 'BR-CO-11',
    at: '/DOCUMENT_TOTALS/Sum_of_allowances_on_document_level',
    fail: (i) => {
      withAllowance(i);
      T(i).Sum_of_allowances_on_document_level = 11;
    },
    also: ['BR-CO-13'],
    pass: withAllowance,
  },
  {
    id: 'BR-CO-11',
    at: '/DOCUMENT_TOTALS/Sum_of_allowances_on_document_level',
    fail: (i) => {
      withAllowance(i);
      delete T(i).Sum_of_allowances_on_document_level;
    },
    also: ['BR-CO-13'],
    pass: withAllowance,
  },
  {
    id: 'BR-CO-12',
    at: '/DOCUMENT_TOTALS/Sum_of_charges_on_document_level',
    fail: (i) => {
      withCharge(i);
      T(i).Sum_of_charges_on_document_level = 9;
    },
    also: ['BR-CO-13'],
    pass: withCharge,
  },
  {
    id: 'BR-CO-13',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_without_VAT',
    fail: (i) => {
      withCharge(i);
      T(i).Invoice_total_amount_without_VAT = 100;
    },
    also: ['BR-CO-15'],
    pass: withCharge,
  },
  {
    id: 'BR-CO-14',
    at: '/DOCUMENT_TOTALS/Invoice_total_VAT_amount',
    fail: (i) => {
      T(i).Invoice_total_VAT_amount = 19.5;
    },
    also: ['BR-CO-15'],
    pass: (i) => {
      T(i).Invoice_total_VAT_amount = 19;
    },
  },
  {
    id: 'BR-CO-15',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_with_VAT',
    fail: (i) => {
      T(i).Invoice_total_amount_with_VAT = 118;
    },
    also: ['BR-CO-16'],
    pass: (i) => {
      T(i).Invoice_total_amount_with_VAT = 119;
    },
  },
  {
    id: 'BR-CO-15',
    syntax: 'ubl',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_with_VAT',
    fail: (i) => {
      T(i).Invoice_total_VAT_amount_in_accounting_currency = T(i).Invoice_total_VAT_amount;
      delete T(i).Invoice_total_VAT_amount;
    },
    also: ['PEPPOL-EN16931-R054'],
  },
  {
    id: 'BR-CO-15',
    syntax: 'cii',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_with_VAT',
    fail: (i) => {
      delete T(i).Invoice_total_VAT_amount;
    },
    pass: (i) => {
      i.VAT_BREAKDOWN[0].VAT_category_tax_amount = 19;
      T(i).Invoice_total_amount_with_VAT = 100;
      T(i).Amount_due_for_payment = 100;
    },
  },
  {
    id: 'BR-CO-16',
    at: '/DOCUMENT_TOTALS/Amount_due_for_payment',
    fail: (i) => {
      T(i).Paid_amount = 19;
    },
    pass: (i) => {
      T(i).Amount_due_for_payment = 100;
    },
  },
  {
    id: 'BR-CO-16',
    at: '/DOCUMENT_TOTALS/Amount_due_for_payment',
    fail: (i) => {
      T(i).Rounding_amount = 0.01;
    },
    pass: (i) => {
      T(i).Amount_due_for_payment = 119.01;
    },
  },
  {
    id: 'BR-CO-17',
    at: '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    fail: (i) => {
      i.VAT_BREAKDOWN[0].VAT_category_rate = 7;
      L(i).LINE_VAT_INFORMATION.Invoiced_item_VAT_rate = 7;
    },
    also: ['BR-S-09'],
    pass: (i) => {
      i.VAT_BREAKDOWN[0].VAT_category_tax_amount = 7;
      T(i).Invoice_total_VAT_amount = 7;
      T(i).Invoice_total_amount_with_VAT = 107;
      T(i).Amount_due_for_payment = 107;
    },
  },
  {
    id: 'BR-CO-18',
    at: '/VAT_BREAKDOWN',
    fail: (i) => {
      i.VAT_BREAKDOWN = [];
    },
    also: ['BR-S-01', 'BR-CO-14'],
  },
  {
    id: 'BR-CO-19',
    at: '/DELIVERY_INFORMATION/INVOICING_PERIOD',
    fail: (i) => {
      i.DELIVERY_INFORMATION.INVOICING_PERIOD = {};
    },
    pass: (i) => {
      i.DELIVERY_INFORMATION.INVOICING_PERIOD = { Invoicing_period_end_date: '2026-02-28' };
    },
  },
  {
    id: 'BR-CO-20',
    at: '/INVOICE_LINE/0/INVOICE_LINE_PERIOD',
    fail: (i) => {
      L(i).INVOICE_LINE_PERIOD = {};
    },
    pass: (i) => {
      L(i).INVOICE_LINE_PERIOD = { Invoice_line_period_start_date: '2026-02-01' };
    },
  },
  {
    id: 'BR-CO-21',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_reason',
    fail: (i) => {
      withAllowance(i);
      delete i.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_reason_code;
    },
    also: ['BR-33'],
    pass: withAllowance,
  },
  {
    id: 'BR-CO-22',
    at: '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_reason',
    fail: (i) => {
      withCharge(i);
      delete i.DOCUMENT_LEVEL_CHARGES[0].Document_level_charge_reason_code;
    },
    also: ['BR-38'],
    pass: withCharge,
  },
  {
    id: 'BR-CO-23',
    at: '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_reason',
    fail: (i) => {
      L(i).INVOICE_LINE_ALLOWANCES = [{ Invoice_line_allowance_amount: 0 }];
    },
    also: ['BR-42'],
    pass: (i) => {
      L(i).INVOICE_LINE_ALLOWANCES[0].Invoice_line_allowance_reason_code = '95';
    },
  },
  {
    id: 'BR-CO-24',
    at: '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_reason',
    fail: (i) => {
      L(i).INVOICE_LINE_CHARGES = [{ Invoice_line_charge_amount: 0 }];
    },
    also: ['BR-44'],
    pass: (i) => {
      L(i).INVOICE_LINE_CHARGES[0].Invoice_line_charge_reason = 'Fracht';
    },
  },
  {
    id: 'BR-CO-25',
    at: '/Payment_due_date',
    fail: (i) => {
      delete i.Payment_due_date;
      delete i.Payment_terms;
    },
    pass: (i) => {
      i.Payment_terms = 'Sofort zahlbar';
    },
  },
  {
    id: 'BR-CO-26',
    at: '/SELLER/Seller_identifier',
    fail: (i) => {
      delete i.SELLER.Seller_VAT_identifier;
      i.SELLER.Seller_tax_registration_identifier = '201/113/40209';
    },
    pass: (i) => {
      i.SELLER.Seller_legal_registration_identifier = 'HRB 12345';
    },
  },
]);
