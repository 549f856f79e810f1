import { describe, expect, it } from 'vitest';
import { compileExpression, EMPTY_TEXTS, toDec } from '../index';

const ARITHMETIC = [
  '+',
  '-',
  '*',
  '/',
  'sum',
  'round',
  'round2',
  'xround',
  'dadd',
  'abs',
  'neg',
  'min',
  'max',
];

import type { Node } from '../src/types';

const doc = {
  Invoice_currency_code: 'EUR',
  Issue_date: '2026-01-10',
  SELLER: { id: 'x1', Seller_name: 'ACME' },
  PAYEE: { id: 'x2' },
  INVOICE_LINE: [
    { Invoice_line_net_amount: 10.1, Q: 1, ITEM: { Name: 'a' } },
    { Invoice_line_net_amount: 0.2, Q: 2, ITEM: { Name: 'b' } },
    { Invoice_line_net_amount: 5, Q: 2 },
  ],
};

function value(expr: unknown, context: unknown = doc) {
  const root: Node = { v: doc, up: null, key: null };
  const node: Node = context === doc ? root : { v: context, up: root, key: 'X' };
  const out = compileExpression(expr)({ root, node, vars: {}, today: '2026-02-01' });
  // arithmetic gives a JSON number or a decimal: compare both as exact decimal text
  const op = expr !== null && typeof expr === 'object' && !Array.isArray(expr) ? Object.keys(expr)[0] : '';
  if (ARITHMETIC.includes(op) || op === 'let') return out === null ? null : (toDec(out)?.toString() ?? out);
  return out;
}

