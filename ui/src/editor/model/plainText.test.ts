/**
 * Easy mode's plain finding texts (issue 27): every rule id of the rule set has one in German and
 * English that names no rule id, BT number or URN; missing values read "Bitte … eintragen" with the
 * field's label; "Warum?" names the rule's source in one sentence.
 */
import { families } from '@xr/rules';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n';
import { problemLine } from '../masterdata/problemLines';
import type { Finding } from '../state/types';
import { findingText } from './findingText';
import { plainFindingText, plainTextKind, ruleStem } from './plainText';
import { type WhySource, whySource } from './whySource';

const finding = (ruleId: string, bt: string | undefined): Finding =>
  ({
    ruleId,
    bt: bt ?? '',
    severity: 'error',
    pointer: '',
    messageId: `rule.${ruleId}`,
    params: {},
  }) as Finding;

const rules = families().flatMap((f) => f.rules ?? []);
const TECHNICAL = /\bB[TG]-\d+|\bBR[-_]|PEPPOL|UBL-|CII-|FIELD-|urn:|\{\w+\}/;

describe('plain finding texts', () => {
  it('the rule set is there (hundreds of ids)', () => {
    expect(new Set(rules.map((r) => r.id)).size).toBeGreaterThan(300);
  });

  for (const locale of ['de', 'en'] as const) {
    it(`every rule id has a plain text in ${locale} without ids, BT numbers or URNs`, () => {
      const missing: string[] = [];
      const technical: string[] = [];
      for (const rule of rules) {
        if (plainTextKind(rule.id, rule.bt, locale) === 'none')
          missing.push(`${rule.id} (${ruleStem(rule.id)})`);
        const text = plainFindingText(finding(rule.id, rule.bt), locale);
        if (TECHNICAL.test(text) || text.trim() === '') technical.push(`${rule.id}: ${text}`);
      }
      expect(missing).toEqual([]);
      expect(technical).toEqual([]);
    });
  }

  it('a missing value says what to enter, with the field and its group', () => {
    const city = rules.find((r) => r.bt === 'BT-52' && 'exists' in (r.test as object));
    expect(city, 'a rule requiring the buyer city').toBeDefined();
    const f = finding(city?.id ?? '', 'BT-52');
    expect(plainFindingText(f, 'de')).toBe('Bitte „Ort“ (Anschrift des Käufers) eintragen.');
    expect(plainFindingText(f, 'en')).toMatch(/^Please enter "[^"]+" \([^)]+\)\.$/);
    // advanced mode keeps the rule's own words
    expect(findingText(f, 'de')).not.toBe(plainFindingText(f, 'de'));
    // no group where the label names it already
    expect(plainFindingText(finding('BR-07', 'BT-44'), 'de')).toBe('Bitte „Name des Käufers“ eintragen.');
    // the validate screen's line does not name the field twice
    const line = problemLine(
      intlFor('de'),
      { ...f, pointer: '/BUYER/BUYER_POSTAL_ADDRESS/Buyer_city' },
      plainFindingText(f, 'de'),
    );
    expect(line).toBe('Bitte „Ort“ (Anschrift des Käufers) eintragen.');
  });

  it("names a code's field as easy mode labels it, not by the standard's code", () => {
    const text = {
      de: plainFindingText(finding('BR-49', 'BT-81'), 'de'),
      en: plainFindingText(finding('BR-49', 'BT-81'), 'en'),
    };
    expect(text.de).toContain('„Zahlungsart“');
    expect(text.en).toContain('"Payment method"');
    expect(`${text.de} ${text.en}`).not.toMatch(/\bCode\b/);
  });

  it('other rules speak in the words of their family or their own', () => {
    expect(plainFindingText(finding('BR-DEC-01', 'BT-92'), 'de')).toBe(
      'Bitte bei „Betrag des Nachlasses“ (Nachlässe auf Dokumentenebene) höchstens zwei Stellen nach dem Komma angeben.',
    );
    expect(plainFindingText(finding('BR-CO-09', 'BT-31'), 'en')).toBe(
      'Please start the VAT ID with the country code, e.g. DE123456789.',
    );
  });
});

describe('"Warum?" in easy mode', () => {
  it('names the source of the rule', () => {
    const cases: [string, WhySource][] = [
      ['BR-02', 'ustg'],
      ['BR-CL-04', 'en16931'],
      ['BR-DE-1', 'xrechnung'],
      ['BR-DEX-01', 'xrechnung'],
      ['PEPPOL-EN16931-R005', 'peppol'],
      ['UBL-SR-19', 'syntax'],
      ['FIELD-email', 'editor'],
    ];
    for (const [id, source] of cases) expect(whySource(id), id).toBe(source);
  });

  it('has one sentence per source in both languages, naming the law or standard', () => {
    const named: Record<WhySource, RegExp> = {
      ustg: /§ 14/,
      en16931: /EN 16931/,
      syntax: /EN 16931/,
      xrechnung: /XRechnung.*KoSIT/,
      peppol: /Peppol/,
      editor: /./,
    };
    for (const locale of ['de', 'en'] as const)
      for (const [source, re] of Object.entries(named))
        expect(intlFor(locale).formatMessage({ id: `why.source.${source}` })).toMatch(re);
  });
});
