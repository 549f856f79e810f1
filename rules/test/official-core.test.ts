import type { Inv } from './official/base';
import { table } from './official/run';

const L = (i: Inv) => i.INVOICE_LINE[0];
const addAllowance = (i: Inv) => {
  i.DOCUMENT_LEVEL_ALLOWANCES = [
    {
      Document_level_allowance_amount: 10,
      Document_level_allowance_VAT_category_code: 'S',
      Document_level_allowance_VAT_rate: 19,
      Document_level_allowance_reason: 'Rabatt',
    },
  ];
  i.DOCUMENT_TOTALS = {
    ...i.DOCUMENT_TOTALS,
    Sum_of_allowances_on_document_level: 10,
    Invoice_total_amount_without_VAT: 90,
    Invoice_total_VAT_amount: 17.1,
    Invoice_total_amount_with_VAT: 107.1,
    Amount_due_for_payment: 107.1,
  };
  i.VAT_BREAKDOWN[0] = {
    ...i.VAT_BREAKDOWN[0],
    VAT_category_taxable_amount: 90,
    VAT_category_tax_amount: 17.1,
  };
};
const addCharge = (i: Inv) => {
  i.DOCUMENT_LEVEL_CHARGES = [
    {
      Document_level_charge_amount: 10,
      Document_level_charge_VAT_category_code: 'S',
      Document_level_charge_VAT_rate: 19,
      Document_level_charge_reason: 'Fracht',
    },
  ];
  i.DOCUMENT_TOTALS = {
    ...i.DOCUMENT_TOTALS,
    Sum_of_charges_on_document_level: 10,
    Invoice_total_amount_without_VAT: 110,
    Invoice_total_VAT_amount: 20.9,
    Invoice_total_amount_with_VAT: 130.9,
    Amount_due_for_payment: 130.9,
  };
  i.VAT_BREAKDOWN[0] = {
    ...i.VAT_BREAKDOWN[0],
    VAT_category_taxable_amount: 110,
    VAT_category_tax_amount: 20.9,
  };
};
const lineAllowance = (i: Inv) => {
  L(i).INVOICE_LINE_ALLOWANCES = [
    { Invoice_line_allowance_amount: 0, Invoice_line_allowance_reason: 'Rabatt' },
  ];
};
const lineCharge = (i: Inv) => {
  L(i).INVOICE_LINE_CHARGES = [{ Invoice_line_charge_amount: 0, Invoice_line_charge_reason: 'Fracht' }];
};
const taxRep = (i: Inv) => {
  i.SELLER_TAX_REPRESENTATIVE_PARTY = {
    Seller_tax_representative_name: 'Vertreter AG',
    Seller_tax_representative_VAT_identifier: 'DE987654321',
    SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS: {
      Tax_representative_city: 'Köln',
      Tax_representative_country_code: 'DE',
    },
  };
};

