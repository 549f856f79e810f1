// UBL tax categories of another tax scheme than VAT (`cac:TaxScheme/cbc:ID` not 'VAT'). The CEN
// schematron selects the categories of its category rules by the scheme
// (`cac:TaxScheme/normalize-space(upper-case(cbc:ID))='VAT'`), which the model cannot tell:
// - a tax subtotal (BG-23) of another scheme: the import keeps it out of the model's VAT breakdowns, so
//   the rules on the VAT breakdown (BR-x-08…10, BR-O-11…14, BR-IC-11/12, BR-AG-01, the rate of BR-CO-17)
//   do not take it. The rules that read every subtotal whatever its scheme are checked here on those
//   subtotals: per subtotal (BR-45, BR-46, BR-DEC-19/20, UBL-DT-01, BR-CL-17, BR-CL-22, BR-DE-14; the
//   model checks the VAT breakdowns, so each is reported once per subtotal, as the schematron does) and,
//   for the document, the rules that count subtotals of a category over all schemes (BR-CO-18, BR-S-01),
//   which the XML decides whenever such a subtotal is there. BR-CO-17 of such a subtotal:
//   xml-totals.ts.
// - a line's category (`cac:ClassifiedTaxCategory`, BT-151) or an allowance's or charge's
//   (`cac:AllowanceCharge/cac:TaxCategory`, BT-95/BT-102) of another scheme: the model keeps it as the
//   line's or allowance's VAT category (the sums of BR-x-08 and the count of BR-S-01 take it whatever its
//   scheme), so the category rules that select the scheme VAT (BR-x-02…07, BR-O-12…14) are decided here
//   on the XML for such a document. BR-CO-04 (a line without a VAT category): xml-syntax.ts.
// - a category of a line's or a price's allowance or charge (UBL-CR-558, UBL-CR-641), which the model does
//   not hold: the same category rules, and BR-S-01 (which counts it whatever its scheme).
// BR-AF-01 and BR-AG-01 (the BR-x-01 of categories L and M, which select by the scheme and read a
// breakdown's code as written) are decided here for every UBL document.
import { isCode } from '@xr/codelists';
import {
  chargeIndicatorIs,
  descendants,
  type El,
  normalized,
  own,
  perDocument,
  select,
  text,
} from './xml-tree';

/**
 * A tax category of the tax scheme VAT, as the schematron selects it: UBL
 * `cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT'`, CII `upper-case(ram:TypeCode) = 'VAT'`
 * (not normalised).
 */
export const ofVat = (syntax: 'ubl' | 'cii') => (category: El) =>
  syntax === 'ubl'
    ? select(category, 'TaxScheme/ID').some((id) => text(id).toUpperCase() === 'VAT')
    : select(category, 'TypeCode').some((t) => own(t).toUpperCase() === 'VAT');
const ofVatScheme = ofVat('ubl');

/** The tax subtotals whose category is not of the tax scheme VAT (none in almost every document). */
export const otherSchemeSubtotals = perDocument((root: El): readonly El[] =>
  select(root, 'TaxTotal/TaxSubtotal').filter((t) => !select(t, 'TaxCategory').some(ofVatScheme)),
);

/** XPath `string-length(substring-after(., '.')) <= 2` of an amount as written. */
const atMostTwoDecimals = (amount: El) => {
  const written = own(amount);
  const point = written.indexOf('.');
  return point < 0 || Array.from(written.slice(point + 1)).length <= 2;
};

/** BR-CL-17's list of VAT category codes (UNTDID 5305, as the CEN schematron writes it). */
const CATEGORY_CODES = ['AE', 'L', 'M', 'E', 'S', 'Z', 'G', 'O', 'K', 'B'];
/**
 * BR-CL-22's VAT exemption reason codes: the VATEX list and VATEX-EU-135-1 (as the model's rule), the code
 * upper-cased. An empty code fails in xml-empty-codes.ts.
 */
const exemptionCode = (code: string) => isCode('VATEX', code) || code === 'VATEX-EU-135-1';

