import { describe, expect, it } from 'vitest';
import { date, email, iban, isLeitwegForm, leitwegId, phone, vatIdPrefix } from '../index';

describe('iban', () => {
  it.each([
    'DE02120300000000202051',
    'AT611904300234573201',
    'CH9300762011623852957',
    'FR1420041010050500013M02606',
    'GB29NWBK60161331926819',
    'NL91ABNA0417164300',
    'IT60X0542811101000000123456',
    'ES9121000418450200051332',
    'BE68539007547034',
    'NO9386011117947',
  ])('accepts %s', (value) => expect(iban(value)).toBe(true));

  it.each([
    ['DE02120300000000202052', 'check digits'],
    ['DE0212030000000020205', 'length of DE'],
    ['de02120300000000202051', 'lowercase'],
    ['DE02 1203 0000 0000 2020 51', 'spaces'],
    ['XX02120300000000202051', 'unknown country'],
    ['DE02-120300000000202051', 'other characters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => expect(iban(value)).toBe(false));

  it('rejects what is not a string', () => {
    expect(iban(12345)).toBe(false);
    expect(iban(null)).toBe(false);
    expect(iban('D'.repeat(10_000_000))).toBe(false);
  });
});

describe('leitwegId (ISO 7064 MOD 97-10)', () => {
  it.each([
    '04011000-12345-03',
    '04011000-12349-88',
    '991-33333TEST-33',
    '90000000-03083-72',
    '1234567890-54321-40',
    '04011000-1234512345-06',
  ])('accepts %s', (value) => expect(leitwegId(value)).toBe(true));
  it.each(['04011000-12345-04', '991-33333TEST-34', '04011000-12345', 'Leitweg-ID', '1-12345-03'])(
    'rejects %s',
    (value) => expect(leitwegId(value)).toBe(false),
  );
  it('recognises the form independent of the check digits', () => {
    expect(isLeitwegForm('04011000-12345-04')).toBe(true);
    expect(isLeitwegForm('PO-4711 / Dept 5')).toBe(false);
  });
});

describe('email', () => {
  it.each([
    'max@example.de',
    'jürgen.müller@bäckerei-groß.de',
    'a.b+c@sub.example.com',
    "o'neil@example.org",
  ])('accepts %s', (v) => expect(email(v)).toBe(true));
  it.each(['max@', '@example.de', 'max example@x.de', 'max@example', 'max..x@example.de', 'max@-x.de', ''])(
    'rejects %s',
    (v) => expect(email(v)).toBe(false),
  );
});

describe('phone', () => {
  it.each(['123', '+49 (0)421 12345-67', '0421/123.45', '[012-3456789]', 'Tel. 030 123 ext. 4'])(
    'accepts %s',
    (v) => expect(phone(v)).toBe(true),
  );
  it.each(['12', 'abc12', '+-/', '', '1'.repeat(101)])('rejects %s', (v) => expect(phone(v)).toBe(false));
});

describe('date', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29'])('accepts %s', (v) => expect(date(v)).toBe(true));
  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-04-31',
    '2026-1-1',
    '01.02.2026',
    '2026-01-01T00:00:00',
  ])('rejects %s', (v) => expect(date(v)).toBe(false));
});

describe('vatIdPrefix', () => {
  it.each(['DE123456789', 'EL123456789', 'ATU12345678', 'XI123456789'])('accepts %s', (v) =>
    expect(vatIdPrefix(v)).toBe(true),
  );
  it.each(['123456789', 'XX123', 'de123456789', 'DE'])('rejects %s', (v) =>
    expect(vatIdPrefix(v)).toBe(false),
  );
});
