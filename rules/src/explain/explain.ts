/**
 * Why a rule fired or did not fire on a document: for each variant of the rule (same id, e.g. the
 * UBL and CII forms) and each node its context matches, whether `when` held, the steps of `test`
 * with the values they saw, and the verdict — exactly as the evaluator decides (engine.ts runRule).
 */
import { editorView } from '../editorView';
import { RulesInputError } from '../errors';
import { defaultEngine } from '../evaluate';
import { joinPointer, pointerOf } from '../path';
import { isProfile, PROFILES, ruleSeverity } from '../profiles';
import { matchContext } from '../rule';
import type { EvaluateOptions, Node, Profile, Scope, Severity, Syntax } from '../types';
import { truthy } from '../values';
import { compileTraced, Recorder, type Step } from './trace';

export interface NodeExplanation {
  /** The context node (pointer in the given document). */
  node: string;
  /** Where a finding is (or would be) reported. */
  pointer: string;
  /** `when` held (true when the rule has no `when`); null when `when` could not be evaluated. */
  applies: boolean | null;
  when?: Step;
  /** `test` held; null when it was not run (the rule does not apply) or could not be evaluated. */
  passed: boolean | null;
  test?: Step;
  fires: boolean;
}

export interface VariantExplanation {
  family: string;
  syntax?: Syntax;
  severity: Severity;
  context: string;
  /** Why this variant is not run with these options (profile or syntax), else undefined. */
  skipped?: 'profile' | 'syntax';
  nodes: NodeExplanation[];
}

export interface RuleExplanation {
  ruleId: string;
  profile: Profile;
  syntax?: Syntax;
  variants: VariantExplanation[];
}

/** Explains rule `ruleId` on a document (plain or editor form) with the options of `evaluate`. */
export function explainRule(ruleId: string, document: unknown, options: EvaluateOptions): RuleExplanation {
  if (!isProfile(options?.profile))
    throw new RulesInputError(
      `profile must be one of ${PROFILES.join(', ')}, got ${JSON.stringify(options?.profile)}`,
    );
  if (document === null || typeof document !== 'object' || Array.isArray(document))
    throw new RulesInputError('the invoice must be a JSON object');
  const compiled = defaultEngine().rules.filter((c) => c.rule.id === ruleId);
  if (compiled.length === 0) throw new RulesInputError(`no rule has the id ${ruleId}`);
  const editor = options.profile === 'editor' || options.profile === 'editor-en16931';
  const view = editor ? editorView(document) : { document, pointer: (p: string) => p };
  const root: Node = { v: view.document, up: null, key: null };
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const recorder = new Recorder();
  const variants = compiled.map((c): VariantExplanation => {
    const variant: VariantExplanation = {
      family: c.family,
      syntax: c.rule.syntax,
      severity: ruleSeverity(c.rule, options.profile),
      context: c.context || '/',
      nodes: [],
    };
    if (!c.profiles.includes(options.profile)) variant.skipped = 'profile';
    else if (options.syntax && c.rule.syntax && c.rule.syntax !== options.syntax) variant.skipped = 'syntax';
    if (variant.skipped) return variant;
    const when = c.rule.when === undefined ? null : compileTraced(c.rule.when, recorder);
    const test = compileTraced(c.rule.test, recorder);
    for (const node of matchContext(root, c.context)) {
      const scope: Scope = { root, node, vars: {}, today };
      const out: NodeExplanation = {
        node: view.pointer(pointerOf(node)),
        pointer: view.pointer(joinPointer(node, c.rule.pointer)),
        applies: true,
        passed: null,
        fires: false,
      };
      if (when) {
        try {
          out.applies = truthy(when(scope));
        } catch {
          out.applies = null;
        }
        out.when = recorder.take();
      }
      if (out.applies) {
        try {
          out.passed = truthy(test(scope));
        } catch {
          out.passed = null;
        }
        out.test = recorder.take();
        out.fires = out.passed !== true;
      }
      variant.nodes.push(out);
    }
    return variant;
  });
  return { ruleId, profile: options.profile, syntax: options.syntax, variants };
}
