// `xr validate [--profile xrechnung|editor] FILE...`: one JSON line per file
// {"file","valid","findings":[{ruleId,severity,pointer,bt}]}; exit status 1 when any file has an error.
// An XML file is checked against the XML Schema first (as KoSIT does: an XSD failure makes it invalid
// with `XSD:` findings and the business rules are not run), then imported and evaluated.
import { readFile } from 'node:fs/promises';
import { isCode } from '@xr/codelists';
import { evaluate, type Finding, isValid, type Profile, setCodeLookup } from '@xr/rules';
import { validateXsd } from '../xml/xsd';
import { withoutStopped, xmlOwnedRules, xmlSyntaxFindings } from './xml-syntax';

// code list rules (BR-CL-*) look codes up in the official lists of @xr/codelists
setCodeLookup(isCode);

interface Line {
  file: string;
  valid: boolean;
  findings: { ruleId: string; severity: string; pointer: string; bt: string }[];
}
type Importer = (xml: string) => { invoice: unknown; syntax: 'ubl' | 'cii' };

/** The XML import of server/src/xml (loaded lazily: JSON files need no XML machinery). */
async function importer(): Promise<Importer> {
  return (await import('../xml/import')).importInvoiceXml as Importer;
}

function parseArgs(args: string[]): { profile: Profile; files: string[] } {
  let profile: Profile = 'xrechnung';
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--profile') {
      const p = args[++i];
      if (p !== 'xrechnung' && p !== 'editor') throw new Error(`unknown profile: ${p} (xrechnung | editor)`);
      profile = p;
    } else if (a.startsWith('--profile=')) {
      const p = a.slice('--profile='.length);
      if (p !== 'xrechnung' && p !== 'editor') throw new Error(`unknown profile: ${p} (xrechnung | editor)`);
      profile = p;
    } else files.push(a);
  }
  return { profile, files };
}

const isXml = (text: string) => text.trimStart().startsWith('<');
const brief = (f: Finding) => ({ ruleId: f.ruleId, severity: f.severity, pointer: f.pointer, bt: f.bt });
const failure = (file: string, ruleId: string, message: string): Line => ({
  file,
  valid: false,
  findings: [{ ruleId, severity: 'error', pointer: '', bt: message }],
});

/** Validates many files in one process; XML Schema checks are batched. */
export async function validateFiles(files: string[], profile: Profile): Promise<Line[]> {
  const texts = await Promise.all(files.map((f) => readFile(f, 'utf8').catch((e: Error) => e)));
  const xmlIdx = texts.flatMap((t, i) => (typeof t === 'string' && isXml(t) ? [i] : []));
  const xsd = xmlIdx.length ? await validateXsd(xmlIdx.map((i) => texts[i] as string)) : [];
  const xsdOf = new Map(xmlIdx.map((i, k) => [i, xsd[k]]));
  let load: Importer | undefined;
  const lines: Line[] = [];
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    const text = texts[i];
    if (text instanceof Error) {
      lines.push(failure(file, 'FILE', text.message));
      continue;
    }
    try {
      if (isXml(text)) {
        const schema = xsdOf.get(i);
        if (schema && !schema.valid) {
          lines.push({
            file,
            valid: false,
            findings: schema.errors.map((e) => ({
              ruleId: 'XSD:schema',
              severity: 'error',
              pointer: '',
              bt: e,
            })),
          });
          continue;
        }
        load ??= await importer();
        const { invoice, syntax } = load(text);
        // rules that count XML elements the model keeps once are decided on the XML below
        const findings = evaluate(invoice, { profile, syntax })
          .filter((f) => !xmlOwnedRules.has(f.ruleId))
          .map(brief);
        // rules on the XML itself that the model cannot carry (repeated elements, sub lines, CII dates)
        const syntaxFindings = xmlSyntaxFindings(text, syntax);
        // a schematron that stops on a repeated single value (a processing error) reports nothing else
        const all = withoutStopped<Line['findings'][number]>([...syntaxFindings, ...findings]);
        lines.push({ file, valid: !all.some((f) => f.severity === 'error'), findings: all });
      } else {
        const findings = evaluate(JSON.parse(text), { profile });
        lines.push({ file, valid: isValid(findings), findings: findings.map(brief) });
      }
    } catch (e) {
      lines.push(failure(file, 'INPUT', (e as Error).message));
    }
  }
  return lines;
}

export async function run(args: string[]): Promise<number> {
  let parsed: { profile: Profile; files: string[] };
  try {
    parsed = parseArgs(args);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (parsed.files.length === 0) {
    process.stderr.write('usage: xr validate [--profile xrechnung|editor] FILE...\n');
    return 2;
  }
  const lines = await validateFiles(parsed.files, parsed.profile);
  for (const line of lines) process.stdout.write(`${JSON.stringify(line)}\n`);
  return lines.every((l) => l.valid) ? 0 : 1;
}
