// Document-level rules of the official validation that read the XML as it is written, not the model:
// BR-CO-15 (the total with VAT, per document currency), BR-53 (a VAT total in the VAT accounting
// currency), BR-CO-17 on a VAT breakdown of another tax scheme. Each follows the schematron text (CEN
// 1.3.15); decimals as xs:decimal, `round` as XPath rounds (half towards positive infinity). BR-S-02 of a
// standard-rated line of another tax scheme: xml-tax-schemes.ts.
import Decimal from 'decimal.js';
import { attr, type El, own, select, text } from './xml-tree';

const settlement = 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement';
const summation = `${settlement}/SpecifiedTradeSettlementHeaderMonetarySummation`;

/** The text of an element that is an xs:decimal (trimmed); undefined when it is not one. */
function decimal(el: El | undefined): string | undefined {
  if (!el) return undefined;
  const v = own(el).trim();
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v) ? v : undefined;
}

/** XPath `round($x * 10 * 10) div 100`: half towards positive infinity. */
const round2 = (x: Decimal) => x.times(100).plus(0.5).floor().div(100);
/** XPath `round($x)`. */
const round0 = (x: Decimal) => x.plus(0.5).floor();

/** The one value of a path, or undefined when there is none (more than one stops the schematron). */
const only = (els: El[]) => (els.length === 1 ? decimal(els[0]) : undefined);
const equal = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && new Decimal(a).eq(b);

const POWERS = Array.from({ length: 16 }, (_, i) => 10 ** i);

/**
 * A decimal of at most 15 digits and 6 fraction digits as its digits (an integer, exact in a double)
 * and its number of fraction digits; undefined for a longer one.
 */
function scaled(v: string): [number, number] | undefined {
  const point = v.indexOf('.');
  const sign = v[0] === '+' || v[0] === '-' ? 1 : 0;
  const fraction = point < 0 ? 0 : v.length - point - 1;
  if (v.length - sign - (point < 0 ? 0 : 1) > 15 || fraction > 6) return undefined;
  return [Number(point < 0 ? v : v.slice(0, point) + v.slice(point + 1)), fraction];
}

/**
 * `total = round((a + b) * 100) div 100` of three xs:decimals. With integers exact in a double when
 * the values are short (every usual amount), with decimal.js otherwise: the same answer either way.
 */
function sumRoundsTo(total: string, a: string, b: string): boolean {
  const t = scaled(total);
  const x = scaled(a);
  const y = scaled(b);
  if (t && x && y) {
    const s = Math.max(x[1], y[1]);
    const sum = x[0] * POWERS[s - x[1]] + y[0] * POWERS[s - y[1]];
    // round(sum / 10^s * 100) = floor((200 sum + 10^s) / (2 10^s))
    const n = 200 * sum + POWERS[s];
    const d = 2 * POWERS[s];
    if (Number.isSafeInteger(sum) && Number.isSafeInteger(n) && Number.isSafeInteger(Math.abs(n) + d)) {
      let q = Math.floor(n / d);
      while (q * d > n) q--;
      while ((q + 1) * d <= n) q++;
      // total = q / 100
      const left = t[0] * 100;
      const right = q * POWERS[t[1]];
      if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return left === right;
    }
  }
  return new Decimal(total).eq(round2(new Decimal(a).plus(b)));
}

function coFifteen(root: El, syntax: 'ubl' | 'cii'): boolean {
  if (syntax === 'ubl') {
    const inclusive = only(select(root, 'LegalMonetaryTotal/TaxInclusiveAmount'));
    const exclusive = only(select(root, 'LegalMonetaryTotal/TaxExclusiveAmount'));
    return select(root, 'DocumentCurrencyCode').every((currency) => {
      const amounts = select(root, 'TaxTotal/TaxAmount').filter(
        (a) => attr(a, 'currencyID') === own(currency),
      );
      if (amounts.length !== 1) return false;
      const vat = decimal(amounts[0]);
      return (
        exclusive !== undefined &&
        vat !== undefined &&
        inclusive !== undefined &&
        sumRoundsTo(inclusive, exclusive, vat)
      );
    });
  }
  const grand = only(select(root, summation, 'GrandTotalAmount'));
  const basis = only(select(root, summation, 'TaxBasisTotalAmount'));
  return select(root, settlement, 'InvoiceCurrencyCode').every((currency) => {
    const amounts = select(root, summation, 'TaxTotalAmount').filter(
      (a) => attr(a, 'currencyID') === own(currency),
    );
    const vat = amounts.length === 1 ? decimal(amounts[0]) : undefined;
    const withVat =
      basis !== undefined && vat !== undefined && grand !== undefined && sumRoundsTo(grand, basis, vat);
    return (amounts.length === 1 && withVat) || equal(grand, basis);
  });
}

