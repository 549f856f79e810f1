/**
 * Finding texts in plain language: the rule's message (`ruleMessages(locale)` of @xr/rules) with
 * its `{params}` filled and the element names the official rules quote in English
 * („Buyer city“ (BT-52)) replaced by the field's label in the user's language. Rule ids are not
 * part of the text (`findingRuleId` gives them to the details toggle of the validate screen).
 */
import { btIndex } from '@xr/generated';
import { ruleMessages } from '@xr/rules';
import { intlFor } from '../../i18n';
import type { Finding } from '../state/types';
import { fieldLabelId } from './fieldLabelId';

/** The model's field name of a BT/BG id (`BT-52` → `Buyer_city`), from the generated BT index. */
export function fieldNameOfBt(bt: string): string | undefined {
  const pointer = (btIndex as Record<string, { pointers: string[] } | undefined>)[bt]?.pointers[0];
  return pointer
    ?.split('/')
    .filter((s) => s && s !== '*' && s !== 'Content')
    .pop();
}

const QUOTED_ELEMENT = /[„"“]([^„"“”]{1,120})[“"”]\s*\((B[TG]-\d+(?:-\d+)?)\)/g;

/** „Buyer city“ (BT-52) → „Ort“ in German (the label the user sees at the field, `easy` in easy mode). */
export function localiseElementNames(text: string, locale: 'de' | 'en', easy = false): string {
  const messages = intlFor(locale).messages as Record<string, unknown>;
  return text
    .replace(QUOTED_ELEMENT, (whole, _name: string, bt: string) => {
      const field = fieldNameOfBt(bt);
      const id = field ? fieldLabelId(messages, field, easy) : undefined;
      const label = id ? messages[id] : undefined;
      if (typeof label !== 'string') return whole;
      return locale === 'de' ? `„${label}“` : `"${label}"`;
    })
    .replace(BARE_ID, '');
}

/** A BT/BG id in brackets left in a text (ids are for the details toggle, not the message). */
const BARE_ID = /\s*\((?:B[TG]-\d+(?:-\d+)?(?:,\s*)?)+\)/g;

export function findingText(finding: Finding, locale: 'de' | 'en', easy = false): string {
  const template = ruleMessages(locale)[finding.messageId] ?? finding.messageId ?? finding.ruleId;
  const text = template.replace(/\{(\w+)\}/g, (_m, name: string) => String(finding.params?.[name] ?? ''));
  return localiseElementNames(text, locale, easy);
}

/** The rule id for those who need it (official ids such as BR-CO-21; none for the editor's own). */
export const findingRuleId = (finding: Finding): string => finding.ruleId;

export { onePerField } from './onePerField';
