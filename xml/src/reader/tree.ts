/**
 * A compact element tree of an XML text (read by `parse-tree.ts`) and the ways the import reads it.
 * Names carry the fixed prefixes of the import (`cbc:ID`, `ram:LineOne`) whatever prefixes the
 * document uses, so paths are plain strings.
 */

const prefixes: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
  'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
  'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
  'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm',
};

/** `cac:Name` for the import's namespaces, `Name` without one, `{uri}Name` otherwise. */
const names = new Map<string, Map<string, string>>();

export function qualified(uri: string, local: string): string {
  let byLocal = names.get(uri);
  if (!byLocal) {
    byLocal = new Map();
    if (names.size < 1000) names.set(uri, byLocal);
  }
  let name = byLocal.get(local);
  if (name === undefined) {
    const p = prefixes[uri];
    name = p ? `${p}:${local}` : uri === '' ? local : `{${uri}}${local}`;
    if (byLocal.size < 10_000) byLocal.set(local, name);
  }
  return name;
}

/**
 * Paths are shared (here and by `validate/xml-warnings.ts`): every invoice line has the same paths, so each distinct path is one flat
 * string whose hash V8 computes once — the cover walk looks every element's path up in its tables
 * (a fresh concatenation per element had to be flattened and hashed each time). Bounded.
 */
const paths = new Map<string, Map<string, string>>();
let pathCount = 0;

export function childPath(parentPath: string, name: string): string {
  let byName = paths.get(parentPath);
  if (!byName) {
    byName = new Map();
    if (pathCount < 50_000) paths.set(parentPath, byName);
  }
  let path = byName.get(name);
  if (path === undefined) {
    path = parentPath ? `${parentPath}/${name}` : name;
    if (pathCount < 50_000) {
      byName.set(name, path);
      pathCount++;
    }
  }
  return path;
}

export interface Attr {
  name: string;
  value: string;
}

export interface El {
  name: string;
  local: string;
  attrs: Attr[];
  /** Child elements in document order. */
  kids: El[];
  /** Child elements and text nodes in document order. */
  content: (El | string)[];
  parent: El | undefined;
  /** The path below the document element (`cac:Party/cbc:EndpointID`); '' for the document element. */
  path: string;
  /** A preceding sibling has the same name. */
  repeated: boolean;
}

/** The string value: every descendant text node, concatenated. */
export function str(el: El): string {
  if (el.kids.length === 0) return el.content.length === 1 ? (el.content[0] as string) : el.content.join('');
  let out = '';
  for (const c of el.content) out += typeof c === 'string' ? c : str(c);
  return out;
}

/** Descendant text nodes in document order. */
export function texts(el: El, out: string[] = []): string[] {
  for (const c of el.content) {
    if (typeof c === 'string') out.push(c);
    else texts(c, out);
  }
  return out;
}

/** XPath normalize-space: only space, tab, CR and LF count as white space. */
export function normalize(s: string): string {
  return s.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

export function attr(el: El | undefined, name: string): Attr | undefined {
  return el?.attrs.find((a) => a.name === name);
}

/** `$ctx/a:B/c:D`: child steps from each context element, in document order. */
const compiledPaths = new Map<string, string[][]>();

function steps(path: string): string[][] {
  let out = compiledPaths.get(path);
  if (!out) {
    out = path.split('/').map((step) => (step.startsWith('(') ? step.slice(1, -1).split('|') : [step]));
    compiledPaths.set(path, out);
  }
  return out;
}

export function sel(ctx: El | El[] | undefined, path: string): El[] {
  let cur: El[] = ctx === undefined ? [] : Array.isArray(ctx) ? ctx : [ctx];
  for (const names of steps(path)) {
    const next: El[] = [];
    if (names.length === 1) {
      const name = names[0];
      for (const c of cur) for (const k of c.kids) if (k.name === name) next.push(k);
    } else for (const c of cur) for (const k of c.kids) if (names.includes(k.name)) next.push(k);
    cur = next;
    if (cur.length === 0) break;
  }
  return cur;
}

/** The first element of `$ctx/path`. */
export function one(ctx: El | El[] | undefined, path: string): El | undefined {
  return sel(ctx, path)[0];
}

/** The normalised text of the first `path` element, '' when there is none. */
export function textAt(ctx: El | El[] | undefined, path: string): string {
  const el = one(ctx, path);
  return el ? normalize(str(el)) : '';
}

/**
 * BT-110 is the tax total in the invoice currency (absent when there is none, as KoSIT reads it);
 * BT-111 the one in another currency, preferably BT-6.
 */
export function vatTotals(amounts: El[], currency: string, taxCurrency: string) {
  const of = (v: El) => normalize(attr(v, 'currencyID')?.value ?? '');
  const inDoc = amounts.find((v) => of(v) === currency || of(v) === '');
  const rest = amounts.filter((v) => v !== inDoc);
  return { inDoc, inTax: rest.find((v) => of(v) === taxCurrency) ?? rest[0] };
}
