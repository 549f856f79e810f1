import type { Dec } from '../decimal';
import { amount, isObj, items, type Obj, toDec, vatOf, ZERO } from './money';

/** The key of a VAT category and rate (an absent rate counts as 0, as for category O). */
export function vatKey(code: unknown, rate: unknown): string {
  return `${typeof code === 'string' ? code : ''}|${(toDec(rate) ?? ZERO).toString()}`;
}

interface Use {
  code: string;
  rate: unknown;
  taxable: Dec;
}

/** Each VAT use of the invoice: lines (+), document allowances (−) and charges (+), in that order. */
function eachUse(
  invoice: Obj,
  use: (code: unknown, rate: unknown, value: unknown, sign: 1 | -1) => void,
): void {
  for (const line of items(invoice, 'INVOICE_LINE')) {
    const vat = isObj(line.LINE_VAT_INFORMATION) ? line.LINE_VAT_INFORMATION : {};
    use(vat.Invoiced_item_VAT_category_code, vat.Invoiced_item_VAT_rate, line.Invoice_line_net_amount, 1);
  }
  for (const a of items(invoice, 'DOCUMENT_LEVEL_ALLOWANCES'))
    use(
      a.Document_level_allowance_VAT_category_code,
      a.Document_level_allowance_VAT_rate,
      a.Document_level_allowance_amount,
      -1,
    );
  for (const c of items(invoice, 'DOCUMENT_LEVEL_CHARGES'))
    use(
      c.Document_level_charge_VAT_category_code,
      c.Document_level_charge_VAT_rate,
      c.Document_level_charge_amount,
      1,
    );
}

/** Taxable amount per category and rate: line net amounts − document allowances + document charges. */
export function vatUses(invoice: Obj): Map<string, Use> {
  const uses = new Map<string, Use>();
  eachUse(invoice, (code, rate, value, sign) => {
    if (typeof code !== 'string' || code === '') return;
    const key = vatKey(code, rate);
    const use = uses.get(key) ?? { code, rate, taxable: ZERO };
    const d = toDec(value) ?? ZERO;
    use.taxable = sign === 1 ? use.taxable.plus(d) : use.taxable.minus(d);
    uses.set(key, use);
  });
  return uses;
}

/** The keys of `vatUses` without their amounts (the editor view asks on every check which rows are used). */
export function vatUseKeys(invoice: Obj): Set<string> {
  const keys = new Set<string>();
  eachUse(invoice, (code, rate) => {
    if (typeof code === 'string' && code !== '') keys.add(vatKey(code, rate));
  });
  return keys;
}

/**
 * The legal note an intra-community supply (K) and a reverse charge (AE) must carry (§ 14a (1)
 * and (3), § 13b UStG; BR-IC-10, BR-AE-10): the VATEX code and its wording, set on a row that
 * names neither a reason text nor a code. The invoice prints it (visual VAT table).
 */
export const LEGAL_NOTES: Record<string, { code: string; text: string }> = {
  K: {
    code: 'VATEX-EU-IC',
    text: 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1 Buchst. b, § 6a UStG)',
  },
  AE: { code: 'VATEX-EU-AE', text: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)' },
};

function withLegalNote(row: Obj): Obj {
  const note = LEGAL_NOTES[String(row.VAT_category_code)];
  if (!note || !blank(row.VAT_exemption_reason_text) || !blank(row.VAT_exemption_reason_code)) return row;
  return { ...row, VAT_exemption_reason_code: note.code, VAT_exemption_reason_text: note.text };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * VAT breakdown (BR-CO-17): per category and rate, taxable amount and tax = taxable × rate / 100
 * rounded to 2 as the official check rounds (`vatOf`). Existing rows keep their other fields
 * (exemption reasons, ids); rows no line, allowance or charge uses get 0 (onSave drops them);
 * used pairs without a row get one.
 */
export function calculateVatBreakdown(invoice: Obj): Obj[] {
  const uses = vatUses(invoice);
  const seen = new Set<string>();
  const rows: Obj[] = [];
  const existing = Array.isArray(invoice.VAT_BREAKDOWN) ? invoice.VAT_BREAKDOWN : [];
  for (const row of existing) {
    if (!isObj(row)) continue;
    const key = vatKey(row.VAT_category_code, row.VAT_category_rate);
    const use = seen.has(key) ? undefined : uses.get(key);
    seen.add(key);
    const taxable = use?.taxable ?? ZERO;
    const rate = toDec(row.VAT_category_rate) ?? ZERO;
    rows.push(
      withLegalNote({
        ...row,
        VAT_category_taxable_amount: amount(taxable),
        VAT_category_tax_amount: amount(vatOf(taxable, rate)),
      }),
    );
  }
  for (const [key, use] of uses) {
    if (seen.has(key)) continue;
    const rate = toDec(use.rate);
    const row: Obj = { VAT_category_code: use.code };
    if (rate !== null) row.VAT_category_rate = rate.toNumber();
    row.VAT_category_taxable_amount = amount(use.taxable);
    row.VAT_category_tax_amount = amount(vatOf(use.taxable, rate ?? ZERO));
    rows.push(withLegalNote(row));
  }
  return rows;
}
