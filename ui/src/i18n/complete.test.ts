/**
 * Issue 27: English is a complete language. Every German text has an English one of its own
 * (English would otherwise show the German text as its fallback), and an English text equal to
 * the German one is a word both languages share.
 */
import { describe, expect, it } from 'vitest';
import editorDe from '../editor/i18n/de.json';
import editorEn from '../editor/i18n/en.json';
import helpDe from '../editor/i18n/help.de.json';
import helpEn from '../editor/i18n/help.en.json';
import appDe from './de.json';
import directoriesDe from './directories.de.json';
import directoriesEn from './directories.en.json';
import appEn from './en.json';

const de: Record<string, string> = { ...helpDe, ...editorDe, ...appDe, ...directoriesDe };
const en: Record<string, string> = { ...helpEn, ...editorEn, ...appEn, ...directoriesEn };

/** Words German and English write alike. */
const SHARED =
  /^(Status|Leitweg-ID|Syntax|Version|Details|XR Web Capture|Administration|Administrator|Login|Name|Text|BIC|IBAN|UBL|UN\/CEFACT CII|SHA-256|PDF|CSV|XML|XRechnung \{spec\}|Version \{version\})$/;
/^(Status|Leitweg-ID|Syntax|Version|Details|XR Web Capture|Administration|Administrator|Login|BIC|IBAN|PDF|CSV|XML|XRechnung \{spec\}|Version \{version\})$/;

describe('the English catalogue', () => {
  it('has a text for every German one', () => {
    expect(Object.keys(de).filter((id) => !en[id]?.trim())).toEqual([]);
  });

  it('has its own words, not the German ones', () => {
    const same = Object.keys(de).filter((id) => en[id] === de[id] && /\p{L}{3}/u.test(de[id]));
    expect(same.filter((id) => !SHARED.test(de[id]))).toEqual([]);
  });
});
