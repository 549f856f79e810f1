import type { Dec } from './decimal';

/** The rule sets a document is judged by (rules/LANGUAGE.md "Profiles"; rules/src/profiles.ts). */
export type Profile = 'xrechnung' | 'en16931' | 'editor' | 'editor-en16931';
/** The official rule sets the profiles build on: XRechnung 3.0.x (KoSIT) and EN 16931 alone. */
export type BaseProfile = 'xrechnung' | 'en16931';
export type Severity = 'error' | 'warning';
export type Syntax = 'ubl' | 'cii';

/** A rule as written in `rules/families/*.json` (see rules/LANGUAGE.md). */
export interface Rule {
  id: string;
  bt?: string;
  bg?: string;
  severity: Severity;
  /** Another level in one official rule set, where KoSIT's XRechnung levels differ from the CEN's. */
  levels?: Partial<Record<BaseProfile, Severity>>;
  /** The profiles that run it, when not those of its family. */
  profiles?: Profile[];
  syntax?: Syntax;
  context?: string;
  pointer?: string;
  when?: unknown;
  test: unknown;
  text: { de: string; en: string };
  params?: Record<string, unknown>;
  /** Run at every field of these formats or this code list (BT index) instead of one context (`fields.ts`). */
  fields?: { format?: string[]; codelist?: string };
}

/** One family file. `document` says what the rules check: an invoice (default) or master data. */
export interface Family {
  family: string;
  document?: 'invoice' | 'masterdata';
  /** The profiles its rules belong to (each base profile brings its editor profile along). */
  profiles?: Profile[];
  rules: Rule[];
}

export type ParamValue = string | number | boolean | null;

export interface Finding {
  ruleId: string;
  severity: Severity;
  pointer: string;
  bt: string;
  messageId: string;
  params: Record<string, ParamValue>;
}

export interface EvaluateOptions {
  profile: Profile;
  /** The evaluation date `yyyy-mm-dd`; defaults to the current UTC date. */
  today?: string;
  /** Run syntax-specific rules of this syntax only; without it, rules of both syntaxes run. */
  syntax?: Syntax;
  /** Rules of these ids are never run (a caller that decides them elsewhere, e.g. on the XML). */
  skipRules?: ReadonlySet<string>;
  /** Findings without parameters (`params` stays `{}`): for callers that show only id, severity, pointer and bt. */
  withoutParams?: boolean;
}

/** A place in the document: its value, its parent and its key there. */
export interface Node {
  v: unknown;
  up: Node | null;
  key: string | number | null;
}

/** What an expression sees while it runs. */
export interface Scope {
  root: Node;
  node: Node;
  /** Names of `let`: the caller's names, or a frame of one `let` run (see ops/scope.ts). */
  vars: Record<string, unknown> | unknown[];
  today: string;
}

export type Value = unknown;
export type Fn = (scope: Scope) => Value;
export type Compile = (expr: unknown) => Fn;
export type OpCompiler = (args: unknown, compile: Compile) => Fn;
export type { Dec };
