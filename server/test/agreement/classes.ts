/**
 * Edits aimed at the classes where `xr validate` and the official validator used to disagree
 * (rules/OFFICIAL.md): each class picks its target and its new value at random, so the agreement
 * test (`classes.test.ts`) checks the class on inputs nobody chose, not on one hand-made example.
 * - `tax-scheme`: the VAT scheme of a tax category (UBL `cac:TaxScheme/cbc:ID`, CII `ram:TypeCode` of a
 *   trade tax) becomes another scheme, another case, padded, or empty;
 * - `empty-code`: a code or identifier element, or a code attribute, becomes empty;
 * - `zero`: an amount becomes a zero written another way (`-0.00`, `-0`, `0.000`, `+0.00` …);
 * - `base-quantity`: the price base quantity (BT-149/BT-150) is set, removed or given another unit,
 *   on the net or the gross price (CII) or the price (UBL);
 * - `tax-registration`: the schemeID of a CII tax registration (`VA`, `FC`) becomes another, another
 *   case, padded, empty or is removed;
 * - `data-type`: a CII data type detail EN 16931 does not use: the type code of a referenced document
 *   changed or removed, a scheme/list/currency attribute added to an identifier, code, amount or quantity;
 * - `date`: a CII date string (`udt:DateTimeString`) becomes another date, empty, a decimal or another form;
 * - `party-group`: a party or a group the rules ask for is removed or emptied (the UBL seller's
 *   `cac:Party`, a payee's name, an account, the CII totals, the VAT breakdown, a seller identifier …).
 */
import { type Mutant, type Random, type Span, spans } from './mutate';

export const classes = [
  'tax-scheme',
  'empty-code',
  'zero',
  'base-quantity',
  'tax-registration',
  'data-type',
  'date',
  'party-group',
] as const;
export type ClassKind = (typeof classes)[number];

const pick = <T>(rnd: Random, items: readonly T[]): T | undefined =>
  items.length ? items[Math.floor(rnd() * items.length)] : undefined;
const content = (xml: string, s: Span) => xml.slice(s.open, s.close);
const splice = (xml: string, from: number, to: number, by: string) => xml.slice(0, from) + by + xml.slice(to);
const inside = (s: Span, p: Span) => p.start < s.start && s.end <= p.end;
const amountLike = /^-?\d+(\.\d+)?$/;

const schemes = ['VAT', 'vat', 'Vat', ' VAT ', 'GST', 'XX', 'VAT1', ''];
const zeros = ['-0.00', '-0', '0.000', '+0.00', '-0.0', '0', '-0.001', '0.001'];
const quantities = ['1', '1.0', '10', '0.5', '100', '0', '-1', '2.000'];
const units = ['C62', 'H87', 'XPP', 'KGM', 'LTR', 'HUR', 'XX', ''];
const codeAttr = /\b(currencyID|unitCode|schemeID|mimeCode|listID)="([^"]*)"/g;

function taxScheme(xml: string, all: Span[], rnd: Random): Mutant | undefined {
  const targets = all.filter(
    (s) =>
      s.leaf &&
      ((s.name === 'cbc:ID' && all.some((p) => p.local === 'TaxScheme' && inside(s, p))) ||
        (s.name === 'ram:TypeCode' && all.some((p) => p.local.endsWith('TradeTax') && inside(s, p)))),
  );
  const s = pick(rnd, targets);
  if (!s) return undefined;
  const after = pick(rnd, schemes) ?? '';
  return {
    kind: 'tax-scheme',
    detail: `${s.local}: ${content(xml, s).trim()} → ${JSON.stringify(after)}`,
    xml: splice(xml, s.open, s.close, after),
  };
}

function emptyCode(xml: string, all: Span[], rnd: Random): Mutant | undefined {
  const frame = all.filter((p) => /^(CustomizationID|ProfileID|ExchangedDocumentContext)$/.test(p.local));
  const free = all.filter((s) => !frame.some((p) => p === s || inside(s, p)));
  if (rnd() < 0.7) {
    const s = pick(
      rnd,
      free.filter((l) => l.leaf && /(Code|ID)$/.test(l.local) && content(xml, l).trim() !== ''),
    );
    if (!s) return undefined;
    return { kind: 'empty-code', detail: `${s.local} emptied`, xml: splice(xml, s.open, s.close, '') };
  }
  const s = pick(
    rnd,
    free.filter((l) => [...l.attrs.matchAll(codeAttr)].some((m) => m[2] !== '')),
  );
  if (!s) return undefined;
  const [whole, attr] =
    pick(
      rnd,
      [...s.attrs.matchAll(codeAttr)].filter((m) => m[2] !== ''),
    ) ?? [];
  if (!whole) return undefined;
  const startTag = xml.slice(s.start, s.open).replace(whole, `${attr}=""`);
  return {
    kind: 'empty-code',
    detail: `${s.local}@${attr} emptied`,
    xml: splice(xml, s.start, s.open, startTag),
  };
}

