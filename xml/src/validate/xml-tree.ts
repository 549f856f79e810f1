// The element tree the XML-level checks of `xr validate` read: the import's own tree
// (`xml/reader/tree.ts`, kept with `importInvoiceXml(…, { keepTree: true })`), so a document is parsed
// once and not copied. The checks select by local names (`cbc:ID` → `ID`, `el.local`); the helpers
// below give an element's own text, an attribute by local name and the namespace URI. Only used on
// documents that already passed the XML Schema check.
import { parseTree as readTree } from '../reader/parse-tree';
import type { El as ReadEl } from '../reader/tree';
import { invoiceRoots } from '../safe-xml';

export type El = ReadEl;

/** Parses namespace-aware, with the import's parser (an invoice's document element only). */
export function parseTree(xml: string): El {
  return readTree(xml, invoiceRoots);
}

/** The text nodes directly in the element, concatenated ('' when none). */
export function own(el: El): string {
  const content = el.content;
  if (content.length === 1) {
    const only = content[0];
    return typeof only === 'string' ? only : '';
  }
  let out = '';
  for (const c of content) if (typeof c === 'string') out += c;
  return out;
}

/** Namespace URIs of the import tree's fixed prefixes (reader/tree.ts `qualified`). */
const uris: Record<string, string> = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
};

function namespaceOf(name: string): string {
  if (name.startsWith('{')) return name.slice(1, name.indexOf('}'));
  const colon = name.indexOf(':');
  return colon < 0 ? '' : (uris[name.slice(0, colon)] ?? '');
}

/** The namespace URI of each element name the import met (its names are shared strings). */
const namespaces = new Map<string, string>();

/** The element's namespace URI ('' when none). */
export function nsOf(el: El): string {
  let out = namespaces.get(el.name);
  if (out === undefined) {
    out = namespaceOf(el.name);
    if (namespaces.size < 10_000) namespaces.set(el.name, out);
  }
  return out;
}

/** The local name of an element or attribute name of the import tree (`cbc:ID`, `{uri}name`, `schemeID`). */
export const localOf = (name: string) =>
  name.includes(':') || name.includes('}')
    ? name.slice(Math.max(name.lastIndexOf(':'), name.lastIndexOf('}')) + 1)
    : name;

/** The value of the element's attribute of this local name (whatever its namespace); undefined when none. */
export function attr(el: El, local: string): string | undefined {
  for (const a of el.attrs)
    if (a.name === local || (a.name.endsWith(local) && localOf(a.name) === local)) return a.value;
  return undefined;
}

/** The steps of each path the checks select by (a few hundred fixed paths): split once. */
const stepCache = new Map<string, string[]>();
function stepsOf(path: string): string[] {
  let steps = stepCache.get(path);
  if (!steps) {
    steps = path.split('/').filter(Boolean);
    if (stepCache.size < 10_000) stepCache.set(path, steps);
  }
  return steps;
}

function walk(nodes: El[], steps: string[], from: number): El[] {
  for (let k = from; k < steps.length && nodes.length > 0; k++) {
    const step = steps[k];
    const next: El[] = [];
    for (const n of nodes) for (const c of n.kids) if (step === '*' || c.local === step) next.push(c);
    nodes = next;
  }
  return nodes;
}

/**
 * A value computed once per document and kept for the document in hand only (a thread checks one
 * document at a time). Not a WeakMap: V8's young-generation collections keep a WeakMap's entries
 * alive, so each document indexed through one was copied and promoted instead of dying young.
 */
export function perDocument<T>(build: (root: El) => T): (root: El) => T {
  let last: El | undefined;
  let value: T | undefined;
  return (root) => {
    if (root !== last) {
      value = build(root);
      last = root;
    }
    return value as T;
  };
}

/** Of the document element: its children by local name (most paths start there; an invoice of many lines has many). */
const childrenByName = perDocument((root) => {
  const index = new Map<string, El[]>();
  for (const c of root.kids) {
    const same = index.get(c.local);
    if (same) same.push(c);
    else index.set(c.local, [c]);
  }
  return index;
});

function childrenOf(root: El, name: string): El[] {
  // a copy: the caller may keep or change what it is given
  return childrenByName(root).get(name)?.slice() ?? [];
}

/**
 * The elements reached from `el` by a path of local names (`A/B/C`), then by `rest` when given (a
 * fixed prefix and the rest as two constant strings: no path string is made per call); `*` matches
 * any name.
 */
export function select(el: El, path: string, rest?: string): El[] {
  const steps = stepsOf(path);
  const nodes =
    el.parent === undefined && steps.length > 0 && steps[0] !== '*'
      ? walk(childrenOf(el, steps[0]), steps, 1)
      : walk([el], steps, 0);
  return rest === undefined ? nodes : walk(nodes, stepsOf(rest), 0);
}

/** How many elements `select` reaches (a one-step path is counted without making a list). */
export function count(el: El, path: string, rest?: string): number {
  const steps = stepsOf(path);
  if (rest !== undefined || steps.length !== 1 || steps[0] === '*') return select(el, path, rest).length;
  const name = steps[0];
  let n = 0;
  for (const c of el.kids) if (c.local === name) n++;
  return n;
}
export const text = (el: El): string => own(el).trim().replace(/\s+/g, ' ');

/** XPath normalize-space of the first element's text ('' when there is none). */
export const normalized = (els: El[]): string =>
  els.length > 0
    ? own(els[0])
        .trim()
        .replace(/[ \t\r\n]+/g, ' ')
    : '';

/** UBL `cbc:ChargeIndicator = true()/false()`: the XML Schema boolean of an allowance's or charge's indicator. */
export const chargeIndicatorIs = (el: El, value: boolean) =>
  select(el, 'ChargeIndicator').some((c) => (value ? ['true', '1'] : ['false', '0']).includes(own(c).trim()));

/** Of the document element: the elements below it by local name, in document order (built on first use). */
const nameIndex = perDocument((root) => {
  const built = new Map<string, El[]>();
  for (const c of allElements(root)) {
    if (c === root) continue;
    const same = built.get(c.local);
    if (same) same.push(c);
    else built.set(c.local, [c]);
  }
  return built;
});

const none: readonly El[] = Object.freeze([]);

/** Every element below `el` (depth first) with the given local name (not to be changed: it may be the index's own list). */
export function descendants(el: El, name: string): readonly El[] {
  // the document element is searched many times (the checks' `//Name` contexts): by its index
  if (!el.parent) return nameIndex(el).get(name) ?? none;
  const out: El[] = [];
  const walk = (n: El) => {
    for (const c of n.kids) {
      if (c.local === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}

/** The document element and all below it, document order; walked once per document (several checks use it). */
export const allElements = perDocument((root) => {
  const all: El[] = [];
  const walk = (e: El) => {
    all.push(e);
    for (const c of e.kids) walk(c);
  };
  walk(root);
  return all;
});
