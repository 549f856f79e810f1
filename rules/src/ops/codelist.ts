import { RuleCompileError } from '../errors';
import type { OpCompiler } from '../types';
import { toText } from '../values';
import { operands } from './args';

/** How a code is looked up in a named code list (`@xr/codelists`'s `isCode`). */
export type CodeLookup = (list: string, code: string) => boolean;

let lookup: CodeLookup = (list) => {
  throw new Error(`code list ${list} is not available`);
};

/** Sets the code-list lookup (the package wires `@xr/codelists` in `codelists.ts`). */
export function setCodeLookup(fn: CodeLookup): void {
  lookup = fn;
}

/** `{"codelist": [e, "ISO4217"]}`: the value is a code of the named list. */
export const codelistOps: Record<string, OpCompiler> = {
  codelist: (args, compile) => {
    const [a, name] = operands('codelist', args, 2);
    if (typeof name !== 'string')
      throw new RuleCompileError('codelist: the list name must be a literal string');
    const fn = compile(a);
    return (s) => {
      const code = toText(fn(s));
      return code !== null && lookup(name, code);
    };
  },
};
