import { RuleCompileError, RulesInputError } from './errors';
import { expandFields } from './fields';
import { joinPointer, pointerGoesDown } from './path';
import { isProfile, PROFILES, ruleSeverity } from './profiles';
import { type CompiledRule, compileRule, evaluateParams, matchStep } from './rule';
import type { EvaluateOptions, Family, Finding, Node, Profile, Scope } from './types';
import { truthy } from './values';

type DocumentKind = 'invoice' | 'masterdata';

/**
 * Rules of one kind of document grouped by context, so each context is matched once per run. The
 * contexts' steps form a tree, so a prefix they share (`/INVOICE_LINE/*` of every line field) is
 * walked once per run: each step continues an earlier one (`parents`, -1 for the root).
 */
interface Plan {
  parents: number[];
  names: string[];
  groups: Group[];
}

/** The rules of one context, in rule order. */
interface Group {
  /** The context's last step (-1: the root itself). */
  at: number;
  rules: CompiledRule[];
  /**
   * Per rule, the slot of its `when` when another rule of the group has the same one (VAT rules of
   * one category, the UBL and CII variants of a rule), else -1: such a `when` runs once per node.
   */
  slots: number[];
  slotCount: number;
  /**
   * Per rule, whether two of its findings in a run can have one pointer and severity: its id is
   * another rule's too (UBL and CII variants), or its pointer leads several nodes to one place.
   */
  repeats: boolean[];
}

function groupOf(at: number, rules: CompiledRule[], ids: Map<string, number>): Group {
  const written = rules.map((c) => (c.when ? JSON.stringify(c.rule.when) : ''));
  const times = new Map<string, number>();
  for (const w of written) if (w !== '') times.set(w, (times.get(w) ?? 0) + 1);
  const slotOf = new Map<string, number>();
  const slots = written.map((w) => {
    if (w === '' || (times.get(w) ?? 0) < 2) return -1;
    let slot = slotOf.get(w);
    if (slot === undefined) {
      slot = slotOf.size;
      slotOf.set(w, slot);
    }
    return slot;
  });
  const repeats = rules.map((c) => (ids.get(c.rule.id) ?? 0) > 1 || !pointerGoesDown(c.rule.pointer));
  return { at, rules, slots, slotCount: slotOf.size, repeats };
}

/** The plan of context → rules (in the order the contexts first occur). */
function planOf(groups: Map<string, CompiledRule[]>): Plan {
  const parents: number[] = [];
  const names: string[] = [];
  const stepAt = new Map<string, number>();
  const planned: Group[] = [];
  const ids = new Map<string, number>();
  for (const list of groups.values()) for (const c of list) ids.set(c.rule.id, (ids.get(c.rule.id) ?? 0) + 1);
  for (const [context, list] of groups) {
    let at = -1;
    let prefix = '';
    if (context !== '')
      for (const name of context.slice(1).split('/')) {
        prefix = `${prefix}/${name}`;
        let step = stepAt.get(prefix);
        if (step === undefined) {
          step = names.length;
          parents.push(at);
          names.push(name);
          stepAt.set(prefix, step);
        }
        at = step;
      }
    planned.push(groupOf(at, list, ids));
  }
  return { parents, names, groups: planned };
}

/** The compiled rule set of some families, with the rules that failed to compile. */
export interface Engine {
  rules: CompiledRule[];
  errors: string[];
  run(document: unknown, options: EvaluateOptions, kind?: DocumentKind): Finding[];
}

const TODAY = /^\d{4}-\d{2}-\d{2}$/;

/** The current UTC date, formatted again only when the day has changed (a batch asks for it per file). */
let day = { start: 0, end: 0, text: '' };
function todayUtc(): string {
  const now = Date.now();
  if (now < day.start || now >= day.end) {
    const start = now - (now % 86_400_000);
    day = { start, end: start + 86_400_000, text: new Date(now).toISOString().slice(0, 10) };
  }
  return day.text;
}

