/**
 * Validator agreement: random mutants of the shared testsuite files and of the generated fixtures,
 * each judged by `xr validate --profile xrechnung` (validateFiles) and by the official validator
 * (one batched call). Compares the verdict, the exact error-level ids and the exact warning-level ids.
 * In the `en16931` mode each base's BT-24 is switched to EN 16931 first: `xr validate` picks the
 * profile by it, the official validator judges with `--allow-en16931` (the CEN rules alone).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { invoiceFixtureNames, ublOnlyFixtures } from '@xr/fixtures';
import { generateXml } from '@xr/xml';
import { officialVerdicts } from '@xr/xml/test/oracle/official';
import { validateFiles } from '../../src/validate-batch/validate-files';
import { type Mutant, mutate, type Random, seeded } from './mutate';

const corpus = new URL('../../../../shared/corpus/xrechnung-testsuite/', import.meta.url);
const fixtures = new URL('../../../fixtures/invoices/', import.meta.url);

export interface Base {
  name: string;
  xml: string;
}

let made: Base[] | undefined;

/**
 * The standard and cius testsuite files (UBL and CII) and every fixture generated in UBL and CII; read
 * and generated once per process (the class test runs one agreement per class).
 */
export function bases(): Base[] {
  made ??= readBases();
  return made;
}

function readBases(): Base[] {
  const suite = ['ubl', 'cii'].flatMap((s) =>
    readdirSync(new URL(`${s}/`, corpus))
      .filter((f) => /^(standard|cius)-.*\.xml$/.test(f))
      .map((f) => ({ name: `${s}/${f}`, xml: readFileSync(new URL(`${s}/${f}`, corpus), 'utf8') })),
  );
  const generated = invoiceFixtureNames
    .filter((n) => n !== 'lines-1000')
    .flatMap((n) => {
      const model = JSON.parse(readFileSync(new URL(`${n}.json`, fixtures), 'utf8'));
      const syntaxes = ublOnlyFixtures.includes(n) ? (['ubl'] as const) : (['ubl', 'cii'] as const);
      return syntaxes.map((syntax) => ({
        name: `fixture/${n}.${syntax}`,
        xml: generateXml(model, { syntax }).xml,
      }));
    });
  return [...suite, ...generated];
}

export interface Disagreement {
  name: string;
  file: string;
  detail: string;
  official: { valid: boolean; errors: string[]; warnings: string[] };
  ours: { valid: boolean; errors: string[]; warnings: string[] };
  verdict: boolean;
  errors: boolean;
  warnings: boolean;
}

export interface Agreement {
  n: number;
  verdict: number;
  errors: number;
  warnings: number;
  disagreements: Disagreement[];
  /** Folder holding the disagreeing mutants (for reading them). */
  folder: string;
}

/** The profiles the agreement is measured in: XRechnung (KoSIT) or EN 16931 (`--allow-en16931`). */
export type AgreementMode = 'xrechnung' | 'en16931';

/** The document with its BT-24 (UBL CustomizationID, CII guideline ID) set to EN 16931. */
export function asEn16931(xml: string): string {
  return xml
    .replace(/(<cbc:CustomizationID>)[^<]*(<)/, '$1urn:cen.eu:en16931:2017$2')
    .replace(
      /(<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>)[^<]*(<)/,
      '$1urn:cen.eu:en16931:2017$2',
    );
}

const technical = (id: string) => id.startsWith('XSD:') || id === 'SCHEMATRON-PROCESSING-ERROR';
const ids = (list: string[]) => [...new Set(list.filter((id) => !technical(id)))].sort();
const same = (a: string[], b: string[]) => a.join() === b.join();

/**
 * Makes `n` mutants from the bases with the seed and compares the two validators on them; `edit` makes
 * one mutant (default: any random edit of `mutate.ts`).
 */