/** The rules that fail on one subtotal of another scheme, once each (a list: an id may repeat). */
function subtotalFindings(subtotal: El): string[] {
  const out: string[] = [];
  const taxable = select(subtotal, 'TaxableAmount');
  const tax = select(subtotal, 'TaxAmount');
  const categories = select(subtotal, 'TaxCategory');
  if (taxable.length === 0) out.push('BR-45');
  if (tax.length === 0) out.push('BR-46');
  // the amounts as written (`cbc:TaxableAmount` of the subtotal; UBL-DT-01 per amount element)
  if (!taxable.slice(0, 1).every(atMostTwoDecimals)) out.push('BR-DEC-19');
  if (!tax.slice(0, 1).every(atMostTwoDecimals)) out.push('BR-DEC-20');
  for (const amount of [...taxable, ...tax]) if (!atMostTwoDecimals(amount)) out.push('UBL-DT-01');
  for (const id of categories.flatMap((c) => select(c, 'ID'))) {
    const code = text(id);
    if (code !== '' && !CATEGORY_CODES.includes(code)) out.push('BR-CL-17');
  }
  for (const reason of categories.flatMap((c) => select(c, 'TaxExemptionReasonCode'))) {
    const code = text(reason).toUpperCase();
    if (code !== '' && (code.includes(' ') || !exemptionCode(code))) out.push('BR-CL-22');
  }
  // BR-DE-14 (XRechnung): `cac:TaxCategory/cbc:Percent[boolean(normalize-space(.))]`, a rate that is not blank
  if (!categories.flatMap((c) => select(c, 'Percent')).some((p) => text(p) !== '')) out.push('BR-DE-14');
  return out;
}

/** A tax category whose code (`normalize-space(cbc:ID)`) is the given one. */
const codeIs = (code: string) => (category: El) => normalized(select(category, 'ID')) === code;
/** A tax category of the scheme VAT whose code (`normalize-space(cbc:ID)`) is the given one. */
const vatCategory = (code: string) => (category: El) => codeIs(code)(category) && ofVatScheme(category);
/** A tax category whose code is written exactly so (`cbc:ID = 'L'`, not normalised). */
const writtenAs = (code: string) => (category: El) => select(category, 'ID').some((id) => own(id) === code);

/**
 * `(count(used) > 0 and count(breakdown) > 0) or (count(used) = 0 and count(breakdownWhenUnused) = 0)`:
 * the BR-x-01 pattern of the schematron, with its own node sets per rule.
 */
const breakdownMatchesUse = (used: number, breakdown: number, breakdownWhenUnused = breakdown) =>
  (used > 0 && breakdown > 0) || (used === 0 && breakdownWhenUnused === 0);

/**
 * BR-S-01 as the CEN schematron writes it: it counts every category of code S (every
 * `//cac:AllowanceCharge/cac:TaxCategory`, `//cac:ClassifiedTaxCategory` and subtotal category, whatever
 * its scheme).
 */
function sOneFindings(root: El): string[] {
  const s = codeIs('S');
  const used = [...allowanceCategories(root), ...descendants(root, 'ClassifiedTaxCategory')].filter(s).length;
  const breakdown = select(root, 'TaxTotal/TaxSubtotal/TaxCategory').filter(s).length;
  return breakdownMatchesUse(used, breakdown) ? [] : ['BR-S-01'];
}

/** BR-AF-01 and BR-AG-01, the BR-x-01 of categories L and M: decided on the XML for every UBL document. */
export const lmBreakdownRules = ['BR-AF-01', 'BR-AG-01'];

/**
 * BR-AF-01 and BR-AG-01 as the CEN schematron writes them: they count the used categories of code L (M)
 * and the scheme VAT (`//cac:AllowanceCharge/cac:TaxCategory`, `//cac:ClassifiedTaxCategory`); when there
 * are some, a subtotal category whose code is written 'L' (of any scheme; BR-AG-01: written 'M' and of the
 * scheme VAT), else none of the scheme VAT of that code. The model normalises the code as it reads it.
 */
export function lmBreakdownFindings(root: El): string[] {
  const out: string[] = [];
  const used = [...allowanceCategories(root), ...descendants(root, 'ClassifiedTaxCategory')];
  const breakdown = select(root, 'TaxTotal/TaxSubtotal/TaxCategory');
  const l = vatCategory('L');
  if (
    !breakdownMatchesUse(
      used.filter(l).length,
      breakdown.filter(writtenAs('L')).length,
      breakdown.filter(l).length,
    )
  )
    out.push('BR-AF-01');
  const m = vatCategory('M');
  if (
    !breakdownMatchesUse(
      used.filter(m).length,
      breakdown.filter(writtenAs('M')).filter(ofVatScheme).length,
      breakdown.filter(m).length,
    )
  )
    out.push('BR-AG-01');
  return out;
}

/** The line and allowance or charge categories of another tax scheme than VAT (none in almost every document). */
export const otherSchemeCategories = perDocument((root: El): readonly El[] =>
  [...descendants(root, 'ClassifiedTaxCategory'), ...allowanceCategories(root)].filter(
    (c) => !ofVatScheme(c),
  ),
);

