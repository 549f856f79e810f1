/**
 * Leaf-by-leaf comparison of an original and a regenerated XML invoice: every leaf value and
 * attribute of the original that belongs to a business term must be in the regenerated document
 * (as often, within the same invoice line); extra values in the regenerated one are fine.
 */
import { type Leaf, leaves } from './corpus';

/** Leaves that belong to no business term: syntax constants and qualifiers. */
const notBt = [
  /(^|\/)UBLVersionID$/,
  /TaxScheme\/ID$/,
  /(ApplicableTradeTax|CategoryTradeTax)\/TypeCode$/,
  /\/@format$/,
  /SpecifiedProcuringProject\/Name$/,
  /CardAccount\/NetworkID$/,
];

/** Key of a leaf: its shape, with the position of the invoice line it belongs to (lines stay apart). */
function key(l: Leaf): string {
  const m =
    /^(?:(InvoiceLine|CreditNoteLine)\[(\d+)\]|SupplyChainTradeTransaction\[1\]\/IncludedSupplyChainTradeLineItem\[(\d+)\])/.exec(
      l.path,
    );
  return m ? `line ${m[2] ?? m[3]}: ${l.shape}` : l.shape;
}

function norm(v: string): string {
  const t = v.replace(/\s+/g, ' ').trim();
  return /^[-+]?\d+(\.\d+)?$/.test(t) ? String(Number(t)) : t;
}

function multiset(xml: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of leaves(xml)) {
    if (notBt.some((re) => re.test(l.shape))) continue;
    const k = `${key(l)} = ${norm(l.value)}`;
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
}

/** Every original leaf value missing from the regenerated document. */
export function differences(original: string, regenerated: string): string[] {
  const after = multiset(regenerated);
  const out: string[] = [];
  for (const [k, n] of multiset(original)) {
    const m = after.get(k) ?? 0;
    if (m < n) out.push(n - m > 1 ? `${k} (×${n - m})` : k);
  }
  return out;
}
