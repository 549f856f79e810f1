// BR-DEC: at most two fraction digits, counted as written (a decimal text "12.600" has three).
import type { Inv } from './official/base';
import { table } from './official/run';

const T = (i: Inv) => i.DOCUMENT_TOTALS;
const L = (i: Inv) => i.INVOICE_LINE[0];
const allowance = (i: Inv) => {
  i.DOCUMENT_LEVEL_ALLOWANCES = [
    {
      Document_level_allowance_amount: 0,
      Document_level_allowance_base_amount: 0,
      Document_level_allowance_percentage: 0,
      Document_level_allowance_VAT_category_code: 'S',
      Document_level_allowance_VAT_rate: 19,
      Document_level_allowance_reason: 'Rabatt',
    },
  ];
  T(i).Sum_of_allowances_on_document_level = 0;
};
const charge = (i: Inv) => {
  i.DOCUMENT_LEVEL_CHARGES = [
    {
      Document_level_charge_amount: 0,
      Document_level_charge_base_amount: 0,
      Document_level_charge_percentage: 0,
      Document_level_charge_VAT_category_code: 'S',
      Document_level_charge_VAT_rate: 19,
      Document_level_charge_reason: 'Fracht',
    },
  ];
  T(i).Sum_of_charges_on_document_level = 0;
};
const lineAllowance = (i: Inv) => {
  L(i).INVOICE_LINE_ALLOWANCES = [
    {
      Invoice_line_allowance_amount: 0,
      Invoice_line_allowance_base_amount: 0,
      Invoice_line_allowance_percentage: 0,
      Invoice_line_allowance_reason: 'Rabatt',
    },
  ];
};
const lineCharge = (i: Inv) => {
  L(i).INVOICE_LINE_CHARGES = [
    {
      Invoice_line_charge_amount: 0,
      Invoice_line_charge_base_amount: 0,
      Invoice_line_charge_percentage: 0,
      Invoice_line_charge_reason: 'Fracht',
    },
  ];
};
// every row also raises UBL-DT-01 in UBL; the table runs without syntax, so the UBL syntax rule runs too
const dt = ['UBL-DT-01'];

