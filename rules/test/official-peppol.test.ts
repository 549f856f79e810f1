// PEPPOL-EN16931-R* rules that the XRechnung schematron includes.
import type { Inv } from './official/base';
import { table } from './official/run';

const L = (i: Inv) => i.INVOICE_LINE[0];
const P = (i: Inv) => L(i).PRICE_DETAILS;
const T = (i: Inv) => i.DOCUMENT_TOTALS;
const pct = (i: Inv) => {
  i.DOCUMENT_LEVEL_ALLOWANCES = [
    {
      Document_level_allowance_amount: 10,
      Document_level_allowance_base_amount: 100,
      Document_level_allowance_percentage: 10,
      Document_level_allowance_VAT_category_code: 'S',
      Document_level_allowance_VAT_rate: 19,
      Document_level_allowance_reason: 'Rabatt',
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
const A = (i: Inv) => i.DOCUMENT_LEVEL_ALLOWANCES[0];
const period = (i: Inv) => {
  i.DELIVERY_INFORMATION.INVOICING_PERIOD = {
    Invoicing_period_start_date: '2026-02-01',
    Invoicing_period_end_date: '2026-02-28',
  };
  L(i).INVOICE_LINE_PERIOD = {
    Invoice_line_period_start_date: '2026-02-01',
    Invoice_line_period_end_date: '2026-02-28',
  };
};

table('PEPPOL rules in XRechnung', [
  {
    id: 'PEPPOL-EN16931-R001',
    at: '/PROCESS_CONTROL/Business_process_type',
    fail: (i) => delete i.PROCESS_CONTROL.Business_process_type,
  },
  {
    id: 'PEPPOL-EN16931-R005',
    at: '/VAT_accounting_currency_code',
    fail: (i) => {
      i.VAT_accounting_currency_code = 'EUR';
    },
    pass: (i) => {
      i.VAT_accounting_currency_code = 'USD';
      T(i).Invoice_total_VAT_amount_in_accounting_currency = 21.5;
    },
  },
  {
    id: 'PEPPOL-EN16931-R008',
    at: '',
    fail: (i) => {
      L(i).ITEM_INFORMATION.Item_description = '';
    },
    pass: (i) => {
      L(i).ITEM_INFORMATION.Item_description = 'Stunden';
    },
  },
  {
    id: 'PEPPOL-EN16931-R008',
    at: '',
    fail: (i) => {
      i.INVOICE_NOTE = [{ Invoice_note: '' }];
    },
  },
  {
    id: 'PEPPOL-EN16931-R010',
    at: '/BUYER/Buyer_electronic_address',
    fail: (i) => {
      delete i.BUYER.Buyer_electronic_address;
      delete i.BUYER.Buyer_electronic_address_Scheme_identifier;
    },
  },
  {
    id: 'PEPPOL-EN16931-R020',
    at: '/SELLER/Seller_electronic_address',
    fail: (i) => delete i.SELLER.Seller_electronic_address,
  },
  {
    id: 'PEPPOL-EN16931-R040',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_amount',
    fail: (i) => {
      pct(i);
      A(i).Document_level_allowance_percentage = 11;
    },
    pass: (i) => {
      A(i).Document_level_allowance_base_amount = 90.9;
    },
  },
  {
    id: 'PEPPOL-EN16931-R040',
    at: '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_amount',
    fail: (i) => {
      L(i).INVOICE_LINE_CHARGES = [
        {
          Invoice_line_charge_amount: 0,
          Invoice_line_charge_base_amount: 50,
          Invoice_line_charge_percentage: 2,
          Invoice_line_charge_reason: 'Fracht',
        },
      ];
    },
    pass: (i) => {
      L(i).INVOICE_LINE_CHARGES[0].Invoice_line_charge_percentage = 0;
    },
  },
  {
    id: 'PEPPOL-EN16931-R041',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_base_amount',
    fail: (i) => {
      pct(i);
      delete A(i).Document_level_allowance_base_amount;
    },
    pass: pct,
  },
  {
    id: 'PEPPOL-EN16931-R042',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_percentage',
    fail: (i) => {
      pct(i);
      delete A(i).Document_level_allowance_percentage;
    },
    pass: pct,
  },
  {
    id: 'PEPPOL-EN16931-R046',
    at: '/INVOICE_LINE/0/PRICE_DETAILS/Item_net_price',
    fail: (i) => {
      Object.assign(P(i), { Item_gross_price: 55, Item_price_discount: 4 });
    },
    also: [],
    pass: (i) => {
      P(i).Item_price_discount = 5;
    },
  },
  {
    id: 'PEPPOL-EN16931-R054',
    at: '/DOCUMENT_TOTALS/Invoice_total_VAT_amount_in_accounting_currency',
    syntax: 'cii',
    fail: (i) => {
      T(i).Invoice_total_VAT_amount_in_accounting_currency = 22;
    },
    pass: (i) => {
      i.VAT_accounting_currency_code = 'CHF';
    },
  },
  {
    id: 'PEPPOL-EN16931-R055',
    at: '/DOCUMENT_TOTALS/Invoice_total_VAT_amount_in_accounting_currency',
    fail: (i) => {
      i.VAT_accounting_currency_code = 'USD';
      T(i).Invoice_total_VAT_amount_in_accounting_currency = -21;
    },
    pass: (i) => {
      T(i).Invoice_total_VAT_amount_in_accounting_currency = 21;
    },
  },
  {
    id: 'PEPPOL-EN16931-R061',
    at: '/PAYMENT_INSTRUCTIONS/DIRECT_DEBIT/Mandate_reference_identifier',
    fail: (i) => {
      i.PAYMENT_INSTRUCTIONS = {
        Payment_means_type_code: '59',
        DIRECT_DEBIT: {
          Bank_assigned_creditor_identifier: 'DE98ZZZ09999999999',
          Debited_account_identifier: 'DE89370400440532013000',
        },
      };
    },
    pass: (i) => {
      i.PAYMENT_INSTRUCTIONS.DIRECT_DEBIT.Mandate_reference_identifier = 'M-1';
    },
  },
  {
    id: 'PEPPOL-EN16931-R110',
    at: '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_start_date',
    fail: (i) => {
      period(i);
      L(i).INVOICE_LINE_PERIOD.Invoice_line_period_start_date = '2026-01-31';
    },
    pass: period,
  },
  {
    id: 'PEPPOL-EN16931-R111',
    at: '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_end_date',
    fail: (i) => {
      period(i);
      L(i).INVOICE_LINE_PERIOD.Invoice_line_period_end_date = '2026-03-01';
    },
    pass: period,
  },
  {
    id: 'PEPPOL-EN16931-R120',
    at: '/INVOICE_LINE/0/Invoice_line_net_amount',
    fail: (i) => {
      L(i).Invoiced_quantity = 3;
    },
    pass: (i) => {
      P(i).Item_price_base_quantity = 3;
      L(i).Invoiced_quantity = 6;
    },
  },
  {
    // the slack is 0.02, in HUF 0.5 (the schematron's currency-specific tolerance)
    id: 'PEPPOL-EN16931-R120',
    at: '/INVOICE_LINE/0/Invoice_line_net_amount',
    fail: (i) => {
      P(i).Item_net_price = 50.15;
    },
    pass: (i) => {
      i.Invoice_currency_code = 'HUF';
    },
  },
  {
    id: 'PEPPOL-EN16931-R121',
    at: '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_base_quantity',
    fail: (i) => {
      P(i).Item_price_base_quantity = 0;
    },
    pass: (i) => {
      P(i).Item_price_base_quantity = 1;
    },
  },
  {
    id: 'PEPPOL-EN16931-R130',
    at: '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_base_quantity_unit_of_measure_code',
    fail: (i) => {
      P(i).Item_price_base_quantity = 1;
      P(i).Item_price_base_quantity_unit_of_measure_code = 'C62';
    },
    pass: (i) => {
      P(i).Item_price_base_quantity_unit_of_measure_code = 'H87';
    },
  },
]);
