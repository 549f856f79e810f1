import { RuleCompileError } from '../errors';
import type { Fn, OpCompiler, Scope } from '../types';
import { operands } from './args';

/**
 * The `let`s around the expression being compiled, innermost last: `$` finds its value's place
 * (how many frames up, which slot) once at compile time. At run time each `let` makes a frame
 * `[the enclosing names, value 1, value 2, …]`.
 */
const compiling: { names: string[]; visible: number }[] = [];

/** Named values, the evaluation date and the context node's key: `let`, `$`, `today`, `key`. */
export const scopeOps: Record<string, OpCompiler> = {
  let: (args, compile) => {
    const [bindings, body] = operands('let', args, 2);
    if (bindings === null || typeof bindings !== 'object' || Array.isArray(bindings))
      throw new RuleCompileError('let: the first operand must be an object of named expressions');
    const entries = Object.entries(bindings);
    const frame = { names: entries.map(([name]) => name), visible: 0 };
    compiling.push(frame);
    let named: Fn[];
    let fn: Fn;
    try {
      // later names may use earlier ones
      named = entries.map(([, e], k) => {
        frame.visible = k;
        return compile(e);
      });
      frame.visible = entries.length;
      fn = compile(body);
    } finally {
      compiling.pop();
    }
    return (s) => {
      const vars: unknown[] = new Array(named.length + 1);
      vars[0] = s.vars;
      const inner: Scope = { root: s.root, node: s.node, vars, today: s.today };
      for (let k = 0; k < named.length; k++) vars[k + 1] = named[k](inner);
      return fn(inner);
    };
  },
  $: (args) => {
    const name = Array.isArray(args) ? args[0] : args;
    if (typeof name !== 'string') throw new RuleCompileError('$: the operand must be a name');
    // the innermost `let` that binds the name and can be seen here, found once
    for (let depth = 0; depth < compiling.length; depth++) {
      const frame = compiling[compiling.length - 1 - depth];
      const index = frame.names.indexOf(name);
      if (index < 0 || index >= frame.visible) continue;
      return (s) => {
        let vars = s.vars as unknown[];
        for (let d = 0; d < depth; d++) vars = vars[0] as unknown[];
        return vars[index + 1] ?? null;
      };
    }
    // a name no `let` binds: the caller's names
    return (s) => {
      let vars = s.vars;
      while (Array.isArray(vars)) vars = vars[0] as Scope['vars'];
      if (!(name in vars)) return null;
      return vars[name] ?? null;
    };
  },
  today: () => (s) => s.today,
  key: () => (s) => s.node.key,
};
