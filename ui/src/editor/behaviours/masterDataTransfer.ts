/**
 * Master data transfer (spec §4): overwrites the invoice's seller data and/or its payment terms,
 * means and credit transfer or direct debit with the seller's master data. The master data
 * replaces the seller's identifiers as a whole (BT-29 to BT-32): an identifier left from an
 * e-order (the buyer's GLN for the seller, say) does not stay beside the master data's.
 */
import { newId } from '../model/paths';
import type { Json } from '../state/types';
import { isDirectDebit, paymentSectionOf, paymentTextOf } from './paymentType';

const clean = (o: Json): Json => {
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== '') out[k] = v;
  return out;
};

export function transferSeller(invoice: Json, md: Json): Json {
  const {
    Seller_identifier: _bt29,
    Seller_legal_registration_identifier: _bt30,
    Seller_legal_registration_identifier_Scheme_identifier: _bt30scheme,
    Seller_VAT_identifier: _bt31,
    Seller_tax_registration_identifier: _bt32,
    ...seller
  }: Json = invoice.SELLER ?? {};
  return {
    ...invoice,
    SELLER: {
      ...seller,
      id: seller.id ?? newId(),
      ...clean({
        Seller_name: md.Seller_name,
        Seller_VAT_identifier: md.Seller_VAT_identifier,
        Seller_tax_registration_identifier: md.Seller_tax_registration_identifier,
        Seller_legal_registration_identifier: md.Seller_legal_registration_identifier,
      }),
      ...(md.Seller_identifier
        ? { Seller_identifier: [{ id: newId(), Content: md.Seller_identifier }] }
        : {}),
      Seller_electronic_address: md.Seller_electronic_address
        ? {
            ...(seller.Seller_electronic_address ?? {}),
            Content: md.Seller_electronic_address,
            Scheme_identifier: 'EM',
          }
        : seller.Seller_electronic_address,
      SELLER_POSTAL_ADDRESS: {
        id: seller.SELLER_POSTAL_ADDRESS?.id ?? newId(),
        ...clean({
          Seller_address_line_1: md.Seller_address_line_1,
          Seller_address_line_2: md.Seller_address_line_2,
          Seller_city: md.Seller_city,
          Seller_post_code: md.Seller_post_code,
          Seller_country_subdivision: md.Seller_country_subdivision,
          Seller_country_code: md.Seller_country_code ?? 'DE',
        }),
      },
      SELLER_CONTACT: {
        id: seller.SELLER_CONTACT?.id ?? newId(),
        ...clean({
          Seller_contact_point: md.Seller_contact_point,
          Seller_contact_telephone_number: md.Seller_contact_telephone_number,
          Seller_contact_email_address: md.Seller_contact_email_address,
        }),
      },
    },
  };
}

export function transferPayment(invoice: Json, md: Json): Json {
  const section = paymentSectionOf(md.Payment_means_type_code ?? '58');
  const current = invoice.PAYMENT_INSTRUCTIONS ?? {};
  const instructions: Json = {
    id: current.id ?? newId(),
    ...clean({ Remittance_information: md.Remittance_information }),
    Payment_means_type_code: md.Payment_means_type_code ?? '58',
    Payment_means_text: paymentTextOf(section),
  };
  if (isDirectDebit(section)) {
    instructions.DIRECT_DEBIT = {
      id: newId(),
      ...clean({
        Mandate_reference_identifier: md.Mandate_reference_identifier,
        Bank_assigned_creditor_identifier: md.Bank_assigned_creditor_identifier,
        Debited_account_identifier: md.Debited_account_identifier,
      }),
    };
  } else {
    const accounts = (md.CREDIT_TRANSFER ?? []).map((a: Json) => ({ ...clean(a), id: newId() }));
    instructions.CREDIT_TRANSFER = accounts.length > 0 ? accounts : [{ id: newId() }];
  }
  const next: Json = { ...invoice, PAYMENT_INSTRUCTIONS: instructions };
  if (md.Payment_terms) next.Payment_terms = md.Payment_terms;
  return next;
}

/**
 * A new invoice's introduction and closing text from the company's defaults (master data);
 * the invoice keeps its own once edited ("Stammdaten übernehmen" leaves them alone).
 */
export function transferLetterTexts(invoice: Json, md: Json): Json {
  const next: Json = { ...invoice };
  if (md.Introduction_text) next.Introduction_text = md.Introduction_text;
  if (md.Closing_text) next.Closing_text = md.Closing_text;
  return next;
}
