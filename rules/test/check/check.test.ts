import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFamilies } from '../../src/check/checkFamilies';
import { readOfficialLevels } from '../../src/tools/familyDir';
import { checkFiles } from '../../src/tools/rulesCheck';
import { breakages, coFile } from './breakFamily';

const official = readOfficialLevels();

describe('rules check', () => {
  it('finds no fault in the real families (schema, compile, paths, BT ids, severities)', () => {
    expect(official?.size).toBeGreaterThan(1000);
    expect(checkFiles([])).toEqual([]);
  });

  for (const b of breakages()) {
    it(`names the fault of a family broken by ${b.name}: file, rule id, JSON pointer, message`, () => {
      const faults = checkFamilies([{ file: coFile, text: b.text }], { official });
      expect(faults).toContainEqual({
        file: coFile,
        ruleId: b.ruleId,
        pointer: b.pointer,
        message: expect.stringMatching(b.message),
      });
    });
  }

  it('names a message placeholder without a param, an unknown BT id, an unknown path and a bad regex', () => {
    const rule = {
      id: 'X-1',
      bt: 'BT-999',
      severity: 'error',
      context: '/INVOICE_LINE/*',
      when: { exists: 'ITEM_INFORMATION/Item_nam' },
      test: {
        all: ['INVOICE_LINE_ALLOWANCES', { matches: [{ var: 'Invoice_line_allowance_amount' }, '(['] }],
      },
      text: { de: 'Wert {amount}', en: 'Value {amount}' },
    };
    const faults = checkFamilies([{ file: 'x.json', text: JSON.stringify({ family: 'x', rules: [rule] }) }]);
    const got = faults.map((f) => [f.pointer, f.message]);
    expect(got).toContainEqual(['/rules/0/bt', expect.stringMatching(/BT-999 is not a business term/)]);
    expect(got).toContainEqual([
      '/rules/0/when/exists',
      'path "ITEM_INFORMATION/Item_nam" is not in the model schema',
    ]);
    expect(got).toContainEqual([
      '/rules/0/test/all/1/matches/1',
      expect.stringMatching(/not a valid regular expression/),
    ]);
    expect(got).toContainEqual(['/rules/0/text/de', 'placeholder {amount} has no expression in "params"']);
    // a path inside `all` is read from the list item: the allowance amount exists there
    expect(got.filter(([p]) => p.startsWith('/rules/0/test/all/1/matches/0'))).toEqual([]);
  });

  it('names keys the rule language does not know and a missing text', () => {
    const text = JSON.stringify({
      family: 'x',
      rules: [{ id: 'X-2', severity: 'fatal', test: true, texts: {} }],
    });
    const messages = checkFamilies([{ file: 'x.json', text }]).map((f) => `${f.pointer} ${f.message}`);
    expect(messages).toContain('/rules/0 unknown key "texts"');
    expect(messages).toContain('/rules/0 "text" is missing');
    expect(messages).toContain('/rules/0/severity must be one of "error", "warning"');
  });

  it('accepts the same id once per syntax (UBL and CII variants of BR-CO-17)', () => {
    const co = readFileSync(new URL(`../../families/${coFile}`, import.meta.url), 'utf8');
    const variants = JSON.parse(co).rules.filter((r: { id: string }) => r.id === 'BR-CO-17');
    expect(variants.map((r: { syntax?: string }) => r.syntax).sort()).toEqual(['cii', 'ubl']);
    expect(checkFamilies([{ file: coFile, text: co }], { official })).toEqual([]);
  });
});
