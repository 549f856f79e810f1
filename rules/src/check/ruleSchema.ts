/**
 * A family file checked against `rules/rule.schema.json` (ajv). Expressions are left to the
 * expression walker, which names an unknown operator more plainly than a schema's `anyOf` can;
 * here a fault inside `when`/`test`/`params` is reported only when the walker would see none.
 */
import { createRequire } from 'node:module';
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import ruleSchema from '../../rule.schema.json' with { type: 'json' };

export { ruleSchema };

interface SchemaFault {
  ruleId: string;
  pointer: string;
  message: string;
}

let validate: ReturnType<Ajv['compile']> | undefined;

/** ajv is loaded on the first check only: loading it costs a third of a second (`xr validate` starts without it). */
function validator() {
  if (!validate) {
    const AjvClass = createRequire(import.meta.url)('ajv') as typeof Ajv;
    validate = new AjvClass({ strict: true, allErrors: true, allowUnionTypes: true }).compile(ruleSchema);
  }
  return validate;
}

const EXPRESSION = /^\/rules\/\d+\/(when|test|params)(\/|$)/;
const BOOKKEEPING = new Set(['anyOf', 'oneOf', 'if']);

function plain(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties')
    return `unknown key "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  if (e.keyword === 'required')
    return `"${(e.params as { missingProperty: string }).missingProperty}" is missing`;
  if (e.keyword === 'enum')
    return `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  return e.message ?? e.keyword;
}

/** The faults of a parsed family file against the rule schema, one per place. */
export function ruleSchemaErrors(family: unknown): SchemaFault[] {
  const check = validator();
  if (check(family)) return [];
  const rules = (family as { rules?: { id?: unknown }[] })?.rules;
  const out: SchemaFault[] = [];
  const seen = new Set<string>();
  for (const e of check.errors ?? []) {
    if (BOOKKEEPING.has(e.keyword) || EXPRESSION.test(e.instancePath)) continue;
    const message = plain(e);
    const key = `${e.instancePath}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const index = /^\/rules\/(\d+)/.exec(e.instancePath);
    const id = index && Array.isArray(rules) ? rules[Number(index[1])]?.id : undefined;
    out.push({ ruleId: typeof id === 'string' ? id : '', pointer: e.instancePath, message });
  }
  return out;
}

/** True when an expression fits the schema (for the test that walker and schema agree). */
export function schemaAcceptsFamily(family: unknown): boolean {
  return validator()(family) === true;
}
