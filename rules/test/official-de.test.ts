// XRechnung 3.0.2 CIUS rules (BR-DE-*, BR-TMP-2, BR-DE-TMP-32).
import { describe, expect, it } from 'vitest';
import { baseInvoice, findings, type Inv } from './official/base';
import { table } from './official/run';

const PI = (i: Inv) => i.PAYMENT_INSTRUCTIONS;
const card = (i: Inv) => {
  i.PAYMENT_INSTRUCTIONS = {
    Payment_means_type_code: '48',
    PAYMENT_CARD_INFORMATION: { Payment_card_primary_account_number: '1234' },
  };
};
const debit = (i: Inv) => {
  i.PAYMENT_INSTRUCTIONS = {
    Payment_means_type_code: '59',
    DIRECT_DEBIT: {
      Mandate_reference_identifier: 'M-1',
      Bank_assigned_creditor_identifier: 'DE98ZZZ09999999999',
      Debited_account_identifier: 'DE89370400440532013000',
    },
  };
};
const attach = (name: string) => ({
  Supporting_document_reference: name,
  Attached_document: { Content: 'SGVsbG8=', Filename: name, Mime_Code: 'application/pdf' },
});

table('XRechnung CIUS (BR-DE)', [
  { id: 'BR-DE-1', at: '/PAYMENT_INSTRUCTIONS', fail: (i) => delete i.PAYMENT_INSTRUCTIONS },
  { id: 'BR-DE-2', at: '/SELLER/SELLER_CONTACT', fail: (i) => delete i.SELLER.SELLER_CONTACT },
  {
    id: 'BR-DE-3',
    at: '/SELLER/SELLER_POSTAL_ADDRESS/Seller_city',
    fail: (i) => delete i.SELLER.SELLER_POSTAL_ADDRESS.Seller_city,
  },
  {
    id: 'BR-DE-4',
    at: '/SELLER/SELLER_POSTAL_ADDRESS/Seller_post_code',
    fail: (i) => delete i.SELLER.SELLER_POSTAL_ADDRESS.Seller_post_code,
  },
  {
    id: 'BR-DE-5',
    at: '/SELLER/SELLER_CONTACT/Seller_contact_point',
    fail: (i) => delete i.SELLER.SELLER_CONTACT.Seller_contact_point,
  },
  {
    id: 'BR-DE-6',
    at: '/SELLER/SELLER_CONTACT/Seller_contact_telephone_number',
    fail: (i) => delete i.SELLER.SELLER_CONTACT.Seller_contact_telephone_number,
    also: ['BR-DE-27'],
  },
  {
    id: 'BR-DE-7',
    at: '/SELLER/SELLER_CONTACT/Seller_contact_email_address',
    fail: (i) => delete i.SELLER.SELLER_CONTACT.Seller_contact_email_address,
    also: ['BR-DE-28'],
  },
  {
    id: 'BR-DE-8',
    at: '/BUYER/BUYER_POSTAL_ADDRESS/Buyer_city',
    fail: (i) => delete i.BUYER.BUYER_POSTAL_ADDRESS.Buyer_city,
  },
  {
    id: 'BR-DE-9',
    at: '/BUYER/BUYER_POSTAL_ADDRESS/Buyer_post_code',
    fail: (i) => delete i.BUYER.BUYER_POSTAL_ADDRESS.Buyer_post_code,
  },
  {
    id: 'BR-DE-10',
    at: '/DELIVERY_INFORMATION/DELIVER_TO_ADDRESS/Deliver_to_city',
    fail: (i) => {
      i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS = {
        Deliver_to_post_code: '53111',
        Deliver_to_country_code: 'DE',
      };
    },
    pass: (i) => {
      i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS.Deliver_to_city = 'Bonn';
    },
  },
  {
    id: 'BR-DE-11',
    at: '/DELIVERY_INFORMATION/DELIVER_TO_ADDRESS/Deliver_to_post_code',
    fail: (i) => {
      i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS = { Deliver_to_city: 'Bonn', Deliver_to_country_code: 'DE' };
    },
    pass: (i) => {
      i.DELIVERY_INFORMATION.DELIVER_TO_ADDRESS.Deliver_to_post_code = '53111';
    },
  },
  {
    id: 'BR-DE-14',
    at: '/VAT_BREAKDOWN/0/VAT_category_rate',
    fail: (i) => delete i.VAT_BREAKDOWN[0].VAT_category_rate,
    also: ['BR-48', 'BR-S-09', 'BR-CO-17'],
  },
  {
    id: 'BR-DE-15',
    at: '/Buyer_reference',
    fail: (i) => {
      delete i.Buyer_reference;
    },
    pass: (i) => {
      i.Buyer_reference = 'Bestellung 4711';
    },
  },
  {
    id: 'BR-DE-16',
    at: '/SELLER/Seller_VAT_identifier',
    fail: (i) => {
      delete i.SELLER.Seller_VAT_identifier;
      i.SELLER.Seller_legal_registration_identifier = 'HRB 1';
    },
    also: ['BR-S-02'],
    pass: (i) => {
      i.SELLER.Seller_tax_registration_identifier = '201/113/40209';
    },
  },
  {
    id: 'BR-DE-17',
    at: '/Invoice_type_code',
    fail: (i) => {
      i.Invoice_type_code = '383';
    },
    pass: (i) => {
      i.Invoice_type_code = '381';
    },
  },
  {
    id: 'BR-DE-18',
    at: '/Payment_terms',
    fail: (i) => {
      i.Payment_terms = '#SKONTO#TAGE=7#PROZENT=2.00#';
    },
    pass: (i) => {
      i.Payment_terms = '#SKONTO#TAGE=7#PROZENT=2.00#\n';
    },
  },
  {
    id: 'BR-DE-18',
    at: '/Payment_terms',
    fail: (i) => {
      i.Payment_terms = '#SKONTO#TAGE=7#PROZENT=2#\n';
    },
    pass: (i) => {
      i.Payment_terms = 'Zahlbar in 30 Tagen\n#SKONTO#TAGE=14#PROZENT=2.25#BASISBETRAG=-100.00#\n';
    },
  },
  {
    id: 'BR-DE-18',
    at: '/Payment_terms',
    fail: (i) => {
      i.Payment_terms = '#skonto#TAGE=7#PROZENT=2.00#\n';
    },
  },
  {
    id: 'BR-DE-18',
    at: '/Payment_terms',
    fail: (i) => {
      i.Payment_terms = '#SKONTO#TAGE=7#PROZENT=2.00# danach netto\n';
    },
  },
  {
    id: 'BR-DE-19',
    at: '/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER/0/Payment_account_identifier',
    fail: (i) => {
      PI(i).CREDIT_TRANSFER[0].Payment_account_identifier = 'DE89370400440532013001';
    },
    pass: (i) => {
      PI(i).CREDIT_TRANSFER[0].Payment_account_identifier = 'DE89370400440532013000';
    },
  },
  {
    id: 'BR-DE-20',
    at: '/PAYMENT_INSTRUCTIONS/DIRECT_DEBIT/Debited_account_identifier',
    fail: (i) => {
      debit(i);
      PI(i).DIRECT_DEBIT.Debited_account_identifier = 'DE00123';
    },
    pass: debit,
  },
  {
    id: 'BR-DE-21',
    at: '/PROCESS_CONTROL/Specification_identifier',
    fail: (i) => {
      i.PROCESS_CONTROL.Specification_identifier.Content = 'urn:cen.eu:en16931:2017';
    },
  },
  {
    id: 'BR-DE-22',
    at: '/ADDITIONAL_SUPPORTING_DOCUMENTS',
    fail: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS = [attach('a.pdf'), attach('a.pdf')];
    },
    pass: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS = [attach('a.pdf'), attach('b.pdf')];
    },
  },
  {
    id: 'BR-DE-23-a',
    at: '/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER',
    fail: (i) => {
      PI(i).Payment_means_type_code = '30';
      delete PI(i).CREDIT_TRANSFER;
    },
    syntax: 'cii',
  },
  {
    id: 'BR-DE-23-b',
    at: '/PAYMENT_INSTRUCTIONS/Payment_means_type_code',
    fail: (i) => {
      PI(i).PAYMENT_CARD_INFORMATION = { Payment_card_primary_account_number: '1234' };
    },
    pass: (i) => delete PI(i).PAYMENT_CARD_INFORMATION,
  },
  {
    id: 'BR-DE-24-a',
    at: '/PAYMENT_INSTRUCTIONS/PAYMENT_CARD_INFORMATION',
    fail: (i) => {
      card(i);
      delete PI(i).PAYMENT_CARD_INFORMATION;
    },
    pass: card,
  },
  {
    id: 'BR-DE-24-b',
    at: '/PAYMENT_INSTRUCTIONS/Payment_means_type_code',
    fail: (i) => {
      card(i);
      PI(i).CREDIT_TRANSFER = [{ Payment_account_identifier: 'DE89370400440532013000' }];
    },
    pass: (i) => delete PI(i).CREDIT_TRANSFER,
  },
  {
    id: 'BR-DE-25-a',
    at: '/PAYMENT_INSTRUCTIONS/DIRECT_DEBIT',
    fail: (i) => {
      debit(i);
      delete PI(i).DIRECT_DEBIT;
    },
    pass: debit,
    also: ['PEPPOL-EN16931-R061', 'BR-DE-20'],
  },
  {
    id: 'BR-DE-25-b',
    at: '/PAYMENT_INSTRUCTIONS/Payment_means_type_code',
    fail: (i) => {
      debit(i);
      PI(i).PAYMENT_CARD_INFORMATION = { Payment_card_primary_account_number: '1234' };
    },
    pass: (i) => delete PI(i).PAYMENT_CARD_INFORMATION,
  },
  {
    id: 'BR-DE-26',
    at: '/PRECEDING_INVOICE_REFERENCE',
    fail: (i) => {
      i.Invoice_type_code = '384';
    },
    pass: (i) => {
      i.PRECEDING_INVOICE_REFERENCE = [{ Preceding_Invoice_reference: 'RE-1' }];
    },
  },
  {
    id: 'BR-DE-27',
    at: '/SELLER/SELLER_CONTACT/Seller_contact_telephone_number',
    fail: (i) => {
      i.SELLER.SELLER_CONTACT.Seller_contact_telephone_number = '+49 x';
    },
    pass: (i) => {
      i.SELLER.SELLER_CONTACT.Seller_contact_telephone_number = '030 123';
    },
  },
  {
    id: 'BR-DE-28',
    at: '/SELLER/SELLER_CONTACT/Seller_contact_email_address',
    fail: (i) => {
      i.SELLER.SELLER_CONTACT.Seller_contact_email_address = 'erika@muster';
    },
    pass: (i) => {
      i.SELLER.SELLER_CONTACT.Seller_contact_email_address = 'e.muster@firma.example.de';
    },
  },
  {
    id: 'BR-DE-30',
    at: '/PAYMENT_INSTRUCTIONS/DIRECT_DEBIT/Bank_assigned_creditor_identifier',
    fail: (i) => {
      debit(i);
      delete PI(i).DIRECT_DEBIT.Bank_assigned_creditor_identifier;
    },
    pass: debit,
  },
  {
    id: 'BR-DE-31',
    at: '/PAYMENT_INSTRUCTIONS/DIRECT_DEBIT/Debited_account_identifier',
    fail: (i) => {
      debit(i);
      delete PI(i).DIRECT_DEBIT.Debited_account_identifier;
    },
    pass: debit,
    also: ['BR-DE-20'],
  },
  {
    id: 'BR-TMP-2',
    at: '/ADDITIONAL_SUPPORTING_DOCUMENTS/0/External_document_location',
    fail: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS = [
        { Supporting_document_reference: 'A', External_document_location: 'www.example.de' },
      ];
    },
    pass: (i) => {
      i.ADDITIONAL_SUPPORTING_DOCUMENTS[0].External_document_location = 'https://www.example.de/a.pdf';
    },
  },
  {
    id: 'BR-DE-TMP-32',
    profile: 'editor',
    at: '/DELIVERY_INFORMATION/Actual_delivery_date',
    fail: (i) => delete i.DELIVERY_INFORMATION,
    pass: (i) => {
      i.INVOICE_LINE[0].INVOICE_LINE_PERIOD = {
        Invoice_line_period_start_date: '2026-02-01',
        Invoice_line_period_end_date: '2026-02-28',
      };
    },
  },
]);

describe('patterns on 10 MB texts', () => {
  it('evaluate in well under a second (no catastrophic backtracking)', () => {
    for (const s of [
      '#SKONTO#TAGE=7#PROZENT=2.00#\n'.repeat(350_000),
      'x'.repeat(10_000_000),
      `a@${'a'.repeat(10_000_000)}`,
    ]) {
      const inv = baseInvoice();
      inv.Payment_terms = s;
      inv.SELLER.SELLER_CONTACT.Seller_contact_email_address = s;
      inv.SELLER.SELLER_CONTACT.Seller_contact_telephone_number = s;
      inv.ADDITIONAL_SUPPORTING_DOCUMENTS = [
        { Supporting_document_reference: 'A', External_document_location: s },
      ];
      const t = performance.now();
      const ids = findings(inv).map((f) => f.split('@')[0]);
      expect(performance.now() - t).toBeLessThan(10_000);
      expect(ids).toContain('BR-DE-28');
    }
  });
});
