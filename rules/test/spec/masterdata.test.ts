import { describe, expect, it } from 'vitest';
import { evaluateMasterData, families } from '../../index';
import { fails, fired, passes } from './table';

const ok = (ruleId: string, doc: unknown) => passes('masterdata', ruleId, doc);
const ko = (ruleId: string, pointer: string, doc: unknown) => fails('masterdata', ruleId, pointer, doc);

const complete = {
  Version: '1.0',
  Seller_name: 'ACME GmbH',
  Seller_electronic_address: 'rechnung@acme.de',
  Seller_post_code: '28195',
  Seller_city: 'Bremen',
  Seller_country_code: 'DE',
  Seller_contact_point: 'Anna Muster',
  Seller_contact_telephone_number: '+49 421 1234',
  Seller_contact_email_address: 'anna@acme.de',
  Seller_legal_registration_identifier: 'HRB 12345',
  Payment_means_type_code: '58',
  CREDIT_TRANSFER: [{ Payment_account_identifier: 'DE02120300000000202051' }],
};

describe('spec master data rules', () => {
  it('a complete record has no finding', () => {
    expect(evaluateMasterData(complete)).toEqual([]);
  });

  it.each([
    'Seller_name',
    'Seller_electronic_address',
    'Seller_post_code',
    'Seller_city',
    'Seller_country_code',
    'Seller_contact_point',
    'Seller_contact_telephone_number',
    'Seller_contact_email_address',
  ])('FIELD-required: %s', (field) => {
    ok('FIELD-required', complete);
    ko('FIELD-required', `/${field}`, { ...complete, [field]: '' });
  });

  it.each(['Seller_electronic_address', 'Seller_contact_email_address'])('FIELD-email: %s', (field) => {
    ok('FIELD-email', { ...complete, [field]: 'müller@bäckerei.de' });
    ko('FIELD-email', `/${field}`, { ...complete, [field]: 'müller@' });
  });

  it('FIELD-phonenumber', () => {
    ok('FIELD-phonenumber', { ...complete, Seller_contact_telephone_number: '110' });
    ko('FIELD-phonenumber', '/Seller_contact_telephone_number', {
      ...complete,
      Seller_contact_telephone_number: '0-1',
    });
  });

  it('MD-seller-identification: a VAT id, a register number or a seller identifier (warning)', () => {
    const { Seller_legal_registration_identifier: _, ...none } = complete;
    ko('MD-seller-identification', '/Seller_VAT_identifier', none);
    ok('MD-seller-identification', complete);
    ok('MD-seller-identification', { ...none, Seller_VAT_identifier: 'DE123456789' });
    ok('MD-seller-identification', { ...none, Seller_identifier: 'L-4711' });
    expect(evaluateMasterData(none).map((f) => f.severity)).toEqual(['warning']);
  });

  it('BR_CO_9: the VAT identifier begins with a country code', () => {
    ok('BR_CO_9', { ...complete, Seller_VAT_identifier: 'DE123456789' });
    ko('BR_CO_9', '/Seller_VAT_identifier', { ...complete, Seller_VAT_identifier: '123456789' });
  });

  it.each([
    'Mandate_reference_identifier',
    'Bank_assigned_creditor_identifier',
    'Debited_account_identifier',
  ])('FIELD-required for direct debit: %s', (field) => {
    const debit = {
      ...complete,
      Payment_means_type_code: '59',
      CREDIT_TRANSFER: undefined,
      Mandate_reference_identifier: 'M-1',
      Bank_assigned_creditor_identifier: 'DE98ZZZ09999999999',
      Debited_account_identifier: 'DE02120300000000202051',
    };
    ok('FIELD-required', debit);
    ko('FIELD-required', `/${field}`, { ...debit, [field]: undefined });
  });

  it('FIELD-iban: SEPA direct debit account', () => {
    const debit = {
      ...complete,
      Payment_means_type_code: '59',
      Mandate_reference_identifier: 'M',
      Bank_assigned_creditor_identifier: 'C',
    };
    ok('FIELD-iban', { ...debit, Debited_account_identifier: 'DE02120300000000202051' });
    ok('FIELD-iban', { ...debit, Payment_means_type_code: '49', Debited_account_identifier: '12345' });
    ko('FIELD-iban', '/Debited_account_identifier', {
      ...debit,
      Debited_account_identifier: 'DE02120300000000202050',
    });
  });

  it('FIELD-creditTransferRequired: at least one account', () => {
    ok('FIELD-creditTransferRequired', complete);
    ko('FIELD-creditTransferRequired', '/CREDIT_TRANSFER', { ...complete, CREDIT_TRANSFER: [] });
    ko('FIELD-creditTransferRequired', '/CREDIT_TRANSFER', {
      ...complete,
      Payment_means_type_code: undefined,
      CREDIT_TRANSFER: undefined,
    });
  });

  it('FIELD-required and FIELD-iban for each credit transfer account', () => {
    const accounts = (...ids: (string | undefined)[]) => ({
      ...complete,
      CREDIT_TRANSFER: ids.map((id) =>
        id === undefined ? { Payment_account_name: 'x' } : { Payment_account_identifier: id },
      ),
    });
    ko(
      'FIELD-required',
      '/CREDIT_TRANSFER/1/Payment_account_identifier',
      accounts('DE02120300000000202051', undefined),
    );
    ok('FIELD-iban', { ...accounts('GB29NWBK60161331926819'), Payment_means_type_code: '58' });
    ok('FIELD-iban', { ...accounts('0123-4567'), Payment_means_type_code: '30' });
    ko('FIELD-iban', '/CREDIT_TRANSFER/0/Payment_account_identifier', accounts('GB29NWBK60161331926818'));
  });

  it('every rule of spec-masterdata failed in a case above', () => {
    const rules = families().find((f) => f.family === 'spec-masterdata')?.rules ?? [];
    expect(rules.map((r) => `masterdata ${r.id} ${r.bt}`).filter((k) => !fired.has(k))).toEqual([]);
  });
});
