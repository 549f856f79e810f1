// Warning-level findings of the official validation on the XML itself: the EN 16931 syntax rules that
// say an element or attribute "should not be present" (UBL-CR-*, UBL-DT-*, CII-SR-*, CII-DT-*) and a
// few counts. The table (xml-warnings.json, written by scripts/xml-warnings-table.ts from the official
// schematrons) gives rule id, context and path; the rules of another form are written out below.
// KoSIT's configuration raises some to errors (UBL-CR-646, CII-SR-452…454: xml-syntax.ts) and lowers
// UBL-CR-470 and UBL-CR-646 to information in the extension scenario. The CII data type rules at error
// level (CII-DT-*, "should not be present" of the CII data types) are in the table marked `error`, those
// of another form in ERRORS_BY_HAND.
import {
  allElements,
  attr,
  count,
  descendants,
  type El,
  localOf,
  nsOf,
  own,
  perDocument,
  select,
} from './xml-tree';
import table from './xml-warnings.json' with { type: 'json' };

interface WarningRule {
  id: string;
  context: string;
  exists?: string;
  atMost1?: string;
  /** An error-level rule of the schematron (`flag="fatal"`). */
  error?: true;
}

const EXTENSION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0';
/** Raised to errors by KoSIT's configuration (checked in xml-syntax.ts). */
const ERRORS = new Set(['UBL-CR-646', 'CII-SR-452', 'CII-SR-453', 'CII-SR-454']);
/** Information only in the extension scenario. */
const EXTENSION_INFORMATION = new Set(['UBL-CR-470', 'UBL-CR-646']);

/**
 * A table rule as a pattern on an element's names from the document element down: `steps` are the
 * names (alternatives `(A|B)`) of the context and the `exists` path; a last `@attr` step is `attr`.
 * `anchored`: the steps start below the document element (a context `/A/B`); otherwise they are the
 * last names of the element's chain (`//A`, `//*Suffix`, an `exists` path `//A/B`).
 */
interface Pattern {
  row: number;
  steps: string[][];
  attr?: string;
  anchored: boolean;
  /** The first step is a name suffix (`//*TradeTax`). */
  suffix: boolean;
  /** The first step may be the document element itself (a context `//A`, an `exists` path `//@a`). */
  rootToo: boolean;
}

const alternatives = (step: string) => (step.startsWith('(') ? step.slice(1, -1).split('|') : [step]);

function patternOf(rule: WarningRule, row: number): Pattern | undefined {
  if (rule.exists === undefined) return undefined;
  const exists = rule.exists.startsWith('//') ? rule.exists.slice(2) : rule.exists;
  const deep = exists !== rule.exists;
  if (deep && rule.context !== '/') throw new Error(`xml-warnings: ${rule.id}: a // path below a context`);
  const below = exists.split('/');
  const last = below[below.length - 1];
  const attr = last.startsWith('@') ? last.slice(1) : undefined;
  if (attr !== undefined) below.pop();
  const tail = below.map(alternatives);
  if (rule.context.startsWith('//')) {
    const suffix = rule.context.startsWith('//*');
    const first = rule.context.slice(suffix ? 3 : 2);
    return { row, steps: [[first], ...tail], attr, anchored: false, suffix, rootToo: true };
  }
  const context = rule.context === '/' ? [] : rule.context.slice(1).split('/').map(alternatives);
  if (deep) return { row, steps: tail, attr, anchored: false, suffix: false, rootToo: tail.length === 0 };
  return { row, steps: [...context, ...tail], attr, anchored: true, suffix: false, rootToo: false };
}

/** Whether an element whose names from the document element down are `names` is reached by the pattern. */
function reaches(p: Pattern, names: string[]): boolean {
  const k = p.steps.length;
  // names[0] is the document element
  const start = p.anchored ? 1 : names.length - k;
  if (p.anchored ? names.length - 1 !== k : start < 0 || (start === 0 && !p.rootToo)) return false;
  for (let j = 0; j < k; j++) {
    const name = names[start + j];
    if (j === 0 && p.suffix ? !name.endsWith(p.steps[0][0]) : !p.steps[j].includes(name)) return false;
  }
  return true;
}

