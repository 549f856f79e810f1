/**
 * Issue 27: counts in the server's words speak as the language does ("1 row" / "3 rows",
 * "1 Versuch" / "3 Versuchen"), by ICU plural rules as the UI's texts do.
 */
import { describe, expect, it } from 'vitest';
import { deliveryFailedMail } from '../src/delivery/failure-mail';
import { errorBody } from '../src/errors/api-error';

describe('plurals in server texts', () => {
  it('the CSV refusal counts its rows', () => {
    expect(errorBody('csv.error.invalid', 'en', { count: 1 }).message).toBe(
      'The CSV file has errors in 1 row; nothing was stored.',
    );
    expect(errorBody('csv.error.invalid', 'en', { count: 3 }).message).toBe(
      'The CSV file has errors in 3 rows; nothing was stored.',
    );
    expect(errorBody('csv.error.invalid', 'de', { count: 1 }).message).toContain('Fehler in 1 Zeile;');
    expect(errorBody('csv.error.invalid', 'de', { count: 2 }).message).toContain('Fehler in 2 Zeilen;');
  });

  it('the delivery failure mail counts its attempts', () => {
    const mail = (locale: string, attempts: number) =>
      deliveryFailedMail(locale, 'RE-1', 'a@b.example', 'refused', attempts, 'https://x.example').body;
    expect(mail('en', 1)).toContain('after 1 attempt.');
    expect(mail('en', 5)).toContain('after 5 attempts.');
    expect(mail('de', 1)).toContain('nach 1 Versuch nicht');
    expect(mail('de', 5)).toContain('nach 5 Versuchen nicht');
  });
});
