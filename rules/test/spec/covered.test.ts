import { describe, it } from 'vitest';
import { fails, passes } from './table';

/**
 * Spec §5 rules that an official rule already states (so the editor profile adds no twin): the
 * editor profile reports the official id at the field. Hand-written fragments, one passing and
 * one failing each.
 */
const cases: [string, string, string, unknown, unknown][] = [
  [
    'invoice number required',
    'BR-02',
    '/Invoice_number',
    { Invoice_number: { Content: 'R-1' } },
    { Invoice_number: { Content: '' } },
  ],
  [
    'buyer reference required',
    'BR-DE-15',
    '/Buyer_reference',
    { Buyer_reference: '04011000-12345-03' },
    { Buyer_reference: '' },
  ],
  [
    'at least one invoice line',
    'BR-16',
    '/INVOICE_LINE',
    { INVOICE_LINE: [{ Invoiced_quantity: 1 }] },
    { INVOICE_LINE: [] },
  ],
  [
    'at least one credit transfer when credit transfer is used',
    'BR-DE-23-a',
    '/PAYMENT_INSTRUCTIONS/CREDIT_TRANSFER',
    {
      PAYMENT_INSTRUCTIONS: {
        Payment_means_type_code: '58',
        CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE02120300000000202051' }],
      },
    },
    { PAYMENT_INSTRUCTIONS: { Payment_means_type_code: '58', CREDIT_TRANSFER: [{ id: 'new' }] } },
  ],
  [
    'invoicing period: end not before start',
    'BR-29',
    '/DELIVERY_INFORMATION/INVOICING_PERIOD/Invoicing_period_end_date',
    {
      DELIVERY_INFORMATION: {
        INVOICING_PERIOD: {
          Invoicing_period_start_date: '2026-01-01',
          Invoicing_period_end_date: '2026-01-01',
        },
      },
    },
    {
      DELIVERY_INFORMATION: {
        INVOICING_PERIOD: {
          Invoicing_period_start_date: '2026-01-02',
          Invoicing_period_end_date: '2026-01-01',
        },
      },
    },
  ],
  [
    'line period: end not before start',
    'BR-30',
    '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_end_date',
    {
      INVOICE_LINE: [
        {
          INVOICE_LINE_PERIOD: {
            Invoice_line_period_start_date: '2026-01-01',
            Invoice_line_period_end_date: '2026-01-31',
          },
        },
      ],
    },
    {
      INVOICE_LINE: [
        {
          INVOICE_LINE_PERIOD: {
            Invoice_line_period_start_date: '2026-02-01',
            Invoice_line_period_end_date: '2026-01-31',
          },
        },
      ],
    },
  ],
  [
    'line period starts inside the invoicing period (R110)',
    'PEPPOL-EN16931-R110',
    '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_start_date',
    {
      DELIVERY_INFORMATION: {
        INVOICING_PERIOD: {
          Invoicing_period_start_date: '2026-01-01',
          Invoicing_period_end_date: '2026-01-31',
        },
      },
      INVOICE_LINE: [{ INVOICE_LINE_PERIOD: { Invoice_line_period_start_date: '2026-01-01' } }],
    },
    {
      DELIVERY_INFORMATION: {
        INVOICING_PERIOD: {
          Invoicing_period_start_date: '2026-01-01',
          Invoicing_period_end_date: '2026-01-31',
        },
      },
      INVOICE_LINE: [{ INVOICE_LINE_PERIOD: { Invoice_line_period_start_date: '2025-12-31' } }],
    },
  ],
  [
    'line period ends inside the invoicing period (R111)',
    'PEPPOL-EN16931-R111',
    '/INVOICE_LINE/0/INVOICE_LINE_PERIOD/Invoice_line_period_end_date',
    {
      DELIVERY_INFORMATION: {
        INVOICING_PERIOD: {
          Invoicing_period_start_date: '2026-01-01',
          Invoicing_period_end_date: '2026-01-31',
        },
      },
      INVOICE_LINE: [{ INVOICE_LINE_PERIOD: { Invoice_line_period_end_date: '2026-01-31' } }],
    },
    {
      DELIVERY_INFORMATION: {
        INVOICING_PERIOD: {
          Invoicing_period_start_date: '2026-01-01',
          Invoicing_period_end_date: '2026-01-31',
        },
      },
      INVOICE_LINE: [{ INVOICE_LINE_PERIOD: { Invoice_line_period_end_date: '2026-02-01' } }],
    },
  ],
  [
    'BR_CO_9: VAT identifier with a country prefix',
    'BR-CO-09',
    '/SELLER/Seller_VAT_identifier',
    { SELLER: { Seller_VAT_identifier: 'DE123456789' } },
    { SELLER: { Seller_VAT_identifier: '123456789' } },
  ],
  [
    'BR_33: allowance reason or reason code',
    'BR-33',
    '/DOCUMENT_LEVEL_ALLOWANCES/0/Document_level_allowance_reason',
    { DOCUMENT_LEVEL_ALLOWANCES: [{ Document_level_allowance_reason_code: '95' }] },
    { DOCUMENT_LEVEL_ALLOWANCES: [{ Document_level_allowance_amount: 5 }] },
  ],
  [
    'payee name required',
    'BR-17',
    '/PAYEE/Payee_name',
    { SELLER: { Seller_name: 'S' }, PAYEE: { Payee_name: 'P' } },
    { SELLER: { Seller_name: 'S' }, PAYEE: { Payee_identifier: 'X' } },
  ],
];

describe('spec rules stated by official rules (editor profile)', () => {
  it.each(cases)('%s → %s', (_, ruleId, pointer, good, bad) => {
    passes('invoice', ruleId, good);
    fails('invoice', ruleId, pointer, bad);
  });
});