/** The hand-written rules' contexts that select elements by a name suffix (`//*TradeTax`). */
const SUFFIX_CONTEXTS = ['//*TradeTax', '//*ID', '//*ReferencedDocument', '//*Amount', '//*Quantity'];

/** What the table asks of an element at one path (the same for every element there): computed once a path. */
interface PathRules {
  names: string[];
  /** Rows the element fires by being there. */
  rows: number[];
  /** Rows it fires by having an attribute (by local name). */
  byAttr: Map<string, number[]> | undefined;
  /** The SUFFIX_CONTEXTS it belongs to. */
  suffixes: number[];
}

/** One syntax's table compiled once: patterns, the rows decided otherwise, and the rules of each path met. */
interface Table {
  rules: WarningRule[];
  /** The patterns by the name their last step takes (one with a name suffix or no step: in `anyName`). */
  byLastName: Map<string, Pattern[]>;
  anyName: Pattern[];
  /** Rows that count (`atMost1`): evaluated on the context elements. */
  counted: number[];
  pointers: string[];
  /** By document element name, by path below it. */
  paths: Map<string, Map<string, PathRules>>;
}

function compile(rules: WarningRule[]): Table {
  const patterns: Pattern[] = [];
  const counted: number[] = [];
  rules.forEach((rule, row) => {
    const p = patternOf(rule, row);
    if (p) patterns.push(p);
    else counted.push(row);
  });
  const pointers = rules.map((r) => `${r.context === '/' ? '' : r.context}/${r.exists ?? r.atMost1}`);
  const byLastName = new Map<string, Pattern[]>();
  const anyName: Pattern[] = [];
  for (const p of patterns) {
    const last = p.steps[p.steps.length - 1];
    if (!last || (p.suffix && p.steps.length === 1)) anyName.push(p);
    else for (const name of last) byLastName.set(name, [...(byLastName.get(name) ?? []), p]);
  }
  return { rules, byLastName, anyName, counted, pointers, paths: new Map() };
}

function pathRules(table: Table, names: string[]): PathRules {
  const rows: number[] = [];
  let byAttr: Map<string, number[]> | undefined;
  const local = names[names.length - 1];
  for (const p of [...(table.byLastName.get(local) ?? []), ...table.anyName]) {
    if (!reaches(p, names)) continue;
    if (p.attr === undefined) rows.push(p.row);
    else {
      byAttr ??= new Map();
      const list = byAttr.get(p.attr);
      if (list) list.push(p.row);
      else byAttr.set(p.attr, [p.row]);
    }
  }
  const suffixes: number[] = [];
  SUFFIX_CONTEXTS.forEach((c, i) => {
    if (local.endsWith(c.slice(3))) suffixes.push(i);
  });
  return { names, rows, byAttr, suffixes };
}

/** The rules of the element's path (of its parent's, computed first in document order); kept for the process, bounded. */
function rulesAt(table: Table, byPath: Map<string, PathRules>, el: El): PathRules {
  let found = byPath.get(el.path);
  if (found === undefined) {
    const up = el.parent ? rulesAt(table, byPath, el.parent).names : [];
    found = pathRules(table, [...up, el.local]);
    if (byPath.size < 50_000) byPath.set(el.path, found);
  }
  return found;
}

const compiled = {
  ubl: compile((table as Record<'ubl' | 'cii', WarningRule[]>).ubl),
  cii: compile((table as Record<'ubl' | 'cii', WarningRule[]>).cii),
};

/** The nodes a plain path reaches from `from` (steps `Name`, `(A|B)`). */
function reach(from: El, path: string): number {
  let nodes = [from];
  for (const step of path.split('/')) {
    const names = alternatives(step);
    nodes = nodes.flatMap((n) => n.kids.filter((c) => names.includes(c.local)));
  }
  return nodes.length;
}

