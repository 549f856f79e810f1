/** UBL groups of the import: notes, addresses, parties, allowances and charges. */
import { attr, type El, normalize, one, sel, str, textAt } from './tree';
import { a, c, type Entry, type Group, group, n, o, s, w } from './values';

/** "#AAI#text" → subject code and text; anything else is the text alone. */
export function note(text: string): Group {
  if (/^#[A-Z]{3}#/.test(text))
    return { Invoice_note_subject_code: text.slice(1, 4), Invoice_note: text.slice(5) };
  return { Invoice_note: text };
}

export function address(el: El | undefined, p: string): Entry[] {
  return [
    s(`${p}address_line_1`, one(el, 'cbc:StreetName')),
    s(`${p}address_line_2`, one(el, 'cbc:AdditionalStreetName')),
    s(`${p}address_line_3`, one(el, 'cac:AddressLine/cbc:Line')),
    s(`${p}city`, one(el, 'cbc:CityName')),
    s(`${p}post_code`, one(el, 'cbc:PostalZone')),
    s(`${p}country_subdivision`, one(el, 'cbc:CountrySubentity')),
    c(`${p}country_code`, one(el, 'cac:Country/cbc:IdentificationCode')),
  ];
}

/** A tax category or party tax scheme of the tax scheme VAT (as BR-47 and BR-48 read it). */
export const ofVatScheme = (el: El) =>
  sel(el, 'cac:TaxScheme').some((t) => {
    const id = one(t, 'cbc:ID');
    return normalize((id ? str(id) : '').toUpperCase()) === 'VAT';
  });

const taxSchemeIs = (vat: boolean) => (t: El) => (textAt(t, 'cac:TaxScheme/cbc:ID') === 'VAT') === vat;

export function seller(p: El | undefined): Entry[] {
  const ids = sel(p, 'cac:PartyIdentification/cbc:ID').filter((i) => attr(i, 'schemeID')?.value !== 'SEPA');
  const endpoint = one(p, 'cbc:EndpointID');
  return [
    s('Seller_name', one(p, 'cac:PartyLegalEntity/cbc:RegistrationName')),
    s('Seller_trading_name', one(p, 'cac:PartyName/cbc:Name')),
    a(
      'Seller_identifier',
      ids.map((i) => group([s('Content', i), c('Scheme_identifier', attr(i, 'schemeID'))])),
    ),
    s('Seller_legal_registration_identifier', one(p, 'cac:PartyLegalEntity/cbc:CompanyID')),
    c(
      'Seller_legal_registration_identifier_Scheme_identifier',
      attr(one(p, 'cac:PartyLegalEntity/cbc:CompanyID'), 'schemeID'),
    ),
    s('Seller_VAT_identifier', one(sel(p, 'cac:PartyTaxScheme').filter(taxSchemeIs(true)), 'cbc:CompanyID')),
    s(
      'Seller_tax_registration_identifier',
      one(sel(p, 'cac:PartyTaxScheme').filter(taxSchemeIs(false)), 'cbc:CompanyID'),
    ),
    s('Seller_additional_legal_information', one(p, 'cac:PartyLegalEntity/cbc:CompanyLegalForm')),
    w('Seller_electronic_address', endpoint, attr(endpoint, 'schemeID')),
    o('SELLER_POSTAL_ADDRESS', address(one(p, 'cac:PostalAddress'), 'Seller_')),
    o('SELLER_CONTACT', [
      s('Seller_contact_point', one(p, 'cac:Contact/cbc:Name')),
      s('Seller_contact_telephone_number', one(p, 'cac:Contact/cbc:Telephone')),
      s('Seller_contact_email_address', one(p, 'cac:Contact/cbc:ElectronicMail')),
    ]),
  ];
}

export function buyer(p: El | undefined): Entry[] {
  const schemes = sel(p, 'cac:PartyTaxScheme');
  // BT-48 only from a tax scheme VAT (the schematron's rules select it so); another one becomes a note
  const vat = schemes.find(taxSchemeIs(true));
  const endpoint = one(p, 'cbc:EndpointID');
  return [
    s('Buyer_name', one(p, 'cac:PartyLegalEntity/cbc:RegistrationName')),
    s('Buyer_trading_name', one(p, 'cac:PartyName/cbc:Name')),
    s('Buyer_identifier', one(p, 'cac:PartyIdentification/cbc:ID')),
    c(
      'Buyer_identifier_Scheme_identifier',
      attr(one(sel(p, 'cac:PartyIdentification')[0], 'cbc:ID'), 'schemeID'),
    ),
    s('Buyer_legal_registration_identifier', one(p, 'cac:PartyLegalEntity/cbc:CompanyID')),
    c(
      'Buyer_legal_registration_identifier_Scheme_identifier',
      attr(one(p, 'cac:PartyLegalEntity/cbc:CompanyID'), 'schemeID'),
    ),
    s('Buyer_VAT_identifier', one(vat, 'cbc:CompanyID')),
    s('Buyer_electronic_address', endpoint),
    c('Buyer_electronic_address_Scheme_identifier', attr(endpoint, 'schemeID')),
    o('BUYER_POSTAL_ADDRESS', address(one(p, 'cac:PostalAddress'), 'Buyer_')),
    o('BUYER_CONTACT', [
      s('Buyer_contact_point', one(p, 'cac:Contact/cbc:Name')),
      s('Buyer_contact_telephone_number', one(p, 'cac:Contact/cbc:Telephone')),
      s('Buyer_contact_email_address', one(p, 'cac:Contact/cbc:ElectronicMail')),
    ]),
  ];
}

/** A document-level allowance or charge (with its VAT category and rate), or a line-level one. */
export function allowanceCharge(el: El, p: string, withVat: boolean): Group {
  return group([
    n(`${p}amount`, one(el, 'cbc:Amount')),
    n(`${p}base_amount`, one(el, 'cbc:BaseAmount')),
    n(`${p}percentage`, one(el, 'cbc:MultiplierFactorNumeric')),
    withVat ? c(`${p}VAT_category_code`, one(el, 'cac:TaxCategory/cbc:ID')) : undefined,
    withVat ? n(`${p}VAT_rate`, one(el, 'cac:TaxCategory/cbc:Percent')) : undefined,
    s(`${p}reason`, one(el, 'cbc:AllowanceChargeReason')),
    c(`${p}reason_code`, one(el, 'cbc:AllowanceChargeReasonCode')),
  ]);
}

/** The allowances (false) or charges (true) among `cac:AllowanceCharge` elements. */
export function byIndicator(list: El[], charge: boolean): El[] {
  const want = charge ? 'true' : 'false';
  return list.filter((x) => textAt(x, 'cbc:ChargeIndicator') === want);
}
