/**
 * Choosing the finding to show at a field, apart from the finding texts (findingText.ts): the
 * editor's state imports it at start, and it must not bring the rule engine into the first load
 * of the login and dashboard (the rules load with the editor).
 */
import type { Finding } from '../state/types';

/**
 * Which of several findings at one field to show: errors before warnings; the editor's own plain
 * rules, then XRechnung's, then EN 16931's; a sign check (BR-27) only when nothing else is said.
 */
const rank = (f: Finding) =>
  (f.severity === 'error' ? 0 : 10) +
  (f.ruleId.startsWith('FIELD-') ? 0 : f.ruleId.startsWith('BR-DE-') ? 1 : f.ruleId === 'BR-27' ? 3 : 2);

/**
 * One message for one missing thing: of the findings at the same field (an empty price raises a
 * "required" and a "must not be negative"; a missing VAT identifier BR-CO-21 and BR-33), only the
 * most plain one stays. Order otherwise as given.
 */
export function onePerField(findings: Finding[]): Finding[] {
  const best = new Map<string, Finding>();
  for (const f of findings) {
    const current = best.get(f.pointer);
    if (!current || rank(f) < rank(current)) best.set(f.pointer, f);
  }
  return findings.filter((f) => best.get(f.pointer) === f);
}