/**
 * The tax categories of a line's or a price's allowance or charge (UBL-CR-558, UBL-CR-641: none in almost
 * every document). The model holds none (a line allowance has no VAT category), but the schematron's
 * category rules and BR-S-01 take them as any `cac:AllowanceCharge/cac:TaxCategory`.
 */
const lineAllowanceCategories = perDocument((root: El): readonly El[] =>
  descendants(root, 'AllowanceCharge')
    .filter((ac) => ac.parent !== root)
    .flatMap((ac) => select(ac, 'TaxCategory')),
);

/** `//cac:AllowanceCharge/cac:TaxCategory` (document level, and any a line or price holds). */
const allowanceCategories = (root: El) =>
  descendants(root, 'AllowanceCharge').flatMap((ac) => select(ac, 'TaxCategory'));

/** The categories of the CEN category rules, by their rule prefix (BR-IC is K, BR-AF is L, BR-AG is M). */
const CATEGORY_RULES = [
  ['S', 'BR-S'],
  ['Z', 'BR-Z'],
  ['E', 'BR-E'],
  ['AE', 'BR-AE'],
  ['K', 'BR-IC'],
  ['G', 'BR-G'],
  ['O', 'BR-O'],
  ['L', 'BR-AF'],
  ['M', 'BR-AG'],
] as const;
type Code = (typeof CATEGORY_RULES)[number][0];

/** The model's rules that the XML decides for a document with a line or allowance category of another scheme. */
const otherCategoryRules = [
  ...CATEGORY_RULES.flatMap(([, rule]) => ['02', '03', '04', '05', '06', '07'].map((n) => `${rule}-${n}`)),
  'BR-O-12',
  'BR-O-13',
  'BR-O-14',
];
/** The model's rules that the XML decides for a document with a tax subtotal of another scheme. */
const otherSubtotalRules = ['BR-CO-18', 'BR-S-01'];

/** Every rule the XML may decide here (the model's are skipped for such a document: xml-syntax.ts). */
export const otherSchemeRules = [...new Set([...otherSubtotalRules, ...otherCategoryRules])];

/** Whether the XML decides the category rules (otherCategoryRules) for this UBL document. */
const withCategoryRules = (root: El) =>
  otherSchemeCategories(root).length > 0 || lineAllowanceCategories(root).length > 0;

/**
 * Which of otherSchemeRules the XML decides for this UBL document (none for almost every document): those
 * of a subtotal of another scheme, the category rules for a line's or allowance's category of another
 * scheme or a category of a line's allowance or charge, and then BR-S-01 as well.
 */
export const otherSchemeRulesOf = perDocument((root: El): ReadonlySet<string> => {
  const subtotals = otherSchemeSubtotals(root).length > 0;
  return new Set([
    ...(subtotals ? otherSubtotalRules : []),
    ...(withCategoryRules(root) ? otherCategoryRules : []),
    ...(lineAllowanceCategories(root).length > 0 ? ['BR-S-01'] : []),
  ]);
});

/**
 * BR-x-05, BR-x-06, BR-x-07: the rate of a line's (an allowance's, a charge's) category of the scheme VAT,
 * as the rule tests it on each such category: `(cbc:Percent) > 0` (S), `xs:decimal(cbc:Percent) = 0`
 * (Z, E, AE, K, G), `not(cbc:Percent)` (O), `(cbc:Percent) >= 0` (L, M). No rate fails all but O.
 */
const rateHolds = (code: Code) => (category: El) => {
  const rates = select(category, 'Percent').map((p) => Number(own(p).trim()));
  if (code === 'O') return rates.length === 0;
  if (code === 'S') return rates.some((r) => r > 0);
  if (code === 'L' || code === 'M') return rates.some((r) => r >= 0);
  return rates.length > 0 && rates[0] === 0;
};

/** The tax registrations BR-x-02…04 ask for (`//…/cac:PartyTaxScheme/cbc:CompanyID`, there though empty). */
function registrations(root: El) {
  const companyIds = (schemes: El[], vatOnly: boolean) =>
    schemes.filter((s) => !vatOnly || ofVatScheme(s)).some((s) => select(s, 'CompanyID').length > 0);
  const seller = descendants(root, 'AccountingSupplierParty').flatMap((p) =>
    select(p, 'Party/PartyTaxScheme'),
  );
  const representative = descendants(root, 'TaxRepresentativeParty').flatMap((p) =>
    select(p, 'PartyTaxScheme'),
  );
  const buyer = descendants(root, 'AccountingCustomerParty').flatMap((p) => select(p, 'Party'));
  const sellerAny = companyIds(seller, false);
  const sellerVat = companyIds(seller, true);
  const representativeVat = companyIds(representative, true);
  const buyerVat = companyIds(
    buyer.flatMap((p) => select(p, 'PartyTaxScheme')),
    true,
  );
  const buyerLegal = buyer.some((p) => select(p, 'PartyLegalEntity/CompanyID').length > 0);
  /** What each category's rules ask of the parties. */
  return (code: Code): boolean => {
    switch (code) {
      case 'AE':
        return (sellerAny || representativeVat) && (buyerVat || buyerLegal);
      case 'K':
        return (sellerVat || representativeVat) && buyerVat;
      case 'G':
        return sellerVat || representativeVat;
      case 'O':
        return !sellerVat && !representativeVat && !buyerVat;
      default:
        return sellerAny || representativeVat;
    }
  };
}

