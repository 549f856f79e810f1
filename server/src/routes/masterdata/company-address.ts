/**
 * The company's address lives once (issue 26): in the company record that the administration
 * ("Adresse", /api/adresse) edits. The master data's seller address (BT-35, BT-38, BT-37, BT-40)
 * is that record, read into the master data when it is read and written to it when the master
 * data is saved, so the two screens can never drift apart. The street line is kept as the company's
 * street and house number (`Musterstraße 12` ↔ street `Musterstraße`, number `12`).
 */
import type { Company, CompanyInput } from '../../db/companies';

type Json = Record<string, unknown>;

const HOUSE_NUMBER = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The master data with the company's address in it (the stored JSON's copy is not used). */
export function withCompanyAddress(masterData: Json, company: Company): Json {
  return {
    ...masterData,
    Seller_address_line_1: [company.street, company.number].filter(Boolean).join(' '),
    Seller_post_code: company.postcode,
    Seller_city: company.city,
    Seller_country_code: company.country || 'DE',
  };
}

const ADDRESS_FIELDS = ['Seller_address_line_1', 'Seller_post_code', 'Seller_city', 'Seller_country_code'];

/** The master data as stored: without the address, which is the company's. */
export function withoutCompanyAddress(masterData: Json): Json {
  return Object.fromEntries(Object.entries(masterData).filter(([k]) => !ADDRESS_FIELDS.includes(k)));
}

/** The company fields the master data's address sets (none for an address left empty). */
export function companyAddressOf(masterData: Json): Partial<CompanyInput> {
  const line = str(masterData.Seller_address_line_1);
  const postcode = str(masterData.Seller_post_code);
  const city = str(masterData.Seller_city);
  if (!line || !postcode || !city) return {};
  const split = HOUSE_NUMBER.exec(line);
  return {
    street: split ? split[1] : line,
    number: split ? split[2] : '',
    postcode: postcode.slice(0, 10),
    city,
    country: str(masterData.Seller_country_code).slice(0, 2) || 'DE',
  };
}
