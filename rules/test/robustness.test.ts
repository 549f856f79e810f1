import { readFileSync } from 'node:fs';
import type { Invoice } from '@xr/generated';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculate,
  evaluate,
  evaluateMasterData,
  onLoad,
  onSave,
  RulesInputError,
  toEasyMode,
} from '../index';

const typical: Invoice = JSON.parse(
  readFileSync(new URL('../../fixtures/invoices/allowances-charges.json', import.meta.url), 'utf8'),
);

/** Paths of the typical invoice where a random value is put (groups, arrays, fields). */
const places = [
  [],
  ['SELLER'],
  ['SELLER', 'Seller_name'],
  ['BUYER', 'BUYER_POSTAL_ADDRESS'],
  ['INVOICE_LINE'],
  ['INVOICE_LINE', 0],
  ['INVOICE_LINE', 0, 'PRICE_DETAILS'],
  ['INVOICE_LINE', 0, 'Invoice_line_net_amount'],
  ['INVOICE_LINE', 0, 'INVOICE_LINE_ALLOWANCES'],
  ['VAT_BREAKDOWN', 0, 'VAT_category_rate'],
  ['VAT_BREAKDOWN'],
  ['DOCUMENT_TOTALS'],
  ['DOCUMENT_TOTALS', 'Amount_due_for_payment'],
  ['PAYMENT_INSTRUCTIONS', 'CREDIT_TRANSFER'],
  ['Invoice_number'],
  ['Invoice_issue_date'],
  ['DOCUMENT_LEVEL_ALLOWANCES', 0, 'Document_level_allowance_VAT_rate'],
] as (string | number)[][];

function put(base: Invoice, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...base, ...value }
      : base;
  const root = structuredClone(base) as Record<string | number, unknown>;
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
  return root;
}

const wellFormed = (f: { ruleId: string; severity: string; pointer: string; messageId: string }) =>
  typeof f.ruleId === 'string' &&
  (f.severity === 'error' || f.severity === 'warning') &&
  (f.pointer === '' || f.pointer.startsWith('/')) &&
  f.messageId === `rule.${f.ruleId}`;

describe('bad input never crashes the rules package', { timeout: 60_000 }, () => {
  it('wrong types anywhere give findings, not exceptions (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...places), fc.jsonValue({ maxDepth: 3 }), (path, value) => {
        const doc = put(typical, path, value);
        for (const profile of ['xrechnung', 'editor'] as const) {
          const findings = evaluate(doc, { profile, today: '2026-01-01' });
          expect(findings.every(wellFormed)).toBe(true);
        }
        const working = calculate(onLoad(doc as Invoice).invoice);
        onSave(working);
        toEasyMode(working);
      }),
      { numRuns: 100, seed: 20261122 },
    );
  }, 60_000);

  it('arbitrary objects as invoice and master data', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })), (doc) => {
        expect(evaluate(doc, { profile: 'editor' }).every(wellFormed)).toBe(true);
        expect(evaluateMasterData(doc).every(wellFormed)).toBe(true);
        onSave(calculate(onLoad(doc).invoice));
      }),
      { numRuns: 200, seed: 20261122 },
    );
  }, 60_000);

  it('10 MB strings in every text field are checked quickly', () => {
    const big = `DE${'9'.repeat(10 * 1024 * 1024)}`;
    let doc: unknown = typical;
    for (const path of [
      ['Buyer_reference'],
      ['SELLER', 'Seller_name'],
      ['SELLER', 'SELLER_CONTACT', 'Seller_contact_email_address'],
      ['PAYMENT_INSTRUCTIONS', 'CREDIT_TRANSFER', 0, 'Payment_account_identifier'],
      ['INVOICE_LINE', 0, 'Invoice_line_net_amount'],
      ['Invoice_issue_date'],
    ])
      doc = put(doc as Invoice, path, big);
    const start = performance.now();
    const findings = evaluate(doc, { profile: 'editor', today: '2026-01-01' });
    expect(performance.now() - start).toBeLessThan(5000);
    const ids = new Set(findings.map((f) => f.ruleId));
    for (const id of [
      'FIELD-buyerReferenceLength',
      'FIELD-email',
      'FIELD-iban',
      'FIELD-number',
      'FIELD-date',
    ])
      expect(ids).toContain(id);
  }, 60_000);

  it('a document that is not an object gives a clear error', () => {
    for (const doc of [null, 'invoice', 42, [typical], undefined])
      expect(() => evaluate(doc, { profile: 'xrechnung' })).toThrow(RulesInputError);
  });

  it('a cyclic object does not hang the evaluator', () => {
    const doc: Record<string, unknown> = structuredClone(typical) as Record<string, unknown>;
    (doc.SELLER as Record<string, unknown>).self = doc;
    expect(Array.isArray(evaluate(doc, { profile: 'editor', today: '2026-01-01' }))).toBe(true);
  });
});
