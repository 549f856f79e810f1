/**
 * `xr generate`: many files in one process, one XML per JSON file, reasons per failed file on
 * stderr; BT-24 of the day of generation. Every document written is checked by the official
 * validator (one call at the end).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importInvoiceXml } from '@xr/xml/src/import';
import { readCorpus } from '@xr/xml/test/helpers/corpus';
import { officiallyInvalidFiles } from '@xr/xml/test/oracle/invalid';
import { officialVerdicts } from '@xr/xml/test/oracle/official';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../src/cli/generate';

const model = readFileSync(new URL('../../xml/test/models/model-invoice.json', import.meta.url), 'utf8');

/** Documents written with the current XRechnung version: all must be VALID officially. */
const written: string[] = [];

function workDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'xr-generate-'));
  writeFileSync(join(dir, 'invoice.json'), model);
  writeFileSync(join(dir, 'credit.json'), JSON.stringify({ ...JSON.parse(model), Invoice_type_code: '381' }));
  return dir;
}

describe('xr generate', () => {
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  afterEach(() => stderr.mockClear());
  afterAll(() => stderr.mockRestore());

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
    written.push(join(out, 'credit.xml'), join(out, 'invoice.xml'));
  });

  it('writes an imported invoice dated 2018 as XRechnung 3.0 and says that its identifier was replaced', async () => {
    const dir = workDir();
    const original = readCorpus('xrechnung-testsuite/ubl', 'standard-01.01a-INVOICE_ubl.xml')
      .replace(
        /<cbc:CustomizationID>[^<]*/,
        '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_1.2',
      )
      .replace(/<cbc:IssueDate>[^<]*/, '<cbc:IssueDate>2018-06-12');
    const { invoice } = importInvoiceXml(original);
    expect(invoice.Invoice_issue_date).toBe('2018-06-12');
    writeFileSync(join(dir, 'old.json'), JSON.stringify(invoice));
    for (const syntax of ['ubl', 'cii']) {
      const out = join(dir, syntax);
      stderr.mockClear();
      expect(await run(['--syntax', syntax, join(dir, 'old.json'), '--out', out])).toBe(0);
      const xml = readFileSync(join(out, 'old.xml'), 'utf8');
      expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0<');
      const text = stderr.mock.calls.map((c) => String(c[0])).join('');
      expect(text).toMatch(
        /old\.json: Warnung: .*xrechnung_1\.2.* nicht mehr angenommen.*Warning: .*no longer accepted/,
      );
      written.push(join(out, 'old.xml'));
    }
  });

  it('honours --spec and writes CII', async () => {
    const dir = workDir();
    const code = await run(['--syntax=cii', '--spec', '2.3.1', join(dir, 'invoice.json'), `--out=${dir}`]);
    expect(code).toBe(0);
    const xml = readFileSync(join(dir, 'invoice.xml'), 'utf8');
    expect(xml).toContain('<rsm:CrossIndustryInvoice');
    expect(xml).toContain('urn:xoev-de:kosit:standard:xrechnung_2.3</ram:ID>');
    const text = stderr.mock.calls.map((c) => String(c[0])).join('');
    expect(text).toMatch(/invoice\.json: Warnung: .*heute nicht mehr angenommen/);
    // what the warning says: the official validator has no scenario for it
    const [verdict] = await officialVerdicts([join(dir, 'invoice.xml')]);
    expect(verdict.errors).toEqual(['NO-SCENARIO']);
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
    written.push(join(dir, 'out', 'invoice.xml'));
  });

  afterAll(async () => {
    // every document the command wrote with the current version, in one call
    expect(written.length).toBe(5);
    expect(await officiallyInvalidFiles(written)).toEqual([]);
  });

  it('rejects a missing syntax with the usage text and status 2', async () => {
    expect(await run(['a.json', '--out', 'x'])).toBe(2);
    expect(String(stderr.mock.calls[0][0])).toMatch(/usage: xr generate/);
  });
});