function fiftyThree(root: El, syntax: 'ubl' | 'cii'): boolean {
  if (syntax === 'ubl') {
    const amounts = select(root, 'TaxTotal/TaxAmount');
    return select(root, 'TaxCurrencyCode').every((c) =>
      amounts.some((a) => attr(a, 'currencyID') === own(c)),
    );
  }
  const taxCurrencies = select(root, settlement, 'TaxCurrencyCode').map((c) => own(c));
  const invoiceCurrencies = select(root, settlement, 'InvoiceCurrencyCode').map((c) => own(c));
  if (taxCurrencies.length === 0) return true;
  return select(root, summation).every(
    (s) =>
      select(s, 'TaxTotalAmount').some((a) => taxCurrencies.includes(attr(a, 'currencyID') ?? '\u0000')) &&
      !taxCurrencies.some((t) => invoiceCurrencies.includes(t)),
  );
}

/** BR-CO-17 of a breakdown that is not of the tax scheme VAT: only a tax amount that rounds to 0 passes. */
function coSeventeen(root: El, syntax: 'ubl' | 'cii'): boolean {
  const breakdowns =
    syntax === 'ubl'
      ? select(root, 'TaxTotal/TaxSubtotal').map((t) => ({
          vat: select(t, 'TaxCategory').some((c) =>
            select(c, 'TaxScheme/ID').some((id) => text(id).toUpperCase() === 'VAT'),
          ),
          amount: only(select(t, 'TaxAmount')),
        }))
      : select(root, settlement, 'ApplicableTradeTax').map((t) => ({
          vat: select(t, 'TypeCode').some((c) => text(c).toUpperCase() === 'VAT'),
          amount: only(select(t, 'CalculatedAmount')),
        }));
  return breakdowns.every((b) => b.vat || (b.amount !== undefined && round0(new Decimal(b.amount)).isZero()));
}

/**
 * XPath `sum()` of untyped values: each cast to xs:double and added in document order from the first
 * (so `29.875 + 238 + 159.6 + 118.69` is 546.16499999999996…, not 546.165, and the sum of `-0` is -0);
 * the sum of none is 0.
 */
const doubleSum = (els: El[]) =>
  els.length === 0 ? 0 : els.map((e) => Number(own(e))).reduce((sum, x) => sum + x);
/** `round($x * 10 * 10) div 100` in xs:double: round half towards positive infinity, as Math.round. */
const doubleRound2 = (x: number) => Math.round(x * 10 * 10) / 100;
/**
 * An untyped value `=` an xs:double: equal as doubles, where the official engine tells a negative zero
 * from zero (`-0.00`, or a sum of `-0` amounts, fails against `0.00`).
 */
const sameDouble = (value: El, x: number) => {
  const v = Number(own(value));
  return v === x && (v !== 0 || Object.is(v, x));
};

/**
 * CII BR-CO-10, BR-CO-11, BR-CO-12 and BR-CO-14 as the CEN schematron computes them: the sums of
 * untyped amounts are xs:double. BR-CO-10 casts the line total and that sum to xs:decimal (the double's
 * exact value) before it rounds; the others round and compare in xs:double. The model adds decimals
 * exactly, so a sum that ends on a half cent (546.165, 120.005) rounds the other way there. A total
 * missing from the totals group fails (the comparison with an empty sequence is false).
 */
function ciiSumFindings(root: El): string[] {
  const out: string[] = [];
  const charges = select(root, settlement, 'SpecifiedTradeAllowanceCharge');
  const amounts = (value: boolean) =>
    charges.filter((ac) => indicates(ac, value)).flatMap((ac) => select(ac, 'ActualAmount'));
  const lines = select(
    root,
    lineItems,
    'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount',
  );
  const lineSum = new Decimal(doubleSum(lines).toPrecision(100));
  const lineTotal = round2(lineSum);
  for (const g of select(root, summation)) {
    const total = select(g, 'LineTotalAmount');
    const header = total.length === 1 ? decimal(total[0]) : undefined;
    if (header === undefined || !new Decimal(header).eq(lineTotal)) out.push('BR-CO-10');
    for (const [id, name, value] of [
      ['BR-CO-11', 'AllowanceTotalAmount', false],
      ['BR-CO-12', 'ChargeTotalAmount', true],
    ] as const) {
      const parts = amounts(value);
      const totals = select(g, name);
      if (parts.length === 0 && totals.length === 0) continue;
      const sum = doubleRound2(doubleSum(parts));
      if (!totals.some((t) => sameDouble(t, sum))) out.push(id);
    }
  }
  const currency = select(root, settlement, 'InvoiceCurrencyCode').map((c) => own(c));
  const vatSum = doubleRound2(doubleSum(select(root, settlement, 'ApplicableTradeTax/CalculatedAmount')));
  const vatTotals = select(root, summation, 'TaxTotalAmount').filter((t) =>
    currency.includes(attr(t, 'currencyID') ?? '\u0000'),
  );
  if (vatTotals.some((t) => !sameDouble(t, vatSum))) out.push('BR-CO-14');
  return out;
}

