import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles } from '../scripts/load';
import { propertiesOf } from './walk';

const fields = readFileSync(new URL('../../../shared/spec/fields.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

/** Names of the spec with no EN 16931 term: the master data version. */
const WITHOUT_BT = new Set(['Version']);

const files = [...loadSchemaFiles().values()];
const all = files.flatMap((f) => [...propertiesOf(f.schema)].map((p) => ({ ...p, file: f.path })));

describe('the spec field list is covered by the schemas', () => {
  it('reads the 192 names of the spec', () => {
    expect(fields).toHaveLength(192);
  });

  it.each(fields)('%s is a property of some schema, with x-bt where EN 16931 has a term', (name) => {
    const found = all.filter((p) => p.name === name);
    expect(found.length, `${name} is no property of any schema`).toBeGreaterThan(0);
    if (WITHOUT_BT.has(name)) return;
    const withBt = found.filter((p) => typeof p.schema['x-bt'] === 'string');
    expect(
      withBt.map((p) => p.file),
      `${name} has no x-bt`,
    ).not.toEqual([]);
  });

  it('every property of the invoice schemas carries x-bt (but the letter texts, which are no EN 16931 term)', () => {
    const missing = all
      .filter(
        (p) =>
          p.file.startsWith('invoice/') &&
          typeof p.schema['x-bt'] !== 'string' &&
          p.schema['x-letter'] !== true,
      )
      .map((p) => `${p.file}: ${p.path.join('/')}`);
    expect(missing).toEqual([]);
  });

  it('no object schema lets unknown properties through unchecked', () => {
    const open = all
      .filter((p) => p.schema.type === 'object' && (p.schema.additionalProperties ?? true) === true)
      .map((p) => `${p.file}: ${p.path.join('/')}`);
    const roots = files.filter((f) => f.schema.type === 'object' && f.schema.additionalProperties !== false);
    expect([...open, ...roots.map((f) => f.path)]).toEqual([]);
  });
});

describe('x-codelist names', () => {
  it('name a code list of codelists/lists', () => {
    const lists = new Set(
      readdirSync(new URL('../../codelists/lists/', import.meta.url)).map((f) => f.replace(/\.json$/, '')),
    );
    const unknown = all
      .map((p) => p.schema['x-codelist'])
      .filter((name): name is string => typeof name === 'string' && !lists.has(name));
    expect([...new Set(unknown)]).toEqual([]);
  });
});