export async function agreement(
  n: number,
  seed: number,
  only?: (b: Base) => boolean,
  edit: (xml: string, rnd: Random) => Mutant | undefined = mutate,
  mode: AgreementMode = 'xrechnung',
): Promise<Agreement> {
  const rnd = seeded(seed);
  const all = bases().filter(only ?? (() => true));
  const folder = join(tmpdir(), `xr-agreement-${seed}-${process.pid}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const made: { name: string; detail: string; file: string }[] = [];
  let guard = 0;
  while (made.length < n && guard++ < n * 20) {
    const base = all[Math.floor(rnd() * all.length)];
    const xml = mode === 'en16931' ? asEn16931(base.xml) : base.xml;
    const m = edit(xml, rnd);
    if (!m || m.xml === xml) continue;
    const file = join(folder, `${String(made.length).padStart(5, '0')}-${base.name.replace(/\//g, '_')}`);
    writeFileSync(file, m.xml);
    made.push({ name: base.name, detail: `${m.kind}: ${m.detail}`, file });
  }
  const files = made.map((m) => m.file);
  const [official, ours] = await Promise.all(
    mode === 'en16931'
      ? [officialVerdicts(files, ['--allow-en16931']), validateFiles(files, 'auto')]
      : [officialVerdicts(files), validateFiles(files, 'xrechnung')],
  );
  const disagreements: Disagreement[] = [];
  let verdict = 0;
  let errors = 0;
  let warnings = 0;
  made.forEach((m, k) => {
    const o = official[k];
    const line = ours[k];
    const ourErrors = line.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId);
    const ourWarnings = line.findings.filter((f) => f.severity === 'warning').map((f) => f.ruleId);
    const officialXsd = o.errors.some((id) => id.startsWith('XSD:'));
    const ourXsd = ourErrors.some((id) => id.startsWith('XSD:'));
    const sameVerdict = o.valid === line.valid;
    const sameErrors = officialXsd || ourXsd ? officialXsd === ourXsd : same(ids(o.errors), ids(ourErrors));
    const sameWarnings =
      officialXsd || ourXsd ? officialXsd === ourXsd : same(ids(o.warnings), ids(ourWarnings));
    if (sameVerdict) verdict++;
    if (sameErrors) errors++;
    if (sameWarnings) warnings++;
    if (!sameVerdict || !sameErrors || !sameWarnings)
      disagreements.push({
        name: m.name,
        file: m.file,
        detail: m.detail,
        official: { valid: o.valid, errors: ids(o.errors), warnings: ids(o.warnings) },
        ours: { valid: line.valid, errors: ids(ourErrors), warnings: ids(ourWarnings) },
        verdict: sameVerdict,
        errors: sameErrors,
        warnings: sameWarnings,
      });
  });
  const keep = new Set(disagreements.map((d) => d.file));
  for (const f of files) if (!keep.has(f)) rmSync(f, { force: true });
  return { n: made.length, verdict, errors, warnings, disagreements, folder };
}

const pct = (k: number, n: number) => `${((100 * k) / Math.max(n, 1)).toFixed(1)} %`;
const minus = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));

/** The figures and every disagreement, as lines to print. */
export function report(a: Agreement): string[] {
  const lines = [
    `mutants: ${a.n}`,
    `verdict agreement:            ${a.verdict}/${a.n} (${pct(a.verdict, a.n)})`,
    `exact error ids (error level): ${a.errors}/${a.n} (${pct(a.errors, a.n)})`,
    `exact warning ids:             ${a.warnings}/${a.n} (${pct(a.warnings, a.n)})`,
  ];
  for (const d of a.disagreements) {
    const what = [
      d.verdict
        ? ''
        : `verdict official ${d.official.valid ? 'VALID' : 'INVALID'} / ours ${d.ours.valid ? 'VALID' : 'INVALID'}`,
      d.errors
        ? ''
        : `errors only official [${minus(d.official.errors, d.ours.errors)}] only ours [${minus(d.ours.errors, d.official.errors)}]`,
      d.warnings
        ? ''
        : `warnings only official [${minus(d.official.warnings, d.ours.warnings)}] only ours [${minus(d.ours.warnings, d.official.warnings)}]`,
    ].filter(Boolean);
    lines.push(`DISAGREE ${d.name} (${d.detail}) ${what.join('; ')}  ${d.file}`);
  }
  if (a.disagreements.length) lines.push(`disagreeing mutants kept in ${a.folder}`);
  return lines;
}

export const harnessFile = fileURLToPath(import.meta.url);
