/** CII groups of the import: identifiers, addresses, contacts, parties, allowances and charges. */
import { attr, type El, one, sel, textAt } from './tree';
import { a, c, type Entry, type Group, group, n, o, s, w } from './values';

/** ram:ID (no scheme) or ram:GlobalID with its schemeID → a plain identifier and its scheme. */
export function idPair(p: El, key: string): Entry[] {
  const i = one(p, 'ram:ID') ?? one(p, 'ram:GlobalID');
  return [s(key, i), c(`${key}_Scheme_identifier`, attr(i, 'schemeID'))];
}

export function address(el: El | undefined, p: string): Entry[] {
  return [
    s(`${p}address_line_1`, one(el, 'ram:LineOne')),
    s(`${p}address_line_2`, one(el, 'ram:LineTwo')),
    s(`${p}address_line_3`, one(el, 'ram:LineThree')),
    s(`${p}city`, one(el, 'ram:CityName')),
    s(`${p}post_code`, one(el, 'ram:PostcodeCode')),
    s(`${p}country_subdivision`, one(el, 'ram:CountrySubDivisionName')),
    c(`${p}country_code`, one(el, 'ram:CountryID')),
  ];
}

function contact(el: El | undefined, p: string): Entry[] {
  return [
    s(`${p}contact_point`, one(el, 'ram:PersonName') ?? one(el, 'ram:DepartmentName')),
    s(`${p}contact_department`, one(el, 'ram:DepartmentName')),
    s(`${p}contact_telephone_number`, one(el, 'ram:TelephoneUniversalCommunication/ram:CompleteNumber')),
    s(`${p}contact_email_address`, one(el, 'ram:EmailURIUniversalCommunication/ram:URIID')),
  ];
}

/**
 * A tax registration of the scheme: `VA` (VAT identifier, BT-31/BT-48) or `FC` (tax registration
 * identifier, BT-32), compared as written, as the schematron does (`ram:ID[@schemeID = ('VA', 'FC')]`);
 * an identifier of another scheme is no business term (a note).
 */
export const schemeIs = (scheme: 'VA' | 'FC') => (i: El) => attr(i, 'schemeID')?.value === scheme;

export function seller(p: El | undefined): Entry[] {
  const org = one(p, 'ram:SpecifiedLegalOrganization');
  const taxIds = sel(p, 'ram:SpecifiedTaxRegistration/ram:ID');
  const uri = one(p, 'ram:URIUniversalCommunication/ram:URIID');
  return [
    s('Seller_name', one(p, 'ram:Name')),
    s('Seller_trading_name', one(org, 'ram:TradingBusinessName')),
    a(
      'Seller_identifier',
      sel(p, '(ram:ID|ram:GlobalID)').map((i) =>
        group([s('Content', i), c('Scheme_identifier', attr(i, 'schemeID'))]),
      ),
    ),
    s('Seller_legal_registration_identifier', one(org, 'ram:ID')),
    c('Seller_legal_registration_identifier_Scheme_identifier', attr(one(org, 'ram:ID'), 'schemeID')),
    s('Seller_VAT_identifier', taxIds.find(schemeIs('VA'))),
    s('Seller_tax_registration_identifier', taxIds.find(schemeIs('FC'))),
    s('Seller_additional_legal_information', one(p, 'ram:Description')),
    w('Seller_electronic_address', uri, attr(uri, 'schemeID')),
    o('SELLER_POSTAL_ADDRESS', address(one(p, 'ram:PostalTradeAddress'), 'Seller_')),
    o('SELLER_CONTACT', contact(one(p, 'ram:DefinedTradeContact'), 'Seller_')),
  ];
}

export function buyer(p: El | undefined): Entry[] {
  const org = one(p, 'ram:SpecifiedLegalOrganization');
  const taxIds = sel(p, 'ram:SpecifiedTaxRegistration/ram:ID');
  const uri = one(p, 'ram:URIUniversalCommunication/ram:URIID');
  return [
    s('Buyer_name', one(p, 'ram:Name')),
    s('Buyer_trading_name', one(org, 'ram:TradingBusinessName')),
    ...(p ? idPair(p, 'Buyer_identifier') : []),
    s('Buyer_legal_registration_identifier', one(org, 'ram:ID')),
    c('Buyer_legal_registration_identifier_Scheme_identifier', attr(one(org, 'ram:ID'), 'schemeID')),
    s('Buyer_VAT_identifier', taxIds.find(schemeIs('VA'))),
    s('Buyer_electronic_address', uri),
    c('Buyer_electronic_address_Scheme_identifier', attr(uri, 'schemeID')),
    o('BUYER_POSTAL_ADDRESS', address(one(p, 'ram:PostalTradeAddress'), 'Buyer_')),
    o('BUYER_CONTACT', contact(one(p, 'ram:DefinedTradeContact'), 'Buyer_')),
  ];
}

/** An allowance or charge; document-level ones carry a VAT category and rate. */
export function allowanceCharge(el: El, p: string, withVat: boolean): Group {
  return group([
    n(`${p}amount`, one(el, 'ram:ActualAmount')),
    n(`${p}base_amount`, one(el, 'ram:BasisAmount')),
    n(`${p}percentage`, one(el, 'ram:CalculationPercent')),
    withVat ? c(`${p}VAT_category_code`, one(el, 'ram:CategoryTradeTax/ram:CategoryCode')) : undefined,
    withVat ? n(`${p}VAT_rate`, one(el, 'ram:CategoryTradeTax/ram:RateApplicablePercent')) : undefined,
    s(`${p}reason`, one(el, 'ram:Reason')),
    c(`${p}reason_code`, one(el, 'ram:ReasonCode')),
  ]);
}

/** The allowances (false) or charges (true) among `ram:SpecifiedTradeAllowanceCharge` elements. */
export function byIndicator(list: El[], charge: boolean): El[] {
  const want = charge ? 'true' : 'false';
  return list.filter((x) => textAt(x, 'ram:ChargeIndicator') === want);
}
