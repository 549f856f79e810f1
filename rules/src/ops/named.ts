import { namedChecks } from '../functions/index';
import type { OpCompiler } from '../types';
import { operands } from './args';

/** The named checks of `functions/` as operators: `{"iban": e}` and so on. */
export const namedOps: Record<string, OpCompiler> = Object.fromEntries(
  Object.entries(namedChecks).map(([name, check]) => {
    const op: OpCompiler = (args, compile) => {
      const [a] = operands(name, args, 1).map(compile);
      return (s) => check(a(s));
    };
    return [name, op];
  }),
);
