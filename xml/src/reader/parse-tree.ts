/**
 * The import's XML parser: reads a text (from `checkedText`) into the element tree of `tree.ts` in
 * one pass, and refuses as the import's technical error, with line and column, every text that is
 * not well-formed XML 1.0 with namespaces; a DOCTYPE and a document element that is not `allowed`
 * are refused as soon as they are met, before anything after them is read. No DTD is ever read,
 * so the only entities are the five predefined ones and character references.
 *
 * Markup is found with the engine's string searches (indexOf): text is not walked character by
 * character, so an attachment (base64, often most of an invoice) costs next to nothing. What the
 * searches skip is checked once for the whole text: every character is an XML Char.
 * Line ends become LF (XML 1.0 §2.11); in attribute values tab and LF become a space (§3.3.3).
 * XML 1.1 documents are read by the rules of XML 1.0.
 */
import { doctypeRefused, importError, type RootKind, rootKind } from '../safe-xml';
import { type Attr, childPath, type El, qualified } from './tree';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** A character that is not an XML 1.0 Char (lone surrogates included). */
const NOT_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
/** The same or a surrogate (a pair is a Char): a search about twice as fast. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML forbids
const NOT_CHAR_OR_SURROGATE = /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Where the first character that is not an XML Char stands, or -1. */
function firstNotChar(text: string): number {
  const suspect = NOT_CHAR_OR_SURROGATE.exec(text);
  if (!suspect) return -1;
  const found = NOT_CHAR.exec(suspect.index === 0 ? text : text.slice(suspect.index));
  return found ? suspect.index + found.index : -1;
}

const XML_DECL =
  /<\?xml[ \t\n]+version[ \t\n]*=[ \t\n]*(?:"1\.[0-9]+"|'1\.[0-9]+')(?:[ \t\n]+encoding[ \t\n]*=[ \t\n]*(?:"[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?(?:[ \t\n]+standalone[ \t\n]*=[ \t\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\n]*\?>/y;

/** ASCII name characters: 1 may start a name, 2 may only follow. */
const asciiName = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_:]/.test(ch)) asciiName[c] = 1;
  else if (/[-.0-9]/.test(ch)) asciiName[c] = 2;
}

/** XML 1.0 (5th edition) NameStartChar beyond ASCII. */
const nameStart = (c: number) =>
  (c >= 0xc0 && c <= 0xd6) ||
  (c >= 0xd8 && c <= 0xf6) ||
  (c >= 0xf8 && c <= 0x2ff) ||
  (c >= 0x370 && c <= 0x37d) ||
  (c >= 0x37f && c <= 0x1fff) ||
  c === 0x200c ||
  c === 0x200d ||
  (c >= 0x2070 && c <= 0x218f) ||
  (c >= 0x2c00 && c <= 0x2fef) ||
  (c >= 0x3001 && c <= 0xd7ff) ||
  (c >= 0xf900 && c <= 0xfdcf) ||
  (c >= 0xfdf0 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0xeffff);

/** XML 1.0 NameChar beyond ASCII. */
const nameChar = (c: number) =>
  nameStart(c) || c === 0xb7 || (c >= 0x300 && c <= 0x36f) || c === 0x203f || c === 0x2040;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09;

const predefined = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

const validCharRef = (c: number) =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

const noAttrs: Attr[] = [];

/** An element's name as written, resolved in the namespace scope where it stands. */
interface Resolved {
  name: string;
  local: string;
  uri: string;
}

/**
 * The namespaces in scope (prefix → URI; '' the default namespace) and the element names resolved
 * in it so far. Scopes are shared by every document that declares the same namespaces in the same
 * places (an invoice declares them on its document element), and so are their resolved names.
 */
interface Scope {
  uris: Map<string, string>;
  names: Map<string, Resolved>;
  key: string;
  /** Kept for the documents after this one (`knownScopes`): its resolved names count against the bound. */
  kept: boolean;
}

const documentScope: Scope = {
  uris: new Map([
    ['xml', XML_NS],
    ['xmlns', XMLNS_NS],
  ]),
  names: new Map(),
  key: '',
  kept: true,
};

