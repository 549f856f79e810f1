// A small element tree of an XML document (local names, attributes, text) for the XML-level
// checks of `xr validate`. Only used on documents that already passed the XML Schema check.
import { type El as ReadEl, parseTree as readTree } from '../xml/reader/tree';

export interface El {
  name: string;
  /** Namespace URI ('' when none). */
  ns: string;
  attrs: Record<string, string>;
  text: string;
  children: El[];
  /** The enclosing element (undefined for the document element). */
  parent?: El;
  /** The import tree's path below the document element (`cac:Party/cbc:EndpointID`, one shared string a path). */
  path: string;
}

/** Parses namespace-aware (the import's parser, `xml/reader/tree.ts`); element names are local names (cbc:ID → ID). */
export function parseTree(xml: string): El {
  return fromImportTree(readTree(xml));
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

const localOf = (name: string) => name.slice(Math.max(name.lastIndexOf(':'), name.lastIndexOf('}')) + 1);

/** The namespace URI and local name of each element or attribute name the import met (its names are shared strings). */
const namespaces = new Map<string, string>();
const locals = new Map<string, string>();
const remembered = (cache: Map<string, string>, name: string, of: (name: string) => string) => {
  let out = cache.get(name);
  if (out === undefined) {
    out = of(name);
    if (cache.size < 10_000) cache.set(name, out);
  }
  return out;
};

const noAttrs: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * The same tree from the one the import read (`importInvoiceXml(…, { keepTree: true })`), so a
 * document is parsed once: local names, namespace URIs, attributes by local name, direct text.
 */
export function fromImportTree(el: ReadEl, parent?: El): El {
  // most elements have no attribute: they share one empty record (the checks only read attributes)
  let attrs = noAttrs;
  if (el.attrs.length > 0) {
    attrs = {};
    for (const a of el.attrs) attrs[remembered(locals, a.name, localOf)] = a.value;
  }
  const out: El = {
    name: el.local,
    ns: remembered(namespaces, el.name, namespaceOf),
    attrs,
    text: '',
    children: [],
    path: el.path,
  };
  if (parent) out.parent = parent;
  for (const c of el.content) {
    if (typeof c === 'string') out.text += c;
    else out.children.push(fromImportTree(c, out));
  }
  return out;
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

/** The elements reached from `el` by a path of local names (`A/B/C`); `*` matches any name. */
export function select(el: El, path: string): El[] {
  let nodes = [el];
  for (const step of stepsOf(path)) {
    const next: El[] = [];
    for (const n of nodes) for (const c of n.children) if (step === '*' || c.name === step) next.push(c);
    nodes = next;
  }
  return nodes;
}

export const count = (el: El, path: string): number => select(el, path).length;
export const text = (el: El): string => el.text.trim().replace(/\s+/g, ' ');

/** Of each document element: the elements below it by local name, in document order (built on first use). */
const byName = new WeakMap<El, Map<string, El[]>>();

function nameIndex(root: El): Map<string, El[]> {
  let index = byName.get(root);
  if (!index) {
    const built = new Map<string, El[]>();
    const walk = (n: El) => {
      for (const c of n.children) {
        const same = built.get(c.name);
        if (same) same.push(c);
        else built.set(c.name, [c]);
        walk(c);
      }
    };
    walk(root);
    byName.set(root, built);
    index = built;
  }
  return index;
}

/** Every element below `el` (depth first) with the given local name. */
export function descendants(el: El, name: string): El[] {
  // the document element is searched many times (the checks' `//Name` contexts): by its index
  if (!el.parent) return nameIndex(el).get(name)?.slice() ?? [];
  const out: El[] = [];
  const walk = (n: El) => {
    for (const c of n.children) {
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}

const everyElement = new WeakMap<El, El[]>();

/** The element and all below it, document order; walked once per document (several checks use it). */
export function allElements(root: El): El[] {
  let out = everyElement.get(root);
  if (!out) {
    const all: El[] = [];
    const walk = (e: El) => {
      all.push(e);
      for (const c of e.children) walk(c);
    };
    walk(root);
    everyElement.set(root, all);
    out = all;
  }
  return out;
}
