/**
 * Expressions compiled with a recorder: the same operators as the evaluator (compile.ts), each
 * operator's run recorded as a step with the value it gave and the steps of its operands. Paths
 * written as strings (`{"exists": "a/b"}`) also record the value the path held.
 */
import { compileExpression, operators } from '../compile';
import { PATH_OPERANDS, PER_ITEM } from '../operand-kinds';
import { parsePath, resolveValue } from '../path';
import type { Fn, Scope } from '../types';

export interface Step {
  op: string;
  /** The operator's operands as written (paths, literals, sub-expressions). */
  args: unknown;
  value?: unknown;
  error?: string;
  /** Values of the string paths among the operands, by path. */
  paths: [string, unknown][];
  children: Step[];
}

/** At most this many steps are kept under one step (lists of 1000 lines stay readable). */
const MAX_CHILDREN = 12;

export class Recorder {
  private top: Step = { op: '', args: null, paths: [], children: [] };
  private current = this.top;

  /** Runs `fn` as one step below the current one. */
  run(op: string, args: unknown, paths: [string, Fn][], scope: Scope, fn: () => unknown): unknown {
    const step: Step = { op, args, paths: [], children: [] };
    const parent = this.current;
    if (parent.children.length < MAX_CHILDREN) parent.children.push(step);
    this.current = step;
    try {
      step.value = fn();
      return step.value;
    } catch (e) {
      step.error = (e as Error).message;
      throw e;
    } finally {
      this.current = parent;
      for (const [path, read] of paths)
        try {
          step.paths.push([path, read(scope)]);
        } catch {
          step.paths.push([path, null]);
        }
    }
  }

  /** The steps recorded since the last `take`, and a fresh start. */
  take(): Step | undefined {
    const first = this.top.children[0];
    this.top = { op: '', args: null, paths: [], children: [] };
    this.current = this.top;
    return first;
  }
}

function pathOperands(op: string, args: unknown): string[] {
  const list = Array.isArray(args) ? args : [args];
  if (PATH_OPERANDS.has(op))
    return (op === 'var' ? list.slice(0, 1) : list).filter((a) => typeof a === 'string');
  if (PER_ITEM.has(op) && typeof list[0] === 'string') return [list[0]];
  return [];
}

/** Compiles an expression whose every operator run is recorded by `recorder`. */
export function compileTraced(expr: unknown, recorder: Recorder): Fn {
  if (expr === null || typeof expr !== 'object') return compileExpression(expr);
  if (Array.isArray(expr)) {
    const items = expr.map((e) => compileTraced(e, recorder));
    return (s) => items.map((fn) => fn(s));
  }
  const [op] = Object.keys(expr);
  const args = (expr as Record<string, unknown>)[op];
  const inner = operators[op]
    ? operators[op](args, (e) => compileTraced(e, recorder))
    : compileExpression(expr); // throws the evaluator's own error
  const paths = pathOperands(op, args).map((p) => {
    const parsed = parsePath(p);
    return [p, (s: Scope) => resolveValue(parsed, s)] as [string, Fn];
  });
  return (s) => recorder.run(op, args, paths, s, () => inner(s));
}
