/**
 * `npx tsx scripts/xml-warnings-table.ts`: writes src/validate/xml-warnings.json, the warning-level rules of
 * the official EN 16931 syntax schematrons (UBL-CR-*, UBL-DT-*, CII-SR-*, CII-DT-*: elements and
 * attributes EN 16931 does not use, and a few counts) as data: rule id, context, and the path that must
 * not be there (`exists`) or must not occur more than once (`atMost1`). Read from the compiled
 * schematrons in the KoSIT configuration zip beside ../shared/oracle/validate (needs `unzip`). Rules
 * whose test has another form are printed; those that can fire are written by hand in xml-warnings.ts.
 * The CII data type rules at error level (`flag="fatal"`, CII-DT-*: attributes and elements of the
 * CII data types EN 16931 does not use) of the same forms go into the table too, marked `error`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const zip = fileURLToPath(
  new URL('../../../shared/oracle/xrechnung-3.0.2-validator-configuration-2026-01-31.zip', import.meta.url),
);
const sources = {
  ubl: 'resources/ubl/2.1/xsl/EN16931-UBL-validation.xsl',
  cii: 'resources/cii/16b/xsl/EN16931-CII-validation.xsl',
};

export interface WarningRule {
  id: string;
  /** `/A/B` from the document element, `//A` anywhere, `//*Suffix` any element whose name ends so. */
  context: string;
  exists?: string;
  atMost1?: string;
  /** An error-level rule (`flag="fatal"`). */
  error?: true;
}

const unentity = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** Local names only: `cac:A/cbc:B` → `A/B`, `(cac:A|cac:B)` → `(A|B)`. */
const local = (path: string) => path.replace(/\b[a-z]+:(?=[A-Za-z*])/g, '').replace(/\s+/g, '');
const PATH = String.raw`(?://)?(?:@[A-Za-z]+|\([a-z]+:[A-Za-z0-9]+(?:\|[a-z]+:[A-Za-z0-9]+)*\)|[a-z]+:[A-Za-z0-9]+)(?:/(?:@[A-Za-z]+|[a-z]+:[A-Za-z0-9]+))*`;

function context(match: string): string | undefined {
  const m = match.trim();
  if (m === '/ubl:Invoice | /cn:CreditNote') return '/';
  const ends = /^\/\/(?:[a-z]+:)?\*\[ends-with\(name\(\), '([A-Za-z]+)'\)\]$/.exec(m);
  if (ends) return `//*${ends[1]}`;
  if (/^\/?\/[a-z]+:[A-Za-z]+(\/[a-z]+:[A-Za-z]+)*$/.test(m)) {
    const path = local(m);
    return path.startsWith('//') ? path : `/${path.split('/').slice(2).join('/')}`;
  }
  return undefined;
}

const table: Record<'ubl' | 'cii', WarningRule[]> = { ubl: [], cii: [] };
for (const syntax of ['ubl', 'cii'] as const) {
  const xsl = execFileSync('unzip', ['-p', zip, sources[syntax]], { encoding: 'utf8', maxBuffer: 1 << 28 });
  for (const t of xsl.matchAll(
    /<xsl:template match="([^"]*)" priority="\d+" mode="[^"]*">([\s\S]*?)<\/xsl:template>/g,
  )) {
    const [, match, body] = t;
    for (const a of body.matchAll(
      /<xsl:if test="([^"]*)">\s*<svrl:failed-assert[^>]*flag="(warning|fatal)" id="([^"]*)"/g,
    )) {
      const test = unentity(a[1]);
      const id = a[3];
      const error = a[2] === 'fatal';
      // of the error-level rules only the CII data type ones (the others are rules of rules/families or
      // of xml-syntax.ts)
      if (error && !/^CII-DT-/.test(id)) continue;
      // one schematron pattern holds every CII-SR/CII-DT rule, and an element is tested only by the first
      // rule (highest priority) whose context matches it: `//ram:TypeCode` comes before the document type
      // code's own rule, so CII-DT-010…012 never fire; CII-DT-101…104 skip the four identifiers of the
      // rule before them (xml-warnings.ts writes them by hand)
      if (/^CII-DT-(01[0-2]|10[1-4])$/.test(id)) continue;
      const level = error ? { error: true as const } : {};
      const ctx = context(unentity(match));
      const exists = new RegExp(`^not\\(not\\((${PATH})\\)\\)$`).exec(test);
      const atMost1 = new RegExp(`^not\\(\\(?\\s*count\\((${PATH})\\)\\s*<=\\s*1\\)?\\)$`).exec(test);
      if (ctx && exists) table[syntax].push({ id, context: ctx, exists: local(exists[1]), ...level });
      else if (ctx && atMost1) table[syntax].push({ id, context: ctx, atMost1: local(atMost1[1]), ...level });
      else console.log(`by hand: ${syntax} ${id}${error ? ' (error)' : ''} [${match.trim()}] ${test}`);
    }
  }
}
const out = fileURLToPath(new URL('../src/validate/xml-warnings.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(table, null, 1)}\n`);
console.log(`${table.ubl.length} UBL and ${table.cii.length} CII rules → ${out}`);
