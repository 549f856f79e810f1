import { editorView } from './editorView';
import { createEngine, type Engine } from './engine';
import { familyFiles } from './familyIndex';
import { setCodeLookup } from './ops/codelist';
import type { EvaluateOptions, Family, Finding } from './types';

let engine: Engine | null = null;
/** The families in use, by file name: the bundled index until `useFamilies` replaces them. */
let current: Record<string, Family> = familyFiles;

/** The engine of the families in use (rules/families), compiled on first use. */
export function defaultEngine(): Engine {
  engine ??= createEngine(current);
  return engine;
}

/**
 * Makes `files` (file name → family) the rule set of `evaluate`. Compiles them first: a rule that
 * does not compile throws a `RuleCompileError` naming the file and the rule, and the rule set in
 * use stays as it was.
 */
export function useFamilies(files: Record<string, Family>): Engine {
  const next = createEngine(files);
  current = files;
  engine = next;
  catalogues = {};
  return next;
}

/**
 * All findings of the profile's rules on an invoice (plain or editor form). Pure, synchronous.
 * The editor profiles check the invoice as save will leave it (`editorView`): the editor's
 * placeholders (unused default VAT rows, base quantity 0, BT-6 equal to BT-5) raise nothing.
 */
export function evaluate(invoice: unknown, options: EvaluateOptions): Finding[] {
  if (options?.profile !== 'editor' && options?.profile !== 'editor-en16931')
    return defaultEngine().run(invoice, options, 'invoice');
  const view = editorView(invoice);
  const findings = defaultEngine().run(view.document, options, 'invoice');
  for (const f of findings) f.pointer = view.pointer(f.pointer);
  return findings;
}

/** All findings of the master-data rules (families with `"document": "masterdata"`). */
export function evaluateMasterData(masterData: unknown, options: Partial<EvaluateOptions> = {}): Finding[] {
  return defaultEngine().run(masterData, { profile: 'editor', ...options }, 'masterdata');
}

/** True when no finding is an error (warnings do not make a document invalid). */
export function isValid(findings: readonly Finding[]): boolean {
  return !findings.some((f) => f.severity === 'error');
}

/** The message catalogues of the families in use, per language, made on first use. */
let catalogues: { de?: Readonly<Record<string, string>>; en?: Readonly<Record<string, string>> } = {};

/**
 * The message catalogue `rule.<id>` → text of every family, in `de` (default) or `en`. Made once
 * per language and family set, shared by every caller: read it, do not change it.
 */
export function ruleMessages(locale: string): Readonly<Record<string, string>> {
  const lang = locale.toLowerCase().startsWith('en') ? 'en' : 'de';
  let out = catalogues[lang];
  if (!out) {
    const made: Record<string, string> = {};
    for (const family of Object.values(current))
      for (const rule of family.rules ?? []) made[`rule.${rule.id}`] = rule.text[lang];
    out = Object.freeze(made);
    catalogues[lang] = out;
  }
  return out;
}

/**
 * Rules that failed to compile. Loading throws on the first broken rule set (`RuleCompileError`
 * naming file and rule), so a loaded engine has none; kept for callers of the contract.
 */
export function ruleLoadErrors(): string[] {
  return defaultEngine().errors;
}

/** The families in use (for tests and tooling). */
export function families(): Family[] {
  return Object.values(current);
}

export { setCodeLookup };
