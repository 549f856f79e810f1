/**
 * One line of what an import answers (the findings of a refused file, the warnings of an accepted
 * one; each a rule finding with the server's text in the caller's language). Easy mode: the plain
 * text that says what to do (`plainFindingText`), or the server's text without ids where the rule
 * set has none (XML-level rules), one sentence for the server's texts on the XML's structure (they
 * name an XPath); advanced mode: the server's text with the rule id in front.
 */

import { t } from '../../i18n';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { userSettingsAtom } from '../state/atoms';
import type { Finding } from '../state/types';
import { localiseElementNames } from './findingText';
import { plainField, plainFindingText, plainTextKind } from './plainText';

/** A rule id in a server text ("[BR-DE-15]", "PEPPOL-EN16931-R008:"), for easy mode to leave out. */
const RULE_ID = /\[?\b(?:BR|PEPPOL|UBL|CII)-[A-Z0-9-]*\d[A-Za-z0-9-]*\]?:?/g;

export type ImportFinding = Partial<Finding> & { ruleId?: string; message: string };

/** The server's texts on the XML's structure (with the rule id and an XPath), and easy mode's words for them. */
const ON_XML: Record<string, string> = {
  'import.error.syntax': 'editor.import.xmlError',
  'import.warning.syntax': 'editor.import.xmlWarning',
};

export function importLine(f: ImportFinding): string {
  const locale = appStore.get(localeAtom);
  if (appStore.get(userSettingsAtom).isEasyMode && f.ruleId) {
    const onXml = f.messageId ? ON_XML[f.messageId] : undefined;
    if (onXml) return t(onXml);
    // the plain text where it can name the field (or needs none); a finding on the XML alone keeps
    // the server's words, without ids
    const kind = plainTextKind(f.ruleId, f.bt, locale);
    if (kind === 'rule' || (kind !== 'none' && plainField(f.bt, locale)))
      return plainFindingText(
        { params: {}, pointer: '', severity: 'error', messageId: '', ...f } as Finding,
        locale,
      );
    return localiseElementNames(f.message, locale)
      .replace(RULE_ID, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
  }
  return f.ruleId && !f.message.includes(f.ruleId) ? `${f.ruleId}: ${f.message}` : f.message;
}