function zero(xml: string, all: Span[], rnd: Random): Mutant | undefined {
  const s = pick(
    rnd,
    all.filter((l) => l.leaf && /Amount$/.test(l.local) && amountLike.test(content(xml, l).trim())),
  );
  if (!s) return undefined;
  const after = pick(rnd, zeros) ?? '-0.00';
  return {
    kind: 'zero',
    detail: `${s.local}: ${content(xml, s).trim()} → ${after}`,
    xml: splice(xml, s.open, s.close, after),
  };
}

/** A base quantity element for a price: `<cbc:BaseQuantity unitCode="C62">1</cbc:BaseQuantity>` or the CII one. */
function quantityElement(name: string, rnd: Random): string {
  const unit = pick(rnd, units) ?? 'C62';
  const attr = rnd() < 0.85 ? ` unitCode="${unit}"` : '';
  return `<${name}${attr}>${pick(rnd, quantities)}</${name}>`;
}

function baseQuantity(xml: string, all: Span[], rnd: Random): Mutant | undefined {
  const cii = all.some((s) => s.name.startsWith('ram:'));
  const prices = all.filter((s) =>
    cii ? /^(Net|Gross)PriceProductTradePrice$/.test(s.local) : s.name === 'cac:Price',
  );
  const price = pick(rnd, prices);
  if (!price) return undefined;
  const name = cii ? 'ram:BasisQuantity' : 'cbc:BaseQuantity';
  const existing = all.find((s) => s.name === name && inside(s, price) && s.depth === price.depth + 1);
  const choice = rnd();
  if (existing && choice < 0.25)
    return {
      kind: 'base-quantity',
      detail: `${price.local}/${name} removed`,
      xml: splice(xml, existing.start, existing.end, ''),
    };
  const made = quantityElement(name, rnd);
  if (existing)
    return {
      kind: 'base-quantity',
      detail: `${price.local}/${name} → ${made}`,
      xml: splice(xml, existing.start, existing.end, made),
    };
  // the base quantity follows the price amount (CII ChargeAmount, UBL PriceAmount)
  const amount = all.find(
    (s) =>
      (s.local === 'ChargeAmount' || s.local === 'PriceAmount') &&
      inside(s, price) &&
      s.depth === price.depth + 1,
  );
  if (!amount) return undefined;
  return {
    kind: 'base-quantity',
    detail: `${price.local}/${name} added: ${made}`,
    xml: splice(xml, amount.end, amount.end, made),
  };
}

const registrationSchemes = ['VA', 'FC', 'va', ' VA', 'VAT', 'XX', '1', ''];

function taxRegistration(xml: string, all: Span[], rnd: Random): Mutant | undefined {
  const s = pick(
    rnd,
    all.filter(
      (l) => l.name === 'ram:ID' && all.some((p) => p.local === 'SpecifiedTaxRegistration' && inside(l, p)),
    ),
  );
  if (!s) return undefined;
  const startTag = xml.slice(s.start, s.open);
  const scheme = rnd() < 0.15 ? undefined : (pick(rnd, registrationSchemes) ?? 'XX');
  const bare = startTag.replace(/\s+schemeID="[^"]*"/, '');
  const made = scheme === undefined ? bare : bare.replace(/^<ram:ID/, `<ram:ID schemeID="${scheme}"`);
  return {
    kind: 'tax-registration',
    detail: `SpecifiedTaxRegistration/ID@schemeID → ${scheme === undefined ? 'removed' : JSON.stringify(scheme)}`,
    xml: splice(xml, s.start, s.open, made),
  };
}

const documentCodes = ['50', '130', '916', '380', '30', '', ' 916'];
const dataTypeAttributes: [RegExp, string[]][] = [
  [
    /ID$/,
    [
      'schemeName',
      'schemeAgencyName',
      'schemeDataURI',
      'schemeURI',
      'schemeID',
      'schemeAgencyID',
      'schemeVersionID',
    ],
  ],
  [/TypeCode$/, ['name', 'listURI', 'listID', 'listAgencyID', 'listVersionID']],
  [/Amount$/, ['currencyID', 'currencyCodeListVersionID']],
  [/Quantity$/, ['unitCode', 'unitCodeListID', 'unitCodeListAgencyID', 'unitCodeListAgencyName']],
];

function dataType(xml: string, all: Span[], rnd: Random): Mutant | undefined {
  if (!all.some((s) => s.name.startsWith('ram:'))) return undefined;
  if (rnd() < 0.4) {
    const doc = pick(
      rnd,
      all.filter((p) => p.name.startsWith('ram:') && p.local.endsWith('ReferencedDocument')),
    );
    if (!doc) return undefined;
    const code = all.find((c) => c.name === 'ram:TypeCode' && inside(c, doc) && c.depth === doc.depth + 1);
    if (code && rnd() < 0.3)
      return {
        kind: 'data-type',
        detail: `${doc.local}/TypeCode removed`,
        xml: splice(xml, code.start, code.end, ''),
      };
    const after = pick(rnd, documentCodes) ?? '';
    if (code)
      return {
        kind: 'data-type',
        detail: `${doc.local}/TypeCode: ${content(xml, code)} → ${JSON.stringify(after)}`,
        xml: splice(xml, code.open, code.close, after),
      };
    return undefined;
  }
  const [pattern, attributes] = pick(rnd, dataTypeAttributes) ?? dataTypeAttributes[0];
  const s = pick(
    rnd,
    all.filter((l) => l.leaf && l.name.startsWith('ram:') && pattern.test(l.local)),
  );
  const attribute = pick(rnd, attributes);
  if (!s || !attribute || new RegExp(`\\b${attribute}=`).test(s.attrs)) return undefined;
  const startTag = xml.slice(s.start, s.open).replace(/^<[^\s>/]+/, (name) => `${name} ${attribute}="X1"`);
  return {
    kind: 'data-type',
    detail: `${s.local}@${attribute} added`,
    xml: splice(xml, s.start, s.open, startTag),
  };
}