/** Scopes by their declarations, and how many names they keep resolved: both bounded (a server reads documents from anyone). */
const knownScopes = new Map<string, Scope>();
let resolvedNames = 0;

/** The scope inside an element that makes `declarations` ([prefix, URI, …]) in `outer`. */
function scopeWith(outer: Scope, declarations: string[]): Scope {
  // U+0000 cannot stand in XML: it separates unambiguously
  const key = `${outer.key}\u0000${declarations.join('\u0000')}`;
  let scope = knownScopes.get(key);
  if (!scope) {
    const uris = new Map(outer.uris);
    for (let k = 0; k < declarations.length; k += 2)
      uris.set(declarations[k] as string, declarations[k + 1] as string);
    const kept = knownScopes.size < 1000 && key.length < 10_000;
    scope = { uris, names: new Map(), key, kept };
    if (kept) knownScopes.set(key, scope);
  }
  return scope;
}

class TreeParser {
  readonly text: string;
  /** The first character that is not an XML Char, or -1. */
  private readonly badChar: number;
  /**
   * Next '&', ']]>' and '<' at or after the text read so far (text.length when none): each search
   * goes forward only, so a text is searched once however many attributes or text nodes it has.
   */
  private nextAmp = -1;
  private nextCdataEnd = -1;
  private nextLt = -1;

  constructor(source: string) {
    this.text = source.indexOf('\r') === -1 ? source : source.replace(/\r\n?/g, '\n');
    this.badChar = firstNotChar(this.text);
  }

  /** Refuses the text: the first fault in document order, with its line and column. */
  fail(at: number, message: string): never {
    let where = at;
    let what = message;
    if (this.badChar !== -1 && this.badChar <= at) {
      where = this.badChar;
      what = `character U+${(this.text.codePointAt(where) ?? 0).toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML`;
    }
    const lineStart = this.text.lastIndexOf('\n', where - 1) + 1;
    let line = 1;
    for (let i = this.text.indexOf('\n'); i !== -1 && i < where; i = this.text.indexOf('\n', i + 1)) line++;
    throw importError('technical', `not well-formed XML: ${line}:${where - lineStart + 1}: ${what}`);
  }

  /** The end of the Name at `at` (colons included); refuses when no name starts there. */
  nameEnd(at: number, what: string): number {
    const text = this.text;
    let i = at;
    let c = text.charCodeAt(i);
    if (c < 128 ? asciiName[c] !== 1 : !nameStart(text.codePointAt(i) as number))
      this.fail(at, `${what} expected`);
    for (;;) {
      if (c < 128) {
        if (asciiName[c] === 0) return i;
        i++;
      } else {
        const cp = text.codePointAt(i) as number;
        if (!nameChar(cp)) return i;
        i += cp > 0xffff ? 2 : 1;
      }
      c = text.charCodeAt(i);
    }
  }

  skipSpace(at: number): number {
    let i = at;
    while (isSpace(this.text.charCodeAt(i))) i++;
    return i;
  }

  /**
   * The text between `from` and `to` with references replaced; in an attribute value (`attribute`)
   * tab and LF written as such become spaces.
   */
  resolve(from: number, to: number, attribute: boolean): string {
    const text = this.text;
    const literal = (a: number, b: number) =>
      attribute ? text.slice(a, b).replace(/[\t\n]/g, ' ') : text.slice(a, b);
    let out = '';
    let i = from;
    for (;;) {
      const amp = text.indexOf('&', i);
      if (amp === -1 || amp >= to) return out + literal(i, to);
      out += literal(i, amp);
      const semi = text.indexOf(';', amp + 1);
      if (semi === -1 || semi >= to) this.fail(amp, 'a reference without its ";"');
      const name = text.slice(amp + 1, semi);
      const entity = predefined.get(name);
      if (entity !== undefined) out += entity;
      else if (/^#[0-9]+$|^#x[0-9A-Fa-f]+$/.test(name)) {
        const code =
          name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        if (!validCharRef(code)) this.fail(amp, `&${name}; is not a character allowed in XML`);
        out += String.fromCodePoint(code);
      } else if (name !== '' && this.nameEnd(amp + 1, 'entity name') === semi)
        this.fail(amp, `undefined entity &${name}; (no DTD is read)`);
      else this.fail(amp, 'a malformed reference');
      i = semi + 1;
    }
  }

