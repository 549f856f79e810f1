import { compileExpression } from './compile';
import { isDec } from './decimal';
import { RuleCompileError } from './errors';
import { isProfile, ruleProfiles } from './profiles';
import type { Family, Fn, Node, ParamValue, Profile, Rule, Scope, Severity } from './types';

/** A rule compiled once: its context pattern split, its expressions as closures. */
export interface CompiledRule {
  rule: Rule;
  family: string;
  /** `rule.<id>`, the finding's message id. */
  messageId: string;
  context: string;
  profiles: Profile[];
  /** The level its findings carry (a plan of a profile with another level holds a copy). */
  severity: Severity;
  when: Fn | null;
  test: Fn;
  params: [string, Fn][];
}

function check(rule: Rule, family: string): void {
  const where = `${family}: rule ${JSON.stringify(rule?.id)}`;
  if (!rule || typeof rule !== 'object') throw new RuleCompileError(`${family}: a rule must be an object`);
  if (typeof rule.id !== 'string' || rule.id === '') throw new RuleCompileError(`${where}: id missing`);
  if (rule.severity !== 'error' && rule.severity !== 'warning')
    throw new RuleCompileError(`${where}: severity must be error or warning`);
  if (typeof rule.text?.de !== 'string' || typeof rule.text?.en !== 'string')
    throw new RuleCompileError(`${where}: text.de and text.en required`);
  if (rule.test === undefined) throw new RuleCompileError(`${where}: test missing`);
  if (rule.profiles && !(Array.isArray(rule.profiles) && rule.profiles.every(isProfile)))
    throw new RuleCompileError(`${where}: unknown profile in ${JSON.stringify(rule.profiles)}`);
  for (const [p, level] of Object.entries(rule.levels ?? {}))
    if ((p !== 'xrechnung' && p !== 'en16931') || (level !== 'error' && level !== 'warning'))
      throw new RuleCompileError(`${where}: levels must map xrechnung or en16931 to error or warning`);
  if (rule.syntax !== undefined && rule.syntax !== 'ubl' && rule.syntax !== 'cii')
    throw new RuleCompileError(`${where}: syntax must be ubl or cii`);
}

export function compileRule(rule: Rule, family: string, of?: Pick<Family, 'profiles'>): CompiledRule {
  check(rule, family);
  try {
    return {
      rule,
      family,
      messageId: `rule.${rule.id}`,
      context: normaliseContext(rule.context ?? ''),
      profiles: ruleProfiles(rule, of),
      severity: rule.severity,
      when: rule.when === undefined ? null : compileExpression(rule.when),
      test: compileExpression(rule.test),
      params: Object.entries(rule.params ?? {}).map(([k, e]) => [k, compileExpression(e)]),
    };
  } catch (e) {
    throw new RuleCompileError(`${family}: rule ${rule.id}: ${(e as Error).message}`);
  }
}

function normaliseContext(context: string): string {
  const parts = context.split('/').filter((p) => p !== '');
  return parts.length === 0 ? '' : `/${parts.join('/')}`;
}

/** The steps of each rule context (a few hundred fixed strings), split once. */
const stepsOfContext = new Map<string, string[]>();
function contextSteps(context: string): string[] {
  let steps = stepsOfContext.get(context);
  if (!steps) {
    steps = context.slice(1).split('/');
    if (stepsOfContext.size < 10_000) stepsOfContext.set(context, steps);
  }
  return steps;
}

/** The nodes a context pattern matches in the document (`*`: every array item or object key). */
export function matchContext(root: Node, context: string): Node[] {
  return context === '' ? [root] : matchSteps(root, contextSteps(context));
}

/** The nodes the steps of a context (split once) match in the document. */
export function matchSteps(root: Node, steps: readonly string[]): Node[] {
  let nodes = [root];
  for (let s = 0; s < steps.length; s++) {
    nodes = matchStep(nodes, steps[s]);
    if (nodes.length === 0) break;
  }
  return nodes;
}

/**
 * The nodes one step of a context (a name, or `*`) reaches from `nodes`. The engine walks the
 * steps its contexts share once per run (engine.ts), so this is the one definition of a step.
 */
export function matchStep(nodes: readonly Node[], name: string): Node[] {
  const next: Node[] = [];
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n];
    const v = node.v;
    if (v === null || typeof v !== 'object') continue;
    if (name === '*') {
      if (Array.isArray(v))
        for (let k = 0; k < v.length; k++)
          if (v[k] != null) next.push({ v: v[k], up: node, key: k });
          else
            for (const [k, item] of Object.entries(v))
              if (k !== 'id' && item != null) next.push({ v: item, up: node, key: k });
    } else if (Array.isArray(v)) {
      if (/^\d+$/.test(name) && v[Number(name)] != null)
        next.push({ v: v[Number(name)], up: node, key: Number(name) });
    } else if (Object.hasOwn(v, name) && (v as Record<string, unknown>)[name] != null) {
      next.push({ v: (v as Record<string, unknown>)[name], up: node, key: name });
    }
  }
  return next;
}

/** A finding's parameter as a message can show it. */
export function paramValue(value: unknown): ParamValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (isDec(value)) return value.toString();
  if (Array.isArray(value)) return value.map((v) => String(paramValue(v) ?? '')).join(', ');
  return JSON.stringify(value).slice(0, 200);
}

export function evaluateParams(compiled: CompiledRule, scope: Scope): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const [k, fn] of compiled.params) {
    try {
      out[k] = paramValue(fn(scope));
    } catch {
      out[k] = null;
    }
  }
  return out;
}
