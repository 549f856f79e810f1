/**
 * The code lists of the BR-CL rules are the official schematron's (CEN 1.3.15 in KoSIT's
 * configuration), per syntax where the two differ: UNTDID 4451 has 383 codes in UBL and 401 in
 * CII, CII's country list has AN and not SS, ISO 4217 has CNH, MRU and UYW and not CUC or MRO,
 * ICD goes to 0244 and SEPA is an ICD for the seller's and payee's identifiers only.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, type Syntax } from '../index';

const fired = (doc: unknown, id: string, syntax: Syntax) =>
  evaluate(doc, { profile: 'en16931', syntax, today: '2026-01-15' }).some((f) => f.ruleId === id);

describe('BR-CL code lists as the official schematron has them', () => {
  it.each([
    // rule, document, syntax, fires
    ['BR-CL-08', { INVOICE_NOTE: [{ Invoice_note: 'x', Invoice_note_subject_code: 'AAD' }] }, 'ubl', false],
    ['BR-CL-08', { INVOICE_NOTE: [{ Invoice_note: 'x', Invoice_note_subject_code: 'TXD' }] }, 'cii', false],
    ['BR-CL-08', { INVOICE_NOTE: [{ Invoice_note: 'x', Invoice_note_subject_code: 'BAT' }] }, 'cii', false],
    ['BR-CL-08', { INVOICE_NOTE: [{ Invoice_note: 'x', Invoice_note_subject_code: 'BAT' }] }, 'ubl', true],
    ['BR-CL-08', { INVOICE_NOTE: [{ Invoice_note: 'x', Invoice_note_subject_code: 'QQQ' }] }, 'cii', true],
    ['BR-CL-01', { Invoice_type_code: '471' }, 'ubl', false],
    ['BR-CL-01', { Invoice_type_code: '999' }, 'cii', true],
    ['BR-CL-04', { Invoice_currency_code: 'CNH' }, 'ubl', false],
    ['BR-CL-04', { Invoice_currency_code: 'CUC' }, 'ubl', true],
    ['BR-CL-14', { SELLER: { SELLER_POSTAL_ADDRESS: { Seller_country_code: 'AN' } } }, 'cii', false],
    ['BR-CL-14', { SELLER: { SELLER_POSTAL_ADDRESS: { Seller_country_code: 'AN' } } }, 'ubl', true],
    ['BR-CL-14', { SELLER: { SELLER_POSTAL_ADDRESS: { Seller_country_code: 'SS' } } }, 'cii', true],
    [
      'BR-CL-11',
      {
        SELLER: {
          Seller_legal_registration_identifier: 'x',
          Seller_legal_registration_identifier_Scheme_identifier: '0244',
        },
      },
      'ubl',
      false,
    ],
    [
      'BR-CL-11',
      {
        SELLER: {
          Seller_legal_registration_identifier: 'x',
          Seller_legal_registration_identifier_Scheme_identifier: 'SEPA',
        },
      },
      'ubl',
      true,
    ],
    [
      'BR-CL-22',
      { VAT_BREAKDOWN: [{ VAT_category_code: 'E', VAT_exemption_reason_code: 'VATEX-EU-135-1' }] },
      'ubl',
      false,
    ],
    [
      'BR-CL-25',
      { SELLER: { Seller_electronic_address: { Content: 'x', Scheme_identifier: '0244' } } },
      'cii',
      false,
    ],
  ] as const)('%s on %j (%s): fires %s', (id, doc, syntax, fires) => {
    expect(fired(doc, id, syntax)).toBe(fires);
  });
});