/** What one walk over the document found for the hand-written rules. */
interface Walk {
  suffixed: El[][];
  /** UBL-DT-18: an element other than cbc:PaymentMeansCode has a `name` attribute. */
  nameAttribute: boolean;
  contexts: Map<string, El[]>;
}

function contexts(root: El, context: string, walk: Walk): El[] {
  if (context === '/') return [root];
  const suffixed = SUFFIX_CONTEXTS.indexOf(context);
  if (suffixed >= 0) return walk.suffixed[suffixed];
  let found = walk.contexts.get(context);
  if (!found) {
    found = select(root, context.slice(1));
    walk.contexts.set(context, found);
  }
  return found;
}

const has = (el: El, path: string, rest?: string) => count(el, path, rest) > 0;
const ancestorNamed = (el: El, name: string) => {
  for (let p = el.parent; p; p = p.parent) if (p.local === name) return true;
  return false;
};

type Check = [id: string, context: string, fires: (el: El, root: El, walk: Walk) => boolean];

/** The warning rules whose test is not a plain path, as the schematron writes them. */
const BY_HAND: Record<'ubl' | 'cii', Check[]> = {
  ubl: [
    ['UBL-CR-002', '/', (el) => select(el, 'UBLVersionID').some((v) => own(v) !== '2.1')],
    ['UBL-CR-412', '/', (el) => has(el, 'PaymentMeans/PaymentDueDate') && el.local !== 'CreditNote'],
    [
      'UBL-CR-665',
      '/',
      (el) =>
        descendants(el, 'AdditionalDocumentReference').some((d) => {
          const codes = select(d, 'DocumentTypeCode').map((c) => own(c));
          return (
            (codes.length === 0 || codes.some((c) => c !== '130')) &&
            select(d, 'ID').some((id) => attr(id, 'schemeID') !== undefined)
          );
        }),
    ],
    ['UBL-DT-18', '/', (_el, _root, walk) => walk.nameAttribute],
  ],
  cii: [
    [
      'CII-SR-119',
      '/SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeAgreement',
      (el) => {
        const ac = 'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge';
        const allowance = select(el, ac, 'ChargeIndicator').some((c) =>
          select(c, 'Indicator').some((i) => ['false', '0'].includes(own(i).trim())),
        );
        const amount = has(el, ac, 'ActualAmount');
        return !((allowance && amount) || (!has(el, ac, 'ChargeIndicator') && !amount));
      },
    ],
    ...(
      [
        ['CII-SR-449', '/SupplyChainTradeTransaction/ApplicableHeaderTradeDelivery', 'ShipToTradeParty'],
        ['CII-SR-450', '/SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement', 'BuyerTradeParty'],
        ['CII-SR-451', '/SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement', 'PayeeTradeParty'],
      ] as const
    ).map(
      ([id, context, party]): Check => [
        id,
        context,
        (el) => has(el, party, 'ID') && has(el, party, 'GlobalID'),
      ],
    ),
    ...(
      [
        ['CII-SR-457', '50'],
        ['CII-SR-458', '130'],
      ] as const
    ).map(
      ([id, code]): Check => [
        id,
        '/SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement',
        (el) =>
          select(el, 'AdditionalReferencedDocument').filter((d) =>
            select(d, 'TypeCode').some((c) => own(c) === code),
          ).length > 1,
      ],
    ),
    ...(
      [
        ['CII-SR-465', 'SellerTradeParty'],
        ['CII-SR-466', 'BuyerTradeParty'],
      ] as const
    ).map(
      ([id, party]): Check => [
        id,
        '/SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement',
        (el) =>
          has(el, party, 'DefinedTradeContact/PersonName') &&
          has(el, party, 'DefinedTradeContact/DepartmentName'),
      ],
    ),
    [
      'CII-DT-041',
      '//*TradeTax',
      (el) => has(el, 'BasisAmount') && !ancestorNamed(el, 'ApplicableHeaderTradeSettlement'),
    ],
    [
      'CII-DT-052',
      '//*TradeTax',
      (el) => has(el, 'ExemptionReasonCode') && el.local !== 'ApplicableTradeTax',
    ],
    ['CII-DT-098', '//*TradeTax', (el) => has(el, 'ExemptionReason') && el.local !== 'ApplicableTradeTax'],
    [
      'CII-DT-054',
      '//*TradeTax',
      (el) => has(el, 'TaxPointDate') && !ancestorNamed(el, 'ApplicableHeaderTradeSettlement'),
    ],
    [
      'CII-DT-058',
      '//*TradeTax',
      (el) => has(el, 'DueDateTypeCode') && !ancestorNamed(el, 'ApplicableHeaderTradeSettlement'),
    ],
  ],
};

