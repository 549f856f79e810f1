/**
 * `xr validate` parses each document once: the XML-level checks run on the tree the import read and
 * kept (`keepTree`). On every corpus file they must find exactly what a separate parse finds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importInvoiceXml } from '../src/import';
import { xmlSyntaxFindings } from '../src/validate/xml-syntax';

const corpus = new URL('../../../shared/corpus/', import.meta.url);
const folders = ['xrechnung-testsuite/ubl', 'xrechnung-testsuite/cii', 'mutants'];

describe('XML-level checks on the import tree', () => {
  it('find what a second parse finds, on every corpus file', () => {
    let files = 0;
    let withFindings = 0;
    const differing: string[] = [];
    for (const folder of folders) {
      const dir = new URL(`${folder}/`, corpus);
      for (const name of readdirSync(dir).filter((f) => f.endsWith('.xml'))) {
        const text = readFileSync(new URL(name, dir), 'utf8');
        const read = importInvoiceXml(text, { keepTree: true });
        const parsed = xmlSyntaxFindings(text, read.syntax);
        const reused = xmlSyntaxFindings(read.tree as NonNullable<typeof read.tree>, read.syntax);
        if (JSON.stringify(reused) !== JSON.stringify(parsed)) differing.push(`${folder}/${name}`);
        files++;
        if (parsed.length > 0) withFindings++;
      }
    }
    expect(differing).toEqual([]);
    expect(files).toBeGreaterThan(700);
    // the comparison means something only if the checks do find things in the corpus
    expect(withFindings).toBeGreaterThan(40);
  });

  it('is not part of an ordinary import (the tree is answered only when asked for)', () => {
    const dir = new URL('xrechnung-testsuite/ubl/', corpus);
    const name = readdirSync(dir).find((f) => f.endsWith('.xml')) as string;
    const text = readFileSync(new URL(name, dir), 'utf8');
    expect(importInvoiceXml(text).tree).toBeUndefined();
    expect(importInvoiceXml(text, { keepTree: true }).tree?.local).toBe('Invoice');
  });
});