  /** A text node of the content, from `from` to `to` (the next markup). */
  textNode(from: number, to: number): string {
    const text = this.text;
    if (this.nextCdataEnd < from) this.nextCdataEnd = indexOrEnd(text, ']]>', from);
    if (this.nextCdataEnd < to) this.fail(this.nextCdataEnd, '"]]>" is not allowed in text');
    if (this.nextAmp < from) this.nextAmp = indexOrEnd(text, '&', from);
    return this.nextAmp < to ? this.resolve(from, to, false) : text.slice(from, to);
  }

  /** A comment or processing instruction at `at` ('<!--', '<?'): the position after it. */
  miscAt(at: number): number {
    const text = this.text;
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('--', at + 4);
      if (end === -1) this.fail(at, 'a comment that does not end');
      if (text.charCodeAt(end + 2) !== 0x3e) this.fail(end, '"--" is not allowed in a comment');
      return end + 3;
    }
    // a processing instruction
    const nameEnd = this.nameEnd(at + 2, 'processing instruction target');
    const target = text.slice(at + 2, nameEnd);
    if (target.toLowerCase() === 'xml') this.fail(at, 'the XML declaration must stand at the very start');
    if (target.includes(':')) this.fail(at, 'a processing instruction target must not contain ":"');
    if (text.startsWith('?>', nameEnd)) return nameEnd + 2;
    if (!isSpace(text.charCodeAt(nameEnd))) this.fail(nameEnd, 'white space expected after the target');
    const end = text.indexOf('?>', nameEnd);
    if (end === -1) this.fail(at, 'a processing instruction that does not end');
    return end + 2;
  }

  /** White space, comments and processing instructions from `at`: where something else starts. */
  misc(at: number): number {
    const text = this.text;
    let i = at;
    for (;;) {
      i = this.skipSpace(i);
      if (text.startsWith('<!--', i) || text.startsWith('<?', i)) i = this.miscAt(i);
      else return i;
    }
  }

  document(allowed: readonly RootKind[]): El {
    const text = this.text;
    let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    if (text.startsWith('<?xml', i) && isSpace(text.charCodeAt(i + 5))) {
      XML_DECL.lastIndex = i;
      if (!XML_DECL.test(text)) this.fail(i, 'a malformed XML declaration');
      i = XML_DECL.lastIndex;
    }
    i = this.misc(i);
    if (text.startsWith('<!DOCTYPE', i)) throw doctypeRefused();
    if (i >= text.length) this.fail(i, 'no document element');
    if (text.charCodeAt(i) !== 0x3c) this.fail(i, 'text outside the document element');
    const { root, end } = this.elements(i, allowed);
    i = this.misc(end);
    if (i < text.length) this.fail(i, 'content after the document element');
    if (this.badChar !== -1) this.fail(this.badChar, '');
    return root;
  }

  /** The document element at `at` and everything in it: the tree, and the position after it. */
  elements(at: number, allowed: readonly RootKind[]): { root: El; end: number } {
    const text = this.text;
    const open: El[] = [];
    const rawNames: string[] = [];
    const scopes: Scope[] = [];
    let scope = documentScope;
    let root: El | undefined;
    let i = at;
    for (;;) {
      // a start tag at i
      const nameEnd = this.nameEnd(i + 1, 'element name');
      const rawName = text.slice(i + 1, nameEnd);
      let rawAttrs: string[] | undefined;
      let declared: string[] | undefined;
      let empty = false;
      let j = nameEnd;
      for (;;) {
        const spaced = isSpace(text.charCodeAt(j));
        if (spaced) j = this.skipSpace(j);
        const c = text.charCodeAt(j);
        if (c === 0x3e) {
          j++;
          break;
        }
        if (c === 0x2f) {
          if (text.charCodeAt(j + 1) !== 0x3e) this.fail(j, '">" expected after "/"');
          j += 2;
          empty = true;
          break;
        }
        if (!spaced) this.fail(j, Number.isNaN(c) ? 'a start tag that does not end' : 'white space expected');
        const attrStart = j;
        const attrEnd = this.nameEnd(j, 'attribute name');
        const attrName = text.slice(j, attrEnd);
        j = this.skipSpace(attrEnd);
        if (text.charCodeAt(j) !== 0x3d) this.fail(j, `"=" expected after ${attrName}`);
        j = this.skipSpace(j + 1);
        const quote = text.charCodeAt(j);
        if (quote !== 0x22 && quote !== 0x27) this.fail(j, 'an attribute value must be quoted');
        const close = text.indexOf(quote === 0x22 ? '"' : "'", j + 1);
        if (close === -1) this.fail(j, 'an attribute value that does not end');
        if (this.nextLt <= j) this.nextLt = indexOrEnd(text, '<', j + 1);
        if (this.nextLt < close) this.fail(this.nextLt, '"<" is not allowed in an attribute value');
        if (this.nextAmp < j) this.nextAmp = indexOrEnd(text, '&', j);
        let value = text.slice(j + 1, close);
        if (this.nextAmp < close || /[\t\n]/.test(value)) value = this.resolve(j + 1, close, true);
        j = close + 1;
        if (!rawAttrs) rawAttrs = [];
        rawAttrs.push(attrName, value);
        if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) {
          const prefix = attrName === 'xmlns' ? '' : attrName.slice(6);
          if (attrName !== 'xmlns' && (prefix === '' || prefix.includes(':')))
            this.fail(attrStart, `a malformed name: ${attrName}`);
          const uri = value.trim();
          this.checkDeclaration(i, prefix, uri);
          if (!declared) declared = [];
          declared.push(prefix, uri);
        }
      }
      scopes.push(scope);
      if (declared) scope = scopeWith(scope, declared);
      const name = this.resolveName(i + 1, rawName, scope);
      const attrs = rawAttrs ? this.attributes(i, rawAttrs, scope) : noAttrs;
      const parent = open[open.length - 1];
      if (!parent) rootKind(name.uri, name.local, allowed);
      const el: El = {
        name: name.name,
        local: name.local,
        attrs,
        kids: [],
        content: [],
        parent,
        path: parent ? childPath(parent.path, name.name) : '',
        repeated: false,
      };
      if (parent) {
        // same-name siblings stand together in valid documents: look back from the last one
        const kids = parent.kids;
        for (let k = kids.length - 1; k >= 0; k--)
          if ((kids[k] as El).name === el.name) {
            el.repeated = true;
            break;
          }
        kids.push(el);
        parent.content.push(el);
      } else root = el;
      i = j;
      if (empty) {
        scope = scopes.pop() as Scope;
        if (!parent) return { root: el, end: i };
      } else {
        open.push(el);
        rawNames.push(rawName);
      }
      // the content up to the next start tag
      for (;;) {
        const top = open[open.length - 1] as El;
        const lt = text.indexOf('<', i);
        if (lt === -1) this.fail(text.length, `the element ${rawNames[rawNames.length - 1]} is not closed`);
        if (lt > i) top.content.push(this.textNode(i, lt));
        const next = text.charCodeAt(lt + 1);
        if (next === 0x2f) {
          // an end tag
          const expected = rawNames[rawNames.length - 1] as string;
          let k = lt + 2 + expected.length;
          if (!text.startsWith(expected, lt + 2) || this.nameEnd(lt + 2, 'element name') !== k)
            this.fail(lt, `the end tag of ${expected} expected`);
          k = this.skipSpace(k);
          if (text.charCodeAt(k) !== 0x3e) this.fail(k, '">" expected');
          i = k + 1;
          open.pop();
          rawNames.pop();
          scope = scopes.pop() as Scope;
          if (open.length === 0) return { root: root as El, end: i };
        } else if (next === 0x21) {
          if (text.startsWith('<![CDATA[', lt)) {
            const end = text.indexOf(']]>', lt + 9);
            if (end === -1) this.fail(lt, 'a CDATA section that does not end');
            if (end > lt + 9) top.content.push(text.slice(lt + 9, end));
            i = end + 3;
          } else if (text.startsWith('<!--', lt)) i = this.miscAt(lt);
          else
            this.fail(
              lt,
              text.startsWith('<!DOCTYPE', lt) ? 'a DOCTYPE inside an element' : 'markup not allowed here',
            );
        } else if (next === 0x3f) i = this.miscAt(lt);
        else {
          i = lt;
          break;
        }
      }
    }
  }

  /** A namespace declaration (`xmlns:prefix="uri"`) as XML Namespaces 1.0 allows it. */
  checkDeclaration(at: number, prefix: string, uri: string): void {
    if (prefix !== '' && uri === '') this.fail(at, `the prefix ${prefix} cannot be undeclared in XML 1.0`);
    if (prefix === 'xmlns') this.fail(at, 'the prefix xmlns cannot be declared');
    if (prefix === 'xml' ? uri !== XML_NS : uri === XML_NS)
      this.fail(at, `only the prefix xml is bound to ${XML_NS}`);
    if (uri === XMLNS_NS) this.fail(at, `no prefix may be bound to ${XMLNS_NS}`);
  }

  /**
   * An element name, or a prefixed attribute name, resolved in `scope` (an element without a prefix
   * is in the default namespace).
   */
  resolveName(at: number, raw: string, scope: Scope): Resolved {
    const known = scope.names.get(raw);
    if (known) return known;
    const colon = raw.indexOf(':');
    let resolved: Resolved;
    if (colon === -1) {
      const uri = scope.uris.get('') ?? '';
      resolved = { name: qualified(uri, raw), local: raw, uri };
    } else {
      const prefix = raw.slice(0, colon);
      const local = raw.slice(colon + 1);
      if (prefix === '' || local === '' || local.includes(':')) this.fail(at, `a malformed name: ${raw}`);
      if (prefix === 'xmlns') this.fail(at, 'an element cannot have the prefix xmlns');
      const uri = scope.uris.get(prefix);
      if (uri === undefined) this.fail(at, `the prefix ${prefix} is not declared`);
      resolved = { name: qualified(uri, local), local, uri };
    }
    if (!scope.kept) scope.names.set(raw, resolved);
    else if (resolvedNames < 50_000) {
      scope.names.set(raw, resolved);
      resolvedNames++;
    }
    return resolved;
  }

  /** The attributes of a start tag (namespace declarations left out), each expanded name once. */
  attributes(at: number, raw: string[], scope: Scope): Attr[] {
    // the expanded names met: a list for the few attributes of an invoice's elements, a set for many
    const seen = raw.length > 32 ? new Set<string>() : undefined;
    const expanded: string[] = [];
    const attrs: Attr[] = [];
    for (let k = 0; k < raw.length; k += 2) {
      const name = raw[k] as string;
      const declaration = name === 'xmlns' || name.startsWith('xmlns:');
      // an attribute without a prefix is in no namespace (not the default one)
      const full = declaration
        ? `{${XMLNS_NS}}${name.slice(6)}`
        : name.includes(':')
          ? this.resolveName(at, name, scope).name
          : name;
      if (seen ? seen.has(full) : expanded.includes(full)) this.fail(at, `the attribute ${name} is repeated`);
      if (seen) seen.add(full);
      else expanded.push(full);
      if (!declaration) attrs.push({ name: full, value: raw[k + 1] as string });
    }
    return attrs.length > 0 ? attrs : noAttrs;
  }
}

function indexOrEnd(text: string, what: string, from: number): number {
  const i = text.indexOf(what, from);
  return i === -1 ? text.length : i;
}

/**
 * Parses the text (from `checkedText`) into a tree; a well-formedness error is the import's
 * technical error, and so are a DOCTYPE and a document element not `allowed`: both are refused
 * as the parser meets them, before it reads on.
 */
export function parseTree(text: string, allowed: readonly RootKind[]): El {
  return new TreeParser(text).document(allowed);
}
