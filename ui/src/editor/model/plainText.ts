/**
 * Easy mode's finding texts (issue 27): what to do, in plain words, without numbers of the
 * standard. A mechanism, not a text per finding:
 *
 * 1. a rule with a text of its own in the catalogue (`plain.rule.<id>`, ui/src/editor/i18n/plain.*.json);
 * 2. a "missing value" rule (every variant of the id tests `exists`): "Bitte {field} eintragen"
 *    with the field's label, and its group where the field sits in one ("Ort" of the buyer's address);
 * 3. the product's own rules (families of the editor profiles only): their texts are the spec's
 *    messages, written for the supplier already (`findingText`);
 * 4. otherwise the text of the rule's family (`plain.family.<stem>`, the id without its number:
 *    BR-CL-04 → BR-CL, BR-DE-23-b → BR-DE, PEPPOL-EN16931-R005 → PEPPOL).
 *
 * `plainTextKind` says which of these answers a rule id (the test enumerates every id with it).
 * Advanced mode keeps the rule's precise text (`findingText`).
 */
import { btIndex } from '@xr/generated';
import { families } from '@xr/rules';
import { intlFor } from '../../i18n';
import '../i18n/plain';
import type { Finding } from '../state/types';
import { fieldLabelId } from './fieldLabelId';
import { findingText } from './findingText';

type Locale = 'de' | 'en';
export type PlainKind = 'rule' | 'own' | 'missing' | 'family' | 'none';

/** The family of an id: its segments before the first one holding a digit. */
export function ruleStem(id: string): string {
  const parts = id.split('-');
  const first = parts.findIndex((p) => /\d/.test(p));
  return (first < 0 ? parts : parts.slice(0, first)).join('-');
}

interface RuleFacts {
  own: boolean;
  missing: boolean;
}
let facts: Map<string, RuleFacts> | undefined;

const EDITOR_ONLY = (profiles: string[] | undefined) =>
  !!profiles && profiles.every((p) => p === 'editor' || p === 'editor-en16931');

/** Per rule id: whether it is the product's own and whether all its variants test `exists` (or `present`). */
function ruleFacts(id: string): RuleFacts | undefined {
  if (!facts) {
    facts = new Map();
    for (const family of families()) {
      const own = EDITOR_ONLY(family.profiles);
      for (const rule of family.rules ?? []) {
        const test = rule.test as Record<string, unknown> | undefined;
        // `present` is `exists` that also counts an imported empty element (rules/LANGUAGE.md)
        const exists = !!test && Object.keys(test).length === 1 && ('exists' in test || 'present' in test);
        const was = facts.get(rule.id);
        facts.set(rule.id, { own: own && (was?.own ?? true), missing: exists && (was?.missing ?? true) });
      }
    }
  }
  return facts.get(id);
}

const messagesOf = (locale: Locale) => intlFor(locale).messages as Record<string, unknown>;
const has = (locale: Locale, id: string) => typeof messagesOf(locale)[id] === 'string';

/** The pointer segments of a BT/BG id's field (`BT-52` → BUYER, BUYER_POSTAL_ADDRESS, Buyer_city). */
function fieldPath(bt: string | undefined): string[] {
  const pointer = bt
    ? (btIndex as Record<string, { pointers: string[] } | undefined>)[bt]?.pointers[0]
    : undefined;
  return (pointer ?? '').split('/').filter((s) => s && s !== '*' && s !== 'Content');
}

/** The field's label as easy mode names it, in quotes, with its group's label when the field sits in a group. */
export function plainField(bt: string | undefined, locale: Locale): string | undefined {
  const intl = intlFor(locale);
  const path = fieldPath(bt);
  const label = (name: string | undefined) => {
    const id = name ? fieldLabelId(messagesOf(locale), name, true) : undefined;
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const field = label(path.at(-1));
  if (!field) return undefined;
  const quoted = locale === 'de' ? `„${field}“` : `"${field}"`;
  const group = path.length > 1 ? label(path.at(-2)) : undefined;
  // the group only where the label does not say it already ("Name des Käufers" needs no "(Käufer)")
  const said = !!group && field.toLocaleLowerCase().includes(group.toLocaleLowerCase());
  return group && !said ? intl.formatMessage({ id: 'plain.in' }, { field: quoted, group }) : quoted;
}

/** Which text easy mode shows for a rule id (and the field its finding is about). */
export function plainTextKind(ruleId: string, bt: string | undefined, locale: Locale): PlainKind {
  if (has(locale, `plain.rule.${ruleId}`)) return 'rule';
  const f = ruleFacts(ruleId);
  if (f?.missing && plainField(bt, locale)) return 'missing';
  if (f?.own) return 'own';
  if (has(locale, `plain.family.${ruleStem(ruleId)}`)) return 'family';
  return 'none';
}

/** The finding as easy mode says it. */
export function plainFindingText(finding: Finding, locale: Locale): string {
  const intl = intlFor(locale);
  const field = plainField(finding.bt, locale) ?? intl.formatMessage({ id: 'plain.thisField' });
  switch (plainTextKind(finding.ruleId, finding.bt, locale)) {
    case 'rule':
      return intl.formatMessage({ id: `plain.rule.${finding.ruleId}` }, { field });
    case 'missing':
      return intl.formatMessage({ id: 'plain.missing' }, { field });
    case 'family':
      return intl.formatMessage({ id: `plain.family.${ruleStem(finding.ruleId)}` }, { field });
    default:
      return findingText(finding, locale, true);
  }
}
