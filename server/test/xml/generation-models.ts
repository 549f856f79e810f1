/**
 * Every model the generation is proven on: each corpus XML (testsuite, mutants, orders excluded)
 * that imports, each fixture, and a fixed-seed sample of arbitrary invoices. Used to prove that a
 * change of the generator's implementation keeps its output byte for byte.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { importInvoiceXml } from '@xr/xml/src/import';
import { corpusFiles, readCorpus } from '@xr/xml/test/helpers/corpus';
import fc from 'fast-check';
import { buildInvoice, invoiceChoices } from '../conformance/arbitrary-invoice';

export interface NamedModel {
  name: string;
  model: Record<string, unknown>;
}

export function generationModels(arbitrary = 300): NamedModel[] {
  const out: NamedModel[] = [];
  for (const folder of ['xrechnung-testsuite/ubl', 'xrechnung-testsuite/cii', 'mutants']) {
    for (const f of corpusFiles(folder)) {
      try {
        const { invoice } = importInvoiceXml(readCorpus(folder, f.name));
        out.push({ name: `${folder}/${f.name}`, model: invoice as Record<string, unknown> });
      } catch {
        // a file the import refuses has no model
      }
    }
  }
  const fixtures = new URL('../../../fixtures/invoices/', import.meta.url);
  for (const f of readdirSync(fixtures)
    .filter((n) => n.endsWith('.json'))
    .sort())
    out.push({ name: `fixtures/${f}`, model: JSON.parse(readFileSync(new URL(f, fixtures), 'utf8')) });
  fc.sample(invoiceChoices, { seed: 20261124, numRuns: arbitrary }).forEach((c, i) => {
    out.push({ name: `arbitrary #${i}`, model: buildInvoice(c) as Record<string, unknown> });
  });
  return out;
}
