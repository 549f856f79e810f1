/**
 * Generation property test against the official validator: a fixed-seed sample of 200 arbitrary
 * invoice models (arbitrary-invoice.ts) that our xrechnung profile accepts, generated in UBL and
 * in CII (where the content has a place in CII), must all be VALID — judged in ONE official call.
 * The kept counterexamples (cases/*.json) are checked the same way. More models, another seed and
 * shrinking: `npm run fuzz:conformance [N]`.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildEn16931Invoice,
  buildInvoice,
  type InvoiceChoices,
  invoiceChoices,
  vatCategories,
} from './arbitrary-invoice';
import { keptCases } from './cases';
import { type ConformanceResult, runConformance } from './conformance-run';

const seed = 20261124;
const runs = 200;
const sample: InvoiceChoices[] = fc.sample(invoiceChoices, { seed, numRuns: runs });
const kept = keptCases();
let result: ConformanceResult;

beforeAll(async () => {
  result = await runConformance([...sample, ...kept.map((k) => k.kept.choices)].map(buildInvoice));
}, 600_000);

const inSample = (i: number) => i < runs;
const failedIds = (s: 'ubl' | 'cii', which: (i: number) => boolean) =>
  result[s].failed.filter((f) => which(f.index)).map((f) => `#${f.index}: ${f.errors.join(', ')}`);

describe('generation property (fixed seed)', () => {
  it('draws every VAT category, document type, payment type and the optional groups', () => {
    const models = sample.map(buildInvoice);
    const categories = new Set(
      models.flatMap((m) => m.VAT_BREAKDOWN.map((r: { VAT_category_code: string }) => r.VAT_category_code)),
    );
    expect([...categories].sort()).toEqual([...vatCategories].sort());
    expect(new Set(sample.map((c) => c.typeCode))).toEqual(new Set(['380', '381', '384']));
    expect(new Set(sample.map((c) => c.payment)).size).toBe(4);
    expect(models.some((m) => m.THIRD_PARTY_PAYMENT)).toBe(true);
    expect(
      models.some((m) => m.SELLER_TAX_REPRESENTATIVE_PARTY && m.PAYEE && m.ADDITIONAL_SUPPORTING_DOCUMENTS),
    ).toBe(true);
    expect(models.some((m) => m.DOCUMENT_LEVEL_ALLOWANCES && m.DOCUMENT_LEVEL_CHARGES)).toBe(true);
    expect(Math.max(...models.map((m) => m.INVOICE_LINE.length))).toBeGreaterThanOrEqual(30);
  });

  it('gives models our xrechnung profile accepts, every one', () => {
    expect(result.rejectedByRules.map((r) => `#${r.index}: ${r.errors.join(', ')}`)).toEqual([]);
  });

  it('generates UBL the official validator calls VALID, every one', () => {
    expect(failedIds('ubl', inSample)).toEqual([]);
    expect(result.ubl.passed).toBe(runs + kept.length);
  });

  it('generates CII the official validator calls VALID, or refuses what has no place in CII', () => {
    expect(failedIds('cii', inSample)).toEqual([]);
    expect(result.cii.refused).toBeGreaterThan(0);
    expect(result.cii.passed + result.cii.refused).toBe(runs + kept.length);
  });

  it('keeps the shrunk counterexamples of earlier runs VALID', () => {
    expect(kept.length).toBeGreaterThan(0);
    const isKept = (i: number) => !inSample(i);
    expect([...failedIds('ubl', isKept), ...failedIds('cii', isKept)]).toEqual([]);
  });
});

// business customers: models naming EN 16931 (no XRechnung extension content) are written as EN 16931
// and judged with --allow-en16931; `npm run fuzz:conformance 1000 --profile en16931` gave 1000 of
// 1000 VALID in UBL and in CII (seed 4242)
describe('generation property in the EN 16931 profile (fixed seed)', () => {
  const en16931Runs = 60;
  it(`${en16931Runs} models: accepted, written as EN 16931 and VALID in UBL and CII, none refused`, async () => {
    const models = fc.sample(invoiceChoices, { seed, numRuns: en16931Runs }).map(buildEn16931Invoice);
    const r = await runConformance(models, 'en16931');
    expect(r.rejectedByRules.map((x) => `#${x.index}: ${x.errors.join(', ')}`)).toEqual([]);
    for (const s of ['ubl', 'cii'] as const) {
      expect(r[s].failed.map((f) => `${s} #${f.index}: ${f.errors.join(', ')}`)).toEqual([]);
      expect(r[s].refused).toBe(0);
      expect(r[s].passed).toBe(en16931Runs);
    }
  }, 600_000);
});