/** Rules decided here for a CII file only. */
export const ciiTotalsRules = [
  'BR-12',
  'BR-13',
  'BR-14',
  'BR-15',
  'BR-DEC-13',
  'BR-DEC-15',
  'BR-CO-10',
  'BR-CO-11',
  'BR-CO-12',
  'BR-CO-14',
];

/** CII BR-12…BR-15: their context is the totals group, so a document without it raises none of them. */
const ciiTotalsPresence: [string, string][] = [
  ['BR-12', 'LineTotalAmount'],
  ['BR-13', 'TaxBasisTotalAmount'],
  ['BR-14', 'GrandTotalAmount'],
  ['BR-15', 'DuePayableAmount'],
];

/**
 * CII BR-DEC-13: some VAT total is either not in the invoice currency or, in it, equal to
 * `round(. * 100) div 100` (in xs:double: `2048.430` passes, a second total in the VAT accounting
 * currency makes the rule pass whatever the first).
 */
function decThirteen(root: El): boolean {
  const currency = select(root, settlement, 'InvoiceCurrencyCode').map((c) => own(c));
  return select(root, summation).every((group) => {
    const totals = select(group, 'TaxTotalAmount');
    return (
      totals.length === 0 ||
      totals.some((t) => !currency.includes(attr(t, 'currencyID') ?? '\u0000') || twoDecimals(t))
    );
  });
}

/** Rules decided here for a UBL file only. */
export const ublTotalsRules = ['BR-CO-14'];

/**
 * UBL BR-CO-14, per VAT total (`cac:TaxTotal`, the rule's context): one with a breakdown has a total
 * equal to the rounded sum of its breakdown's VAT amounts. A second VAT total copied whole is a
 * consistent total of its own (the model adds the copies' breakdowns up).
 */
function coFourteen(root: El): boolean {
  return select(root, 'TaxTotal').every((total) => {
    const subtotals = select(total, 'TaxSubtotal');
    if (subtotals.length === 0) return true;
    const amount = only(select(total, 'TaxAmount'));
    const parts = subtotals.flatMap((s) => select(s, 'TaxAmount').map(decimal));
    if (amount === undefined || parts.some((p) => p === undefined)) return false;
    const sum = parts.reduce((a: Decimal, p) => a.plus(p as string), new Decimal(0));
    return new Decimal(amount).eq(round2(sum));
  });
}

/** A VAT total equal to `round(. * 100) div 100` (xs:double): at most two decimals that count. */
const twoDecimals = (t: El) => {
  const x = Number(own(t).trim());
  return x === Math.round(x * 100) / 100;
};

/**
 * CII BR-DEC-15: where the document has a VAT accounting currency (BT-6, even an empty one), some
 * VAT total is in it with at most two decimals. A total in a third currency (a typo in its
 * currencyID) is no such total, which the model cannot tell: it keeps no total it cannot place.
 */
function decFifteen(root: El): boolean {
  const taxCurrencies = select(root, settlement, 'TaxCurrencyCode').map((c) => own(c));
  if (taxCurrencies.length === 0) return true;
  return select(root, summation).every((group) => {
    const totals = select(group, 'TaxTotalAmount');
    return (
      totals.length === 0 ||
      totals.some((t) => taxCurrencies.includes(attr(t, 'currencyID') ?? '\u0000') && twoDecimals(t))
    );
  });
}

/**
 * A negative zero written with a decimal point (`-0.0`, `-.00`): the official engine reads it as the
 * xs:double -0.0 and orders it below 0 (`-0`, without a point, is read as the integer 0).
 */
const negativeZero = (e: El) => /^\s*-(0+\.0*|\.0+)\s*$/.test(own(e));
const lineItems = 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem';
/** The VAT categories whose rate and VAT amount are 0, with the prefix of their rule ids. */
const ZERO_CATEGORIES: [string, string][] = [
  ['Z', 'BR-Z'],
  ['E', 'BR-E'],
  ['AE', 'BR-AE'],
  ['G', 'BR-G'],
  ['K', 'BR-IC'],
];

/** Of the values of `name` in `el`: a negative zero (with a point) and no zero the engine takes. */
const onlyNegativeZero = (el: El, name: string) =>
  select(el, name).some(negativeZero) &&
  !select(el, name).some((r) => Number(own(r)) === 0 && !negativeZero(r));

const isCategory = (t: El, code: string, vatOnly = true) =>
  select(t, 'CategoryCode').some((c) => own(c) === code) &&
  (!vatOnly || select(t, 'TypeCode').some((c) => own(c).toUpperCase() === 'VAT'));

