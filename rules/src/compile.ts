import { RuleCompileError } from './errors';
import { fuseLists } from './ops/args';
import { arithmeticOps } from './ops/arithmetic';
import { codelistOps } from './ops/codelist';
import { compareOps } from './ops/compare';
import { listOps } from './ops/lists';
import { logicOps } from './ops/logic';
import { namedOps } from './ops/named';
import { pathOps } from './ops/paths';
import { scopeOps } from './ops/scope';
import { stringOps } from './ops/strings';
import type { Fn, OpCompiler } from './types';

/** Every operator of the rule language (rules/LANGUAGE.md). */
export const operators: Record<string, OpCompiler> = {
  ...pathOps,
  ...logicOps,
  ...compareOps,
  ...arithmeticOps,
  ...stringOps,
  ...listOps,
  ...scopeOps,
  ...codelistOps,
  ...namedOps,
};

/** Compiles an expression once into a closure. Throws RuleCompileError on an unknown operator. */
export function compileExpression(expr: unknown): Fn {
  if (expr === null || typeof expr !== 'object') {
    const value = expr === undefined ? null : expr;
    return () => value;
  }
  if (Array.isArray(expr)) {
    const items = expr.map(compileExpression);
    return (s) => items.map((fn) => fn(s));
  }
  const keys = Object.keys(expr);
  if (keys.length !== 1)
    throw new RuleCompileError(`an expression has exactly one operator, got {${keys.join(', ')}}`);
  const op = keys[0];
  const compiler = Object.hasOwn(operators, op) ? operators[op] : undefined;
  if (!compiler) throw new RuleCompileError(`unknown operator "${op}"`);
  return compiler((expr as Record<string, unknown>)[op], compileExpression);
}

// closures of compileExpression are only run, never traced: list operands may skip the steps a trace shows
fuseLists(compileExpression);
