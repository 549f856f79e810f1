// Code list rules (BR-CL-*) on empty codes. The official schematron tests every code element (or code
// attribute) it finds with `contains(' list ', concat(' ', normalize-space(.), ' '))`: an empty element
// or attribute is there and is no code of the list, so the rule fails. The invoice model reads an empty
// value as absent (the editor's empty fields), so its BR-CL rules do not see it; for an XML file this
// check raises them. Contexts as in the EN 16931 schematron 1.3.15 (one code-list pattern per syntax,
// so an element is tested by the first context that matches it); the levels of KoSIT's configuration.
import { isCode } from '@xr/codelists';
import { attr, type El, own } from './xml-tree';

const EXTENSION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0';
const CVD_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9';

interface CodeContext {
  id: string;
  /** Local names from the parent up: `['IdentificationCode', 'Country']` is `cac:Country/cbc:IdentificationCode`. */
  path: string[];
  /** The code attribute tested; the element's text when absent. */
  attr?: string;
  /** A further predicate of the schematron context. */
  also?: (el: El) => boolean;
  severity?: 'warning';
  /** The scenario in which KoSIT lowers the rule to information. */
  lowered?: 'extension' | 'cvd';
  /**
   * The XRechnung extension's own rule on the same attribute (BR-DEX-04 …), decided here where the
   * context has a `list` (the model's decides the others).
   */
  extension?: string;
  /**
   * Also test a value that is not empty against this code list: the model carries the scheme of only
   * some of the elements of the context (BR-CL-10: every party identifier, UBL `cac:PartyIdentification`
   * of any party, CII `ram:GlobalID` beside a `ram:ID`; CII BR-CL-11: every `ram:ID` with a schemeID;
   * CII BR-CL-26: the delivery party's `ram:GlobalID` beside its `ram:ID`; CII BR-CL-23: the gross
   * price's unit beside the net price's; BR-CL-16: every payment means code, the model keeps one), so
   * the XML decides the rule (`xmlOwnedRules`).
   */
  list?: 'ICD' | 'UNECE_REC20' | 'UNTDID4461';
  /** Where the schematron also takes SEPA (UBL BR-CL-10 and BR-DEX-04: the seller's and payee's BT-90). */
  sepa?: (el: El) => boolean;
}

/** `cbc:ChargeIndicator = true()` / `false()` of the element's parent (XML Schema boolean). */
const indicator = (value: boolean) => (el: El) =>
  (el.parent?.kids ?? []).some(
    (c) =>
      (c.local === 'ChargeIndicator' && (value ? ['true', '1'] : ['false', '0']).includes(own(c).trim())) ||
      (c.local === 'ChargeIndicator' &&
        c.kids.some(
          (i) => i.local === 'Indicator' && (value ? ['true', '1'] : ['false', '0']).includes(own(i).trim()),
        )),
  );
const typeCode130 = (el: El) =>
  (el.parent?.kids ?? []).some((c) => c.local === 'DocumentTypeCode' && own(c).trim() === '130');
const notBelow =
  (...names: string[]) =>
  (el: El) => {
    for (let p = el.parent; p; p = p.parent) if (names.includes(p.local)) return false;
    return true;
  };
/** UBL `ancestor::cac:AccountingSupplierParty or ancestor::cac:PayeeParty`: SEPA is BT-90 there. */
const ofSellerOrPayee = (el: El) => !notBelow('AccountingSupplierParty', 'PayeeParty')(el);