const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const typeCodeIs = (el: El, codes: string[]) => select(el, 'TypeCode').some((c) => codes.includes(own(c)));
const additionalWith = (el: El, codes: string[]) =>
  el.local === 'AdditionalReferencedDocument' && typeCodeIs(el, codes);
/** The identifiers CII-DT-001…007 look at (the schematron's union of four paths). */
const CII_DT_IDS = [
  '/ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID',
  '/ExchangedDocument/ID',
  '/SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/AssociatedDocumentLineDocument/LineID',
  '/SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedTradeProduct/SellerAssignedID',
];
const CII_DT_ID_ATTRIBUTES: [string, string][] = [
  ['CII-DT-001', 'schemeName'],
  ['CII-DT-002', 'schemeAgencyName'],
  ['CII-DT-003', 'schemeDataURI'],
  ['CII-DT-004', 'schemeURI'],
  ['CII-DT-005', 'schemeID'],
  ['CII-DT-006', 'schemeAgencyID'],
  ['CII-DT-007', 'schemeVersionID'],
];
/** Whether some line's invoiced quantity has a unit (CII-DT-033), once per document. */
const billedUnit = perDocument((root) =>
  select(
    root,
    'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeDelivery/BilledQuantity',
  ).some((q) => attr(q, 'unitCode') !== undefined),
);
/** `//ram:*[ends-with(name(), 'Amount') and not(self::ram:TaxTotalAmount)]` */
const ciiAmount = (el: El) => nsOf(el) === RAM && el.local !== 'TaxTotalAmount';

/** The error-level CII data type rules whose test is not a plain path, as the schematron writes them. */
const ERRORS_BY_HAND: Check[] = [
  ...CII_DT_ID_ATTRIBUTES.flatMap(([id, attribute]) =>
    CII_DT_IDS.map((context): Check => [id, context, (el) => attr(el, attribute) !== undefined]),
  ),
  // CII-DT-101…104 on every identifier (`//ram:*[ends-with(name(), 'ID')]`) except the four of the rule
  // before it in the same pattern (CII-DT-001…007); CII-DT-010…012 never fire (`//ram:TypeCode` comes first)
  ...(
    [
      ['CII-DT-101', 'schemeName'],
      ['CII-DT-102', 'schemeAgencyName'],
      ['CII-DT-103', 'schemeDataURI'],
      ['CII-DT-104', 'schemeURI'],
    ] as const
  ).map(
    ([id, attribute]): Check => [
      id,
      '//*ID',
      (el, root) =>
        nsOf(el) === RAM &&
        attr(el, attribute) !== undefined &&
        !CII_DT_IDS.some((path) => select(root, path.slice(1)).includes(el)),
    ],
  ),
  ['CII-DT-015', '//*ReferencedDocument', (el) => has(el, 'URIID') && !additionalWith(el, ['916'])],
  [
    'CII-DT-018',
    '//*ReferencedDocument',
    (el) => has(el, 'TypeCode') && !additionalWith(el, ['50', '130', '916']),
  ],
  ['CII-DT-021', '//*ReferencedDocument', (el) => has(el, 'Name') && !additionalWith(el, ['916'])],
  [
    'CII-DT-022',
    '//*ReferencedDocument',
    (el) => has(el, 'AttachmentBinaryObject') && !additionalWith(el, ['916']),
  ],
  [
    'CII-DT-024',
    '//*ReferencedDocument',
    (el) => has(el, 'ReferenceTypeCode') && !additionalWith(el, ['130']),
  ],
  [
    'CII-DT-027',
    '//*ReferencedDocument',
    (el) => has(el, 'FormattedIssueDateTime') && el.local !== 'InvoiceReferencedDocument',
  ],
  ['CII-DT-031', '//*Amount', (el) => ciiAmount(el) && attr(el, 'currencyID') !== undefined],
  ['CII-DT-032', '//*Amount', (el) => ciiAmount(el) && attr(el, 'currencyCodeListVersionID') !== undefined],
  [
    'CII-DT-033',
    '//*Quantity',
    (el, root) => nsOf(el) === RAM && attr(el, 'unitCode') !== undefined && !billedUnit(root),
  ],
];