function checkOptions(options: EvaluateOptions): void {
  if (!options || !isProfile(options.profile))
    throw new RulesInputError(
      `profile must be one of ${PROFILES.join(', ')}, got ${JSON.stringify(options?.profile)}`,
    );
  if (options.today !== undefined && !(typeof options.today === 'string' && TODAY.test(options.today)))
    throw new RulesInputError(`today must be yyyy-mm-dd, got ${JSON.stringify(options.today)}`);
  if (options.syntax !== undefined && options.syntax !== 'ubl' && options.syntax !== 'cii')
    throw new RulesInputError(`syntax must be "ubl" or "cii", got ${JSON.stringify(options.syntax)}`);
  if (options.skipRules !== undefined && !(options.skipRules instanceof Set))
    throw new RulesInputError('skipRules must be a Set of rule ids');
}

function finding(c: CompiledRule, node: Node, scope: Scope, withParams: boolean): Finding {
  const { rule } = c;
  return {
    ruleId: rule.id,
    severity: c.severity,
    pointer: joinPointer(node, rule.pointer),
    bt: rule.bt ?? rule.bg ?? '',
    messageId: c.messageId,
    params: withParams ? evaluateParams(c, scope) : {},
  };
}

/** True when the rule applies at the node: no `when`, or one that holds. */
function applies(c: CompiledRule, scope: Scope): boolean {
  if (!c.when) return true;
  try {
    return truthy(c.when(scope));
  } catch {
    return false; // a condition that cannot be evaluated does not apply the rule
  }
}

/** True when the rule's `test` does not hold at the node (a finding, where the rule applies). */
function fails(c: CompiledRule, scope: Scope): boolean {
  try {
    return !truthy(c.test(scope));
  } catch {
    return true; // content the test cannot even evaluate does not pass it
  }
}

/**
 * Compiles families once (a list, or file name → family so that errors name the file). No rule is
 * ever left out silently: when any rule does not compile, a `RuleCompileError` lists each one
 * (file or family, rule id, reason) and no engine is made.
 */
