import { type CodelistName, codelistNames, isCode } from '@xr/codelists';
import { RuleCompileError } from '../errors';
import type { OpCompiler } from '../types';
import { toText } from '../values';
import { operands } from './args';

/** How a code is looked up in a named code list: `@xr/codelists`' `isCode` unless replaced. */
export type CodeLookup = (list: CodelistName, code: string) => boolean;

let lookup: CodeLookup = isCode;

/** Replaces the code-list lookup (tests only; the default is `@xr/codelists`). */
export function setCodeLookup(fn: CodeLookup): void {
  lookup = fn;
}

/** `{"codelist": [e, "ISO4217"]}`: the value is a code of the named list (null is not). */
export const codelistOps: Record<string, OpCompiler> = {
  codelist: (args, compile) => {
    const [a, name] = operands('codelist', args, 2);
    if (typeof name !== 'string' || !(codelistNames as string[]).includes(name))
      throw new RuleCompileError(`codelist: unknown code list ${JSON.stringify(name)}`);
    const list = name as CodelistName;
    const fn = compile(a);
    return (s) => {
      const code = toText(fn(s));
      return code !== null && lookup(list, code);
    };
  },
};
