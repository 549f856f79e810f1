/**
 * Payment type (spec §4): derived from Payment_means_type_code; switching removes the other
 * payment sub-blocks and sets the matching explanatory text (BT-82).
 * Codes: 58 credit transfer SEPA, 30 credit transfer non-SEPA, 59 direct debit SEPA,
 * 49 direct debit non-SEPA, 48 payment card. An unknown code opens as direct debit (SEPA).
 */
import {
  addIds,
  PAYMENT_TYPES,
  type PaymentType,
  switchMasterDataPaymentType as switchMasterDataPaymentTypeRules,
  switchPaymentType as switchPaymentTypeRules,
} from '@xr/rules';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { newId } from '../model/paths';
import type { Json, PaymentSection } from '../state/types';

/** The rules' payment type of a UI section. */
const RULES_TYPE: Record<PaymentSection, PaymentType> = {
  CREDIT_TRANSFER_SEPA: 'creditTransfer',
  CREDIT_TRANSFER_NON_SEPA: 'creditTransferNonSepa',
  DIRECT_DEBIT_SEPA: 'directDebit',
  DIRECT_DEBIT_NON_SEPA: 'directDebitNonSepa',
  PAYMENT_CARD: 'card',
};

const SECTIONS = Object.keys(RULES_TYPE) as PaymentSection[];

/** Payment means code (UNTDID 4461) of each section, from the rules' payment types. */
export const PAYMENT_CODES = Object.fromEntries(
  SECTIONS.map((s) => [s, PAYMENT_TYPES[RULES_TYPE[s]].code]),
) as Record<PaymentSection, string>;

/** The explanatory text (BT-82) the rules set for a section, in the UI's language. */
export const paymentTextOf = (s: PaymentSection): string =>
  PAYMENT_TYPES[RULES_TYPE[s]].text[appStore.get(localeAtom)];

export function paymentSectionOf(code: string | undefined): PaymentSection {
  return SECTIONS.find((s) => PAYMENT_CODES[s] === code) ?? 'DIRECT_DEBIT_SEPA';
}

export const isCreditTransfer = (s: PaymentSection) =>
  s === 'CREDIT_TRANSFER_SEPA' || s === 'CREDIT_TRANSFER_NON_SEPA';
export const isDirectDebit = (s: PaymentSection) =>
  s === 'DIRECT_DEBIT_SEPA' || s === 'DIRECT_DEBIT_NON_SEPA';

/** PAYMENT_INSTRUCTIONS after switching to `section`: the rules' switch, new blocks given ids. */
export function switchPaymentType(instructions: Json, section: PaymentSection): Json {
  const switched = switchPaymentTypeRules(
    { PAYMENT_INSTRUCTIONS: instructions ?? {} },
    RULES_TYPE[section],
    appStore.get(localeAtom),
  );
  return addIds(switched, newId).PAYMENT_INSTRUCTIONS;
}

/** Master data after switching its payment type (spec §4 master data): the rules' normalisation. */
export function switchMasterDataPaymentType(data: Json, section: PaymentSection): Json {
  return switchMasterDataPaymentTypeRules(data, RULES_TYPE[section]);
}
