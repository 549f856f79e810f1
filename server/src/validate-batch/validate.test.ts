import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFiles } from './validate-files';

const dir = mkdtempSync(join(tmpdir(), 'xr-validate-'));
const file = (name: string, data: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, typeof data === 'string' ? data : JSON.stringify(data));
  return p;
};

describe('xr validate', () => {
  it('reports one line per file, invalid with the official findings, in one run', async () => {
    const empty = file('empty.json', {});
    const broken = file('broken.json', '{ not json');
    const lines = await validateFiles([empty, broken, join(dir, 'missing.json')], 'xrechnung');
    expect(lines.map((l) => l.file)).toEqual([empty, broken, join(dir, 'missing.json')]);
    expect(lines.every((l) => !l.valid)).toBe(true);
    const ids = lines[0].findings.map((f) => f.ruleId);
    for (const id of ['BR-01', 'BR-02', 'BR-16', 'BR-DE-15']) expect(ids).toContain(id);
    expect(lines[0].findings[0]).toEqual(
      expect.objectContaining({ ruleId: expect.any(String), severity: 'error', pointer: expect.any(String) }),
    );
    expect(lines[1].findings[0].ruleId).toBe('INPUT');
    expect(lines[2].findings[0].ruleId).toBe('FILE');
  });

  it('an XML file that fails the XML Schema is invalid with an XSD finding', async () => {
    const xml = file(
      'bad.xml',
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><Nope/></Invoice>',
    );
    const [line] = await validateFiles([xml], 'xrechnung');
    expect(line.valid).toBe(false);
    expect(line.findings[0].ruleId).toBe('XSD:schema');
  }, 60_000);
});
