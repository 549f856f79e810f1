/**
 * Field checks of spec §5 for the account forms. Each returns a message id (the spec's keys:
 * required, email, passwordRegex, sameAsPassword, sameAsLogin, minLength, maxLength) or undefined.
 */

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 255;

export const required = (value: string): string | undefined =>
  value.trim() ? undefined : 'validation.required';

// local part and domain with at least one dot; umlauts allowed
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
export const email = (value: string): string | undefined =>
  required(value) ?? (EMAIL.test(value.trim()) ? undefined : 'validation.email');

/** 12–255 characters with an uppercase and a lowercase letter, a digit and a special character. */
export function password(value: string): string | undefined {
  if (!value) return 'validation.required';
  if (value.length < PASSWORD_MIN) return 'validation.passwordMinLength';
  if (value.length > PASSWORD_MAX) return 'validation.passwordMaxLength';
  const ok = /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value) && /[^\p{L}\d]/u.test(value);
  return ok ? undefined : 'validation.passwordRegex';
}

export const sameAsPassword = (repeat: string, original: string): string | undefined =>
  repeat === original ? undefined : 'validation.sameAsPassword';

export const sameAsLogin = (repeat: string, original: string): string | undefined =>
  repeat.trim().toLowerCase() === original.trim().toLowerCase() ? undefined : 'validation.sameAsLogin';

export type Errors<K extends string> = Partial<Record<K, string>>;

/** True when no field has an error. */
export const noErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).every((e) => !e);