table('EN 16931 core', [
  {
    id: 'BR-01',
    at: '/PROCESS_CONTROL/Specification_identifier',
    fail: (i) => delete i.PROCESS_CONTROL.Specification_identifier,
    also: ['BR-DE-21', 'CII-SR-010'],
  },
  {
    id: 'BR-02',
    at: '/Invoice_number',
    fail: (i) => {
      i.Invoice_number.Content = '';
    },
    pass: (i) => {
      i.Invoice_number.Content = 'X-1';
    },
    also: ['PEPPOL-EN16931-R008'],
  },
  { id: 'BR-03', at: '/Invoice_issue_date', fail: (i) => delete i.Invoice_issue_date },
  {
    id: 'BR-04',
    at: '/Invoice_type_code',
    fail: (i) => delete i.Invoice_type_code,
    also: ['CII-SR-014', 'BR-DE-17'],
  },
  { id: 'BR-05', at: '/Invoice_currency_code', fail: (i) => delete i.Invoice_currency_code },
  { id: 'BR-06', at: '/SELLER/Seller_name', fail: (i) => delete i.SELLER.Seller_name },
  { id: 'BR-07', at: '/BUYER/Buyer_name', fail: (i) => delete i.BUYER.Buyer_name },
  // the CII schematron tests the country code (BR-09, BR-11, BR-20) from the document or the party, so it
  // is missing with the address
  {
    id: 'BR-08',
    at: '/SELLER/SELLER_POSTAL_ADDRESS',
    fail: (i) => delete i.SELLER.SELLER_POSTAL_ADDRESS,
    also: ['BR-09'],
  },
  {
    id: 'BR-09',
    at: '/SELLER/SELLER_POSTAL_ADDRESS/Seller_country_code',
    fail: (i) => delete i.SELLER.SELLER_POSTAL_ADDRESS.Seller_country_code,
  },
  {
    id: 'BR-10',
    at: '/BUYER/BUYER_POSTAL_ADDRESS',
    fail: (i) => delete i.BUYER.BUYER_POSTAL_ADDRESS,
    also: ['BR-11'],
  },
  {
    id: 'BR-11',
    at: '/BUYER/BUYER_POSTAL_ADDRESS/Buyer_country_code',
    fail: (i) => delete i.BUYER.BUYER_POSTAL_ADDRESS.Buyer_country_code,
  },
  {
    id: 'BR-12',
    at: '/DOCUMENT_TOTALS/Sum_of_Invoice_line_net_amount',
    fail: (i) => delete i.DOCUMENT_TOTALS.Sum_of_Invoice_line_net_amount,
    also: ['BR-CO-13', 'BR-CO-10'],
  },
  {
    id: 'BR-13',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_without_VAT',
    fail: (i) => delete i.DOCUMENT_TOTALS.Invoice_total_amount_without_VAT,
    also: ['BR-CO-15', 'BR-CO-13'],
  },
  {
    id: 'BR-14',
    at: '/DOCUMENT_TOTALS/Invoice_total_amount_with_VAT',
    fail: (i) => delete i.DOCUMENT_TOTALS.Invoice_total_amount_with_VAT,
    also: ['BR-CO-16', 'BR-CO-15'],
  },
  {
    id: 'BR-15',
    at: '/DOCUMENT_TOTALS/Amount_due_for_payment',
    fail: (i) => delete i.DOCUMENT_TOTALS.Amount_due_for_payment,
    also: ['BR-CO-16'],
  },
  {
    id: 'BR-16',
    at: '/INVOICE_LINE',
    fail: (i) => {
      i.INVOICE_LINE = [];
    },
    also: ['BR-CO-10', 'BR-S-01', 'BR-S-08', 'BR-DE-16'],
  },
  {
    id: 'BR-17',
    at: '/PAYEE/Payee_name',
    fail: (i) => {
      i.PAYEE = { Payee_identifier: 'P-1' };
    },
    pass: (i) => {
      i.PAYEE.Payee_name = 'Factoring AG';
    },
    also: ['UBL-SR-19', 'UBL-SR-20', 'UBL-SR-21'],
  },
  {
    id: 'BR-18',
    at: '/SELLER_TAX_REPRESENTATIVE_PARTY/Seller_tax_representative_name',
    fail: (i) => {
      taxRep(i);
      delete i.SELLER_TAX_REPRESENTATIVE_PARTY.Seller_tax_representative_name;
    },
    pass: taxRep,
  },
  {
    id: 'BR-19',
    at: '/SELLER_TAX_REPRESENTATIVE_PARTY/SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS',
    fail: (i) => {
      taxRep(i);
      delete i.SELLER_TAX_REPRESENTATIVE_PARTY.SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS;
    },
    pass: taxRep,
    also: ['BR-20'],
  },
  {
    id: 'BR-20',
    at: '/SELLER_TAX_REPRESENTATIVE_PARTY/SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS/Tax_representative_country_code',
    fail: (i) => {
      taxRep(i);
      delete i.SELLER_TAX_REPRESENTATIVE_PARTY.SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS
        .Tax_representative_country_code;
    },
    pass: taxRep,
  },
  {
    id: 'BR-21',
    at: '/INVOICE_LINE/0/Invoice_line_identifier',
    fail: (i) => delete L(i).Invoice_line_identifier,
  },
  {
    id: 'BR-22',
    at: '/INVOICE_LINE/0/Invoiced_quantity',
    fail: (i) => delete L(i).Invoiced_quantity,
    also: ['PEPPOL-EN16931-R120'],
  },
  {
    id: 'BR-23',
    at: '/INVOICE_LINE/0/Invoiced_quantity_unit_of_measure_code',
    fail: (i) => delete L(i).Invoiced_quantity_unit_of_measure_code,
  },
  {
    id: 'BR-24',
    at: '/INVOICE_LINE/0/Invoice_line_net_amount',
    fail: (i) => delete L(i).Invoice_line_net_amount,
    also: ['BR-CO-10', 'BR-S-08', 'PEPPOL-EN16931-R120'],
  },
  {
    id: 'BR-25',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_name',
    fail: (i) => delete L(i).ITEM_INFORMATION.Item_name,
  },
  {
    id: 'BR-26',
    at: '/INVOICE_LINE/0/PRICE_DETAILS/Item_net_price',
    fail: (i) => delete L(i).PRICE_DETAILS.Item_net_price,
    also: ['BR-27', 'PEPPOL-EN16931-R120'],
  },
  {
    id: 'BR-27',
    at: '/INVOICE_LINE/0/PRICE_DETAILS/Item_net_price',
    fail: (i) => {
      L(i).PRICE_DETAILS.Item_net_price = -50;
    },
    also: ['PEPPOL-EN16931-R120'],
    pass: (i) => {
      L(i).PRICE_DETAILS.Item_net_price = 50;
    },
  },
  {
    id: 'BR-28',
    at: '/INVOICE_LINE/0/PRICE_DETAILS/Item_gross_price',
    fail: (i) => {
      L(i).PRICE_DETAILS.Item_gross_price = -1;
    },
    also: ['PEPPOL-EN16931-R046'],
    pass: (i) => {
      L(i).PRICE_DETAILS.Item_gross_price = 50;
    },
  },
  {
    id: 'BR-29',
    at: '/DELIVERY_INFORMATION/INVOICING_PERIOD/Invoicing_period_end_date',
    fail: (i) => {
      i.DELIVERY_INFORMATION.INVOICING_PERIOD = {
        Invoicing_period_start_date: '2026-02-10',
        Invoicing_period_end_date: '2026-02-01',
      };
    },
    pass: (i) => {
      i.DELIVERY_INFORMATION.INVOICING_PERIOD.Invoicing_period_end_date = '2026-02-10';
    },
  },
  {
    id: 'BR-30',
    at: '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_end_date',
    fail: (i) => {
      L(i).INVOICE_LINE_PERIOD = {
        Invoice_line_period_start_date: '2026-02-10',
        Invoice_line_period_end_date: '2026-02-09',
      };
    },
    pass: (i) => {
      L(i).INVOICE_LINE_PERIOD.Invoice_line_period_end_date = '2026-02-11';
    },
  },
  {
    id: 'BR-31',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_amount',
    fail: (i) => {
      addAllowance(i);
      delete i.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_amount;
    },
    also: ['BR-CO-11', 'BR-S-08'],
    pass: addAllowance,
  },
  {
    id: 'BR-32',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_VAT_category_code',
    fail: (i) => {
      addAllowance(i);
      delete i.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_VAT_category_code;
    },
    also: ['BR-S-08'],
    pass: addAllowance,
  },
  {
    id: 'BR-33',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_reason',
    fail: (i) => {
      addAllowance(i);
      delete i.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_reason;
    },
    also: ['BR-CO-21'],
    pass: addAllowance,
  },
  {
    id: 'BR-36',
    at: '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_amount',
    fail: (i) => {
      addCharge(i);
      delete i.DOCUMENT_LEVEL_CHARGES[0].Document_level_charge_amount;
    },
    also: ['BR-CO-12', 'BR-S-08'],
    pass: addCharge,
  },
  {
    id: 'BR-37',
    at: '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_VAT_category_code',
    fail: (i) => {
      addCharge(i);
      delete i.DOCUMENT_LEVEL_CHARGES[0].Document_level_charge_VAT_category_code;
    },
    also: ['BR-S-08'],
    pass: addCharge,
  },
  {
    id: 'BR-38',
    at: '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_reason',
    fail: (i) => {
      addCharge(i);
      delete i.DOCUMENT_LEVEL_CHARGES[0].Document_level_charge_reason;
    },
    also: ['BR-CO-22'],
    pass: addCharge,
  },
  {
    id: 'BR-41',
    at: '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_amount',
    fail: (i) => {
      lineAllowance(i);
      delete L(i).INVOICE_LINE_ALLOWANCES[0].Invoice_line_allowance_amount;
    },
    pass: lineAllowance,
  },
  {
    id: 'BR-42',
    at: '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_reason',
    fail: (i) => {
      lineAllowance(i);
      delete L(i).INVOICE_LINE_ALLOWANCES[0].Invoice_line_allowance_reason;
    },
    also: ['BR-CO-23'],
    pass: lineAllowance,
  },
  {
    id: 'BR-43',
    at: '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_amount',
    fail: (i) => {
      lineCharge(i);
      delete L(i).INVOICE_LINE_CHARGES[0].Invoice_line_charge_amount;
    },
    pass: lineCharge,
  },
  {
    id: 'BR-44',
    at: '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_reason',
    fail: (i) => {
      lineCharge(i);
      delete L(i).INVOICE_LINE_CHARGES[0].Invoice_line_charge_reason;
    },
    also: ['BR-CO-24'],
    pass: lineCharge,
  },
  {
    id: 'BR-45',
    at: '/VAT_BREAKDOWN/0/VAT_category_taxable_amount',
    fail: (i) => delete i.VAT_BREAKDOWN[0].VAT_category_taxable_amount,
    also: ['BR-S-08', 'BR-S-09', 'BR-CO-17'],
  },
  {
    id: 'BR-46',
    at: '/VAT_BREAKDOWN/0/VAT_category_tax_amount',
    fail: (i) => delete i.VAT_BREAKDOWN[0].VAT_category_tax_amount,
    also: ['BR-CO-14', 'BR-CO-17', 'BR-S-09'],
  },
  {
    id: 'BR-47',
    at: '/VAT_BREAKDOWN/0/VAT_category_code',
    fail: (i) => delete i.VAT_BREAKDOWN[0].VAT_category_code,
    also: ['BR-S-01'],
  },
  {
    id: 'BR-48',
    at: '/VAT_BREAKDOWN/0/VAT_category_rate',
    fail: (i) => delete i.VAT_BREAKDOWN[0].VAT_category_rate,
    also: ['BR-DE-14', 'BR-S-09', 'BR-CO-17'],
  },
  {
    id: 'BR-49',
    at: '/PAYMENT_INSTRUCTIONS/Payment_means_type_code',
    fail: (i) => delete i.PAYMENT_INSTRUCTIONS.Payment_means_type_code,
  },
  {
    id: 'BR-50',
    at: '/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER/0/Payment_account_identifier',
    fail: (i) => {
      i.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER[0] = { Payment_account_name: 'Muster' };
    },
    also: ['BR-61', 'BR-DE-19'],
    pass: (i) => {
      i.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER[0].Payment_account_identifier = 'DE89370400440532013000';
    },
  },
  {
    id: 'BR-51',
    at: '/PAYMENT_INSTRUCTIONS/PAYMENT_CARD_INFORMATION/Payment_card_primary_account_number',
    fail: (i) => {
      // the official test is the length only (at most 10 characters; a missing number passes)
      i.PAYMENT_INSTRUCTIONS = {
        Payment_means_type_code: '48',
        PAYMENT_CARD_INFORMATION: {
          Payment_card_holder_name: 'E. Muster',
          Payment_card_primary_account_number: '12345678901',
        },
      };
    },
    pass: (i) => {
      i.PAYMENT_INSTRUCTIONS.PAYMENT_CARD_INFORMATION.Payment_card_primary_account_number = '1234';
    },
  },
  {
    id: 'BR-52',
    at: '/ADDITIONAL_SUPPORTING_DOCUMENTS/0/Supporting_document_reference',
    fail: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS = [{ Supporting_document_description: 'Lieferschein' }];
    },
    pass: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS[0].Supporting_document_reference = 'LS-1';
    },
  },
  {
    id: 'BR-53',
    at: '/DOCUMENT_TOTALS/Invoice_total_VAT_amount_in_accounting_currency',
    fail: (i) => {
      i.VAT_accounting_currency_code = 'USD';
    },
    syntax: 'cii',
    pass: (i) => {
      i.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency = 21;
    },
    also: ['PEPPOL-EN16931-R054'],
  },
  {
    id: 'BR-54',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/ITEM_ATTRIBUTES/0',
    fail: (i) => {
      L(i).ITEM_INFORMATION.ITEM_ATTRIBUTES = [{ Item_attribute_name: 'Farbe' }];
    },
    pass: (i) => {
      L(i).ITEM_INFORMATION.ITEM_ATTRIBUTES[0].Item_attribute_value = 'rot';
    },
    also: ['CII-SR-072'],
  },
  {
    id: 'BR-55',
    at: '/PRECEDING_INVOICE_REFERENCE/0/Preceding_Invoice_reference',
    fail: (i) => {
      i.PRECEDING_INVOICE_REFERENCE = [{ Preceding_Invoice_issue_date: '2026-01-01' }];
    },
    pass: (i) => {
      i.PRECEDING_INVOICE_REFERENCE[0].Preceding_Invoice_reference = 'RE-1';
    },
    also: ['UBL-SR-07'],
  },
  {
    id: 'BR-56',
    at: '/SELLER_TAX_REPRESENTATIVE_PARTY/Seller_tax_representative_VAT_identifier',
    fail: (i) => {
      taxRep(i);
      delete i.SELLER_TAX_REPRESENTATIVE_PARTY.Seller_tax_representative_VAT_identifier;
    },
    pass: taxRep,
  },
  {
    id: 'BR-57',
    at: '/DELIVERY_INFORMATION/DELIVER_TO_ADDRESS/Deliver_to_country_code',
    fail: (i) => {
      i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS = { Deliver_to_city: 'Bonn', Deliver_to_post_code: '53111' };
    },
    pass: (i) => {
      i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS.Deliver_to_country_code = 'DE';
    },
  },
  {
    id: 'BR-61',
    at: '/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER',
    fail: (i) => {
      delete i.PAYMENT_INSTRUCTIONS.CREDIT_TRANSFER;
    },
    syntax: 'ubl',
    also: ['BR-DE-23-a', 'BR-DE-19'],
  },
  {
    id: 'BR-62',
    at: '/SELLER/Seller_electronic_address/Scheme_identifier',
    fail: (i) => delete i.SELLER.Seller_electronic_address.Scheme_identifier,
  },
  {
    id: 'BR-63',
    at: '/BUYER/Buyer_electronic_address_Scheme_identifier',
    fail: (i) => delete i.BUYER.Buyer_electronic_address_Scheme_identifier,
  },
  {
    id: 'BR-64',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_standard_identifier/Scheme_identifier',
    fail: (i) => {
      L(i).ITEM_INFORMATION.Item_standard_identifier = { Content: '4012345678901' };
    },
    pass: (i) => {
      L(i).ITEM_INFORMATION.Item_standard_identifier.Scheme_identifier = '0160';
    },
    also: ['CII-SR-046'],
  },
  {
    id: 'BR-65',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_classification_identifier/0/Scheme_identifier',
    fail: (i) => {
      L(i).ITEM_INFORMATION.Item_classification_identifier = [{ Content: '12345' }];
    },
    pass: (i) => {
      L(i).ITEM_INFORMATION.Item_classification_identifier[0].Scheme_identifier = 'STI';
    },
  },
]);