export function createEngine(families: Family[] | Record<string, Family>): Engine {
  const rules: CompiledRule[] = [];
  const kinds = new Map<CompiledRule, DocumentKind>();
  const errors: string[] = [];
  const named = Array.isArray(families)
    ? families.map((f) => [f?.family, f] as const)
    : Object.entries(families);
  for (const [name, family] of named) {
    if (!family || !Array.isArray(family.rules)) {
      errors.push(`${name}: not a rule family (an object with "family" and a "rules" list)`);
      continue;
    }
    if (
      family.profiles !== undefined &&
      !(Array.isArray(family.profiles) && family.profiles.every(isProfile))
    ) {
      errors.push(`${name}: unknown profile in ${JSON.stringify(family.profiles)}`);
      continue;
    }
    for (const rule of family.rules.flatMap(expandFields)) {
      try {
        const c = compileRule(rule, String(name), family);
        rules.push(c);
        kinds.set(c, family.document ?? 'invoice');
      } catch (e) {
        errors.push((e as Error).message);
      }
    }
  }
  if (errors.length)
    throw new RuleCompileError(`the rule set does not compile (${errors.length}):\n  ${errors.join('\n  ')}`);
  const plans = new Map<string, Plan>();
  // plans without skipped rules, per set of skipped ids (callers pass the same few sets every time)
  const plansSkipping = new WeakMap<ReadonlySet<string>, Map<string, Plan>>();
  function plan(
    kind: DocumentKind,
    profile: Profile,
    syntax: string | undefined,
    skip: ReadonlySet<string> | undefined,
  ): Plan {
    const key = `${kind}|${profile}|${syntax ?? ''}`;
    let cache = plans;
    if (skip) {
      let known = plansSkipping.get(skip);
      if (!known) {
        known = new Map<string, Plan>();
        plansSkipping.set(skip, known);
      }
      cache = known;
    }
    let p = cache.get(key);
    if (!p) {
      const groups = new Map<string, CompiledRule[]>();
      for (const c of rules) {
        if (kinds.get(c) !== kind || !c.profiles.includes(profile)) continue;
        if (syntax && c.rule.syntax && c.rule.syntax !== syntax) continue;
        if (skip?.has(c.rule.id)) continue;
        const list = groups.get(c.context) ?? [];
        const severity = ruleSeverity(c.rule, profile);
        list.push(severity === c.severity ? c : { ...c, severity });
        groups.set(c.context, list);
      }
      p = planOf(groups);
      cache.set(key, p);
    }
    return p;
  }
  return {
    rules,
    errors,
    run(document, options, kind = 'invoice') {
      checkOptions(options);
      if (document === null || typeof document !== 'object' || Array.isArray(document))
        throw new RulesInputError(
          `the ${kind === 'invoice' ? 'invoice' : 'master data'} must be a JSON object`,
        );
      const root: Node = { v: document, up: null, key: null };
      const today = options.today ?? todayUtc();
      const findings: Finding[] = [];
      // per rule id: its first finding, then the pointer and severity of each of its findings
      const seen = new Map<string, Finding | Set<string>>();
      const withParams = options.withoutParams !== true;
      const { parents, names, groups } = plan(kind, options.profile, options.syntax, options.skipRules);
      // the nodes of each step, parents first (a step comes after the step it continues)
      const top = [root];
      const reached: Node[][] = new Array(names.length);
      for (let i = 0; i < names.length; i++) {
        const from = parents[i] < 0 ? top : reached[parents[i]];
        reached[i] = from.length === 0 ? from : matchStep(from, names[i]);
      }
      // distinct nodes of a context have distinct pointers, except where `*` met a list with a gap
      // and took its items by name as well (matchStep): then every finding is checked for repeats
      let named = false;
      for (let i = 0; i < reached.length && !named; i++) {
        const nodes = reached[i];
        for (let n = 0; n < nodes.length; n++)
          if (typeof nodes[n].key === 'string' && Array.isArray(nodes[n].up?.v)) {
            named = true;
            break;
          }
      }
      // one scope for the run: the rules only read it, and the node changes per context node
      const scope: Scope = { root, node: root, vars: {}, today };
      // whether each shared `when` of the group holds at the node: 0 not asked yet, 1 yes, 2 no
      const known: number[] = [];
      for (let g = 0; g < groups.length; g++) {
        const { at, rules: group, slots, slotCount, repeats } = groups[g];
        const nodes = at < 0 ? top : reached[at];
        for (let n = 0; n < nodes.length; n++) {
          const node = nodes[n];
          scope.node = node;
          for (let k = 0; k < slotCount; k++) known[k] = 0;
          for (let r = 0; r < group.length; r++) {
            const c = group[r];
            const slot = slots[r];
            let on: boolean;
            if (slot < 0) on = applies(c, scope);
            else if (known[slot] !== 0) on = known[slot] === 1;
            else {
              on = applies(c, scope);
              known[slot] = on ? 1 : 2;
            }
            if (!on || !fails(c, scope)) continue;
            const f = finding(c, node, scope, withParams);
            if (!repeats[r] && !named) {
              findings.push(f);
              continue;
            }
            // a rule written twice (UBL and CII variant, same id) reports once when no syntax is
            // given, as does a rule whose pointer leads several nodes to one place. Most rules report
            // once or never: only a rule's second finding builds the keys of pointer and severity.
            const earlier = seen.get(f.ruleId);
            if (earlier === undefined) seen.set(f.ruleId, f);
            else {
              let places: Set<string>;
              if (earlier instanceof Set) places = earlier;
              else {
                places = new Set([`${earlier.pointer}\u0000${earlier.severity}`]);
                seen.set(f.ruleId, places);
              }
              const key = `${f.pointer}\u0000${f.severity}`;
              if (places.has(key)) continue;
              places.add(key);
            }
            findings.push(f);
          }
        }
      }
      return findings;
    },
  };
}
