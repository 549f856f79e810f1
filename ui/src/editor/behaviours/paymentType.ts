/**
 * Payment type (spec §4): derived from Payment_means_type_code; switching removes the other
 * payment sub-blocks and sets the matching explanatory text (BT-82).
 * Codes: 58 credit transfer SEPA, 30 credit transfer non-SEPA, 59 direct debit SEPA,
 * 49 direct debit non-SEPA, 48 payment card. An unknown code opens as direct debit (SEPA).
 */
import { type PaymentType, switchMasterDataPaymentType as switchMasterDataPaymentTypeRules } from '@xr/rules';
import { newId } from '../model/paths';
import type { Json, PaymentSection } from '../state/types';

export const PAYMENT_CODES: Record<PaymentSection, string> = {
  CREDIT_TRANSFER_SEPA: '58',
  CREDIT_TRANSFER_NON_SEPA: '30',
  DIRECT_DEBIT_SEPA: '59',
  DIRECT_DEBIT_NON_SEPA: '49',
  PAYMENT_CARD: '48',
};

export const PAYMENT_TEXTS: Record<PaymentSection, { de: string; en: string }> = {
  CREDIT_TRANSFER_SEPA: { de: 'SEPA-Überweisung', en: 'SEPA credit transfer' },
  CREDIT_TRANSFER_NON_SEPA: { de: 'Überweisung (nicht SEPA)', en: 'Credit transfer (non-SEPA)' },
  DIRECT_DEBIT_SEPA: { de: 'SEPA-Lastschrift', en: 'SEPA direct debit' },
  DIRECT_DEBIT_NON_SEPA: { de: 'Lastschrift (nicht SEPA)', en: 'Direct debit (non-SEPA)' },
  PAYMENT_CARD: { de: 'Zahlungskarte', en: 'Payment card' },
};

export function paymentSectionOf(code: string | undefined): PaymentSection {
  const hit = (Object.keys(PAYMENT_CODES) as PaymentSection[]).find((k) => PAYMENT_CODES[k] === code);
  return hit ?? 'DIRECT_DEBIT_SEPA';
}

export const isCreditTransfer = (s: PaymentSection) =>
  s === 'CREDIT_TRANSFER_SEPA' || s === 'CREDIT_TRANSFER_NON_SEPA';
export const isDirectDebit = (s: PaymentSection) =>
  s === 'DIRECT_DEBIT_SEPA' || s === 'DIRECT_DEBIT_NON_SEPA';

/** PAYMENT_INSTRUCTIONS after switching to `section` (texts in German, the document language). */
export function switchPaymentType(instructions: Json, section: PaymentSection): Json {
  const { CREDIT_TRANSFER, DIRECT_DEBIT, PAYMENT_CARD_INFORMATION, ...rest } = instructions ?? {};
  const next: Json = {
    ...rest,
    Payment_means_type_code: PAYMENT_CODES[section],
    Payment_means_text: PAYMENT_TEXTS[section].de,
  };
  if (isCreditTransfer(section)) {
    next.CREDIT_TRANSFER =
      Array.isArray(CREDIT_TRANSFER) && CREDIT_TRANSFER.length > 0 ? CREDIT_TRANSFER : [{ id: newId() }];
  } else if (isDirectDebit(section)) {
    next.DIRECT_DEBIT = DIRECT_DEBIT ?? { id: newId() };
  } else {
    next.PAYMENT_CARD_INFORMATION = PAYMENT_CARD_INFORMATION ?? { id: newId() };
  }
  return next;
}

/** The rules' payment type of a UI section. */
const RULES_TYPE: Record<PaymentSection, PaymentType> = {
  CREDIT_TRANSFER_SEPA: 'creditTransfer',
  CREDIT_TRANSFER_NON_SEPA: 'creditTransferNonSepa',
  DIRECT_DEBIT_SEPA: 'directDebit',
  DIRECT_DEBIT_NON_SEPA: 'directDebitNonSepa',
  PAYMENT_CARD: 'card',
};

/** Master data after switching its payment type (spec §4 master data): the rules' normalisation. */
export function switchMasterDataPaymentType(data: Json, section: PaymentSection): Json {
  return switchMasterDataPaymentTypeRules(data, RULES_TYPE[section]);
}