function date(xml: string, all: Span[], rnd: Random): Mutant | undefined {
  const s = pick(
    rnd,
    all.filter((l) => l.name === 'udt:DateTimeString'),
  );
  if (!s) return undefined;
  const was = content(xml, s).trim();
  const shifted = (days: number) => {
    const d = new Date(
      Date.UTC(Number(was.slice(0, 4)), Number(was.slice(4, 6)) - 1, Number(was.slice(6, 8)) + days),
    );
    return Number.isNaN(d.getTime()) ? was : d.toISOString().slice(0, 10).replace(/-/g, '');
  };
  const choices = [
    shifted(-400),
    shifted(-1),
    shifted(1),
    shifted(400),
    '',
    ' ',
    `${was.slice(0, 6)}00.98`,
    `${was.slice(0, 4)}-${was.slice(4, 6)}-${was.slice(6, 8)}`,
    ` ${was} `,
    '99991231',
  ];
  const after = pick(rnd, choices) ?? '';
  return {
    kind: 'date',
    detail: `DateTimeString: ${was} → ${JSON.stringify(after)}`,
    xml: splice(xml, s.open, s.close, after),
  };
}

/** Groups (by parent/child local names) that party-group removes or empties. */
const partyGroups: [string, string][] = [
  ['AccountingSupplierParty', 'Party'],
  ['Party', 'Contact'],
  ['Party', 'PartyName'],
  ['Party', 'PartyIdentification'],
  ['Party', 'PartyLegalEntity'],
  ['Party', 'PartyTaxScheme'],
  ['PayeeParty', 'PartyName'],
  ['PayeeParty', 'PartyIdentification'],
  ['PaymentMeans', 'PayeeFinancialAccount'],
  ['PaymentMeans', 'PaymentMandate'],
  ['Invoice', 'PayeeParty'],
  ['Invoice', 'TaxTotal'],
  ['TaxTotal', 'TaxSubtotal'],
  ['ApplicableHeaderTradeSettlement', 'SpecifiedTradeSettlementHeaderMonetarySummation'],
  ['ApplicableHeaderTradeSettlement', 'ApplicableTradeTax'],
  ['ApplicableHeaderTradeSettlement', 'PayeeTradeParty'],
  ['ApplicableHeaderTradeSettlement', 'SpecifiedTradeSettlementPaymentMeans'],
  ['SpecifiedTradeSettlementPaymentMeans', 'PayeePartyCreditorFinancialAccount'],
  ['PayeeTradeParty', 'Name'],
  ['SellerTradeParty', 'SpecifiedLegalOrganization'],
  ['SellerTradeParty', 'SpecifiedTaxRegistration'],
  ['SellerTradeParty', 'ID'],
  ['SellerTradeParty', 'DefinedTradeContact'],
  ['BuyerTradeParty', 'SpecifiedTaxRegistration'],
];

function partyGroup(xml: string, all: Span[], rnd: Random): Mutant | undefined {
  const targets = all.filter((s) =>
    partyGroups.some(
      ([parent, child]) =>
        s.local === child && all.some((p) => p.local === parent && p.depth === s.depth - 1 && inside(s, p)),
    ),
  );
  const s = pick(rnd, targets);
  if (!s) return undefined;
  const empty = rnd() < 0.3;
  return {
    kind: 'party-group',
    detail: `${s.local} ${empty ? 'emptied' : 'removed'}`,
    xml: empty ? splice(xml, s.open, s.close, '') : splice(xml, s.start, s.end, ''),
  };
}

/** One random edit of the given class; undefined when the document has nothing it can act on. */
export function mutateClass(kind: ClassKind, xml: string, rnd: Random): Mutant | undefined {
  const all = spans(xml).filter((s) => s.depth > 0);
  switch (kind) {
    case 'tax-scheme':
      return taxScheme(xml, all, rnd);
    case 'empty-code':
      return emptyCode(xml, all, rnd);
    case 'zero':
      return zero(xml, all, rnd);
    case 'base-quantity':
      return baseQuantity(xml, all, rnd);
    case 'tax-registration':
      return taxRegistration(xml, all, rnd);
    case 'data-type':
      return dataType(xml, all, rnd);
    case 'date':
      return date(xml, all, rnd);
    case 'party-group':
      return partyGroup(xml, all, rnd);
  }
}
