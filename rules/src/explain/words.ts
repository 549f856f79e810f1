/**
 * A rule explanation in words (English or German): per context node whether the rule applies,
 * whether its test held, and each step of the test with the values it saw, indented by depth.
 */
import { isDec } from '../decimal';
import type { NodeExplanation, RuleExplanation, VariantExplanation } from './explain';
import type { Step } from './trace';

type Locale = 'de' | 'en';

const W = {
  en: {
    nothing: 'nothing',
    yes: 'holds',
    no: 'does not hold',
    error: 'cannot be evaluated',
    exists: (p: string, v: string) => `"${p}" is there (${v})`,
    absent: (p: string) => `"${p}" is empty or missing`,
    path: (p: string, v: string) => `"${p}" is ${v}`,
    noVariant: (id: string) => `${id}: no rule with this id`,
    skippedProfile: (p: string) => `not run in the ${p} profile`,
    skippedSyntax: (s: string) => `not run for ${s.toUpperCase()} documents`,
    noNodes: (c: string) => `context ${c} matches nothing in this document: the rule does not run`,
    notApplies: 'when does not hold: the rule does not apply here',
    whenError: 'when cannot be evaluated: the rule does not apply here',
    passes: 'applies, and the test holds: no finding',
    fails: (p: string, s: string) => `applies, and the test does not hold: ${s} at ${p}`,
    testError: (p: string, s: string) => `applies, and the test cannot be evaluated: ${s} at ${p}`,
    summary: (n: number) => (n === 0 ? 'no finding' : `${n} finding(s)`),
    variant: 'family',
    more: (n: number) => `… and ${n} more`,
    places: (n: string) => `to ${n} places`,
    thenBranch: 'then: ',
    elseBranch: 'else: ',
    condition: 'if ',
  },
  de: {
    nothing: 'nichts',
    yes: 'gilt',
    no: 'gilt nicht',
    error: 'lässt sich nicht auswerten',
    exists: (p: string, v: string) => `„${p}" ist vorhanden (${v})`,
    absent: (p: string) => `„${p}" ist leer oder fehlt`,
    path: (p: string, v: string) => `„${p}" ist ${v}`,
    noVariant: (id: string) => `${id}: keine Regel mit dieser Kennung`,
    skippedProfile: (p: string) => `läuft nicht im Profil ${p}`,
    skippedSyntax: (s: string) => `läuft nicht für ${s.toUpperCase()}-Dokumente`,
    noNodes: (c: string) => `Kontext ${c} trifft in diesem Dokument nichts: die Regel läuft nicht`,
    notApplies: 'when gilt nicht: die Regel gilt hier nicht',
    whenError: 'when lässt sich nicht auswerten: die Regel gilt hier nicht',
    passes: 'gilt, und der Test ist erfüllt: kein Befund',
    fails: (p: string, s: string) => `gilt, und der Test ist nicht erfüllt: ${s} bei ${p}`,
    testError: (p: string, s: string) => `gilt, und der Test lässt sich nicht auswerten: ${s} bei ${p}`,
    summary: (n: number) => (n === 0 ? 'kein Befund' : `${n} Befund(e)`),
    variant: 'Familie',
    more: (n: number) => `… und ${n} weitere`,
    places: (n: string) => `auf ${n} Stellen`,
    thenBranch: 'dann: ',
    elseBranch: 'sonst: ',
    condition: 'wenn ',
  },
};

const SYMBOL: Record<string, string> = { '==': '=', '!=': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥' };
const ARITHMETIC: Record<string, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };
const ROUNDING = new Set(['round', 'xround']);
const SEVERITY = { de: { error: 'Fehler', warning: 'Warnung' }, en: { error: 'error', warning: 'warning' } };

/** A value as a maintainer reads it: decimals exactly, texts quoted, lists shortened. */
export function showValue(v: unknown, locale: Locale = 'en'): string {
  if (v === null || v === undefined) return W[locale].nothing;
  if (isDec(v)) return v.toString();
  if (typeof v === 'string') return JSON.stringify(v.length > 80 ? `${v.slice(0, 77)}...` : v);
  if (Array.isArray(v)) {
    const items = v.slice(0, 6).map((x) => showValue(x, locale));
    return `[${items.join(', ')}${v.length > 6 ? `, … (${v.length})` : ''}]`;
  }
  if (typeof v === 'object') {
    const text = JSON.stringify(v);
    return text.length > 80 ? `${text.slice(0, 77)}...}` : text;
  }
  return String(v);
}

/** The operands' values: a literal as written, a sub-expression by the value its step gave. */
function operandValues(step: Step): unknown[] {
  const args = Array.isArray(step.args) ? step.args : [step.args];
  let k = 0;
  return args.map((a) => {
    if (a !== null && typeof a === 'object' && !Array.isArray(a)) return step.children[k++]?.value;
    if (typeof a === 'string') return step.paths.find(([p]) => p === a)?.[1] ?? a;
    return a;
  });
}