export interface WarningFinding {
  ruleId: string;
  severity: 'warning' | 'error';
  pointer: string;
  bt: string;
}

/**
 * The warning-level ids of the official syntax rules on this (XML Schema valid) document, and the
 * error-level CII data type rules (CII-DT-*).
 */
export function xmlWarningFindings(root: El, syntax: 'ubl' | 'cii'): WarningFinding[] {
  const extension = [
    ...select(root, 'CustomizationID'),
    ...select(root, 'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID'),
  ].some((c) => own(c).trim() === EXTENSION_ID);
  const ids = new Map<string, string>();
  const errors = new Set<string>();
  const table = compiled[syntax];
  const { rules, pointers } = table;
  let byPath = table.paths.get(root.local);
  if (!byPath) {
    byPath = new Map();
    table.paths.set(root.local, byPath);
  }
  // one walk: the rows each element's path (and attributes) fires, the hand-written rules' contexts
  const walk: Walk = { suffixed: SUFFIX_CONTEXTS.map(() => []), nameAttribute: false, contexts: new Map() };
  const fired: number[] = [];
  for (const el of allElements(root)) {
    const at = rulesAt(table, byPath, el);
    for (const row of at.rows) fired.push(row);
    if (at.byAttr)
      for (const a of el.attrs) {
        const rows = at.byAttr.get(localOf(a.name));
        if (rows) for (const row of rows) fired.push(row);
      }
    for (const i of at.suffixes) walk.suffixed[i].push(el);
    if (el.attrs.length > 0 && attr(el, 'name') !== undefined && el.local !== 'PaymentMeansCode')
      walk.nameAttribute = true;
  }
  for (const row of table.counted)
    if (contexts(root, rules[row].context, walk).some((el) => reach(el, rules[row].atMost1 ?? '') > 1))
      fired.push(row);
  // in the table's order; a rule id is reported once, with the context and path of its first row that fires
  fired.sort((a, b) => a - b);
  for (const row of fired) {
    const rule = rules[row];
    if (ids.has(rule.id) || ERRORS.has(rule.id) || (extension && EXTENSION_INFORMATION.has(rule.id)))
      continue;
    ids.set(rule.id, pointers[row]);
    if (rule.error) errors.add(rule.id);
  }
  for (const [id, context, fires] of BY_HAND[syntax])
    if (!ids.has(id) && contexts(root, context, walk).some((el) => fires(el, root, walk)))
      ids.set(id, context);
  if (syntax === 'cii')
    for (const [id, context, fires] of ERRORS_BY_HAND)
      if (!ids.has(id) && contexts(root, context, walk).some((el) => fires(el, root, walk))) {
        ids.set(id, context);
        errors.add(id);
      }
  return [...ids].map(([ruleId, pointer]) => ({
    ruleId,
    severity: errors.has(ruleId) ? 'error' : 'warning',
    pointer,
    bt: '',
  }));
}
