/** Import findings in easy mode say what to do without rule ids; advanced mode names the rule. */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { userSettingsAtom } from '../state/atoms';
import { importLine } from './importLine';

const refused = {
  ruleId: 'BR-CL-01',
  bt: 'BT-3',
  message: 'Der Rechnungstyp-Code (BT-3) muss … UNTDID 1001 sein.',
};
const xmlLevel = {
  ruleId: 'UBL-CR-001',
  message: '[UBL-CR-001] Eine Rechnung sollte keine UBL-Erweiterung enthalten.',
};

const easy = () => act(() => appStore.set(userSettingsAtom, { isEasyMode: true, isXMLIncluded: false }));
// the store is shared with the other test files of a run: each test starts in easy mode
beforeEach(easy);
afterEach(easy);

describe('a line of an import answer', () => {
  it('easy mode: plain words, no rule id', () => {
    act(() => appStore.set(localeAtom, 'de'));
    expect(importLine(refused)).toBe('Bitte für „Rechnungsart“ einen Eintrag aus der Auswahlliste wählen.');
    expect(importLine(xmlLevel)).toBe('Eine Rechnung sollte keine UBL-Erweiterung enthalten.');
    // no field to name: the server's own words, without ids
    expect(importLine({ ...refused, bt: undefined })).toBe('Der Rechnungstyp-Code muss … UNTDID 1001 sein.');
    // the server's text on the XML's structure names a rule id and an XPath: one plain sentence
    const onXml = {
      ruleId: 'UBL-SR-19',
      messageId: 'import.error.syntax',
      message: 'Fehler UBL-SR-19: Die Datei verletzt an /Invoice/cac:PayeeParty eine Regel …',
    };
    expect(importLine(onXml)).toBe(
      'Die XML-Datei ist anders aufgebaut, als die offizielle Prüfung es verlangt (zum Beispiel steht ein Element doppelt oder ein Datum in falscher Form).',
    );
    act(() => appStore.set(localeAtom, 'en'));
    expect(importLine({ ...onXml, messageId: 'import.warning.syntax' })).toMatch(
      /^The XML file holds an element/,
    );
    act(() => appStore.set(localeAtom, 'de'));
  });

  it('advanced mode: the server text with its rule id', () => {
    act(() => appStore.set(userSettingsAtom, { isEasyMode: false, isXMLIncluded: false }));
    expect(importLine(refused)).toBe(`BR-CL-01: ${refused.message}`);
    expect(importLine(xmlLevel)).toBe(xmlLevel.message);
  });
});
