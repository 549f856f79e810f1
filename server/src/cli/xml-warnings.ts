// Warning-level findings of the official validation on the XML itself: the EN 16931 syntax rules that
// say an element or attribute "should not be present" (UBL-CR-*, UBL-DT-*, CII-SR-*, CII-DT-*) and a
// few counts. The table (xml-warnings.json, written by scripts/xml-warnings-table.ts from the official
// schematrons) gives rule id, context and path; the rules of another form are written out below.
// KoSIT's configuration raises some to errors (UBL-CR-646, CII-SR-452…454: xml-syntax.ts) and lowers
// UBL-CR-470 and UBL-CR-646 to information in the extension scenario. The CII data type rules at error
// level (CII-DT-*, "should not be present" of the CII data types) are in the table marked `error`, those
// of another form in ERRORS_BY_HAND.
import { childPath } from '../xml/reader/tree';
import { descendants, type El, select } from './xml-tree';
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

function all(el: El): El[] {
  const out: El[] = [];
  const walk = (e: El) => {
    out.push(e);
    for (const c of e.children) walk(c);
  };
  walk(el);
  return out;
}

/**
 * What the table's rules ask of one document, computed once: every element, each element's path
 * of local names from the document element (`A/B/C`), and how many elements (and attributes,
 * `A/B/@c`) each such path reaches. A rule's plain path is then one lookup instead of a walk.
 */
interface DocIndex {
  all: El[];
  pathOf: Map<El, string>;
  counts: Map<string, number>;
  contexts: Map<string, El[]>;
  /** The distinct paths of a context's elements. */
  bases: Map<string, string[]>;
}

function indexOf(root: El): DocIndex {
  const pathOf = new Map<El, string>([[root, '']]);
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const all: El[] = [root];
  const walk = (e: El, path: string) => {
    for (const c of e.children) {
      const p = childPath(path, c.name);
      all.push(c);
      pathOf.set(c, p);
      bump(p);
      for (const a in c.attrs) bump(childPath(p, `@${a}`));
      walk(c, p);
    }
  };
  for (const a in root.attrs) bump(childPath('', `@${a}`));
  walk(root, '');
  return { all, pathOf, counts, contexts: new Map(), bases: new Map() };
}

/** The plain paths a table path stands for (`(A|B)/C` → `A/C`, `B/C`); undefined for `//` paths. */
function expand(path: string): string[] | undefined {
  if (path.includes('//')) return undefined;
  let out = [''];
  for (const step of path.split('/')) {
    const names = step.startsWith('(') ? step.slice(1, -1).split('|') : [step];
    out = out.flatMap((prefix) => names.map((n) => (prefix === '' ? n : `${prefix}/${n}`)));
  }
  return out;
}

/** A table rule with its path expanded once per process. */
interface Compiled extends WarningRule {
  plain?: string[];
  /** Its paths from the document element, when its context is a fixed path (`/`, `/A/B`). */
  fixed?: string[];
}

/** One syntax's rules, and for the fixed-path ones which rules each path from the root fires. */
interface Table {
  rules: Compiled[];
  byPath: Map<string, number[]>;
}

function compile(rules: WarningRule[]): Table {
  const byPath = new Map<string, number[]>();
  const out = rules.map((r, i): Compiled => {
    const plain = r.exists === undefined ? undefined : expand(r.exists);
    const base = r.context === '/' ? '' : r.context.startsWith('//') ? undefined : r.context.slice(1);
    const fixed =
      plain && base !== undefined ? plain.map((p) => (base === '' ? p : `${base}/${p}`)) : undefined;
    for (const path of fixed ?? []) byPath.set(path, [...(byPath.get(path) ?? []), i]);
    return { ...r, plain, fixed };
  });
  return { rules: out, byPath };
}

const compiled = {
  ubl: compile((table as Record<'ubl' | 'cii', WarningRule[]>).ubl),
  cii: compile((table as Record<'ubl' | 'cii', WarningRule[]>).cii),
};

