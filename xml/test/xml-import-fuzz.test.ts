/**
 * Fuzzing the import (fast-check): damaged testsuite invoices — an element removed or repeated,
 * text replaced by arbitrary characters, the file cut short — either import or are refused with
 * an XmlError; nothing else escapes (no crash, no TypeError from the JSON handling).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XmlError } from '../src/errors';
import { importInvoiceXml } from '../src/import';
import { readCorpus } from './helpers/corpus';

const sources = [
  readCorpus('xrechnung-testsuite/ubl', 'standard-01.01a-INVOICE_ubl.xml'),
  readCorpus('xrechnung-testsuite/cii', 'standard-01.01a-INVOICE_uncefact.xml'),
];

/** Start offsets of the leaf elements `<x>text</x>` of a document. */
function leafSpans(xml: string): [number, number][] {
  return [...xml.matchAll(/<([\w:]+)(\s[^>]*)?>[^<]*<\/\1>/g)].map((m) => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
}

type Damage = { kind: 'drop' | 'repeat' | 'text' | 'cut'; at: number; text: string };

function damage(xml: string, d: Damage): string {
  const spans = leafSpans(xml);
  const [from, to] = spans[d.at % spans.length];
  const element = xml.slice(from, to);
  switch (d.kind) {
    case 'drop':
      return xml.slice(0, from) + xml.slice(to);
    case 'repeat':
      return xml.slice(0, to) + element + xml.slice(to);
    case 'text': {
      const open = element.indexOf('>') + 1;
      const close = element.lastIndexOf('</');
      const escaped = d.text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return xml.slice(0, from) + element.slice(0, open) + escaped + element.slice(close) + xml.slice(to);
    }
    case 'cut':
      return xml.slice(0, from);
  }
}

describe('import fuzzing', () => {
  it('imports or refuses with an XmlError, never crashes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1 }),
        fc.record({
          kind: fc.constantFrom('drop', 'repeat', 'text', 'cut'),
          at: fc.nat(),
          text: fc.string({ maxLength: 40 }),
        }) as fc.Arbitrary<Damage>,
        (which, d) => {
          const xml = damage(sources[which], d);
          try {
            const { invoice, notes } = importInvoiceXml(xml);
            expect(typeof invoice).toBe('object');
            expect(Array.isArray(notes)).toBe(true);
          } catch (e) {
            expect(e).toBeInstanceOf(XmlError);
          }
        },
      ),
      { numRuns: 60, seed: 4242 },
    );
  }, 120_000);
});
