import { blank, copy, ensureObj, isObj, type Obj } from './json';
import { PAYMENT_TYPES, paymentTypeOf } from './paymentType';

export interface TransferChoice {
  /** Overwrite the seller (name, electronic address, address, contact, VAT and tax ids). */
  seller?: boolean;
  /** Overwrite payment terms, remittance, payment means and its credit transfer or direct debit. */
  payment?: boolean;
}

function set(target: Obj, key: string, value: unknown): void {
  if (blank(value)) delete target[key];
  else target[key] = value;
}

function transferSeller(invoice: Obj, md: Obj): void {
  const seller = ensureObj(invoice, 'SELLER');
  set(seller, 'Seller_name', md.Seller_name);
  if (blank(md.Seller_electronic_address)) delete seller.Seller_electronic_address;
  else {
    const old = isObj(seller.Seller_electronic_address) ? seller.Seller_electronic_address : {};
    seller.Seller_electronic_address = {
      ...old,
      Content: md.Seller_electronic_address,
      Scheme_identifier: 'EM',
    };
  }
  set(seller, 'Seller_VAT_identifier', md.Seller_VAT_identifier);
  set(seller, 'Seller_tax_registration_identifier', md.Seller_tax_registration_identifier);
  const address = ensureObj(seller, 'SELLER_POSTAL_ADDRESS');
  for (const key of [
    'Seller_address_line_1',
    'Seller_address_line_2',
    'Seller_country_subdivision',
    'Seller_post_code',
    'Seller_city',
  ])
    set(address, key, md[key]);
  set(address, 'Seller_country_code', blank(md.Seller_country_code) ? 'DE' : md.Seller_country_code);
  const contact = ensureObj(seller, 'SELLER_CONTACT');
  for (const key of [
    'Seller_contact_point',
    'Seller_contact_telephone_number',
    'Seller_contact_email_address',
  ])
    set(contact, key, md[key]);
}

function transferPayment(invoice: Obj, md: Obj): void {
  set(invoice, 'Payment_terms', md.Payment_terms);
  const payment = ensureObj(invoice, 'PAYMENT_INSTRUCTIONS');
  const code = blank(md.Payment_means_type_code) ? '58' : String(md.Payment_means_type_code);
  const def = PAYMENT_TYPES[paymentTypeOf(code)];
  payment.Payment_means_type_code = code;
  payment.Payment_means_text = def.text.de;
  set(payment, 'Remittance_information', md.Remittance_information);
  delete payment.PAYMENT_CARD_INFORMATION;
  if (def.block === 'DIRECT_DEBIT') {
    delete payment.CREDIT_TRANSFER;
    const debit: Obj = {};
    set(debit, 'Mandate_reference_identifier', md.Mandate_reference_identifier);
    set(debit, 'Bank_assigned_creditor_identifier', md.Bank_assigned_creditor_identifier);
    set(debit, 'Debited_account_identifier', md.Debited_account_identifier);
    payment.DIRECT_DEBIT = debit;
  } else {
    delete payment.DIRECT_DEBIT;
    const accounts = Array.isArray(md.CREDIT_TRANSFER) ? md.CREDIT_TRANSFER.filter(isObj) : [];
    payment.CREDIT_TRANSFER = accounts.length > 0 ? copy(accounts) : [{}];
  }
}

/** Master data transfer (spec §4): overwrites the chosen parts of the invoice. New invoice. */
export function transferMasterData<T>(invoice: T, masterData: unknown, choice: TransferChoice): T {
  const out = copy(invoice) as Obj;
  const md = isObj(masterData) ? masterData : {};
  if (choice.seller) transferSeller(out, md);
  if (choice.payment) transferPayment(out, md);
  return out as T;
}
