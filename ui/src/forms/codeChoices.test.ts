/**
 * Code list choices read as names (issue 27): the name alone without codes, the code beside it with
 * codes; two entries of one name told apart by their code; entries whose name is only a placeholder
 * around the code offered with codes only. The value stays the code.
 */
import { describe, expect, it } from 'vitest';
import { codeListOptions } from './codeChoices';
import { countryOptions } from './countries';

const labelOf = (list: ReturnType<typeof codeListOptions>, code: string) =>
  list.find((o) => o.value === code)?.label;

describe('code list choices', () => {
  it('show the name alone, in the UI language, with the code as the value', () => {
    expect(labelOf(countryOptions('de'), 'DE')).toBe('Deutschland');
    expect(labelOf(countryOptions('en'), 'DE')).toBe('Germany');
    expect(labelOf(codeListOptions('EAS', 'de'), '0204')).toBe('Leitweg-ID');
    expect(labelOf(codeListOptions('UNTDID1001', 'de'), '380')).toBe('Rechnung');
    expect(countryOptions('de')[0]).toEqual({ value: '', label: '' });
  });

  it('show the code beside the name where codes are wanted (advanced mode)', () => {
    expect(labelOf(codeListOptions('ISO3166', 'de', true), 'DE')).toBe('DE – Deutschland');
    expect(labelOf(codeListOptions('UNTDID1001', 'en', true), '380')).toBe('380 – Commercial invoice');
  });

  it('tell entries of one name apart by their code', () => {
    const units = codeListOptions('UNECE_REC20', 'de');
    expect(labelOf(units, 'XAL')).toBe('Ball (XAL)');
    expect(labelOf(units, 'AA')).toBe('Ball (AA)');
    expect(labelOf(units, 'HUR')).toBe('Stunde');
  });

  it('offer entries without a name of their own with codes only', () => {
    expect(labelOf(codeListOptions('ICD', 'de'), '0003')).toBeUndefined();
    expect(labelOf(codeListOptions('ICD', 'de'), '0088')).toBe('Global Location Number (GLN)');
    expect(labelOf(codeListOptions('ICD', 'de', true), '0003')).toBe('0003 – ICD 0003');
    expect(codeListOptions('ICD', 'en').every((o) => !/\bICD\b/.test(o.label))).toBe(true);
  });
});
