/**
 * Findings to rjsf `extraErrors`: a finding at `/SELLER/SELLER_CONTACT/Seller_contact_point`
 * lands in the SELLER form as `{ SELLER_CONTACT: { Seller_contact_point: { __errors: [...] } } }`.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { Finding } from '../state/types';
import { onePerField } from './findingText';

export function splitPointer(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Findings under `base` (segments) as an error schema relative to it. */
export function errorSchemaFor(
  findings: Finding[],
  base: string[],
  text: (f: Finding) => string,
  only?: Set<string>,
): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const f of onePerField(findings)) {
    const segments = splitPointer(f.pointer);
    if (base.some((b, i) => segments[i] !== b)) continue;
    const rest = segments.slice(base.length);
    if (only && rest.length > 0 && !only.has(rest[0])) continue;
    let node = root;
    for (const s of rest) {
      if (!node[s]) node[s] = {};
      node = node[s] as Record<string, unknown>;
    }
    if (!node.__errors) node.__errors = [];
    const list = node.__errors as string[];
    const message = text(f);
    if (!list.includes(message)) list.push(message);
  }
  return root as ErrorSchema;
}
