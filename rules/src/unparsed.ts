/**
 * Input that does not fit the model's type: a number field (amount, unit price, quantity,
 * percent) holding text, a date field holding what is no calendar date yyyy-mm-dd, a unit field
 * holding what is no UN/ECE Rec 20/21 code, or an IBAN field (SEPA transfer BT-84, direct debit
 * BT-91) holding what is no IBAN. The editor keeps what the user typed in the field itself, so
 * what the screen shows is what is stored; the rules FIELD-number, FIELD-date, FIELD-unitCode
 * (written once for every field of that format or code list, `fields.ts`) and FIELD-iban make it
 * an error like any other. The server refuses to store or generate such an invoice with
 * `unparsedInput` — the same rules, nothing else.
 */
import type { Engine } from './engine';
import { defaultEngine, evaluate, families } from './evaluate';
import type { Finding } from './types';

/** The rules that find input the model's types cannot hold. */
export const UNPARSED_RULES: readonly string[] = [
  'FIELD-number',
  'FIELD-date',
  'FIELD-unitCode',
  'FIELD-iban',
];

let skipFor: { engine: Engine; skip: Set<string> } | null = null;

/** Every other rule id of the families in use (one Set per engine: it caches its plans by the Set). */
function otherRules(): Set<string> {
  const engine = defaultEngine();
  if (skipFor?.engine !== engine) {
    const skip = new Set<string>();
    for (const family of families()) for (const rule of family.rules ?? []) skip.add(rule.id);
    for (const id of UNPARSED_RULES) skip.delete(id);
    skipFor = { engine, skip };
  }
  return skipFor.skip;
}

const RANK = new Map(UNPARSED_RULES.map((id, i) => [id, i]));

/** A pointer's steps compared one by one, list positions as numbers: /A/2 before /A/10. */
function comparePointers(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const m = Number(x[i]);
    const n = Number(y[i]);
    if (Number.isInteger(m) && Number.isInteger(n)) return m - n;
    return x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}

/**
 * The unparsed-input findings among `findings`, in one order whatever else ran beside them (a
 * full run orders its contexts by all rules): by rule (number, date, unit, IBAN), then by place.
 */
function unparsedAmong(findings: readonly Finding[]): Finding[] {
  return findings
    .filter((f) => RANK.has(f.ruleId))
    .sort(
      (a, b) =>
        (RANK.get(a.ruleId) ?? 0) - (RANK.get(b.ruleId) ?? 0) || comparePointers(a.pointer, b.pointer),
    );
}

/** The findings of the unparsed-input rules (editor form or plain form); `[]` when all input fits. */
export function unparsedInput(invoice: unknown): Finding[] {
  if (!invoice || typeof invoice !== 'object' || Array.isArray(invoice)) return [];
  return unparsedAmong(evaluate(invoice, { profile: 'editor', skipRules: otherRules() }));
}

/**
 * The same findings taken from a full evaluation with an editor profile (`editor` or
 * `editor-en16931`: both run these rules, as errors), for a caller that evaluates the invoice
 * anyway and need not run the rules a second time.
 */
export const unparsedOf = (editorFindings: readonly Finding[]): Finding[] => unparsedAmong(editorFindings);
