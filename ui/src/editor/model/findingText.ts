/**
 * Finding texts: the rule's message (`ruleMessages(locale)` of @xr/rules) with its `{params}`
 * filled, falling back to the rule id.
 */
import { ruleMessages } from '@xr/rules';
import type { Finding } from '../state/types';

const catalogues = new Map<string, Record<string, string>>();

function catalogue(locale: 'de' | 'en'): Record<string, string> {
  let c = catalogues.get(locale);
  if (!c) {
    c = (ruleMessages(locale) as Record<string, string>) ?? {};
    catalogues.set(locale, c);
  }
  return c;
}

export function findingText(finding: Finding, locale: 'de' | 'en'): string {
  const template = catalogue(locale)[finding.messageId] ?? finding.messageId ?? finding.ruleId;
  const text = template.replace(/\{(\w+)\}/g, (_m, name: string) => String(finding.params?.[name] ?? ''));
  return `${text} [${finding.ruleId}]`;
}
