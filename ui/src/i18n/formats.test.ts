import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import { formatDate, formatDateTime } from './formats';

describe('formats of spec §9', () => {
  it('writes dates dd.MM.yyyy in German and dd/MM/yyyy in English (day first in both)', () => {
    expect(formatDate('2026-03-07', 'de')).toBe('07.03.2026');
    expect(formatDate('2026-03-07', 'en')).toBe('07/03/2026');
    expect(formatDate(undefined, 'de')).toBe('');
  });

  it('writes times with 24 hours in both languages', () => {
    const local = new Date(2026, 2, 7, 15, 4).toISOString();
    expect(formatDateTime(local, 'de')).toBe('07.03.2026 15:04');
    expect(formatDateTime(local, 'en')).toBe('07/03/2026 15:04');
    const midnight = new Date(2026, 2, 7, 0, 30).toISOString();
    expect(formatDateTime(midnight, 'en')).toBe('07/03/2026 00:30');
  });
});

describe('message files', () => {
  it('have the same ids in German and English, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    for (const [id, text] of [...Object.entries(de), ...Object.entries(en)]) expect(text, id).not.toBe('');
  });

  it('carry the technical error text of spec §8', () => {
    expect(de['error.technical']).toBe(
      'Es ist ein technischer Fehler bei der Server-Kommunikation aufgetreten. Bitte versuchen Sie es zu einem späteren Zeitpunkt noch einmal.',
    );
  });
});
