import type { Inv } from './official/base';
import { table } from './official/run';

const L = (i: Inv) => i.INVOICE_LINE[0];

table('EN 16931 code lists (BR-CL)', [
  {
    id: 'BR-CL-07',
    at: '/Invoiced_object_identifier/Scheme_identifier',
    fail: (i) => {
      i.Invoiced_object_identifier = { Content: 'Z-77', Scheme_identifier: 'XYZ' };
    },
    pass: (i) => {
      i.Invoiced_object_identifier.Scheme_identifier = 'AAA';
    },
  },
  {
    id: 'BR-CL-07',
    at: '/INVOICE_LINE/0/Invoice_line_object_identifier/Scheme_identifier',
    fail: (i) => {
      i.INVOICE_LINE[0].Invoice_line_object_identifier = { Content: 'Z-78', Scheme_identifier: '??' };
    },
  },
  {
    id: 'BR-CL-13',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_classification_identifier/0/Scheme_identifier',
    fail: (i) => {
      L(i).ITEM_INFORMATION.Item_classification_identifier = [{ Content: '123', Scheme_identifier: 'QQQ' }];
    },
    pass: (i) => {
      L(i).ITEM_INFORMATION.Item_classification_identifier[0].Scheme_identifier = 'STI';
    },
  },
  {
    id: 'BR-CL-01',
    at: '/Invoice_type_code',
    fail: (i) => {
      i.Invoice_type_code = '999';
    },
    also: ['BR-DE-17'],
    pass: (i) => {
      i.Invoice_type_code = '326';
    },
  },
  {
    id: 'BR-CL-04',
    at: '/Invoice_currency_code',
    fail: (i) => {
      i.Invoice_currency_code = 'EUX';
    },
    pass: (i) => {
      i.Invoice_currency_code = 'CHF';
    },
  },
  {
    id: 'BR-CL-05',
    at: '/VAT_accounting_currency_code',
    fail: (i) => {
      i.VAT_accounting_currency_code = 'ABC';
      i.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency = 20;
    },
    pass: (i) => {
      i.VAT_accounting_currency_code = 'USD';
    },
  },
  {
    id: 'BR-CL-06',
    at: '/Value_added_tax_point_date_code',
    fail: (i) => {
      i.Value_added_tax_point_date_code = '5';
    },
    pass: (i) => {
      i.Value_added_tax_point_date_code = '432';
    },
  },
  {
    id: 'BR-CL-08',
    at: '/INVOICE_NOTE/0/Invoice_note_subject_code',
    fail: (i) => {
      i.INVOICE_NOTE = [{ Invoice_note_subject_code: 'XYZ', Invoice_note: 'Hinweis' }];
    },
    pass: (i) => {
      i.INVOICE_NOTE[0].Invoice_note_subject_code = 'AAI';
    },
  },
  {
    id: 'BR-CL-14',
    at: '/SELLER/SELLER_POSTAL_ADDRESS/Seller_country_code',
    fail: (i) => {
      i.SELLER.SELLER_POSTAL_ADDRESS.Seller_country_code = 'XX';
    },
    pass: (i) => {
      i.SELLER.SELLER_POSTAL_ADDRESS.Seller_country_code = 'AT';
    },
  },
  {
    id: 'BR-CL-14',
    at: '/BUYER/BUYER_POSTAL_ADDRESS/Buyer_country_code',
    fail: (i) => {
      i.BUYER.BUYER_POSTAL_ADDRESS.Buyer_country_code = 'D';
    },
  },
  {
    id: 'BR-CL-14',
    at: '/DELIVERY_INFORMATION/DELIVER_TO_ADDRESS/Deliver_to_country_code',
    fail: (i) => {
      i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS = {
        Deliver_to_city: 'Bonn',
        Deliver_to_post_code: '53111',
        Deliver_to_country_code: 'GER',
      };
    },
  },
  {
    id: 'BR-CL-15',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_country_of_origin',
    fail: (i) => {
      L(i).ITEM_INFORMATION.Item_country_of_origin = 'ZZ';
    },
    pass: (i) => {
      L(i).ITEM_INFORMATION.Item_country_of_origin = 'NL';
    },
  },
  {
    id: 'BR-CL-16',
    at: '/PAYMENT_INSTRUCTIONS/Payment_means_type_code',
    fail: (i) => {
      i.PAYMENT_INSTRUCTIONS.Payment_means_type_code = '99';
    },
    pass: (i) => {
      i.PAYMENT_INSTRUCTIONS.Payment_means_type_code = '30';
    },
  },
  {
    id: 'BR-CL-17',
    at: '/VAT_BREAKDOWN/0/VAT_category_code',
    fail: (i) => {
      i.VAT_BREAKDOWN.push({
        VAT_category_code: 'X',
        VAT_category_rate: 0,
        VAT_category_taxable_amount: 0,
        VAT_category_tax_amount: 0,
      });
      i.VAT_BREAKDOWN.reverse();
    },
    // a CII breakdown is a ram:ApplicableTradeTax: the schematron's BR-CL-18 tests its category code
    also: ['BR-CL-18'],
  },
  {
    id: 'BR-CL-18',
    at: '/INVOICE_LINE/0/LINE_VAT_INFORMATION/Invoiced_item_VAT_category_code',
    fail: (i) => {
      i.INVOICE_LINE.push({
        ...L(i),
        Invoice_line_identifier: { Content: '2' },
        Invoice_line_net_amount: 0,
        Invoiced_quantity: 0,
        LINE_VAT_INFORMATION: { Invoiced_item_VAT_category_code: 'Q', Invoiced_item_VAT_rate: 19 },
      });
      i.INVOICE_LINE.reverse();
    },
  },
  {
    id: 'BR-CL-19',
    at: '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_reason_code',
    fail: (i) => {
      i.DOCUMENT_LEVEL_ALLOWANCES = [
        {
          Document_level_allowance_amount: 0,
          Document_level_allowance_VAT_category_code: 'S',
          Document_level_allowance_VAT_rate: 19,
          Document_level_allowance_reason_code: '1',
        },
      ];
      i.DOCUMENT_TOTALS.Sum_of_allowances_on_document_level = 0;
    },
    pass: (i) => {
      i.DOCUMENT_LEVEL_ALLOWANCES[0].Document_level_allowance_reason_code = '95';
    },
  },
  {
    id: 'BR-CL-19',
    at: '/INVOICE_LINE/0/INVOICE_LINE_ALLOWANCES/0/Invoice_line_allowance_reason_code',
    fail: (i) => {
      L(i).INVOICE_LINE_ALLOWANCES = [
        { Invoice_line_allowance_amount: 0, Invoice_line_allowance_reason_code: '999' },
      ];
    },
    pass: (i) => {
      L(i).INVOICE_LINE_ALLOWANCES[0].Invoice_line_allowance_reason_code = '64';
    },
  },
  {
    id: 'BR-CL-20',
    at: '/DOCUMENT_LEVEL_CHARGES/0/Document_level_charge_reason_code',
    fail: (i) => {
      i.DOCUMENT_LEVEL_CHARGES = [
        {
          Document_level_charge_amount: 0,
          Document_level_charge_VAT_category_code: 'S',
          Document_level_charge_VAT_rate: 19,
          Document_level_charge_reason_code: 'QQQ',
        },
      ];
      i.DOCUMENT_TOTALS.Sum_of_charges_on_document_level = 0;
    },
    pass: (i) => {
      i.DOCUMENT_LEVEL_CHARGES[0].Document_level_charge_reason_code = 'FC';
    },
  },
  {
    id: 'BR-CL-20',
    at: '/INVOICE_LINE/0/INVOICE_LINE_CHARGES/0/Invoice_line_charge_reason_code',
    fail: (i) => {
      L(i).INVOICE_LINE_CHARGES = [{ Invoice_line_charge_amount: 0, Invoice_line_charge_reason_code: '1' }];
    },
    pass: (i) => {
      L(i).INVOICE_LINE_CHARGES[0].Invoice_line_charge_reason_code = 'ABL';
    },
  },
  {
    id: 'BR-CL-22',
    at: '/VAT_BREAKDOWN/0/VAT_exemption_reason_code',
    fail: (i) => {
      i.INVOICE_LINE[0].LINE_VAT_INFORMATION = {
        Invoiced_item_VAT_category_code: 'E',
        Invoiced_item_VAT_rate: 0,
      };
      i.VAT_BREAKDOWN = [
        {
          VAT_category_code: 'E',
          VAT_category_rate: 0,
          VAT_category_taxable_amount: 100,
          VAT_category_tax_amount: 0,
          VAT_exemption_reason_code: 'VATEX-EU-999',
        },
      ];
      Object.assign(i.DOCUMENT_TOTALS, {
        Invoice_total_VAT_amount: 0,
        Invoice_total_amount_with_VAT: 100,
        Amount_due_for_payment: 100,
      });
    },
    pass: (i) => {
      i.VAT_BREAKDOWN[0].VAT_exemption_reason_code = 'vatex-eu-132';
    },
  },
  {
    id: 'BR-CL-25',
    at: '/SELLER/Seller_electronic_address/Scheme_identifier',
    fail: (i) => {
      i.SELLER.Seller_electronic_address.Scheme_identifier = '9999';
    },
    pass: (i) => {
      i.SELLER.Seller_electronic_address.Scheme_identifier = '0204';
    },
  },
  {
    id: 'BR-CL-25',
    at: '/BUYER/Buyer_electronic_address_Scheme_identifier',
    fail: (i) => {
      i.BUYER.Buyer_electronic_address_Scheme_identifier = 'XX';
    },
  },
  // reported as warnings (KoSIT: information or warning)
  {
    id: 'BR-CL-10',
    profile: 'editor',
    at: '/SELLER/Seller_identifier/0/Scheme_identifier',
    fail: (i) => {
      i.SELLER.Seller_identifier = [{ Content: '4000001123452', Scheme_identifier: '9999' }];
    },
    pass: (i) => {
      i.SELLER.Seller_identifier[0].Scheme_identifier = '0088';
    },
  },
  {
    id: 'BR-CL-10',
    profile: 'editor',
    at: '/BUYER/Buyer_identifier_Scheme_identifier',
    fail: (i) => {
      i.BUYER.Buyer_identifier = 'K-1';
      i.BUYER.Buyer_identifier_Scheme_identifier = 'ABC';
    },
  },
  {
    id: 'BR-CL-11',
    profile: 'editor',
    at: '/SELLER/Seller_legal_registration_identifier_Scheme_identifier',
    fail: (i) => {
      i.SELLER.Seller_legal_registration_identifier = 'HRB 1';
      i.SELLER.Seller_legal_registration_identifier_Scheme_identifier = '1';
    },
    pass: (i) => {
      i.SELLER.Seller_legal_registration_identifier_Scheme_identifier = '0002';
    },
  },
  {
    id: 'BR-CL-11',
    profile: 'editor',
    at: '/BUYER/Buyer_legal_registration_identifier_Scheme_identifier',
    fail: (i) => {
      i.BUYER.Buyer_legal_registration_identifier = 'HRB 2';
      i.BUYER.Buyer_legal_registration_identifier_Scheme_identifier = '1';
    },
  },
  {
    id: 'BR-CL-21',
    at: '/INVOICE_LINE/0/ITEM_INFORMATION/Item_standard_identifier/Scheme_identifier',
    fail: (i) => {
      L(i).ITEM_INFORMATION.Item_standard_identifier = {
        Content: '4012345678901',
        Scheme_identifier: 'GTIN',
      };
    },
    pass: (i) => {
      L(i).ITEM_INFORMATION.Item_standard_identifier.Scheme_identifier = '0002';
    },
  },
  {
    id: 'BR-CL-23',
    at: '/INVOICE_LINE/0/Invoiced_quantity_unit_of_measure_code',
    fail: (i) => {
      L(i).Invoiced_quantity_unit_of_measure_code = 'ZZZZ';
    },
    pass: (i) => {
      L(i).Invoiced_quantity_unit_of_measure_code = 'C62';
    },
  },
  {
    id: 'BR-CL-23',
    at: '/INVOICE_LINE/0/PRICE_DETAILS/Item_price_base_quantity_unit_of_measure_code',
    fail: (i) => {
      L(i).PRICE_DETAILS.Item_price_base_quantity = 1;
      L(i).PRICE_DETAILS.Item_price_base_quantity_unit_of_measure_code = 'ZZZZ';
    },
    also: ['PEPPOL-EN16931-R130'],
  },
  {
    id: 'BR-CL-24',
    at: '/ADDITIONAL_SUPPORTING_DOCUMENTS/0/Attached_document/Mime_Code',
    fail: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS = [
        {
          Supporting_document_reference: 'A-1',
          Attached_document: { Content: 'SGVsbG8=', Filename: 'a.txt', Mime_Code: 'text/plain' },
        },
      ];
    },
    pass: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS[0].Attached_document.Mime_Code = 'application/pdf';
    },
  },
  {
    id: 'BR-CL-26',
    at: '/DELIVERY_INFORMATION/Deliver_to_location_identifier_Scheme_identifier',
    fail: (i) => {
      i.DELIVERY_INFORMATION.Deliver_to_location_identifier = 'L-1';
      i.DELIVERY_INFORMATION.Deliver_to_location_identifier_Scheme_identifier = 'ZZZ';
    },
    pass: (i) => {
      i.DELIVERY_INFORMATION.Deliver_to_location_identifier_Scheme_identifier = '0088';
    },
  },
]);
