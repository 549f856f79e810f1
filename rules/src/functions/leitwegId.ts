import { lettersToDigits, mod97 } from './iban';

/**
 * The Leitweg-ID form: coarse address (2–12 digits), optional fine address (up to 30 letters or
 * digits) between hyphens, then two check digits: `04011000-1234512345-06`, `991-33333TEST-33`.
 */
export const LEITWEG_FORM = /^[0-9]{2,12}(-[A-Za-z0-9]{1,30})?-[0-9]{2}$/;

/** True when the value has the Leitweg-ID form (the rule then checks its check digits). */
export function isLeitwegForm(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 46 && LEITWEG_FORM.test(value);
}

/**
 * Leitweg-ID check (ISO 7064 MOD 97-10): the part before the last hyphen, letters as numbers
 * (A = 10 … Z = 35), followed by the two check digits, is 1 modulo 97.
 */
export function leitwegId(value: unknown): boolean {
  if (!isLeitwegForm(value)) return false;
  const text = (value as string).toUpperCase();
  const cut = text.lastIndexOf('-');
  const body = text.slice(0, cut).replace(/-/g, '');
  return mod97(lettersToDigits(body) + text.slice(cut + 1)) === 1;
}
