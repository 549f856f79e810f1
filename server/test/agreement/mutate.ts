/**
 * Random single edits of an XRechnung XML text for the validator agreement harness: an element
 * removed, emptied or repeated, a code or identifier made wrong, an amount changed (also by the
 * smallest steps around every rounding tolerance), a date made impossible. Edits work on the text
 * (element spans found by a small tag scanner), so everything else of the document stays as written.
 */

/** One element of the document: where its start tag, content and end tag are. */
export interface Span {
  name: string;
  /** Local name without prefix. */
  local: string;
  start: number;
  /** End of the start tag (content begins here). */
  open: number;
  /** Start of the end tag (content ends here). */
  close: number;
  end: number;
  leaf: boolean;
  depth: number;
  attrs: string;
}

const tag =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<(\/?)([A-Za-z_][\w.:-]*)([^>]*?)(\/?)>/g;

/** Every element of the text, in document order. */
export function spans(xml: string): Span[] {
  const out: Span[] = [];
  const stack: { span: Span; children: number }[] = [];
  for (const m of xml.matchAll(tag)) {
    if (!m[2]) continue;
    const [whole, closing, name, attrs, selfClosing] = m;
    const at = m.index ?? 0;
    if (closing) {
      const top = stack.pop();
      if (!top) break;
      top.span.close = at;
      top.span.end = at + whole.length;
      top.span.leaf = top.children === 0;
      continue;
    }
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    const span: Span = {
      name,
      local,
      start: at,
      open: at + whole.length,
      close: at + whole.length,
      end: at + whole.length,
      leaf: true,
      depth: stack.length,
      attrs,
    };
    if (stack.length) stack[stack.length - 1].children++;
    out.push(span);
    if (!selfClosing) stack.push({ span, children: 0 });
  }
  return out;
}

export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same mutants. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

export interface Mutant {
  kind: string;
  /** What was changed, e.g. `TaxAmount: 19.00 → 19.01`. */
  detail: string;
  xml: string;
}

const content = (xml: string, s: Span) => xml.slice(s.open, s.close);
const splice = (xml: string, from: number, to: number, by: string) => xml.slice(0, from) + by + xml.slice(to);
const amountLike = /^-?\d+(\.\d+)?$/;
const dateLike = /^\d{4}-?\d{2}-?\d{2}$/;

// the element that names the document and its version: a change there only changes the scenario
const frame = new Set([
  'CustomizationID',
  'ProfileID',
  'ExchangedDocumentContext',
  'GuidelineSpecifiedDocumentContextParameter',
]);
const isFramed = (s: Span, all: Span[]) =>
  frame.has(s.local) || all.some((p) => frame.has(p.local) && p.start <= s.start && s.end <= p.end);

/** Steps around each tolerance of the official rules (0.01, ±0.02, ±1, rounding at half a cent). */
const amountSteps = [
  '0.01',
  '-0.01',
  '0.005',
  '-0.005',
  '0.004',
  '0.02',
  '-0.02',
  '0.03',
  '1',
  '-1',
  '1.01',
  '-1.01',
  '0.5',
];

function changeAmount(value: string, rnd: Random): string {
  const scale = (value.split('.')[1] ?? '').length;
  const choice = rnd();
  if (choice < 0.55) {
    const step = pick(rnd, amountSteps);
    const sum = addDecimal(value, step);
    return rnd() < 0.5 ? sum : fixed(sum, Math.max(scale, 2));
  }
  if (choice < 0.65) return `${value}1`; // one more decimal
  if (choice < 0.75) return value.startsWith('-') ? value.slice(1) : `-${value}`;
  if (choice < 0.85) return '0';
  if (choice < 0.93) return addDecimal(value, value); // doubled
  return `${value.split('.')[0]}.999`;
}

/** Exact decimal addition on strings (no float rounding in the test data). */
export function addDecimal(a: string, b: string): string {
  const scale = Math.max((a.split('.')[1] ?? '').length, (b.split('.')[1] ?? '').length);
  const units = (v: string) => {
    const neg = v.startsWith('-');
    const [i, f = ''] = (neg ? v.slice(1) : v).split('.');
    const n = BigInt(i + f.padEnd(scale, '0'));
    return neg ? -n : n;
  };
  const sum = units(a) + units(b);
  const neg = sum < 0n;
  const digits = (neg ? -sum : sum).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return `${neg ? '-' : ''}${int}${scale ? `.${frac}` : ''}`;
}

function fixed(value: string, scale: number): string {
  const [i, f = ''] = value.split('.');
  if (f.length >= scale) return value;
  return `${i}.${f.padEnd(scale, '0')}`;
}