/**
 * The category rules of a document with a line or allowance category of another scheme, as the CEN
 * schematron writes them: BR-x-02…04 once (its context is the document), BR-x-05…07 once per failing
 * category, BR-O-12…14.
 */
function categoryRuleFindings(root: El): string[] {
  const out: string[] = [];
  const lineCategories = descendants(root, 'ClassifiedTaxCategory');
  const onLines = lineCategories.filter((c) => {
    const line = c.parent?.local === 'Item' ? c.parent.parent?.local : undefined;
    return line === 'InvoiceLine' || line === 'CreditNoteLine';
  });
  // `//cac:AllowanceCharge[cbc:ChargeIndicator = false()]/cac:TaxCategory` (true(): charges)
  const ofIndicator = (charge: boolean, among: readonly El[] = descendants(root, 'AllowanceCharge')) =>
    among.filter((ac) => chargeIndicatorIs(ac, charge)).flatMap((ac) => select(ac, 'TaxCategory'));
  const [allowanceCats, chargeCats] = [ofIndicator(false), ofIndicator(true)];
  const onDocument = select(root, 'AllowanceCharge');
  const registered = registrations(root);
  const vat = (cats: readonly El[], code: string) => cats.filter(vatCategory(code));
  for (const [code, rule] of CATEGORY_RULES) {
    const passes = registered(code);
    // BR-S-02 asks for a line of the scheme VAT when any line is of code S (its other node sets ask for VAT)
    const anyLine = code === 'S' ? lineCategories.filter(codeIs('S')) : vat(lineCategories, code);
    if (anyLine.length > 0 && !(vat(lineCategories, code).length > 0 && passes)) out.push(`${rule}-02`);
    // BR-O-03/04 take the document's allowances and charges only, BR-AF-04 a charge's code as written
    const [allowances, charges] =
      code === 'O'
        ? [ofIndicator(false, onDocument), ofIndicator(true, onDocument)]
        : [allowanceCats, chargeCats];
    if (vat(allowances, code).length > 0 && !passes) out.push(`${rule}-03`);
    // BR-AF-04's second node set: `cbc:ID = 'L'`, the code as written
    const chargesAsked =
      code === 'L' ? chargeCats.filter(writtenAs('L')).filter(ofVatScheme) : vat(charges, code);
    if (chargesAsked.length > 0 && !(vat(charges, code).length > 0 && passes)) out.push(`${rule}-04`);
    const holds = rateHolds(code);
    for (const [n, cats] of [
      ['05', onLines],
      ['06', allowanceCats],
      ['07', chargeCats],
    ] as const)
      for (const c of vat(cats, code)) if (!holds(c)) out.push(`${rule}-${n}`);
  }
  // BR-O-12…14: with a VAT breakdown of category O, no line, allowance or charge of another VAT category
  const breakdown = select(root, 'TaxTotal/TaxSubtotal/TaxCategory');
  if (vat(breakdown, 'O').length > 0) {
    const notO = (cats: readonly El[]) => cats.some((c) => !codeIs('O')(c) && ofVatScheme(c));
    if (notO(lineCategories)) out.push('BR-O-12');
    if (notO(allowanceCats)) out.push('BR-O-13');
    if (notO(chargeCats)) out.push('BR-O-14');
  }
  return out;
}

/**
 * The findings of this module for a UBL document (none without a subtotal or a line or allowance
 * category of another scheme, or a category of a line's allowance or charge). BR-CO-18 (`exists(cac:TaxTotal/cac:TaxSubtotal)`) holds with such a
 * subtotal: it is there, though the model has no VAT breakdown when every subtotal is of another scheme.
 */
export function otherSchemeFindings(root: El): string[] {
  const rules = otherSchemeRulesOf(root);
  if (rules.size === 0) return [];
  return [
    ...otherSchemeSubtotals(root).flatMap(subtotalFindings),
    ...(rules.has('BR-S-01') ? sOneFindings(root) : []),
    ...(withCategoryRules(root) ? categoryRuleFindings(root) : []),
  ];
}