const UBL: CodeContext[] = [
  { id: 'BR-CL-01', path: ['InvoiceTypeCode'] },
  { id: 'BR-CL-01', path: ['CreditNoteTypeCode'] },
  { id: 'BR-CL-04', path: ['DocumentCurrencyCode'] },
  { id: 'BR-CL-05', path: ['TaxCurrencyCode'] },
  { id: 'BR-CL-06', path: ['DescriptionCode', 'InvoicePeriod'] },
  { id: 'BR-CL-07', path: ['ID', 'AdditionalDocumentReference'], attr: 'schemeID', also: typeCode130 },
  { id: 'BR-CL-07', path: ['ID', 'DocumentReference'], attr: 'schemeID', also: typeCode130 },
  {
    id: 'BR-CL-10',
    path: ['ID', 'PartyIdentification'],
    attr: 'schemeID',
    lowered: 'extension',
    extension: 'BR-DEX-04',
    list: 'ICD',
    sepa: ofSellerOrPayee,
  },
  {
    id: 'BR-CL-11',
    path: ['CompanyID', 'PartyLegalEntity'],
    attr: 'schemeID',
    lowered: 'extension',
    extension: 'BR-DEX-05',
  },
  {
    id: 'BR-CL-13',
    path: ['ItemClassificationCode', 'CommodityClassification'],
    attr: 'listID',
    lowered: 'cvd',
  },
  { id: 'BR-CL-14', path: ['IdentificationCode', 'Country'] },
  { id: 'BR-CL-15', path: ['IdentificationCode', 'OriginCountry'] },
  { id: 'BR-CL-16', path: ['PaymentMeansCode', 'PaymentMeans'], list: 'UNTDID4461' },
  { id: 'BR-CL-17', path: ['ID', 'TaxCategory'] },
  { id: 'BR-CL-18', path: ['ID', 'ClassifiedTaxCategory'] },
  { id: 'BR-CL-19', path: ['AllowanceChargeReasonCode', 'AllowanceCharge'], also: indicator(false) },
  { id: 'BR-CL-20', path: ['AllowanceChargeReasonCode', 'AllowanceCharge'], also: indicator(true) },
  {
    id: 'BR-CL-21',
    path: ['ID', 'StandardItemIdentification'],
    attr: 'schemeID',
    severity: 'warning',
    lowered: 'extension',
    extension: 'BR-DEX-06',
  },
  { id: 'BR-CL-22', path: ['TaxExemptionReasonCode'] },
  { id: 'BR-CL-23', path: ['InvoicedQuantity'], attr: 'unitCode', severity: 'warning' },
  { id: 'BR-CL-23', path: ['BaseQuantity'], attr: 'unitCode', severity: 'warning' },
  { id: 'BR-CL-23', path: ['CreditedQuantity'], attr: 'unitCode', severity: 'warning' },
  { id: 'BR-CL-24', path: ['EmbeddedDocumentBinaryObject'], attr: 'mimeCode', lowered: 'extension' },
  { id: 'BR-CL-25', path: ['EndpointID'], attr: 'schemeID', lowered: 'extension', extension: 'BR-DEX-07' },
  {
    id: 'BR-CL-26',
    path: ['ID', 'DeliveryLocation'],
    attr: 'schemeID',
    lowered: 'extension',
    extension: 'BR-DEX-08',
  },
];

const CII: CodeContext[] = [
  { id: 'BR-CL-01', path: ['TypeCode', 'ExchangedDocument'] },
  { id: 'BR-CL-04', path: ['InvoiceCurrencyCode'] },
  { id: 'BR-CL-05', path: ['TaxCurrencyCode'] },
  { id: 'BR-CL-06', path: ['DueDateTypeCode'] },
  { id: 'BR-CL-07', path: ['ReferenceTypeCode'] },
  { id: 'BR-CL-08', path: ['SubjectCode'] },
  {
    id: 'BR-CL-10',
    path: ['GlobalID'],
    attr: 'schemeID',
    also: notBelow('SpecifiedTradeProduct', 'ShipToTradeParty'),
    lowered: 'extension',
    extension: 'BR-DEX-04',
    list: 'ICD',
  },
  {
    id: 'BR-CL-11',
    path: ['ID'],
    attr: 'schemeID',
    also: notBelow('SpecifiedTaxRegistration'),
    lowered: 'extension',
    extension: 'BR-DEX-05',
    list: 'ICD',
  },
  { id: 'BR-CL-13', path: ['ClassCode'], attr: 'listID', lowered: 'cvd' },
  { id: 'BR-CL-14', path: ['CountryID'] },
  { id: 'BR-CL-15', path: ['ID', 'OriginTradeCountry'] },
  { id: 'BR-CL-16', path: ['TypeCode', 'SpecifiedTradeSettlementPaymentMeans'], list: 'UNTDID4461' },
  { id: 'BR-CL-17', path: ['CategoryCode', 'CategoryTradeTax'] },
  { id: 'BR-CL-18', path: ['CategoryCode', 'ApplicableTradeTax'] },
  { id: 'BR-CL-19', path: ['ReasonCode', 'SpecifiedTradeAllowanceCharge'], also: indicator(false) },
  { id: 'BR-CL-20', path: ['ReasonCode', 'SpecifiedTradeAllowanceCharge'], also: indicator(true) },
  {
    id: 'BR-CL-21',
    path: ['GlobalID', 'SpecifiedTradeProduct'],
    attr: 'schemeID',
    severity: 'warning',
    lowered: 'extension',
    extension: 'BR-DEX-06',
  },
  { id: 'BR-CL-22', path: ['ExemptionReasonCode'] },
  // the gross price's unit where the net price has a base quantity of its own: the model keeps the
  // net price's (BT-150), the schematron tests both
  {
    id: 'BR-CL-23',
    path: ['BasisQuantity', 'GrossPriceProductTradePrice'],
    attr: 'unitCode',
    also: (el) =>
      (el.parent?.parent?.kids ?? []).some(
        (p) => p.local === 'NetPriceProductTradePrice' && p.kids.some((q) => q.local === 'BasisQuantity'),
      ),
    severity: 'warning',
    list: 'UNECE_REC20',
  },
  { id: 'BR-CL-23', path: ['BasisQuantity'], attr: 'unitCode', severity: 'warning' },
  { id: 'BR-CL-23', path: ['BilledQuantity'], attr: 'unitCode', severity: 'warning' },
  { id: 'BR-CL-24', path: ['AttachmentBinaryObject'], attr: 'mimeCode', lowered: 'extension' },
  {
    id: 'BR-CL-25',
    path: ['URIID', 'URIUniversalCommunication'],
    attr: 'schemeID',
    lowered: 'extension',
    extension: 'BR-DEX-07',
  },
  {
    id: 'BR-CL-26',
    path: ['GlobalID', 'ShipToTradeParty', 'ApplicableHeaderTradeDelivery'],
    attr: 'schemeID',
    lowered: 'extension',
    extension: 'BR-DEX-08',
    list: 'ICD',
  },
];

