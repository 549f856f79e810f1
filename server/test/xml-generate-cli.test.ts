/** `xr generate`: many files in one process, one XML per JSON file, reasons per failed file on stderr. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../src/cli/generate';

const model = readFileSync(new URL('./models/model-invoice.json', import.meta.url), 'utf8');

function workDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'xr-generate-'));
  writeFileSync(join(dir, 'invoice.json'), model);
  writeFileSync(join(dir, 'credit.json'), JSON.stringify({ ...JSON.parse(model), Invoice_type_code: '381' }));
  return dir;
}

describe('xr generate', () => {
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  afterEach(() => stderr.mockClear());

  it('writes one UBL document per file, a CreditNote for 381', async () => {
    const dir = workDir();
    const out = join(dir, 'out');
    const code = await run([
      '--syntax',
      'ubl',
      join(dir, 'invoice.json'),
      join(dir, 'credit.json'),
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['credit.xml', 'invoice.xml']);
    expect(readFileSync(join(out, 'credit.xml'), 'utf8')).toContain('<CreditNote ');
    expect(readFileSync(join(out, 'invoice.xml'), 'utf8')).toContain('<Invoice ');
  });

  it('honours --spec and writes CII', async () => {
    const dir = workDir();
    const code = await run(['--syntax=cii', '--spec', '2.3.1', join(dir, 'invoice.json'), `--out=${dir}`]);
    expect(code).toBe(0);
    const xml = readFileSync(join(dir, 'invoice.xml'), 'utf8');
    expect(xml).toContain('<rsm:CrossIndustryInvoice');
    expect(xml).toContain('urn:xoev-de:kosit:standard:xrechnung_2.3</ram:ID>');
  });

  it('goes on after a failed file, names it with the reason and exits 1', async () => {
    const dir = workDir();
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    const tpp = {
      ...JSON.parse(model),
      THIRD_PARTY_PAYMENT: [{ Third_party_payment_type: 'X', Third_party_payment_amount: 1 }],
    };
    writeFileSync(join(dir, 'tpp.json'), JSON.stringify(tpp));
    const files = ['broken.json', 'tpp.json', 'invoice.json'].map((f) => join(dir, f));
    const code = await run(['--syntax', 'cii', ...files, '--out', join(dir, 'out')]);
    expect(code).toBe(1);
    const text = stderr.mock.calls.map((c) => String(c[0])).join('');
    expect(text).toMatch(/broken\.json: not a JSON invoice/);
    expect(text).toMatch(/tpp\.json: Zahlungen durch Dritte .*third_party_payment_ubl_only/);
    expect(readdirSync(join(dir, 'out'))).toEqual(['invoice.xml']);
  });

  it('rejects a missing syntax with the usage text and status 2', async () => {
    expect(await run(['a.json', '--out', 'x'])).toBe(2);
    expect(String(stderr.mock.calls[0][0])).toMatch(/usage: xr generate/);
  });
});
