import { describe, expect, it } from 'vitest';
import { vatCell } from './vatCell';

describe('the VAT column of the line table', () => {
  it('names the category in easy mode, with its rate', () => {
    expect(vatCell('S', 19, 'de', false)).toBe('19 %');
    expect(vatCell('S', 7.5, 'de', false)).toBe('7,5 %');
    expect(vatCell('Z', 0, 'de', false)).toBe('0 % – Nullsatz');
    expect(vatCell('AE', 0, 'de', false)).toBe('0 % – Umkehrung der Steuerschuldnerschaft (Reverse Charge)');
    expect(vatCell('E', 0, 'en', false)).toBe('0 % – Exempt from tax');
    expect(vatCell('O', undefined, 'de', false)).toBe('Nicht steuerbar');
  });

  it('keeps the letter in advanced mode and for a category the editor does not offer', () => {
    expect(vatCell('Z', 0, 'de', true)).toBe('Z 0 %');
    expect(vatCell('AE', 0, 'en', true)).toBe('AE 0 %');
    expect(vatCell('S', 19, 'de', true)).toBe('19 %');
    expect(vatCell('B', 22, 'de', false)).toBe('B 22 %');
  });
});
