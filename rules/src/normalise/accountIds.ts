import { isObj, list, type Obj } from './json';

/** An account identifier as saved: uppercase letters and digits only (`de02 1203-0000` → `DE0212030000`). */
export function cleanAccountId(value: unknown): unknown {
  return typeof value === 'string' ? value.toUpperCase().replace(/[^A-Z0-9]/g, '') : value;
}

/** On save: the credit transfer accounts (BT-84) and the debited account (BT-91) cleaned. */
export function cleanAccountIds(invoice: Obj): void {
  const payment = isObj(invoice.PAYMENT_INSTRUCTIONS) ? invoice.PAYMENT_INSTRUCTIONS : undefined;
  for (const account of list(payment, 'CREDIT_TRANSFER'))
    if (account.Payment_account_identifier !== undefined)
      account.Payment_account_identifier = cleanAccountId(account.Payment_account_identifier);
  const debit = isObj(payment?.DIRECT_DEBIT) ? payment.DIRECT_DEBIT : undefined;
  if (debit?.Debited_account_identifier !== undefined)
    debit.Debited_account_identifier = cleanAccountId(debit.Debited_account_identifier);
}
