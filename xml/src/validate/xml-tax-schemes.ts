// UBL tax subtotals of another tax scheme than VAT (`cac:TaxCategory/cac:TaxScheme/cbc:ID` not 'VAT').
// The CEN schematron selects the VAT breakdown (BG-23) of its category rules by the scheme
// (`cac:TaxScheme/normalize-space(upper-case(cbc:ID))='VAT'`: BR-x-08…10, BR-O-11…14, BR-IC-11/12,
// BR-AG-01, the rate of BR-CO-17), so the import keeps such a subtotal out of the model's VAT breakdowns.
// The rules that read every subtotal whatever its scheme are checked here on those subtotals: per
// subtotal (BR-45, BR-46, BR-DEC-19/20, UBL-DT-01, BR-CL-17, BR-CL-22, BR-DE-14; the model checks the
// VAT breakdowns, so each is reported once per subtotal, as the schematron does) and, for the document,
// the rules that count subtotals of a category over all schemes (BR-CO-18, BR-S-01, BR-AF-01), which the
// XML decides whenever such a subtotal is there. BR-CO-17 of such a subtotal: xml-totals.ts.
import { isCode } from '@xr/codelists';
import { descendants, type El, normalized, own, perDocument, select, text } from './xml-tree';

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

/** The document rules the XML decides for a document with such a subtotal (the model's are skipped). */
export const otherSchemeRules = ['BR-CO-18', 'BR-S-01', 'BR-AF-01'];

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

/**
 * `(count(used) > 0 and count(breakdown) > 0) or (count(used) = 0 and count(breakdownWhenUnused) = 0)`:
 * the BR-x-01 pattern of the schematron, with its own node sets per rule.
 */
const breakdownMatchesUse = (used: number, breakdown: number, breakdownWhenUnused = breakdown) =>
  (used > 0 && breakdown > 0) || (used === 0 && breakdownWhenUnused === 0);

/**
 * BR-S-01 and BR-AF-01 as the CEN schematron writes them. BR-S-01 counts every category of code S (every
 * `//cac:AllowanceCharge/cac:TaxCategory`, `//cac:ClassifiedTaxCategory` and subtotal category, whatever
 * its scheme); BR-AF-01 counts the used ones of the scheme VAT, and then any subtotal category whose code
 * is written 'L', else the VAT ones of code L.
 */
function categoryCountFindings(root: El, subtotals: El[]): string[] {
  const out: string[] = [];
  const allowanceCategories = descendants(root, 'AllowanceCharge').flatMap((ac) => select(ac, 'TaxCategory'));
  const used = [...allowanceCategories, ...descendants(root, 'ClassifiedTaxCategory')];
  const breakdown = subtotals.flatMap((t) => select(t, 'TaxCategory'));
  const s = codeIs('S');
  if (!breakdownMatchesUse(used.filter(s).length, breakdown.filter(s).length)) out.push('BR-S-01');
  const l = (c: El) => codeIs('L')(c) && ofVatScheme(c);
  const writtenL = breakdown.filter((c) => select(c, 'ID').some((id) => own(id) === 'L')).length;
  if (!breakdownMatchesUse(used.filter(l).length, writtenL, breakdown.filter(l).length)) out.push('BR-AF-01');
  return out;
}

/**
 * The findings of this module for a UBL document (none without a subtotal of another scheme). BR-CO-18
 * (`exists(cac:TaxTotal/cac:TaxSubtotal)`) holds then: the subtotal is there, though the model has no
 * VAT breakdown when every subtotal is of another scheme.
 */
export function otherSchemeFindings(root: El): string[] {
  const others = otherSchemeSubtotals(root);
  if (others.length === 0) return [];
  return [
    ...others.flatMap(subtotalFindings),
    ...categoryCountFindings(root, select(root, 'TaxTotal/TaxSubtotal')),
  ];
}
