import type { OpCompiler } from '../types';
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

/** Comparison: `==`, `!=` (decimal equality for numbers), `<`, `<=`, `>`, `>=` (three operands: between). */
export const compareOps: Record<string, OpCompiler> = {
  '==': (args, compile) => {
    const [a, b] = operands('==', args, 2).map(compile);
    return (s) => equal(a(s), b(s));
  },
  '!=': (args, compile) => {
    const [a, b] = operands('!=', args, 2).map(compile);
    return (s) => !equal(a(s), b(s));
  },
  '<': ordered('<', (o) => o < 0),
  '<=': ordered('<=', (o) => o <= 0),
  '>': ordered('>', (o) => o > 0),
  '>=': ordered('>=', (o) => o >= 0),
};
