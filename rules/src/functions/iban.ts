import { IBAN_LENGTHS } from './ibanLengths';

/** Remainder of a long digit string modulo 97, taken piecewise (no big integers, no floats). */
export function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** Letters as numbers (A = 10 … Z = 35), digits as they are. */
export function lettersToDigits(text: string): string {
  let out = '';
  for (const ch of text) out += ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
  return out;
}

/**
 * IBAN check of the spec: letters and digits only, uppercase; two-letter country, two check
 * digits, the rest; the country's length; mod 97 of the rearranged number equals 1.
 */
export function iban(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 64) return false;
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(value)) return false;
  const length = IBAN_LENGTHS[value.slice(0, 2)];
  if (length === undefined || value.length !== length) return false;
  return mod97(lettersToDigits(value.slice(4) + value.slice(0, 4))) === 1;
}
