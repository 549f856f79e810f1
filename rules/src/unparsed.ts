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

/** The findings of the unparsed-input rules (editor form or plain form); `[]` when all input fits. */
export function unparsedInput(invoice: unknown): Finding[] {
  if (!invoice || typeof invoice !== 'object' || Array.isArray(invoice)) return [];
  return evaluate(invoice, { profile: 'editor', skipRules: otherRules() });
}