/** `udt:Indicator = true()` / `false()`: the untyped text cast to xs:boolean. */
const indicates = (ac: El, value: boolean) =>
  select(ac, 'ChargeIndicator/Indicator').some((i) =>
    (value ? ['true', '1'] : ['false', '0']).includes(own(i).trim()),
  );

/**
 * CII rules that compare an untyped value with 0 (in xs:double), where the official engine fails a
 * negative zero: BR-27 (`NetPriceProductTradePrice/ChargeAmount >= 0`), per zero-rated category the
 * rate of a line (-05), of a document allowance (-06) and charge (-07) (`RateApplicablePercent = 0`)
 * and the VAT amount of its breakdown (-09, and BR-O-09: `CalculatedAmount = 0`). The model reads
 * `-0.00` as 0.
 */
function negativeZeroFindings(root: El): string[] {
  const out: string[] = [];
  const lines = select(root, lineItems);
  if (
    lines.some((l) =>
      select(l, 'SpecifiedLineTradeAgreement/NetPriceProductTradePrice/ChargeAmount').some(negativeZero),
    )
  )
    out.push('BR-27');
  const lineTaxes = lines.flatMap((l) => select(l, 'SpecifiedLineTradeSettlement/ApplicableTradeTax'));
  const charges = select(root, settlement, 'SpecifiedTradeAllowanceCharge');
  const taxesOf = (value: boolean) =>
    charges.filter((ac) => indicates(ac, value)).flatMap((ac) => select(ac, 'CategoryTradeTax'));
  const allowanceTaxes = taxesOf(false);
  const chargeTaxes = taxesOf(true);
  const breakdowns = select(root, settlement, 'ApplicableTradeTax');
  for (const [code, rule] of ZERO_CATEGORIES) {
    const zeroRate = (taxes: El[]) =>
      taxes.some((t) => isCategory(t, code) && onlyNegativeZero(t, 'RateApplicablePercent'));
    if (zeroRate(lineTaxes)) out.push(`${rule}-05`);
    if (zeroRate(allowanceTaxes)) out.push(`${rule}-06`);
    if (zeroRate(chargeTaxes)) out.push(`${rule}-07`);
    // BR-Z-09's context does not ask for the tax type
    if (breakdowns.some((t) => isCategory(t, code, code !== 'Z') && onlyNegativeZero(t, 'CalculatedAmount')))
      out.push(`${rule}-09`);
  }
  if (breakdowns.some((t) => isCategory(t, 'O') && onlyNegativeZero(t, 'CalculatedAmount')))
    out.push('BR-O-09');
  return out;
}

/** The ids of these rules that fail on the document. */
export function totalsFindings(root: El, syntax: 'ubl' | 'cii'): string[] {
  const out: string[] = [];
  if (!coFifteen(root, syntax)) out.push('BR-CO-15');
  if (!fiftyThree(root, syntax)) out.push('BR-53');
  if (!coSeventeen(root, syntax)) out.push('BR-CO-17');
  // UBL BR-27 compares the untyped price with 0 as well (the line rates are cast to xs:decimal there)
  if (
    syntax === 'ubl' &&
    select(root, '*')
      .filter((l) => l.local === 'InvoiceLine' || l.local === 'CreditNoteLine')
      .some((l) => select(l, 'Price/PriceAmount').some(negativeZero))
  )
    out.push('BR-27');
  if (syntax === 'ubl' && !coFourteen(root)) out.push('BR-CO-14');
  if (syntax === 'cii') {
    out.push(...ciiSumFindings(root), ...negativeZeroFindings(root));
    if (!decThirteen(root)) out.push('BR-DEC-13');
    if (!decFifteen(root)) out.push('BR-DEC-15');
    const groups = select(root, summation);
    for (const [id, name] of ciiTotalsPresence)
      if (groups.some((g) => select(g, name).length === 0)) out.push(id);
    // the sums compare with a missing total (an empty sequence): they fail as well, which the model cannot
    // tell when the whole group is empty
    const missing = (g: El, ...names: string[]) => names.some((n) => select(g, n).length === 0);
    for (const g of groups) {
      if (missing(g, 'LineTotalAmount', 'TaxBasisTotalAmount')) out.push('BR-CO-13');
      // in the extension scenario too: KoSIT lowers BR-CO-16 to information for UBL only, where BR-DEX-09
      // (the third party payments) takes its place; the CII extension has no third party payment
      if (missing(g, 'DuePayableAmount', 'GrandTotalAmount')) out.push('BR-CO-16');
    }
  }
  return out;
}

/** Rules decided here for an XML file (the model's findings of them are dropped). */
export const totalsRules = ['BR-CO-15', 'BR-53'];
