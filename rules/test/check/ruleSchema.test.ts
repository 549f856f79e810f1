import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleSchema, schemaAcceptsFamily } from '../../src/check/ruleSchema';
import { operators } from '../../src/compile';

const language = readFileSync(new URL('../../LANGUAGE.md', import.meta.url), 'utf8');
const schemaOperators = Object.keys(
  (ruleSchema as { definitions: { operator: { properties: Record<string, unknown> } } }).definitions.operator
    .properties,
).sort();

/** The operators named in the first column of LANGUAGE.md's operator table. */
function documentedOperators(): string[] {
  const rows = language.split('\n').filter((l) => /^\| `\{"/.test(l));
  const names = rows.flatMap((row) => [...row.split('|')[1].matchAll(/`\{"([^"]+)":/g)].map((m) => m[1]));
  return [...new Set(names)].sort();
}

describe('rule.schema.json', () => {
  it('names exactly the operators of the evaluator', () => {
    expect(schemaOperators).toEqual(Object.keys(operators).sort());
  });

  it('names exactly the operators of the LANGUAGE.md contract', () => {
    expect(documentedOperators()).toEqual(schemaOperators);
  });

  it('accepts every real family file and refuses an unknown operator', () => {
    const dir = new URL('../../families/', import.meta.url);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
      expect(schemaAcceptsFamily(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))), f).toBe(true);
    const rule = { id: 'X', severity: 'error', text: { de: 'x', en: 'x' } };
    expect(schemaAcceptsFamily({ family: 'x', rules: [{ ...rule, test: { exists: 'A' } }] })).toBe(true);
    expect(schemaAcceptsFamily({ family: 'x', rules: [{ ...rule, test: { exist: 'A' } }] })).toBe(false);
    expect(
      schemaAcceptsFamily({ family: 'x', rules: [{ ...rule, test: { not: { var: 'A', exists: 'B' } } }] }),
    ).toBe(false);
  });

  it('is referenced by "$schema" as the first key of every family file (editors complete and underline)', () => {
    const dir = new URL('../../families/', import.meta.url);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const family = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
      expect(Object.keys(family)[0], f).toBe('$schema');
      expect(new URL(family.$schema, new URL(f, dir)).href, f).toBe(
        new URL('../../rule.schema.json', import.meta.url).href,
      );
    }
  });
});