/** One step in words. */
export function stepText(step: Step, locale: Locale = 'en'): string {
  const w = W[locale];
  if (step.error) return `${step.op}: ${w.error} (${step.error})`;
  const verdict = step.value === true ? w.yes : step.value === false ? w.no : showValue(step.value, locale);
  const [path, value] = step.paths[0] ?? [];
  if ((step.op === 'exists' || step.op === 'present' || step.op === 'empty') && path !== undefined) {
    const there = step.op === 'empty' ? step.value === false : step.value === true;
    return there ? w.exists(path, showValue(value, locale)) : w.absent(path);
  }
  if (step.op === 'var' && path !== undefined) return w.path(path, showValue(step.value, locale));
  if (SYMBOL[step.op]) {
    const vals = operandValues(step).map((v) => showValue(v, locale));
    return `${vals.join(` ${SYMBOL[step.op]} `)}: ${verdict}`;
  }
  if (ARITHMETIC[step.op]) {
    const vals = operandValues(step).map((v) => showValue(v, locale));
    return `${vals.join(` ${ARITHMETIC[step.op]} `)} = ${verdict}`;
  }
  if (step.op === '$') return `${String(Array.isArray(step.args) ? step.args[0] : step.args)} = ${verdict}`;
  const paths = step.paths.map(([p, v]) => `"${p}" = ${showValue(v, locale)}`).join(', ');
  const rest = operandValues(step).filter(
    (v, i) => typeof (Array.isArray(step.args) ? step.args[i] : step.args) === 'number' && v !== undefined,
  );
  const literal = ROUNDING.has(step.op) && rest.length ? ` ${W[locale].places(String(rest[0]))}` : '';
  const sep = typeof step.value === 'boolean' ? ':' : ' =';
  return `${step.op}${literal}${paths ? ` (${paths})` : ''}${sep} ${verdict}`;
}

/** Labels of a step's children: the names of `let`, the branches of `if`. */
function childLabels(step: Step, locale: Locale): string[] {
  const w = W[locale];
  if (step.op === 'let') {
    const args = Array.isArray(step.args) ? step.args : [];
    const names = args[0] && typeof args[0] === 'object' ? Object.keys(args[0] as object) : [];
    return [...names.map((n) => `${n} := `), ''];
  }
  if (step.op === 'if' && step.children.length > 0) {
    const held = step.children[0].value;
    const branch = held !== null && held !== false && held !== undefined && held !== 0 && held !== '';
    return [w.condition, branch ? w.thenBranch : w.elseBranch];
  }
  return [];
}

function stepLines(
  step: Step | undefined,
  label: string,
  depth: number,
  locale: Locale,
  out: string[],
): void {
  if (!step) return;
  out.push(`${'  '.repeat(depth)}${label}${stepText(step, locale)}`);
  if (depth > 12) return;
  const shown = step.children.slice(0, 10);
  const labels = childLabels(step, locale);
  shown.forEach((child, i) => {
    stepLines(child, labels[i] ?? '', depth + 1, locale, out);
  });
  if (step.children.length > shown.length)
    out.push(`${'  '.repeat(depth + 1)}${W[locale].more(step.children.length - shown.length)}`);
}

function nodeLines(n: NodeExplanation, v: VariantExplanation, locale: Locale, out: string[]): void {
  const w = W[locale];
  const severity = SEVERITY[locale][v.severity];
  let verdict: string;
  if (n.applies === null) verdict = w.whenError;
  else if (!n.applies) verdict = w.notApplies;
  else if (n.passed === null) verdict = w.testError(n.pointer || '/', severity);
  else verdict = n.passed ? w.passes : w.fails(n.pointer || '/', severity);
  out.push(`  ${n.node || '/'}: ${verdict}`);
  stepLines(n.when, 'when: ', 2, locale, out);
  stepLines(n.test, 'test: ', 2, locale, out);
}

/** The whole explanation as lines of text. */
export function explanationLines(e: RuleExplanation, locale: Locale = 'en'): string[] {
  const w = W[locale];
  const out: string[] = [];
  for (const v of e.variants) {
    const syntax = v.syntax ? `, ${v.syntax.toUpperCase()}` : '';
    out.push(
      `${e.ruleId} (${SEVERITY[locale][v.severity]}${syntax}) — ${w.variant} ${v.family}, context ${v.context}`,
    );
    if (v.skipped)
      out.push(
        `  ${v.skipped === 'profile' ? w.skippedProfile(e.profile) : w.skippedSyntax(v.syntax ?? '')}`,
      );
    else if (v.nodes.length === 0) out.push(`  ${w.noNodes(v.context)}`);
    for (const n of v.nodes) nodeLines(n, v, locale, out);
  }
  // the evaluator reports a rule once per pointer, also when both syntax variants fire there
  const fired = new Set(e.variants.flatMap((v) => v.nodes.filter((n) => n.fires).map((n) => n.pointer))).size;
  out.push(`${e.ruleId}: ${w.summary(fired)}`);
  return out;
}
