import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codelist, codelistInfo, codelistNames, isCode, label, options } from '../index';

describe('code lists', () => {
  it('registers every file of lists/ under its name, each with source, version and unique codes', () => {
    const files = readdirSync(new URL('../lists/', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
    expect([...codelistNames].sort()).toEqual(files.sort());
    for (const name of codelistNames) {
      const info = codelistInfo(name);
      expect(info.name).toBe(name);
      expect(info.source.length, name).toBeGreaterThan(10);
      expect(info.version, name).not.toBe('');
      const codes = codelist(name).map((e) => e.code);
      expect(new Set(codes).size, `${name} has duplicate codes`).toBe(codes.length);
      for (const e of codelist(name)) expect(e.de && e.en, `${name} ${e.code} lacks a label`).toBeTruthy();
    }
  });

  it('holds the complete official lists the BR-CL rules need', () => {
    expect(codelist('UNECE_REC20')).toHaveLength(2162);
    for (const unit of ['C62', 'H87', 'KGM', 'HUR', 'LTR', 'MTR', 'DAY', 'KWH', 'MON', 'ANN', 'SET', 'XPP']) {
      expect(isCode('UNECE_REC20', unit), unit).toBe(true);
    }
    expect(codelist('ISO4217')).toHaveLength(179);
    expect(codelist('ISO3166')).toHaveLength(251);
    for (const type of ['380', '326', '384', '381', '389', '875', '876', '877'])
      expect(isCode('UNTDID1001', type)).toBe(true);
    expect(codelist('UNTDID2005').map((e) => e.code)).toEqual(['3', '35', '432']);
    expect(isCode('EAS', 'EM') && isCode('EAS', '0204') && isCode('EAS', '9930')).toBe(true);
    expect(isCode('ICD', '0088') && isCode('ICD', '0092')).toBe(false);
    expect(isCode('VATEX', 'VATEX-EU-132-1A') && isCode('VATEX', 'VATEX-EU-AE')).toBe(true);
  });

  it('rejects codes that are not on the list, and non-strings', () => {
    expect(isCode('UNECE_REC20', 'STUECK')).toBe(false);
    expect(isCode('ISO4217', 'eur')).toBe(false);
    expect(isCode('ISO3166', 'DEU')).toBe(false);
    expect(isCode('UNTDID5305', 19)).toBe(false);
  });

  it('sorts options by label in the locale with the empty choice first', () => {
    const de = options('ISO3166', 'de');
    expect(de[0]).toEqual({ value: '', label: '' });
    const deLabels = de.slice(1).map((o) => o.label);
    expect(deLabels.indexOf('Ägypten')).toBeLessThan(deLabels.indexOf('Albanien'));
    expect(deLabels[0]).toBe('Afghanistan');
    const en = options('ISO3166', 'en').slice(1);
    expect(en.find((o) => o.value === 'DE')?.label).toBe('Germany');
    expect(options('UNTDID5305', 'en').map((o) => o.value)).toContain('AE');
    expect(options('EDITOR_INVOICE_TYPES', 'de').map((o) => o.value)).toEqual([
      '',
      '381',
      '380',
      '384',
      '389',
      '326',
    ]);
    expect(options('ALLOWED_CURRENCIES', 'en')).toEqual([
      { value: '', label: '' },
      { value: 'EUR', label: 'Euro' },
    ]);
  });

  it('gives labels in German and English', () => {
    expect(label('UNTDID4461', '58', 'de')).toBe('SEPA-Überweisung');
    expect(label('UNTDID4461', '58', 'en')).toBe('SEPA credit transfer');
    expect(label('UNTDID4461', 'nope')).toBeUndefined();
  });
});
