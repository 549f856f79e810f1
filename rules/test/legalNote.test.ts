/** Issue 26: an intra-community supply (K) and a reverse charge (AE) carry and print their legal note. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculate, evaluate, invoiceDocument } from '../index';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

/** The fixture as the editor makes it: the user picked the category, nobody typed a reason. */
function withoutReasons(name: string) {
  const inv = fixture(name);
  for (const row of inv.VAT_BREAKDOWN) {
    delete row.VAT_exemption_reason_text;
    delete row.VAT_exemption_reason_code;
  }
  return inv;
}

describe('legal note of K and AE', () => {
  it.each([
    ['intra-community-k', 'VATEX-EU-IC', 'Steuerfreie innergemeinschaftliche Lieferung', 'BR-IC-10'],
    ['reverse-charge-ae', 'VATEX-EU-AE', 'Steuerschuldnerschaft des Leistungsempfängers', 'BR-AE-10'],
  ])('%s: the calculation adds %s and its wording; the invoice prints it', (name, code, words, rule) => {
    const bare = withoutReasons(name);
    expect(evaluate(bare, { profile: 'xrechnung' }).map((f) => f.ruleId)).toContain(rule);
    const done = calculate(bare) as typeof bare;
    expect(done.VAT_BREAKDOWN[0].VAT_exemption_reason_code).toBe(code);
    expect(done.VAT_BREAKDOWN[0].VAT_exemption_reason_text).toContain(words);
    expect(evaluate(done, { profile: 'xrechnung' }).filter((f) => f.severity === 'error')).toEqual([]);
    for (const locale of ['de', 'en'] as const)
      expect(JSON.stringify(invoiceDocument(done, locale))).toContain(words);
  });

  it('keeps a reason the user gave', () => {
    const done = calculate(fixture('reverse-charge-ae')) as { VAT_BREAKDOWN: Record<string, unknown>[] };
    expect(done.VAT_BREAKDOWN[0].VAT_exemption_reason_text).toBe('Reverse charge');
  });
});
