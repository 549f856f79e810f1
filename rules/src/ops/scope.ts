import { RuleCompileError } from '../errors';
import type { OpCompiler, Scope } from '../types';
import { operands } from './args';

/** Named values, the evaluation date and the context node's key: `let`, `$`, `today`, `key`. */
export const scopeOps: Record<string, OpCompiler> = {
  let: (args, compile) => {
    const [bindings, body] = operands('let', args, 2);
    if (bindings === null || typeof bindings !== 'object' || Array.isArray(bindings))
      throw new RuleCompileError('let: the first operand must be an object of named expressions');
    const named = Object.entries(bindings).map(([name, e]) => [name, compile(e)] as const);
    const fn = compile(body);
    return (s) => {
      const vars: Record<string, unknown> = Object.create(s.vars);
      // later names may use earlier ones
      const inner: Scope = { root: s.root, node: s.node, vars, today: s.today };
      for (const [name, e] of named) vars[name] = e(inner);
      return fn(inner);
    };
  },
  $: (args) => {
    const name = Array.isArray(args) ? args[0] : args;
    if (typeof name !== 'string') throw new RuleCompileError('$: the operand must be a name');
    return (s) => {
      if (!(name in s.vars)) return null;
      return s.vars[name] ?? null;
    };
  },
  today: () => (s) => s.today,
  key: () => (s) => s.node.key,
};