table('EN 16931 decimals (BR-DEC)', [
  {
    id: 'BR-DEC-01',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_amount',
    fail: (i) => {
      allowance(i);
      i.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_amount = '0.000';
    },
    also: dt,
    pass: allowance,
  },
  {
    id: 'BR-DEC-02',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_base_amount',
    fail: (i) => {
      allowance(i);
      i.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_base_amount = 0.001;
    },
    also: dt,
    pass: allowance,
  },
  {
    id: 'BR-DEC-05',
    at: '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_amount',
    fail: (i) => {
      charge(i);
      i.DOCUMENT_LEVEL_CHARGES[0].Document_level_charge_amount = '0.000';
    },
    also: dt,
    pass: charge,
  },
  {
    id: 'BR-DEC-06',
    at: '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_base_amount',
    fail: (i) => {
      charge(i);
      i.DOCUMENT_LEVEL_CHARGES[0].Document_level_charge_base_amount = 0.001;
    },
    also: dt,
    pass: charge,
  },
  {
    id: 'BR-DEC-09',
    at: '/DOCUMENT_TOTALS/Sum_of_Invoice_line_net_amount',
    fail: (i) => {
      T(i).Sum_of_Invoice_line_net_amount = '100.000';
    },
    also: dt,
    pass: (i) => {
      T(i).Sum_of_Invoice_line_net_amount = '100.00';
    },
  },
  {
    id: 'BR-DEC-10',
    at: '/DOCUMENT_TOTALS/Sum_of_allowances_on_document_level',
    fail: (i) => {
      allowance(i);
      T(i).Sum_of_allowances_on_document_level = '0.000';
    },
    also: dt,
    pass: allowance,
  },
  {
    id: 'BR-DEC-11',
    at: '/DOCUMENT_TOTALS/Sum_of_charges_on_document_level',
    fail: (i) => {
      charge(i);
      T(i).Sum_of_charges_on_document_level = '0.000';
    },
    also: dt,
    pass: charge,
  },
  {
    id: 'BR-DEC-12',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_without_VAT',
    fail: (i) => {
      T(i).Invoice_total_amount_without_VAT = '100.000';
    },
    also: dt,
  },
  {
    id: 'BR-DEC-13',
    at: '/DOCUMENT_TOTALS/Invoice_total_VAT_amount',
    fail: (i) => {
      T(i).Invoice_total_VAT_amount = '19.000';
    },
    also: dt,
  },
  {
    id: 'BR-DEC-14',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_with_VAT',
    fail: (i) => {
      T(i).Invoice_total_amount_with_VAT = '119.000';
    },
    also: dt,
  },
  {
    id: 'BR-DEC-15',
    at: '/DOCUMENT_TOTALS/Invoice_total_VAT_amount_in_accounting_currency',
    fail: (i) => {
      i.VAT_accounting_currency_code = 'USD';
      T(i).Invoice_total_VAT_amount_in_accounting_currency = 21.123;
    },
    also: dt,
    pass: (i) => {
      T(i).Invoice_total_VAT_amount_in_accounting_currency = 21.12;
    },
  },
  {
    id: 'BR-DEC-16',
    at: '/DOCUMENT_TOTALS/Paid_amount',
    fail: (i) => {
      T(i).Paid_amount = '0.000';
    },
    also: dt,
    pass: (i) => {
      T(i).Paid_amount = 0;
    },
  },
  {
    id: 'BR-DEC-17',
    at: '/DOCUMENT_TOTALS/Rounding_amount',
    fail: (i) => {
      T(i).Rounding_amount = '0.000';
    },
    also: dt,
    pass: (i) => {
      T(i).Rounding_amount = '0.00';
    },
  },
  {
    id: 'BR-DEC-18',
    at: '/DOCUMENT_TOTALS/Amount_due_for_payment',
    fail: (i) => {
      T(i).Amount_due_for_payment = '119.000';
    },
    also: dt,
  },
  {
    id: 'BR-DEC-19',
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: (i) => {
      i.VAT_BREAKDOWN[0].VAT_category_taxable_amount = '100.000';
    },
    also: dt,
  },
  {
    id: 'BR-DEC-20',
    at: '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    fail: (i) => {
      i.VAT_BREAKDOWN[0].VAT_category_tax_amount = '19.000';
    },
    also: dt,
  },
  {
    id: 'BR-DEC-23',
    at: '/INVOICE_LINE/0/Invoice_line_net_amount',
    fail: (i) => {
      L(i).Invoice_line_net_amount = '100.000';
    },
    also: dt,
  },
  {
    id: 'BR-DEC-24',
    at: '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_amount',
    fail: (i) => {
      lineAllowance(i);
      L(i).INVOICE_LINE_ALLOWANCES[0].Invoice_line_allowance_amount = '0.000';
    },
    also: dt,
    pass: lineAllowance,
  },
  {
    id: 'BR-DEC-25',
    at: '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_base_amount',
    fail: (i) => {
      lineAllowance(i);
      L(i).INVOICE_LINE_ALLOWANCES[0].Invoice_line_allowance_base_amount = '0.000';
    },
    also: dt,
    pass: lineAllowance,
  },
  {
    id: 'BR-DEC-27',
    at: '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_amount',
    fail: (i) => {
      lineCharge(i);
      L(i).INVOICE_LINE_CHARGES[0].Invoice_line_charge_amount = '0.000';
    },
    also: dt,
    pass: lineCharge,
  },
  {
    id: 'BR-DEC-28',
    at: '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_base_amount',
    fail: (i) => {
      lineCharge(i);
      L(i).INVOICE_LINE_CHARGES[0].Invoice_line_charge_base_amount = '0.000';
    },
    also: dt,
    pass: lineCharge,
  },
]);
