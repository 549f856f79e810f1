/**
 * `xr rules explain` answers for every rule id of the official validation that the product can
 * report: the rules of the families, and the XML-level rules of @xr/xml (UBL-SR, UBL-CR, CII-SR,
 * CII-DT, PEPPOL, BR-TMP-3 …) — what they check, their level, and whether they fire on the file.
 * The XML-level ids are read from the sources of the XML-level checks and the warning table, so a
 * check added without a text fails here.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { families } from '@xr/rules';
import { explainXmlRule, xmlExplanationLines } from '@xr/xml/src/validate/explain-xml';
import { corpusUrl } from '@xr/xml/test/helpers/corpus';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../src/cli/rules';

const bin = fileURLToPath(new URL('../bin/xr.mjs', import.meta.url));
const validateDir = new URL('../../xml/src/validate/', import.meta.url);
const corpus = (p: string) => fileURLToPath(new URL(p, corpusUrl));
const ublFile = corpus('xrechnung-testsuite/ubl/standard-01.14a-INVOICE_ubl.xml');
const ciiFile = corpus('xrechnung-testsuite/cii/standard-01.01a-INVOICE_uncefact.xml');

const official = readFileSync(
  new URL('../../../shared/rules-reference/official-rule-ids.tsv', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((l) => l !== '' && !l.startsWith('#'))
  .map((l) => l.split('\t')[0]);

/** Every rule id the XML-level checks can report: the id literals of their sources and the table rows. */
function xmlLevelIds(): Set<string> {
  const ids = new Set<string>();
  for (const f of readdirSync(validateDir).filter(
    (n) => n.endsWith('.ts') && !n.startsWith('xml-rule-texts'),
  ))
    for (const m of readFileSync(new URL(f, validateDir), 'utf8').matchAll(
      /'((?:UBL|CII|PEPPOL|BR)-[A-Za-z0-9-]+)'/g,
    ))
      ids.add(m[1]);
  const table = JSON.parse(readFileSync(new URL('xml-warnings.json', validateDir), 'utf8')) as Record<
    string,
    { id: string }[]
  >;
  for (const row of [...table.ubl, ...table.cii]) ids.add(row.id);
  return ids;
}

async function explain(...args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
    out += String(s);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((s) => {
    out += String(s);
    return true;
  });
  try {
    return { code: await run(['explain', ...args]), out };
  } finally {
    write.mockRestore();
    err.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('xr rules explain: every rule id the product reports', () => {
  it('answers for each official id of the families and of the XML-level rules', async () => {
    const inFamilies = new Set(families().flatMap((f) => f.rules.map((r) => r.id)));
    const onXml = xmlLevelIds();
    const reported = official.filter((id) => inFamilies.has(id) || onXml.has(id));
    const xmlOnly = reported.filter((id) => !inFamilies.has(id));
    expect(xmlOnly.length).toBeGreaterThan(1000);
    for (const id of [
      'CII-SR-452',
      'UBL-SR-01',
      'CII-DT-005',
      'UBL-CR-646',
      'BR-TMP-3',
      'PEPPOL-EN16931-R043',
    ])
      expect(xmlOnly).toContain(id);
    // what `xr rules explain` prints for them (its XML-level part, on the file read once per syntax)
    const texts = { ubl: readFileSync(ublFile, 'utf8'), cii: readFileSync(ciiFile, 'utf8') };
    const unanswered: string[] = [];
    for (const id of xmlOnly) {
      const e = explainXmlRule(id, id.startsWith('CII') ? texts.cii : texts.ubl);
      const lines = e ? xmlExplanationLines(e, 'en') : [];
      if (!lines[0]?.startsWith(`${id} (XML-level rule`) || (lines[1] ?? '').trim().length < 20)
        unanswered.push(id);
    }
    expect(unanswered).toEqual([]);
    // through the command: XML-level ids of each kind, and a family's id still gets the evaluator's explanation
    for (const id of ['CII-SR-452', 'UBL-SR-01', 'CII-DT-005', 'UBL-CR-004', 'BR-TMP-3']) {
      const r = await explain(id, id.startsWith('CII') ? ciiFile : ublFile);
      expect(r.code, id).toBe(0);
      expect(r.out, id).toContain(`${id} (XML-level rule, checked on the XML itself;`);
    }
    const family = await explain('BR-DE-15', ublFile);
    expect(family.code).toBe(0);
    expect(family.out).toContain('family xrechnung-de.json');
  }, 120_000);

  it('says whether the rule fires on the file, in German and English, from the xr bin', async () => {
    const exec = promisify(execFile);
    const mutant = corpus('mutants/01.05a-INVOICE_uncefact__cr-cii-two-payment-terms.xml');
    const fires = await exec(process.execPath, [bin, 'rules', 'explain', 'CII-SR-452', mutant]);
    expect(fires.stdout.split('\n').slice(1)).toEqual([
      'CII-SR-452 (XML-level rule, checked on the XML itself; error)',
      '  `SpecifiedTradePaymentTerms` may occur at most once in `ApplicableHeaderTradeSettlement`.',
      '  fires',
      '',
    ]);
    const passes = await exec(process.execPath, [
      bin,
      'rules',
      'explain',
      '--locale',
      'de',
      'CII-SR-452',
      ciiFile,
    ]);
    expect(passes.stdout).toContain('CII-SR-452 (XML-Regel, auf der XML selbst geprüft; Fehler)');
    expect(passes.stdout).toContain('schlägt nicht an');
  });
});
