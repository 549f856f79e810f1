/**
 * The import's XML parser (reader/parse-tree.ts) against two reference parsers, saxes (the parser
 * the import used before) and libxml2: on every file of the corpus and on random damage to documents
 * that use every kind of markup, it refuses what either refuses (each lets something pass that XML
 * forbids: saxes a processing instruction without space after its target, libxml2 an undeclared
 * prefix), accepts what both accept, and then gives saxes's tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { XmlError } from '@xr/xml/src/errors';
import { parseTree } from '@xr/xml/src/reader/parse-tree';
import { type Attr, childPath, type El, qualified } from '@xr/xml/src/reader/tree';
import { invoiceRoots, type RootKind, rootKind } from '@xr/xml/src/safe-xml';
import { corpusUrl } from '@xr/xml/test/helpers/corpus';
import fc from 'fast-check';
import { XmlDocument } from 'libxml2-wasm';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../src/routes/generation/import-reasons';

/** The reference: the same tree built from saxes's events; undefined when saxes refuses the text. */
function referenceTree(text: string, allowed: readonly RootKind[]): El | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let root: El | undefined;
  const stack: El[] = [];
  const addText = (t: string) => {
    const top = stack[stack.length - 1];
    if (top && t !== '') top.content.push(t);
  };
  parser.on('doctype', () => {
    throw new Error('DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    const parent = stack[stack.length - 1];
    if (!parent) rootKind(tag.uri ?? '', tag.local ?? tag.name, allowed);
    const name = qualified(tag.uri ?? '', tag.local ?? tag.name);
    const attrs: Attr[] = [];
    for (const attr of Object.values(tag.attributes) as {
      uri: string;
      local: string;
      prefix: string;
      name: string;
      value: string;
    }[])
      if (attr.prefix !== 'xmlns' && attr.name !== 'xmlns')
        attrs.push({ name: qualified(attr.uri ?? '', attr.local), value: attr.value });
    const el: El = {
      name,
      local: tag.local ?? tag.name,
      attrs,
      kids: [],
      content: [],
      parent,
      path: parent ? childPath(parent.path, name) : '',
      repeated: parent ? parent.kids.some((k) => k.name === name) : false,
    };
    if (parent) {
      parent.kids.push(el);
      parent.content.push(el);
    } else root = el;
    stack.push(el);
  });
  parser.on('closetag', () => stack.pop());
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('error', (e) => {
    throw e;
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch {
    return undefined;
  }
  return root;
}

/** A tree as plain data (no parent links), to compare. */
const shape = (el: El): unknown => ({
  name: el.name,
  local: el.local,
  attrs: el.attrs,
  path: el.path,
  repeated: el.repeated,
  content: el.content.map((c) => (typeof c === 'string' ? c : shape(c))),
});

/** Ours as data, or 'refused' (always the import's XmlError, never anything else). */
function ours(text: string, allowed: readonly RootKind[]): unknown {
  try {
    return shape(parseTree(text, allowed));
  } catch (e) {
    expect(e).toBeInstanceOf(XmlError);
    return 'refused';
  }
}

/** libxml2 finds the text well-formed: no fatal error (its other errors, such as a namespace name that is not a URI, are not about well-formedness). */
function libxml2Accepts(text: string): boolean {
  try {
    // the text is decoded already: the encoding it declares is not libxml2's to refuse
    XmlDocument.fromString(text.replace(/^(<\?xml[^>]*encoding\s*=\s*["'])[^"']*/, '$1UTF-8')).dispose();
    return true;
  } catch (e) {
    const details = (e as { details?: { level: number }[] }).details ?? [];
    return !details.some((d) => d.level === 3);
  }
}

function agree(text: string, allowed: readonly RootKind[] = invoiceRoots) {
  const reference = referenceTree(text, allowed);
  const expected = reference && libxml2Accepts(text) ? shape(reference) : 'refused';
  expect(ours(text, allowed)).toEqual(expected);
}

const allRoots: RootKind[] = [...invoiceRoots, 'Order'];

function xmlFiles(url: URL): URL[] {
  return readdirSync(url, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? xmlFiles(new URL(`${d.name}/`, url))
      : d.name.endsWith('.xml')
        ? [new URL(d.name, url)]
        : [],
  );
}

/** A small invoice with every kind of markup the parser knows. */
const sample = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<!-- before --><?pi data?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">
  <cbc:ID schemeID="a&amp;b" other='x&#9;y
z'>R&#x26;D &lt;1&gt; &quot;q&apos;</cbc:ID>
  <cbc:Note><![CDATA[<not markup> & ]]>after<!-- c -->more<?p x?></cbc:Note>
  <cac:Party xmlns:x="urn:example:x" x:flag="1"><x:Own>ü€😀</x:Own><Plain/></cac:Party>
  <cac:Party xmlns="urn:example:default"><Inner xmlns="">t</Inner></cac:Party>
</Invoice>
<!-- after -->
`;

/** Pieces of markup that damage (or repair) a document where they are put. */
const pieces = [
  '<',
  '>',
  '&',
  ';',
  '/',
  '"',
  "'",
  '=',
  '!',
  '?',
  ':',
  '-',
  '[',
  ']',
  ' ',
  '\n',
  '\r',
  '\t',
  'a',
  'é',
  '&amp;',
  '&#65;',
  '&#x0;',
  '&bogus;',
  ']]>',
  '<!--',
  '-->',
  '--',
  '<![CDATA[',
  '<?',
  '?>',
  '<!DOCTYPE x>',
  '<a>',
  '</a>',
  '<a/>',
  '<cbc:X>',
  '</cbc:X>',
  ' xmlns:p="urn:p"',
  ' p:a="1"',
  ' a="1"',
  ' xmlns=""',
  ' xmlns:p=""',
  '<?xml version="1.0"?>',
  '\u0001',
  '\uFFFE',
  '\uFEFF',
  ' xml:lang="de"',
  ' xmlns:xml="urn:x"',
  ' xmlns:q="urn:example:x" q:flag="2"',
  ' x:flag="3"',
  ' xmlns:xmlns="urn:y"',
  '<ü·/>',
  '<1a/>',
  '<a:b:c/>',
  '<:a/>',
  '<xmlns:a/>',
  '&#xD800;',
  '&#1114111;',
  '&#x110000;',
  '&constructor;',
  '&__proto__;',
  '<?xml-stylesheet href="a"?>',
  '<?XmL x?>',
];

const damage = fc.array(
  fc.record({
    at: fc.nat(),
    kind: fc.constantFrom('insert', 'delete', 'repeat'),
    piece: fc.constantFrom(...pieces),
    length: fc.integer({ min: 1, max: 12 }),
  }),
  { minLength: 1, maxLength: 3 },
);

function damaged(
  text: string,
  changes: { at: number; kind: string; piece: string; length: number }[],
): string {
  let out = text;
  for (const { at, kind, piece, length } of changes) {
    const i = at % (out.length + 1);
    if (kind === 'insert') out = out.slice(0, i) + piece + out.slice(i);
    else if (kind === 'delete') out = out.slice(0, i) + out.slice(i + length);
    else out = out.slice(0, i + length) + out.slice(i, i + length) + out.slice(i + length);
  }
  return out;
}

describe('the import parser agrees with a conforming XML parser', () => {
  it('on every XML file of the corpus', () => {
    const files = xmlFiles(corpusUrl);
    expect(files.length).toBeGreaterThan(500);
    for (const file of files) agree(readFileSync(file, 'utf8'), allRoots);
  }, 120_000);

  it('on a document with every kind of markup, whole and damaged at random', () => {
    const tree = ours(sample, invoiceRoots);
    expect(tree).not.toBe('refused');
    agree(sample);
    fc.assert(
      fc.property(damage, (changes) => {
        agree(damaged(sample, changes));
      }),
      { numRuns: 3000 },
    );
  });

  it('on a testsuite invoice damaged at random', () => {
    const invoice = readFileSync(
      new URL('xrechnung-testsuite/cii/standard-01.01a-INVOICE_uncefact.xml', corpusUrl),
      'utf8',
    );
    fc.assert(
      fc.property(damage, (changes) => {
        agree(damaged(invoice, changes));
      }),
      { numRuns: 500 },
    );
  });
});

describe('what the parser refuses, and how it says so', () => {
  const refusal = (text: string, allowed: readonly RootKind[] = invoiceRoots): string => {
    try {
      parseTree(text, allowed);
    } catch (e) {
      return (e as XmlError).detail ?? '';
    }
    throw new Error('accepted');
  };

  it('names line and column of the first fault, as the import reasons read them', () => {
    const detail = refusal(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">\n  <a>\n</Invoice>',
    );
    expect(detail).toMatch(/^not well-formed XML: 3:1: /);
    expect(reasonOf(detail)).toEqual({
      key: 'import.error.notWellFormed',
      values: { line: '3', column: '1' },
    });
    // a character XML does not allow, before a later fault, is the one named
    expect(
      refusal('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">\u0001<a></Invoice>'),
    ).toMatch(/^not well-formed XML: 1:73: character U\+0001/);
  });

  it('reads an element of 50,000 attributes before 5 MB of text without searching the text again per attribute', () => {
    const attrs = Array.from({ length: 50_000 }, (_, i) => ` a${i}="${i}"`).join('');
    const text = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"${attrs}>${'x'.repeat(5_000_000)}</Invoice>`;
    const root = parseTree(text, invoiceRoots);
    expect(root.attrs).toHaveLength(50_000);
    expect(root.attrs[49_999]).toEqual({ name: 'a49999', value: '49999' });
    expect(() => parseTree(text.replace(' a7="7"', ' a7="7" a49999="x"'), invoiceRoots)).toThrow(XmlError);
  }, 10_000);

  it('refuses a lone surrogate (saxes lets it pass; text decoded from bytes never holds one)', () => {
    expect(
      refusal('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">\uD800</Invoice>'),
    ).toMatch(/character U\+D800 is not allowed/);
  });

  it('refuses a DOCTYPE and an unexpected document element before reading on', () => {
    expect(refusal('<?xml version="1.0"?>\n<!DOCTYPE Invoice [<!ENTITY x "y">]>\n<Invoice')).toMatch(
      /DOCTYPE/,
    );
    expect(refusal('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><broken')).toMatch(
      /a Order is not accepted here/,
    );
    expect(refusal('<Invoice>&undefined;</Invoice>')).toMatch(/unexpected document element \{\}Invoice/);
    expect(
      refusal('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&x;</Invoice>'),
    ).toMatch(/undefined entity &x;/);
    // names of the object model are no entities either
    expect(
      refusal(
        '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&constructor;</Invoice>',
      ),
    ).toMatch(/undefined entity &constructor;/);
  });
});
