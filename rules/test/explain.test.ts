import { describe, expect, it } from 'vitest';
import { explainRule, explanationLines } from '../index';
import { baseInvoice } from './official/base';

const today = '2026-01-15';

describe('explainRule', () => {
  it('BR-CO-25 on a valid invoice: when held, the test held, no finding', () => {
    const e = explainRule('BR-CO-25', baseInvoice(), { profile: 'xrechnung', syntax: 'cii', today });
    // a UBL and a CII variant (the UBL one not for credit notes): the CII one runs
    expect(e.variants.filter((v) => !v.skipped)).toHaveLength(1);
    const [node] = e.variants.filter((v) => !v.skipped)[0].nodes;
    expect(node).toMatchObject({
      node: '',
      pointer: '/Payment_due_date',
      applies: true,
      passed: true,
      fires: false,
    });
    expect(explanationLines(e).at(-1)).toBe('BR-CO-25: no finding');
  });

  it('BR-CO-25 without due date and terms: the values the test saw and why it failed', () => {
    const inv = baseInvoice();
    delete inv.Payment_due_date;
    delete inv.Payment_terms;
    const lines = explanationLines(explainRule('BR-CO-25', inv, { profile: 'xrechnung', today }));
    expect(lines).toContain('  /: applies, and the test does not hold: error at /Payment_due_date');
    expect(lines.map((l) => l.trim())).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^when: \d+(\.\d+)? > 0: holds$/),
        'test: or: does not hold',
        '"Payment_due_date" is empty or missing',
        '"Payment_terms" is empty or missing',
      ]),
    );
  });

  it('BR-CO-25 with nothing due: when does not hold, the test is not run', () => {
    const inv = baseInvoice();
    inv.DOCUMENT_TOTALS.Amount_due_for_payment = 0;
    delete inv.Payment_due_date;
    const e = explainRule('BR-CO-25', inv, { profile: 'xrechnung', today });
    expect(e.variants[0].nodes[0]).toMatchObject({ applies: false, passed: null, fires: false });
    expect(explanationLines(e, 'de')).toContain('  /: when gilt nicht: die Regel gilt hier nicht');
  });

  it('names variants the options do not run and refuses an unknown id', () => {
    const e = explainRule('BR-CO-17', baseInvoice(), { profile: 'xrechnung', syntax: 'ubl', today });
    expect(e.variants.map((v) => [v.syntax, v.skipped])).toEqual(
      expect.arrayContaining([
        ['ubl', undefined],
        ['cii', 'syntax'],
      ]),
    );
    expect(() => explainRule('NO-SUCH-RULE', {}, { profile: 'xrechnung' })).toThrow(
      'no rule has the id NO-SUCH-RULE',
    );
  });
});
