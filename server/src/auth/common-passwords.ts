/**
 * Common-password check (NIST SP 800-63B 5.1.1.2): the list of `@zxcvbn-ts/language-common`.
 * A password is refused when it, or its core without the digits and symbols around it
 * (`Password123!` → `password`), is on the list.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

const list = () => {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
};

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const set = list();
  return set.has(lower) || (core.length > 0 && set.has(core));
}
