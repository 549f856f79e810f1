import { describe, expect, it } from 'vitest';
import { email, password, sameAsLogin, sameAsPassword } from './validation';

describe('password rules of spec §5', () => {
  it.each([
    ['Abcdefghij1!', undefined],
    ['Äbcdefghij1$', undefined],
    ['Abcdefgh1!', 'validation.passwordMinLength'],
    ['abcdefghij1!', 'validation.passwordRegex'],
    ['ABCDEFGHIJ1!', 'validation.passwordRegex'],
    ['Abcdefghijk!', 'validation.passwordRegex'],
    ['Abcdefghijk1', 'validation.passwordRegex'],
    ['', 'validation.required'],
    [`A1!${'a'.repeat(253)}`, 'validation.passwordMaxLength'],
  ])('%s → %s', (value, expected) => {
    expect(password(value)).toBe(expected);
  });

  it('needs the repeat to equal the password', () => {
    expect(sameAsPassword('Abcdefghij1!', 'Abcdefghij1!')).toBeUndefined();
    expect(sameAsPassword('Abcdefghij1?', 'Abcdefghij1!')).toBe('validation.sameAsPassword');
  });
});

describe('e-mail checks', () => {
  it('accepts addresses with umlauts and refuses malformed ones', () => {
    expect(email('jürgen@müller.example')).toBeUndefined();
    expect(email('no-at-sign.example')).toBe('validation.email');
    expect(email('a@b')).toBe('validation.email');
    expect(email('  ')).toBe('validation.required');
  });

  it('compares a new login with its repeat ignoring case', () => {
    expect(sameAsLogin('New@Example.org', 'new@example.org')).toBeUndefined();
    expect(sameAsLogin('other@example.org', 'new@example.org')).toBe('validation.sameAsLogin');
  });
});
