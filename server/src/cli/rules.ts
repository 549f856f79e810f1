// `xr rules check [FILE...]` and `xr rules explain [--profile P] [--syntax ubl|cii] [--today D] RULE-ID FILE`.
// check: the rule family files (default: all of rules/families, or XR_RULES_DIR) checked as data,
// one line per fault `file: rule ID at /pointer: message` on stderr, exit 1 when any.
// explain: why a rule fired or not on an invoice (JSON model or UBL/CII XML), per context node.
import { readFile } from 'node:fs/promises';
import { isCode } from '@xr/codelists';
import { explainRule, explanationLines, type Profile, type Syntax, setCodeLookup } from '@xr/rules';
import { loadFamilyDir, runRulesCheck } from '@xr/rules/node';
import { reason } from './batch';

const usage = `usage: xr rules check [FILE...]
       xr rules explain [--profile xrechnung|editor] [--syntax ubl|cii] [--today YYYY-MM-DD] [--locale de|en] RULE-ID FILE
`;

interface ExplainArgs {
  ruleId: string;
  file: string;
  profile: Profile;
  syntax?: Syntax;
  today?: string;
  locale: 'de' | 'en';
}

function parseExplain(args: string[]): ExplainArgs {
  const options: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const m = /^--(profile|syntax|today|locale)(?:=(.*))?$/.exec(args[i]);
    if (m) options[m[1]] = m[2] ?? args[++i] ?? '';
    else if (args[i].startsWith('--')) throw new Error(`unknown option ${args[i]}`);
    else rest.push(args[i]);
  }
  if (rest.length !== 2) throw new Error('explain needs RULE-ID and FILE');
  const profile = (options.profile ?? 'xrechnung') as Profile;
  if (profile !== 'xrechnung' && profile !== 'editor') throw new Error(`unknown profile: ${profile}`);
  const syntax = options.syntax as Syntax | undefined;
  if (syntax !== undefined && syntax !== 'ubl' && syntax !== 'cii')
    throw new Error(`unknown syntax: ${syntax}`);
  const locale = options.locale === 'de' ? 'de' : 'en';
  return { ruleId: rest[0], file: rest[1], profile, syntax, today: options.today, locale };
}

async function explain(args: string[]): Promise<number> {
  let a: ExplainArgs;
  try {
    a = parseExplain(args);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${usage}`);
    return 2;
  }
  try {
    loadFamilyDir();
    setCodeLookup(isCode);
    const text = await readFile(a.file, 'utf8');
    let invoice: unknown;
    let syntax = a.syntax;
    if (text.trimStart().startsWith('<')) {
      const { importInvoiceXml } = await import('@xr/xml');
      const imported = importInvoiceXml(text);
      invoice = imported.invoice;
      syntax ??= imported.syntax; // an XML document is checked by its own syntax's rules
    } else invoice = JSON.parse(text);
    const explanation = explainRule(a.ruleId, invoice, { profile: a.profile, syntax, today: a.today });
    process.stdout.write(`${a.file}\n${explanationLines(explanation, a.locale).join('\n')}\n`);
    return 0;
  } catch (e) {
    process.stderr.write(`${a.file}: ${reason(e)}\n`);
    return 1;
  }
}

export async function run(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'check') return runRulesCheck(rest);
  if (sub === 'explain') return explain(rest);
  process.stderr.write(usage);
  return 2;
}
