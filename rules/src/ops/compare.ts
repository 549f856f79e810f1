import type { Compile, Fn, OpCompiler } from '../types';
import { compare, equal } from '../values';
import { operands } from './args';

function ordered(op: string, test: (order: number) => boolean): OpCompiler {
  return (args, compile) => {
    const fns = operands(op, args, 2, 3).map(compile);
    if (fns.length === 3) {
      // between: a op b op c
      const [a, b, c] = fns;
      return (s) => {
        const mid = b(s);
        const x = compare(a(s), mid);
        const y = compare(mid, c(s));
        return x !== null && y !== null && test(x) && test(y);
      };
    }
    const [a, b] = fns;
    return (s) => {
      const order = compare(a(s), b(s));
      return order !== null && test(order);
    };
  };
}

/** `==` (`same`) or `!=`; a literal text on the right (the common `{"==": [path, "S"]}`) is compared directly. */
function equality([x, y]: unknown[], compile: Compile, same: boolean): Fn {
  const a = compile(x);
  if (typeof y === 'string') {
    return (s) => {
      const v = a(s);
      return (typeof v === 'string' ? v === y : equal(v, y)) === same;
    };
  }
  const b = compile(y);
  return (s) => equal(a(s), b(s)) === same;
}

/** Comparison: `==`, `!=` (decimal equality for numbers), `<`, `<=`, `>`, `>=` (three operands: between). */
export const compareOps: Record<string, OpCompiler> = {
  '==': (args, compile) => equality(operands('==', args, 2), compile, true),
  '!=': (args, compile) => equality(operands('!=', args, 2), compile, false),
  '<': ordered('<', (o) => o < 0),
  '<=': ordered('<=', (o) => o <= 0),
  '>': ordered('>', (o) => o > 0),
  '>=': ordered('>=', (o) => o >= 0),
};
