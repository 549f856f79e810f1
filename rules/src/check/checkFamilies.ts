/**
 * `xr rules check`: rule family files checked as data, without a file system (texts in, faults out).
 * Each fault names the file, the rule id, a JSON pointer into the file and a plain message.
 */
import { btIndex, bundledSchemas } from '@xr/generated';
import { RuleCompileError } from '../errors';
import { expandFields } from '../fields';
import { compileRule } from '../rule';
import type { Family, Rule } from '../types';
import { ExpressionWalker } from './expressionPaths';
import { follow, type Place, rootPlace } from './modelPaths';
import { type OfficialLevel, SYNTAX_LEVELS } from './officialLevels';
import { ruleSchemaErrors } from './ruleSchema';

export interface Fault {
  file: string;
  ruleId: string;
  pointer: string;
  message: string;
}

export interface CheckInput {
  file: string;
  text: string;
}

export interface CheckOptions {
  /** Official id → level (`parseOfficialLevels`); without it severities are not compared. */
  official?: Map<string, OfficialLevel>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function modelSchema(family: Family): Record<string, unknown> {
  return family.document === 'masterdata' ? bundledSchemas.masterData : bundledSchemas.invoice;
}

/** Where a second rule of the same id would report on the same nodes: the engine would hide one. */
function placeKey(rule: Rule): string {
  return [
    rule.id,
    rule.syntax ?? '',
    rule.context ?? '',
    rule.pointer ?? '',
    (rule.profiles ?? []).join(','),
  ].join('\u0000');
}

function checkRule(
  rule: Rule,
  at: string,
  file: string,
  family: Family,
  options: CheckOptions,
  fault: (ruleId: string, pointer: string, message: string) => void,
): void {
  const id = typeof rule?.id === 'string' ? rule.id : '';
  try {
    compileRule(rule, file);
  } catch (e) {
    const message =
      e instanceof RuleCompileError ? e.message.replace(`${file}: rule ${id}: `, '') : String(e);
    fault(id, at, `does not compile: ${message.replace(`${file}: rule ${JSON.stringify(id)}: `, '')}`);
  }
  const schema = modelSchema(family);
  let place: Place | null = rootPlace(schema);
  if (typeof rule.context === 'string' && rule.context !== '') {
    place = follow(schema, place, rule.context);
    if (!place) fault(id, `${at}/context`, `context "${rule.context}" is not in the model schema`);
  }
  if (
    place &&
    typeof rule.pointer === 'string' &&
    rule.pointer !== '' &&
    !follow(schema, place, rule.pointer)
  )
    fault(id, `${at}/pointer`, `pointer "${rule.pointer}" is not in the model schema (from the context)`);
  const walker = new ExpressionWalker(schema);
  if (rule.when !== undefined) walker.walk(rule.when, `${at}/when`, place);
  walker.walk(rule.test, `${at}/test`, place);
  for (const [name, e] of Object.entries(rule.params ?? {})) walker.walk(e, `${at}/params/${name}`, place);
  for (const f of walker.faults) fault(id, f.pointer, f.message);
  for (const key of ['bt', 'bg'] as const) {
    const term = rule[key];
    if (typeof term === 'string' && !Object.hasOwn(btIndex, term))
      fault(id, `${at}/${key}`, `${term} is not a business term of the model (BT index of @xr/generated)`);
  }
  for (const locale of ['de', 'en'] as const) {
    const text = rule.text?.[locale];
    if (typeof text !== 'string') continue;
    for (const [, name] of text.matchAll(PLACEHOLDER))
      if (!Object.hasOwn(rule.params ?? {}, name))
        fault(id, `${at}/text/${locale}`, `placeholder {${name}} has no expression in "params"`);
  }
  const official = options.official?.get(id);
  const expected = (rule.syntax && SYNTAX_LEVELS[id]?.[rule.syntax]) || official?.severity;
  if (official && rule.severity !== expected)
    fault(
      id,
      `${at}/severity`,
      `severity "${rule.severity}" but KoSIT reports ${id} as "${official.level}" (expected "${expected}", ../shared/rules-reference)`,
    );
}

/** Every fault of the given family files, in file order. An empty list means the files are sound. */
export function checkFamilies(inputs: CheckInput[], options: CheckOptions = {}): Fault[] {
  const faults: Fault[] = [];
  const seen = new Map<string, string>();
  for (const { file, text } of inputs) {
    const fault = (ruleId: string, pointer: string, message: string) =>
      faults.push({ file, ruleId, pointer, message });
    let family: Family;
    try {
      family = JSON.parse(text) as Family;
    } catch (e) {
      fault('', '', `not valid JSON: ${(e as Error).message}`);
      continue;
    }
    const schemaErrors = ruleSchemaErrors(family);
    for (const e of schemaErrors) fault(e.ruleId, e.pointer, e.message);
    if (!family || !Array.isArray(family.rules)) continue;
    family.rules.forEach((rule, i) => {
      const at = `/rules/${i}`;
      if (!rule || typeof rule !== 'object') return;
      // a rule over every field of some formats is checked as each field's rule (fields.ts)
      for (const one of expandFields(rule)) {
        checkRule(one, at, file, family, options, fault);
        const where = `${file}#${at}`;
        const key = placeKey(one);
        const first = seen.get(key);
        if (first) fault(one.id, `${at}/id`, `duplicate id ${one.id}: the same rule is already at ${first}`);
        else seen.set(key, where);
      }
    });
  }
  return faults;
}

/** One line per fault: `file: rule ID at /pointer: message`. */
export function formatFault(f: Fault): string {
  return `${f.file}: ${f.ruleId ? `rule ${f.ruleId}` : 'file'} at ${f.pointer || '/'}: ${f.message}`;
}
