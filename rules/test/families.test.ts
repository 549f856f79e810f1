import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { families, ruleLoadErrors, ruleMessages } from '../index';
import { familyIndexSource } from '../src/tools/familyIndexSource';

const dir = new URL('../families/', import.meta.url);

describe('rule families', () => {
  it('are all in the committed browser index (the UI build rewrites it, or `npm run families -w @xr/rules`)', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    const current = readFileSync(new URL('../src/familyIndex.ts', import.meta.url), 'utf8');
    expect(current).toBe(familyIndexSource(files));
  });

  it('all compile', () => {
    expect(ruleLoadErrors()).toEqual([]);
  });

  it('give every rule a German and an English message', () => {
    const de = ruleMessages('de');
    const en = ruleMessages('en');
    for (const family of families())
      for (const rule of family.rules) {
        expect(de[`rule.${rule.id}`], rule.id).toBeTruthy();
        expect(en[`rule.${rule.id}`], rule.id).toBeTruthy();
      }
  });
});
