// Holds the official id list (../shared/rules-reference/official-rule-ids.tsv) against the rule files.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { families } from '../index';

const tsv = readFileSync(
  new URL('../../../shared/rules-reference/official-rule-ids.tsv', import.meta.url),
  'utf8',
);
const official = tsv
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split('\t'))
  .map(([id, , level]) => ({ id, level }));

/** Ids KoSIT reports at error level whose condition the model's content cannot express, with the reason. */
const LEFT_OUT: Record<string, string> = {
  'BR-CL-03':
    'currencyID attributes of each amount: the model has one invoice currency (BT-5); checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'BR-CO-05':
    'reason code and reason text "indicate the same reason": not machine-checkable, the official assertion always holds',
  'BR-CO-06': 'as BR-CO-05 for document level charges',
  'BR-CO-07': 'as BR-CO-05 for line allowances',
  'BR-CO-08': 'as BR-CO-05 for line charges',
  'BR-TMP-3': 'CII gross and net base quantity alike: XML syntax only, checked on the XML (xml-syntax.ts)',
  'BR-DEX-03': 'sub invoice lines (BG-DEX-01): the model has no sub lines',
  'BR-DEX-14':
    'currencyID of the third party payment amount: no per-amount currency in the model; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'PEPPOL-EN16931-R043':
    'ChargeIndicator literal (true/false) is XML syntax; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'PEPPOL-EN16931-R043-1':
    'ChargeIndicator literal in CII is XML syntax; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'PEPPOL-EN16931-R043-2': 'ChargeIndicator literal in CII is XML syntax',
  'PEPPOL-EN16931-R044':
    'price level charges: the model carries only a price discount (BT-147); checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'PEPPOL-EN16931-R053':
    'number of TaxTotal elements with subtotals: XML structure only; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'PEPPOL-EN16931-R101':
    'document type code of line document references: XML structure only; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'UBL-CR-646':
    'sub invoice lines have no place in the model; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'UBL-CR-666': 'UBL element with no place in the model',
  'UBL-CR-673': 'UBL element with no place in the model',
  'CII-SR-452':
    'repeated payment terms: the model has one BT-20; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  'CII-SR-453':
    'repeated payment terms descriptions: the model has one BT-20; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
};
/** Whole id families that only concern XML syntax (cardinality, attributes, elements with no model place). */
const LEFT_OUT_PREFIX: [RegExp, string][] = [
  [
    /^UBL-SR-\d+$/,
    'UBL cardinality ("shall occur maximum once"): each term has one place in the model; checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  ],
  [
    /^CII-SR-\d+$/,
    'CII cardinality and structure rules: each term has one place in the model; the error-level ones are checked on the XML by xr validate (xml/src/validate/xml-syntax.ts)',
  ],
  [
    /^CII-DT-\d+$/,
    'CII data type attributes and elements (schemeName, listAgencyID, format codes, ...) that the model does not carry; the error-level ones are checked on the XML by xr validate (xml/src/validate/xml-warnings.ts)',
  ],
];

/** Where KoSIT's verdicts (../shared/corpus/mutants/expected.jsonl) show an id at error level that the list gives lower. */
// the reference lists the extension scenario's level for these; the standard scenario reports them as
// errors (the official validator's verdicts on ICD scheme ids that are not in the list)
const VERDICT_LEVEL: Record<string, string> = {
  'BR-CO-16': 'error',
  'BR-CL-25': 'error',
  'BR-CL-10': 'error,information',
  'BR-CL-11': 'error,information',
  'BR-CL-13': 'error,information',
  'BR-CL-24': 'error,information',
  'BR-CL-26': 'error,information',
};

function rulesById(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const f of families())
    for (const r of f.rules) map.set(r.id, (map.get(r.id) ?? new Set()).add(r.severity));
  return map;
}

describe('official rule ids', () => {
  const have = rulesById();
  const errors = official.filter((o) => o.level.split(',').includes('error'));

  it('the list holds 1614 ids, 432 of them at error level', () => {
    expect(official.length).toBe(1614);
    expect(official.filter((o) => o.level.split(',').includes('error')).length).toBe(432);
  });

  it('every error-level id has a rule at error level or is left out with a reason', () => {
    const missing = errors
      .filter((o) => !LEFT_OUT[o.id] && !LEFT_OUT_PREFIX.some(([re]) => re.test(o.id)) && o.level === 'error')
      .filter((o) => !have.get(o.id)?.has('error'));
    expect(missing.map((o) => o.id)).toEqual([]);
  });

  it('a rule that syntax families carry for UBL/CII ids overrides the blanket reason', () => {
    for (const id of ['CII-SR-014', 'CII-SR-439', 'CII-DT-097'])
      expect(have.get(id)?.has('error')).toBe(true);
  });

  it('ids left out are official ids and have no rule', () => {
    const ids = new Set(official.map((o) => o.id));
    expect(Object.keys(LEFT_OUT).filter((id) => !ids.has(id) || have.has(id))).toEqual([]);
  });

  it('no rule claims an official id at a level KoSIT does not report', () => {
    const wrong: string[] = [];
    for (const o of official) {
      const sev = have.get(o.id);
      if (!sev) continue;
      const level = VERDICT_LEVEL[o.id] ?? o.level;
      if (sev.has('error') && !level.split(',').includes('error')) wrong.push(`${o.id} error≠${level}`);
      if (sev.has('warning') && level.split(',').includes('error') && !level.includes('information'))
        wrong.push(`${o.id} warning≠${level}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every rule id of the official families is an official id', () => {
    const ids = new Set(official.map((o) => o.id));
    const own = families()
      .filter((f) => !/^spec/i.test(f.family) && !f.family.includes('spec'))
      .flatMap((f) => f.rules.map((r) => r.id))
      .filter((id) => !ids.has(id) && !/^[A-Z_]+-required$|^BR_|^FIELD|^MD/.test(id));
    expect([...new Set(own)].filter((id) => /^(BR-|PEPPOL|UBL-|CII-)/.test(id))).toEqual([]);
  });

  it('every rule of the official families has a hand-written table row', () => {
    const dir = new URL('./', import.meta.url);
    const text = readdirSync(dir)
      .filter((f) => /^official-.*\.test\.ts$/.test(f))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const rowIds = new Set([...text.matchAll(/id: '([^']+)'/g)].map((m) => m[1]));
    // the VAT category table (official-vat.test.ts) writes its ids as `${prefix}-NN`
    for (const p of ['BR-S', 'BR-Z', 'BR-E', 'BR-AE', 'BR-IC', 'BR-G', 'BR-O', 'BR-AF', 'BR-AG'])
      for (let n = 1; n <= 10; n++) rowIds.add(`${p}-${String(n).padStart(2, '0')}`);
    const ruleIds = families()
      .filter((f) => !f.family.toLowerCase().includes('spec'))
      .flatMap((f) => f.rules.map((r) => r.id));
    expect([...new Set(ruleIds)].filter((id) => !rowIds.has(id))).toEqual([]);
  });
});