describe('operators', () => {
  it.each([
    [{ var: 'SELLER/Seller_name' }, 'ACME'],
    [{ var: 'BUYER/Buyer_name' }, null],
    [{ var: ['BUYER/Buyer_name', 'none'] }, 'none'],
    [{ var: 'INVOICE_LINE/*/Q' }, [1, 2, 2]],
    [{ var: 'INVOICE_LINE/*/ITEM/Name' }, ['a', 'b']],
    [{ exists: 'SELLER' }, true],
    [{ exists: 'PAYEE' }, false],
    [{ empty: 'PAYEE' }, true],
    [{ exists: 'INVOICE_LINE/*/ITEM' }, true],
    [{ count: 'INVOICE_LINE' }, 3],
    [{ count: 'INVOICE_LINE/*/ITEM' }, 2],
    [{ sum: 'INVOICE_LINE/*/Invoice_line_net_amount' }, '15.3'],
    [{ sum: { var: 'INVOICE_LINE/*/Nothing' } }, '0'],
    [{ '+': [0.1, 0.2] }, '0.3'],
    [{ '+': [1e20, 1] }, '100000000000000000001'],
    [{ '+': [0.000001, 123456789.123456] }, '123456789.123457'],
    [{ '*': [19.99, 0.07] }, '1.3993'],
    [{ '*': [123456789.12, 123456.78] }, '15241577653894.2336'],
    [{ sum: [[0.1, 0.2, 0.3, 0.4]] }, '1'],
    [{ '+': [0.1, null] }, '0.1'],
    [{ '+': [0.1, 'abc'] }, null],
    [{ '-': [1, 0.9] }, '0.1'],
    [{ '-': [3] }, '-3'],
    [{ '*': [1.1, 3] }, '3.3'],
    [{ '/': [1, 0] }, null],
    [{ '/': [1, 4] }, '0.25'],
    [{ round: [2.345, 2] }, '2.35'],
    [{ round: [-2.345, 2] }, '-2.35'],
    [{ xround: [-2.345, 2] }, '-2.34'],
    [{ round2: 1.005 }, '1.01'],
    // in xs:double: the exact binary value of 313.86 + 1, not 314.86
    [{ '>': [{ dadd: [313.86, 1] }, 314.86] }, true],
    [{ '==': [{ dadd: [0.5, 1] }, 1.5] }, true],
    [{ abs: -4 }, '4'],
    [{ neg: 4 }, '-4'],
    [{ min: ['INVOICE_LINE/*/Q'] }, '1'],
    [{ max: [3, 'INVOICE_LINE/*/Q'] }, '3'],
    [{ '==': [1.0, 1] }, true],
    [{ '==': [{ '+': [0.1, 0.2] }, 0.3] }, true],
    [{ '==': ['1', 1] }, true],
    [{ '==': ['a', 'A'] }, false],
    [{ '==': [null, null] }, true],
    [{ '!=': [null, 0] }, true],
    [{ '<': [{ var: 'Issue_date' }, '2026-02-01'] }, true],
    [{ '>=': [2, 10] }, false],
    [{ '<': [null, 1] }, false],
    [{ '<=': [0, 5, 10] }, true],
    [{ and: [true, 1, 'x'] }, true],
    [{ and: [true, 0] }, false],
    [{ or: [false, null, []] }, false],
    [{ not: [] }, true],
    [{ if: [false, 1, true, 2, 3] }, 2],
    [{ if: [false, 1, 3] }, 3],
    [{ in: ['EUR', ['EUR', 'USD']] }, true],
    [{ in: [{ var: 'Q' }, [1, 2]] }, false],
    [{ in: [2, [1, 2]] }, true],
    [{ matches: [{ var: 'Issue_date' }, '^\\d{4}-\\d{2}-\\d{2}$'] }, true],
    [{ matches: [null, '.*'] }, false],
    [{ len: 'abc' }, 3],
    [{ len: { var: 'INVOICE_LINE' } }, 3],
    [{ len: null }, 0],
    [{ decimals: 12.345 }, 3],
    [{ decimals: 12 }, 0],
    [{ decimals: 'x' }, null],
    [{ startsWith: ['DE123', 'DE'] }, true],
    [{ endsWith: ['DE123', '23'] }, true],
    [{ substr: ['DE123', 0, 2] }, 'DE'],
    [{ substr: ['DE123', 2] }, '123'],
    [{ upper: 'de' }, 'DE'],
    [{ lower: 'DE' }, 'de'],
    [{ trim: ' a ' }, 'a'],
    [{ cat: ['a', 1.5, null] }, 'a1.5'],
    [{ all: ['INVOICE_LINE', { '>': [{ var: 'Q' }, 0] }] }, true],
    [{ all: ['NOTHING', false] }, true],
    [{ some: ['INVOICE_LINE/*', { '==': [{ var: 'Q' }, 1] }] }, true],
    [{ none: ['INVOICE_LINE', { '>': [{ var: 'Q' }, 5] }] }, true],
    [{ count: { filter: ['INVOICE_LINE', { '==': [{ var: 'Q' }, 2] }] } }, 2],
    [{ map: ['INVOICE_LINE', { var: 'Q' }] }, [1, 2, 2]],
    [{ distinct: 'INVOICE_LINE/*/Q' }, [1, 2]],
    [
      { map: [{ filter: ['INVOICE_LINE', { exists: 'ITEM' }] }, { var: '../../Invoice_currency_code' }] },
      ['EUR', 'EUR'],
    ],
    [
      {
        let: [
          { kept: { filter: ['INVOICE_LINE', { exists: 'ITEM' }] } },
          { map: [{ $: 'kept' }, { var: '../../Invoice_currency_code' }] },
        ],
      },
      ['EUR', 'EUR'],
    ],
    [{ let: [{ a: 2, b: { '*': [{ $: 'a' }, 3] } }, { $: 'b' }] }, '6'],
    [{ $: 'unknown' }, null],
    [{ today: [] }, '2026-02-01'],
    [{ iban: 'DE02120300000000202051' }, true],
    [{ iban: 'DE02120300000000202052' }, false],
    [{ number: 1.5 }, true],
    [{ number: '1.5' }, false],
    [
      ['a', { var: 'Invoice_currency_code' }],
      ['a', 'EUR'],
    ],
  ])('%j → %j', (expr, expected) => {
    expect(value(expr)).toEqual(expected);
  });

  it('gives a context node its parent for ..', () => {
    expect(value({ var: '../Invoice_currency_code' }, { a: 1 })).toBe('EUR');
  });

  it('rejects malformed expressions when compiling', () => {
    expect(() => compileExpression({ a: 1, b: 2 })).toThrow(/exactly one operator/);
    expect(() => compileExpression({ matches: ['x', '('] })).toThrow(/regular expression/);
    expect(() => compileExpression({ '==': [1] })).toThrow(/takes 2/);
    expect(() => compileExpression({ var: '/../x' })).toThrow(/above the root/);
  });
});

