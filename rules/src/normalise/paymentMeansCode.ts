import { isObj, type Obj } from './json';

/** Payment means codes the editor offers (spec §9): credit transfer, card, direct debit. */
export const EDITOR_PAYMENT_MEANS = ['30', '48', '49', '58', '59'];
/** Codes that become the card code 48 on load (UNTDID 4461: 54 credit card, 55 debit card). */
const CARD_CODES = ['54', '55'];
/** The code every other code becomes: SEPA credit transfer. */
export const DEFAULT_PAYMENT_MEANS = '58';

/** On load: a payment means code outside the editor's list becomes 58, except 54 and 55 (card: 48). */
export function mapPaymentMeansCode(invoice: Obj, notes: string[]): void {
  const payment = isObj(invoice.PAYMENT_INSTRUCTIONS) ? invoice.PAYMENT_INSTRUCTIONS : undefined;
  const code = payment?.Payment_means_type_code;
  if (!payment || code === undefined || code === '' || EDITOR_PAYMENT_MEANS.includes(String(code))) return;
  payment.Payment_means_type_code = CARD_CODES.includes(String(code)) ? '48' : DEFAULT_PAYMENT_MEANS;
  notes.push('note.paymentMeansCodeChanged');
}