const matches = (el: El, path: string[]) => {
  let at: El | undefined = el;
  for (const name of path) {
    if (!at || at.local !== name) return false;
    at = at.parent;
  }
  return true;
};

/**
 * The contexts whose names (`path`) match an element at each path below the document element, by
 * syntax and document element name: the same for every element there, so found once a path.
 */
const pathContexts = new Map<string, Map<string, CodeContext[]>>();

function contextsByPath(syntax: 'ubl' | 'cii', root: El | undefined): Map<string, CodeContext[]> {
  const key = `${syntax} ${root?.local ?? ''}`;
  let byPath = pathContexts.get(key);
  if (!byPath) {
    byPath = new Map();
    pathContexts.set(key, byPath);
  }
  return byPath;
}

/**
 * A code of the schematron's list: its ISO 6523 ICD list has no SEPA (the @xr/codelists ICD list holds
 * it for the seller and payee identifiers, which UBL BR-CL-10 alone allows).
 */
const inList = (list: NonNullable<CodeContext['list']>, code: string) =>
  isCode(list, code) && !(list === 'ICD' && code === 'SEPA');

/** The DiGA schemes the XRechnung extension adds to ISO 6523 ICD and CEF EAS (`$DIGA-CODES`). */
const DIGA = ['XR01', 'XR02', 'XR03'];

/**
 * Whether the context's rule passes a code that is not blank (`normalized`, normalize-space): one
 * word of its list, or SEPA where the context takes it; in the extension's own rule (`extension`)
 * also a DiGA scheme.
 */
const listed = (rule: CodeContext, el: El, normalized: string, extension: boolean) =>
  rule.list !== undefined &&
  !normalized.includes(' ') &&
  (inList(rule.list, normalized) ||
    (normalized === 'SEPA' && (rule.sepa?.(el) ?? false)) ||
    (extension && DIGA.includes(normalized)));

/** Whether KoSIT lowers the rule to information in the document's scenario. */
const isLowered = (rule: CodeContext, extension: boolean, cvd: boolean) =>
  (rule.lowered === 'extension' && extension) || (rule.lowered === 'cvd' && cvd);

/** XPath `normalize-space(.) = ''`. */
const blank = (v: string) => /^[ \t\r\n]*$/.test(v);

/**
 * The code list rules an empty code element or attribute (or, for a context with `list`, any code not
 * in the list) fails, as [id, severity], one per failing element as the schematron reports them (the
 * extension's own rules too); `elements` are the document's elements in document order and
 * `specification` its BT-24.
 */
export function emptyCodeFindings(
  elements: El[],
  syntax: 'ubl' | 'cii',
  specification: string,
): [string, 'error' | 'warning'][] {
  const extension = specification === EXTENSION_ID;
  const cvd = specification === CVD_ID;
  const table = syntax === 'ubl' ? UBL : CII;
  const out: [string, 'error' | 'warning'][] = [];
  const byPath = contextsByPath(syntax, elements[0]);
  for (const el of elements) {
    // the first context of the pattern that matches the element is the one tested
    let candidates = byPath.get(el.path);
    if (candidates === undefined) {
      candidates = table.filter((r) => matches(el, r.path));
      if (byPath.size < 50_000) byPath.set(el.path, candidates);
    }
    if (candidates.length === 0) continue;
    const rule = candidates.find(
      (r) => (r.attr === undefined || attr(el, r.attr) !== undefined) && (r.also?.(el) ?? true),
    );
    if (!rule) continue;
    const value = rule.attr === undefined ? (el.kids.length ? null : own(el)) : attr(el, rule.attr);
    if (value === null || value === undefined) continue;
    if (blank(value)) {
      // a blank code passes the extension's own rule: its list, `concat($DIGA-CODES, …)`, holds two
      // spaces in a row, which is what a blank code looks for
      if (!isLowered(rule, extension, cvd)) out.push([rule.id, rule.severity ?? 'error']);
      continue;
    }
    if (rule.list === undefined) continue;
    const normalized = value.trim().replace(/[ \t\r\n]+/g, ' ');
    if (!isLowered(rule, extension, cvd) && !listed(rule, el, normalized, false))
      out.push([rule.id, rule.severity ?? 'error']);
    if (extension && rule.extension && !listed(rule, el, normalized, true))
      out.push([rule.extension, 'error']);
  }
  return out;
}