describe('codelist', () => {
  it('looks codes up in @xr/codelists', () => {
    expect(value({ codelist: ['EUR', 'ISO4217'] })).toBe(true);
    expect(value({ codelist: ['EURO', 'ISO4217'] })).toBe(false);
    expect(value({ codelist: [null, 'ISO4217'] })).toBe(false);
    expect(value({ codelist: [{ var: 'Invoice_currency_code' }, 'ISO4217'] })).toBe(true);
  });
  it('refuses an unknown list when compiling', () => {
    expect(() => compileExpression({ codelist: ['x', 'NOPE'] })).toThrow(/unknown code list/);
  });
});

describe('present: an element there as XPath exists() sees it', () => {
  // as the import reads `<PaymentTerms><Note></Note></PaymentTerms>` and `<Note> </Note>`: texts marked
  const terms = Object.assign(
    { Payment_terms: '', Blank: ' ' },
    { [EMPTY_TEXTS]: new Set(['Payment_terms', 'Blank']) },
  );
  // the editor's empty field: no mark
  const form = { Payment_terms: '' };
  const run = (expr: unknown, v: unknown) => {
    const root: Node = { v, up: null, key: null };
    return compileExpression(expr)({ root, node: root, vars: {}, today: '2026-02-01' });
  };
  it('counts an imported empty or blank element, which exists does not', () => {
    expect(run({ present: 'Payment_terms' }, terms)).toBe(true);
    expect(run({ present: 'Blank' }, terms)).toBe(true);
    expect(run({ exists: 'Payment_terms' }, terms)).toBe(false);
    expect(run({ present: 'Payment_due_date' }, terms)).toBe(false);
  });
  it('does not count an empty field of the editor, and counts a value as exists does', () => {
    expect(run({ present: 'Payment_terms' }, form)).toBe(false);
    expect(run({ present: 'Payment_terms' }, { Payment_terms: 'net 30' })).toBe(true);
    expect(run({ present: 'L/*/N' }, { L: [{ N: 'a' }, {}] })).toBe(true);
    expect(run({ present: 'L/*/N' }, { L: [{}, { N: '' }] })).toBe(false);
  });
});

describe('lists written as paths: the items the general walk gives', () => {
  // a hole in a list, members of an object (`id` is never content), a text that is no list
  const data = {
    L: [{ a: 1 }, null, { a: 2 }],
    O: { id: 'x', p: { a: 3 }, q: null, r: { a: 4 } },
    S: 'text',
  };
  const run = (expr: unknown) => {
    const root: Node = { v: data, up: null, key: null };
    return compileExpression(expr)({ root, node: root, vars: {}, today: '2026-02-01' });
  };
  const keys = (list: string) => run({ map: [{ filter: [list, true] }, { key: [] }] });
  it('keys the items after * by their index, and the items of a list by their place among those there', () => {
    expect(keys('L/*')).toEqual([0, 2]);
    expect(keys('L')).toEqual([0, 1]);
    expect(keys('O/*')).toEqual(['p', 'r']);
    expect(keys('S/*')).toEqual([]);
    expect(keys('Nothing')).toEqual([]);
    expect(run({ some: ['L/*', { '==': [{ key: [] }, 2] }] })).toBe(true);
    expect(run({ some: ['L', { '==': [{ key: [] }, 2] }] })).toBe(false);
    expect(run({ all: ['O/*', { '>': [{ var: 'a' }, 2] }] })).toBe(true);
  });
  it('gives each item its list and the list its parent for ..', () => {
    expect(run({ all: ['L', { '==': [{ var: '../../S' }, 'text'] }] })).toBe(true);
    expect(run({ map: [{ filter: ['/L/*', { '>': [{ var: 'a' }, 1] }] }, { var: '../../S' }] })).toEqual([
      'text',
    ]);
    expect(run({ some: ['S', { '==': [{ var: '.' }, 'text'] }] })).toBe(true);
    expect(run({ none: ['S/*', true] })).toBe(true);
    expect(run({ count: { filter: ['L/*', { exists: 'a' }] } })).toBe(2);
  });
});
