import { copy, ensureObj, isObj, type Obj } from './json';

export type PaymentType =
  | 'creditTransfer'
  | 'creditTransferNonSepa'
  | 'directDebit'
  | 'directDebitNonSepa'
  | 'card';

export type PaymentTextLocale = 'de' | 'en';

/**
 * Payment means code (UNTDID 4461) and the default explanatory text (BT-82) of each payment type,
 * in the language of the one who writes the invoice (German by default).
 */
export const PAYMENT_TYPES: Record<
  PaymentType,
  { code: string; text: Record<PaymentTextLocale, string>; block: string }
> = {
  creditTransfer: {
    code: '58',
    text: { de: 'SEPA-Überweisung', en: 'SEPA credit transfer' },
    block: 'CREDIT_TRANSFER',
  },
  creditTransferNonSepa: {
    code: '30',
    text: { de: 'Überweisung (nicht SEPA)', en: 'Credit transfer (non-SEPA)' },
    block: 'CREDIT_TRANSFER',
  },
  directDebit: {
    code: '59',
    text: { de: 'SEPA-Lastschrift', en: 'SEPA direct debit' },
    block: 'DIRECT_DEBIT',
  },
  directDebitNonSepa: {
    code: '49',
    text: { de: 'Lastschrift (nicht SEPA)', en: 'Direct debit (non-SEPA)' },
    block: 'DIRECT_DEBIT',
  },
  card: { code: '48', text: { de: 'Zahlungskarte', en: 'Payment card' }, block: 'PAYMENT_CARD_INFORMATION' },
};

/**
 * The default text of `code` in `locale` when `shown` is one of the default texts of that code
 * (a German default on an English document reads in English); otherwise `shown` as written.
 */
export function paymentTextIn(code: unknown, shown: string, locale: PaymentTextLocale): string {
  const def = Object.values(PAYMENT_TYPES).find((d) => d.code === code);
  return def && Object.values(def.text).includes(shown) ? def.text[locale] : shown;
}

const BLOCKS = ['CREDIT_TRANSFER', 'DIRECT_DEBIT', 'PAYMENT_CARD_INFORMATION'];

/** The payment type of a code; an unknown code opens as direct debit (spec §4). */
export function paymentTypeOf(code: unknown): PaymentType {
  for (const [type, def] of Object.entries(PAYMENT_TYPES)) if (def.code === code) return type as PaymentType;
  return 'directDebit';
}

/** True when the payment type is a SEPA type (IBAN required). */
export function isSepa(type: PaymentType): boolean {
  return type === 'creditTransfer' || type === 'directDebit';
}

/**
 * Payment type switch: sets the code and its text, removes the other payment sub-blocks and
 * makes sure the type's own block exists (credit transfer: one empty account). New invoice.
 */
export function switchPaymentType<T>(invoice: T, type: PaymentType, locale: PaymentTextLocale = 'de'): T {
  const out = copy(invoice) as Obj;
  const payment = ensureObj(out, 'PAYMENT_INSTRUCTIONS');
  const def = PAYMENT_TYPES[type];
  payment.Payment_means_type_code = def.code;
  payment.Payment_means_text = def.text[locale];
  for (const block of BLOCKS) if (block !== def.block) delete payment[block];
  if (def.block === 'CREDIT_TRANSFER') {
    if (!Array.isArray(payment.CREDIT_TRANSFER) || payment.CREDIT_TRANSFER.length === 0)
      payment.CREDIT_TRANSFER = [{}];
  } else if (!isObj(payment[def.block])) payment[def.block] = {};
  return out as T;
}

/**
 * Master data payment type change (spec §4): to direct debit clears mandate, creditor and
 * debited account; to credit transfer empties the account list. New master data.
 */
export function switchMasterDataPaymentType<T>(masterData: T, type: PaymentType): T {
  const out = copy(masterData) as Obj;
  const def = PAYMENT_TYPES[type];
  out.Payment_means_type_code = def.code;
  if (def.block === 'DIRECT_DEBIT') {
    delete out.Mandate_reference_identifier;
    delete out.Bank_assigned_creditor_identifier;
    delete out.Debited_account_identifier;
    delete out.CREDIT_TRANSFER;
  } else {
    out.CREDIT_TRANSFER = [];
    delete out.Mandate_reference_identifier;
    delete out.Bank_assigned_creditor_identifier;
    delete out.Debited_account_identifier;
  }
  return out as T;
}
