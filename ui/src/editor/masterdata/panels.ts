/** The master data screen's panels (spec §2) and the fields each one shows. */
export interface Panel {
  key: string;
  fields: string[];
}

export const PANELS: Panel[] = [
  { key: 'seller', fields: ['Seller_name', 'Seller_electronic_address'] },
  {
    key: 'address',
    fields: [
      'Seller_address_line_1',
      'Seller_address_line_2',
      'Seller_country_subdivision',
      'Seller_post_code',
      'Seller_city',
      'Seller_country_code',
    ],
  },
  {
    key: 'contact',
    fields: ['Seller_contact_point', 'Seller_contact_telephone_number', 'Seller_contact_email_address'],
  },
  {
    key: 'vat',
    fields: [
      'Seller_VAT_identifier',
      'Seller_tax_registration_identifier',
      'Seller_legal_registration_identifier',
      'Seller_identifier',
    ],
  },
  { key: 'payment', fields: ['Remittance_information', 'Payment_terms'] },
  // defaults of new invoices, editable per invoice (docs/letter-text.md)
  { key: 'letterText', fields: ['Introduction_text', 'Closing_text'] },
  {
    key: 'numbering',
    fields: ['Invoice_number_pattern', 'Credit_note_number_pattern', 'Customer_number_pattern'],
  },
];

export const CREDIT_TRANSFER_FIELDS = ['CREDIT_TRANSFER'];
export const DIRECT_DEBIT_FIELDS = [
  'Mandate_reference_identifier',
  'Bank_assigned_creditor_identifier',
  'Debited_account_identifier',
];