/** Whether the rule's `exists` path reaches a node from one of the context elements. */
function existsBelow(doc: DocIndex, context: El[], rule: Compiled): boolean {
  const path = rule.exists ?? '';
  if (!rule.plain) return context.some((el) => reach(el, path, el === doc.all[0] ? doc.all : undefined) > 0);
  let bases = doc.bases.get(rule.context);
  if (!bases) {
    bases = [...new Set(context.map((el) => doc.pathOf.get(el) ?? ''))];
    doc.bases.set(rule.context, bases);
  }
  for (const base of bases)
    for (const p of rule.plain) if (doc.counts.has(base === '' ? p : `${base}/${p}`)) return true;
  return false;
}

/** The nodes a path reaches (`everyBelow`: `from` and every element below it, when known): steps `Name`, `(A|B)`, a last `@attr`; a leading `//` searches below. */
function reach(from: El, path: string, everyBelow?: El[]): number {
  const deep = path.startsWith('//');
  const steps = (deep ? path.slice(2) : path).split('/');
  const every = deep ? (everyBelow ?? all(from)) : [];
  let nodes = deep ? every.slice(1) : [from];
  let found = 0;
  steps.forEach((step, k) => {
    if (step.startsWith('@')) {
      const name = step.slice(1);
      // `//@a` from the document element also looks at the element itself
      const owners = deep && k === 0 ? every : nodes;
      found = owners.filter((n) => n.attrs[name] !== undefined).length;
      nodes = [];
      return;
    }
    const names = step.startsWith('(') ? step.slice(1, -1).split('|') : [step];
    if (deep && k === 0) nodes = nodes.filter((n) => names.includes(n.name));
    else nodes = nodes.flatMap((n) => n.children.filter((c) => names.includes(c.name)));
    found = nodes.length;
  });
  return found;
}

function contexts(root: El, context: string, doc?: DocIndex): El[] {
  const cached = doc?.contexts.get(context);
  if (cached) return cached;
  const found = contextsOf(root, context, doc?.all);
  doc?.contexts.set(context, found);
  return found;
}

function contextsOf(root: El, context: string, every?: El[]): El[] {
  if (context === '/') return [root];
  if (context.startsWith('//*')) {
    const suffix = context.slice(3);
    return (every ?? all(root)).filter((e) => e.name.endsWith(suffix));
  }
  if (context.startsWith('//')) return (every ?? all(root)).filter((e) => e.name === context.slice(2));
  return select(root, context.split('/').slice(1).join('/'));
}

const has = (el: El, path: string) => select(el, path).length > 0;
const ancestorNamed = (el: El, name: string) => {
  for (let p = el.parent; p; p = p.parent) if (p.name === name) return true;
  return false;
};

type Check = [id: string, context: string, fires: (el: El, root: El) => boolean];

