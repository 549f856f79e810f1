/** Number, date, IBAN and Leitweg-ID helpers (spec §5, §9). */
import { describe, expect, it } from 'vitest';
import { datePlaceholder, parseDisplayDate, toDisplayDate } from './dates';
import { ibanProblem, normaliseAccount } from './iban';
import { leitwegCheckDigits, leitwegFeedback } from './leitwegId';
import { formatNumber, parseNumber } from './numbers';

describe('formats', () => {
  it('formats each number kind per locale', () => {
    expect(formatNumber(1234567.5, 'amount', 'de')).toBe('1.234.567,50');
    expect(formatNumber(1234567.5, 'amount', 'en')).toBe('1,234,567.50');
    expect(formatNumber(2.123456, 'unitPrice', 'de')).toBe('2,123456');
    expect(formatNumber(2.1, 'unitPrice', 'de')).toBe('2,10');
    expect(formatNumber(3, 'quantity', 'de')).toBe('3');
    expect(formatNumber(1000, 'vat', 'de')).toBe('1000,00');
    expect(formatNumber(undefined, 'amount', 'de')).toBe('');
  });

  it('parses both notations without float arithmetic on the text', () => {
    expect(parseNumber('1.234,56', 'de')).toEqual({ ok: true, value: 1234.56 });
    expect(parseNumber('12.5', 'de')).toEqual({ ok: true, value: 12.5 });
    expect(parseNumber('1,234.56', 'en')).toEqual({ ok: true, value: 1234.56 });
    expect(parseNumber('', 'de')).toEqual({ ok: true, value: undefined });
    expect(parseNumber('1,2,3', 'de').ok).toBe(false);
    expect(parseNumber('-7,5', 'de')).toEqual({ ok: true, value: -7.5 });
  });

  it('shows dates DD.MM.YYYY / DD/MM/YYYY and stores yyyy-mm-dd', () => {
    expect(toDisplayDate('2024-02-29', 'de')).toBe('29.02.2024');
    expect(toDisplayDate('2024-02-29', 'en')).toBe('29/02/2024');
    expect(parseDisplayDate('29.2.2024', 'de')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseDisplayDate('29/2/2024', 'en')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseDisplayDate('29.02.2023', 'de')).toEqual({ ok: false, problem: 'nonexistent' });
    expect(parseDisplayDate('31.02.2026', 'de')).toEqual({ ok: false, problem: 'nonexistent' });
    expect(parseDisplayDate('31/02/2026', 'en')).toEqual({ ok: false, problem: 'nonexistent' });
    expect(parseDisplayDate('2026-02-31', 'de')).toEqual({ ok: false, problem: 'nonexistent' });
    expect(parseDisplayDate('31.2.26', 'de')).toEqual({ ok: false, problem: 'format' });
    expect(parseDisplayDate('02/03/2026', 'de')).toEqual({ ok: false, problem: 'format' });
    // day before month in English too: 02/03 is the 2nd of March, and no 13th month
    expect(parseDisplayDate('02/03/2026', 'en')).toEqual({ ok: true, value: '2026-03-02' });
    expect(parseDisplayDate('01/13/2026', 'en')).toEqual({ ok: false, problem: 'nonexistent' });
    expect(datePlaceholder('en')).toBe('DD/MM/YYYY');
  });

  it('checks IBANs as the spec says', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(ibanProblem('DE89370400440532013001')).toBe('checksum');
    expect(ibanProblem('DE8937040044053201300')).toBe('length');
    expect(ibanProblem('XX89370400440532013000')).toBe('country');
    expect(ibanProblem('GB82 WEST 1234 5698 7654 32')).toBeUndefined();
    expect(normaliseAccount('de89-3704 0044')).toBe('DE8937040044');
  });

  it('computes and checks Leitweg-ID check digits', () => {
    expect(leitwegCheckDigits('04011000-1234512345')).toBe('06');
    expect(leitwegFeedback('04011000-1234512345-06')).toBe('valid');
    expect(leitwegFeedback('04011000-1234512345-07')).toBe('checkDigits');
    expect(leitwegFeedback('991-33333TEST-33')).toBe(
      leitwegCheckDigits('991-33333TEST') === '33' ? 'valid' : 'checkDigits',
    );
    expect(leitwegFeedback('abc')).toBe('shape');
  });
});
