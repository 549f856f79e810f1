import { describe, expect, it } from 'vitest';
import type { Rule } from '../index';
import { createEngine, RulesInputError } from '../index';
import { joinPointer, pointerOf } from '../src/path';
import type { Node } from '../src/types';

const text = { de: 'Fehler', en: 'Error' };

function run(rule: Partial<Rule>, doc: unknown, options = {}) {
  const engine = createEngine([
    { family: 't', rules: [{ id: 'T-1', severity: 'error', text, test: true, ...rule }] },
  ]);
  expect(engine.errors).toEqual([]);
  return engine.run(doc, { profile: 'xrechnung', today: '2026-01-15', ...options });
}

describe('rule engine', () => {
  it('reports one finding per failing context node at the absolute pointer', () => {
    const doc = { INVOICE_LINE: [{ ITEM_INFORMATION: { Item_name: 'A' } }, { ITEM_INFORMATION: {} }] };
    const found = run(
      {
        bt: 'BT-153',
        context: '/INVOICE_LINE/*',
        pointer: 'ITEM_INFORMATION/Item_name',
        when: { exists: 'ITEM_INFORMATION' },
        test: { exists: 'ITEM_INFORMATION/Item_name' },
      },
      doc,
    );
    // the empty ITEM_INFORMATION counts as absent: `when` is false, so no finding
    expect(found).toEqual([]);
    const doc2 = {
      INVOICE_LINE: [
        { ITEM_INFORMATION: { Item_name: 'A' } },
        { ITEM_INFORMATION: { Item_description: 'x' } },
      ],
    };
    const found2 = run(
      {
        bt: 'BT-153',
        context: '/INVOICE_LINE/*',
        pointer: 'ITEM_INFORMATION/Item_name',
        test: { exists: 'ITEM_INFORMATION/Item_name' },
      },
      doc2,
    );
    expect(found2).toEqual([
      {
        ruleId: 'T-1',
        severity: 'error',
        pointer: '/INVOICE_LINE/1/ITEM_INFORMATION/Item_name',
        bt: 'BT-153',
        messageId: 'rule.T-1',
        params: {},
      },
    ]);
  });

  it('does not run a rule whose context matches nothing, or another profile or syntax', () => {
    expect(run({ context: '/PAYEE', test: false }, {})).toEqual([]);
    expect(run({ test: false, profiles: ['editor'] }, {})).toEqual([]);
    expect(run({ test: false, syntax: 'cii' }, {}, { syntax: 'ubl' })).toEqual([]);
    expect(run({ test: false, syntax: 'cii' }, {})).toHaveLength(1);
  });

  it('keeps file order across contexts that share steps and rules that share a when', () => {
    const lineCode = { '==': [{ var: 'Code' }, 'S'] };
    const rule = (id: string, context: string, when: unknown, test: unknown): Rule => ({
      id,
      severity: 'error',
      text,
      context,
      ...(when === undefined ? {} : { when }),
      test,
    });
    const engine = createEngine([
      {
        family: 't',
        rules: [
          rule('A', '/INVOICE_LINE/*/ITEM', undefined, false),
          rule('B', '/INVOICE_LINE/*', lineCode, false),
          rule('C', '/INVOICE_LINE/*/ITEM', { exists: 'Name' }, false),
          rule('D', '/INVOICE_LINE/*', lineCode, { exists: 'ITEM' }),
          rule('E', '/INVOICE_LINE', undefined, false),
          rule('F', '/INVOICE_LINE/*', { exists: 'ITEM' }, false),
          rule('G', '/INVOICE_LINE/*', { exists: 'ITEM' }, { exists: 'ITEM/Name' }),
        ],
      },
    ]);
    const doc = { INVOICE_LINE: [{ Code: 'S', ITEM: { Name: 'a' } }, { Code: 'Z' }, { Code: 'S' }] };
    const found = engine.run(doc, { profile: 'xrechnung', today: '2026-01-15' });
    // contexts in the order they first occur, then node by node, then rule by rule
    expect(found.map((f) => `${f.ruleId} ${f.pointer}`)).toEqual([
      'A /INVOICE_LINE/0/ITEM',
      'C /INVOICE_LINE/0/ITEM',
      'B /INVOICE_LINE/0',
      'F /INVOICE_LINE/0',
      'B /INVOICE_LINE/2',
      'D /INVOICE_LINE/2',
      'E /INVOICE_LINE',
    ]);
  });

  it('reports a rule of both syntaxes (same id) once per pointer and severity when no syntax is given', () => {
    const variant = (syntax: 'ubl' | 'cii', severity: 'error' | 'warning' = 'error'): Rule => ({
      id: 'T-2',
      severity,
      text,
      syntax,
      context: '/INVOICE_LINE/*',
      pointer: 'Invoice_line_identifier',
      test: { exists: 'Invoice_line_identifier' },
    });
    const doc = { INVOICE_LINE: [{ Invoice_line_note: 'a' }, { Invoice_line_note: 'b' }] };
    const both = createEngine([{ family: 't', rules: [variant('ubl'), variant('cii')] }]);
    const found = both.run(doc, { profile: 'xrechnung', today: '2026-01-15' });
    expect(found.map((f) => [f.ruleId, f.pointer, f.severity])).toEqual([
      ['T-2', '/INVOICE_LINE/0/Invoice_line_identifier', 'error'],
      ['T-2', '/INVOICE_LINE/1/Invoice_line_identifier', 'error'],
    ]);
    expect(both.run(doc, { profile: 'xrechnung', today: '2026-01-15', syntax: 'cii' })).toHaveLength(2);
    const differing = createEngine([{ family: 't', rules: [variant('ubl'), variant('cii', 'warning')] }]);
    const found2 = differing.run({ INVOICE_LINE: [{}] }, { profile: 'xrechnung', today: '2026-01-15' });
    expect(found2.map((f) => f.severity).sort()).toEqual(['error', 'warning']);
  });

  it('reports a rule whose pointer leads several nodes to one place once there', () => {
    const doc = { INVOICE_LINE: [{}, {}, {}] };
    const found = run({ context: '/INVOICE_LINE/*', pointer: '/DOCUMENT_TOTALS', test: false }, doc);
    expect(found.map((f) => f.pointer)).toEqual(['/DOCUMENT_TOTALS']);
    const up = run({ context: '/INVOICE_LINE/*', pointer: '../..', test: false }, doc);
    expect(up.map((f) => f.pointer)).toEqual(['']);
  });

  it('reports a context node once though a list with a gap gives it twice', () => {
    const found = run({ context: '/INVOICE_LINE/*', test: false }, { INVOICE_LINE: [null, {}] });
    expect(found.map((f) => f.pointer)).toEqual(['/INVOICE_LINE/1']);
  });

  it('resolves .. one JSON pointer level up, and absolute paths from the root', () => {
    const doc = { Invoice_currency_code: 'EUR', INVOICE_LINE: [{ A: { B: 2 }, C: 2 }] };
    const rule = { context: '/INVOICE_LINE/*/A', test: { '==': [{ var: 'B' }, { var: '../C' }] } };
    expect(run(rule, doc)).toEqual([]);
    expect(
      run(
        { context: '/INVOICE_LINE/*/A', test: { '==': [{ var: '../../../Invoice_currency_code' }, 'EUR'] } },
        doc,
      ),
    ).toEqual([]);
    expect(
      run({ context: '/INVOICE_LINE/*', test: { '==': [{ var: '/Invoice_currency_code' }, 'USD'] } }, doc),
    ).toHaveLength(1);
  });

  it('reports the pointer with .. resolved', () => {
    const doc = { L: [{ X: [{ v: 1 }] }] };
    const [f] = run({ context: '/L/*/X/*', pointer: '../../Y', test: false }, doc);
    expect(f.pointer).toBe('/L/0/Y');
  });

  it('fills params from expressions', () => {
    const doc = { a: 0.1, b: 0.2 };
    const [f] = run(
      { test: false, params: { total: { '+': [{ var: 'a' }, { var: 'b' }] }, name: 'x' } },
      doc,
    );
    expect(f.params).toEqual({ total: 0.3, name: 'x' });
  });

  it('refuses a document that is not an object and an unknown profile with a clear error', () => {
    expect(() => run({}, 'text')).toThrow(RulesInputError);
    expect(() => run({}, [1])).toThrow(/JSON object/);
    expect(() => run({}, {}, { profile: 'x' })).toThrow(/profile/);
  });

  it('refuses a rule set with a rule that does not compile, naming file and rule', () => {
    const broken = {
      'bad.json': {
        family: 'bad',
        rules: [
          { id: 'B-1', severity: 'error' as const, text, test: { nope: 1 } },
          { id: 'B-2', severity: 'error' as const, text, test: false },
        ],
      },
    };
    expect(() => createEngine(broken)).toThrow('bad.json: rule B-1: unknown operator "nope"');
    expect(() => createEngine([{ family: 'bad', rules: broken['bad.json'].rules }])).toThrow(/bad: rule B-1/);
  });

  it('survives wrong types and a 10 MB string', () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    const rule = {
      context: '/INVOICE_LINE/*',
      test: {
        and: [
          { '>': [{ var: 'Invoice_line_net_amount' }, 0] },
          { matches: [{ var: 'Name' }, '^[a-z]{1,10}$'] },
          { '==': [{ sum: 'X/*/y' }, 0] },
        ],
      },
    };
    const doc = {
      INVOICE_LINE: [
        { Invoice_line_net_amount: big, Name: big, X: 'not a list' },
        7,
        null,
        { Invoice_line_net_amount: {} },
      ],
    };
    const found = run(rule, doc);
    expect(found.map((f) => f.pointer)).toEqual(['/INVOICE_LINE/0', '/INVOICE_LINE/1', '/INVOICE_LINE/3']);
  });
});

describe('pointers of findings', () => {
  const root: Node = { v: {}, up: null, key: null };
  const list: Node = { v: [], up: root, key: 'a/b~c' };
  const item: Node = { v: {}, up: list, key: 2 };
  it('escapes the keys of the path to the node', () => {
    expect(pointerOf(root)).toBe('');
    expect(pointerOf(item)).toBe('/a~1b~0c/2');
  });
  it('goes from the node (or the root) up and down as the rule pointer says, never above the root', () => {
    expect(joinPointer(item, undefined)).toBe('/a~1b~0c/2');
    expect(joinPointer(item, 'X/Y')).toBe('/a~1b~0c/2/X/Y');
    expect(joinPointer(item, '../X')).toBe('/a~1b~0c/X');
    expect(joinPointer(item, 'X/../../..')).toBe('');
    expect(joinPointer(item, '../../../../X')).toBe('/X');
    expect(joinPointer(item, '/T/./U/../V')).toBe('/T/V');
    expect(joinPointer(item, '/..')).toBe('');
  });
});
