import { blank, type Obj } from './json';

/** On load: the VAT accounting currency (BT-6) is the invoice currency (BT-5), as the editor offers only EUR. */
export function alignAccountingCurrency(invoice: Obj, notes: string[]): void {
  const currency = invoice.Invoice_currency_code;
  if (blank(currency) || invoice.VAT_accounting_currency_code === currency) return;
  if (!blank(invoice.VAT_accounting_currency_code)) notes.push('note.vatAccountingCurrencySet');
  invoice.VAT_accounting_currency_code = currency;
}