/** The warning rules whose test is not a plain path, as the schematron writes them. */
const BY_HAND: Record<'ubl' | 'cii', Check[]> = {
  ubl: [
    ['UBL-CR-002', '/', (el) => select(el, 'UBLVersionID').some((v) => v.text !== '2.1')],
    ['UBL-CR-412', '/', (el) => has(el, 'PaymentMeans/PaymentDueDate') && el.name !== 'CreditNote'],
    [
      'UBL-CR-665',
      '/',
      (el) =>
        descendants(el, 'AdditionalDocumentReference').some((d) => {
          const codes = select(d, 'DocumentTypeCode').map((c) => c.text);
          return (
            (codes.length === 0 || codes.some((c) => c !== '130')) &&
            select(d, 'ID').some((id) => id.attrs.schemeID !== undefined)
          );
        }),
    ],
    [
      'UBL-DT-18',
      '/',
      (el) => all(el).filter((e) => e.attrs.name !== undefined && e.name !== 'PaymentMeansCode').length > 0,
    ],
  ],
  cii: [
    [
      'CII-SR-119',
      '/SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeAgreement',
      (el) => {
        const ac = 'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge';
        const allowance = select(el, `${ac}/ChargeIndicator`).some((c) =>
          select(c, 'Indicator').some((i) => ['false', '0'].includes(i.text.trim())),
        );
        const amount = has(el, `${ac}/ActualAmount`);
        return !((allowance && amount) || (!has(el, `${ac}/ChargeIndicator`) && !amount));
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
        (el) => has(el, `${party}/ID`) && has(el, `${party}/GlobalID`),
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
            select(d, 'TypeCode').some((c) => c.text === code),
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
          has(el, `${party}/DefinedTradeContact/PersonName`) &&
          has(el, `${party}/DefinedTradeContact/DepartmentName`),
      ],
    ),
    [
      'CII-DT-041',
      '//*TradeTax',
      (el) => has(el, 'BasisAmount') && !ancestorNamed(el, 'ApplicableHeaderTradeSettlement'),
    ],
    ['CII-DT-052', '//*TradeTax', (el) => has(el, 'ExemptionReasonCode') && el.name !== 'ApplicableTradeTax'],
    ['CII-DT-098', '//*TradeTax', (el) => has(el, 'ExemptionReason') && el.name !== 'ApplicableTradeTax'],
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
const typeCodeIs = (el: El, codes: string[]) => select(el, 'TypeCode').some((c) => codes.includes(c.text));
const additionalWith = (el: El, codes: string[]) =>
  el.name === 'AdditionalReferencedDocument' && typeCodeIs(el, codes);
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
const billedUnits = new WeakMap<El, boolean>();
/** Whether some line's invoiced quantity has a unit (CII-DT-033), once per document. */
function billedUnit(root: El): boolean {
  let has = billedUnits.get(root);
  if (has === undefined) {
    has = select(
      root,
      'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeDelivery/BilledQuantity',
    ).some((q) => q.attrs.unitCode !== undefined);
    billedUnits.set(root, has);
  }
  return has;
}
/** `//ram:*[ends-with(name(), 'Amount') and not(self::ram:TaxTotalAmount)]` */
const ciiAmount = (el: El) => el.ns === RAM && el.name !== 'TaxTotalAmount';

/** The error-level CII data type rules whose test is not a plain path, as the schematron writes them. */
const ERRORS_BY_HAND: Check[] = [
  ...CII_DT_ID_ATTRIBUTES.flatMap(([id, attribute]) =>
    CII_DT_IDS.map((context): Check => [id, context, (el) => el.attrs[attribute] !== undefined]),
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
        el.ns === RAM &&
        el.attrs[attribute] !== undefined &&
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
    (el) => has(el, 'FormattedIssueDateTime') && el.name !== 'InvoiceReferencedDocument',
  ],
  ['CII-DT-031', '//*Amount', (el) => ciiAmount(el) && el.attrs.currencyID !== undefined],
  ['CII-DT-032', '//*Amount', (el) => ciiAmount(el) && el.attrs.currencyCodeListVersionID !== undefined],
  [
    'CII-DT-033',
    '//*Quantity',
    (el, root) => el.ns === RAM && el.attrs.unitCode !== undefined && !billedUnit(root),
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
  ].some((c) => c.text.trim() === EXTENSION_ID);
  const ids = new Map<string, string>();
  const errors = new Set<string>();
  const doc = indexOf(root);
  const { rules, byPath } = compiled[syntax];
  // the fixed-path rules: one lookup per path the document has
  const present = new Uint8Array(rules.length);
  for (const path of doc.counts.keys()) for (const i of byPath.get(path) ?? []) present[i] = 1;
  rules.forEach((rule, i) => {
    if (ids.has(rule.id) || ERRORS.has(rule.id) || (extension && EXTENSION_INFORMATION.has(rule.id))) return;
    const fires = rule.fixed
      ? present[i] === 1
      : rule.exists !== undefined
        ? existsBelow(doc, contexts(root, rule.context, doc), rule)
        : contexts(root, rule.context, doc).some((el) => reach(el, rule.atMost1 ?? '') > 1);
    if (fires) ids.set(rule.id, `${rule.context === '/' ? '' : rule.context}/${rule.exists ?? rule.atMost1}`);
    if (fires && rule.error) errors.add(rule.id);
  });
  for (const [id, context, fires] of BY_HAND[syntax])
    if (!ids.has(id) && contexts(root, context, doc).some((el) => fires(el, root))) ids.set(id, context);
  if (syntax === 'cii')
    for (const [id, context, fires] of ERRORS_BY_HAND)
      if (!ids.has(id) && contexts(root, context, doc).some((el) => fires(el, root))) {
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