const wrongCodes = [
  'XX',
  'ZZZ',
  '999',
  'S',
  'E',
  'AE',
  'O',
  'Z',
  'K',
  '58',
  '30',
  '1',
  'C62',
  'EUR',
  'USD',
  'DE',
  'VAT',
  'VATEX-EU-AE',
  '0088',
  'EM',
  '9930',
  '',
];
const wrongDates = ['2024-02-30', '2024-13-01', '20240101', '1999-12-31', '2099-01-01', '24-01-01'];
const wrongIds = [
  '',
  ' ',
  'X',
  'DE123',
  'DE12345678',
  'DE89370400440532013001',
  '04011000-12345-67',
  'not an id',
  'a@b',
];

const codeName = /Code$/;
const hasCodeAttr = /\b(currencyID|unitCode|schemeID|mimeCode|listID)="/;
const codeAttr = /\b(currencyID|unitCode|schemeID|mimeCode|listID)="([^"]*)"/g;

/** One random edit of the document; undefined when the chosen edit has nothing to act on. */
export function mutate(xml: string, rnd: Random): Mutant | undefined {
  const all = spans(xml).filter((s) => s.depth > 0);
  const free = all.filter((s) => !isFramed(s, all));
  const leaves = free.filter((s) => s.leaf);
  const kind = pick(rnd, [
    'remove',
    'remove-group',
    'empty',
    'repeat',
    'amount',
    'amount',
    'amount',
    'code',
    'code-attr',
    'date',
    'id',
  ]);
  switch (kind) {
    case 'remove': {
      const s = pick(rnd, leaves);
      return { kind, detail: `${s.local} removed`, xml: splice(xml, s.start, s.end, '') };
    }
    case 'remove-group': {
      const groups = free.filter((s) => !s.leaf);
      const s = pick(rnd, groups);
      return s && { kind, detail: `${s.local} (group) removed`, xml: splice(xml, s.start, s.end, '') };
    }
    case 'empty': {
      const s = pick(
        rnd,
        leaves.filter((l) => content(xml, l).trim() !== ''),
      );
      return s && { kind, detail: `${s.local} emptied`, xml: splice(xml, s.open, s.close, '') };
    }
    case 'repeat': {
      const s = pick(rnd, free);
      return {
        kind,
        detail: `${s.local} repeated`,
        xml: splice(xml, s.end, s.end, xml.slice(s.start, s.end)),
      };
    }
    case 'amount': {
      const s = pick(
        rnd,
        leaves.filter((l) => amountLike.test(content(xml, l).trim()) && !/(Code|ID)$/.test(l.local)),
      );
      if (!s) return undefined;
      const before = content(xml, s).trim();
      const after = changeAmount(before, rnd);
      return { kind, detail: `${s.local}: ${before} → ${after}`, xml: splice(xml, s.open, s.close, after) };
    }
    case 'code': {
      const s = pick(
        rnd,
        leaves.filter((l) => codeName.test(l.local)),
      );
      if (!s) return undefined;
      const after = pick(rnd, wrongCodes);
      return {
        kind,
        detail: `${s.local}: ${content(xml, s).trim()} → ${after}`,
        xml: splice(xml, s.open, s.close, after),
      };
    }
    case 'code-attr': {
      const s = pick(
        rnd,
        free.filter((l) => hasCodeAttr.test(l.attrs)),
      );
      if (!s) return undefined;
      const found = [...s.attrs.matchAll(codeAttr)];
      const [whole, attr, value] = pick(rnd, found);
      const after = pick(rnd, wrongCodes);
      const startTag = xml.slice(s.start, s.open).replace(whole, `${attr}="${after}"`);
      return {
        kind,
        detail: `${s.local}@${attr}: ${value} → ${after}`,
        xml: splice(xml, s.start, s.open, startTag),
      };
    }
    case 'date': {
      const s = pick(
        rnd,
        leaves.filter((l) => dateLike.test(content(xml, l).trim())),
      );
      if (!s) return undefined;
      const before = content(xml, s).trim();
      let after = pick(rnd, wrongDates);
      if (/^\d{8}$/.test(before)) after = after.replace(/-/g, '');
      return { kind, detail: `${s.local}: ${before} → ${after}`, xml: splice(xml, s.open, s.close, after) };
    }
    case 'id': {
      const s = pick(
        rnd,
        leaves.filter((l) => /(ID|Identifier)$/.test(l.local)),
      );
      if (!s) return undefined;
      const after = pick(rnd, wrongIds);
      return {
        kind,
        detail: `${s.local}: ${content(xml, s).trim()} → ${after}`,
        xml: splice(xml, s.open, s.close, after),
      };
    }
  }
  return undefined;
}

/** One leaf element with text emptied (`<cbc:Note></cbc:Note>`): the element is there, its text is not. */
export function emptyLeaf(xml: string, rnd: Random): Mutant | undefined {
  const leaves = spans(xml).filter((s) => s.depth > 0 && s.leaf && content(xml, s).trim() !== '');
  const s = pick(rnd, leaves);
  return s && { kind: 'empty', detail: `${s.local} emptied`, xml: splice(xml, s.open, s.close, '') };
}
