import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../index';
import { loadSchemaFiles } from '../scripts/load';

describe('schema registry', () => {
  it('imports exactly the schema files on disk (regenerate registry.ts after adding one)', () => {
    const onDisk = [...loadSchemaFiles().values()].map((f) => f.schema.$id).sort();
    expect(schemaFiles.map((s) => s.$id).sort()).toEqual(onDisk);
  });
});
