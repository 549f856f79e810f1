/**
 * IBAN check of spec §5: letters and digits only, uppercased; two-letter country, two check
 * digits, the rest; the length must equal the country's; mod-97 must be 1. The country lengths
 * and the mod-97 arithmetic are those of @xr/rules (the `iban` check); this file names the problem.
 */
import { mod97 as digitsMod97, IBAN_LENGTHS, lettersToDigits } from '@xr/rules';

/** Uppercased, everything but letters and digits removed (the save normalisation too). */
export function normaliseAccount(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** ISO 7064 mod 97-10 over a string of digits and uppercase letters (A=10 … Z=35), the rules' own. */
export function mod97(text: string): number {
  return digitsMod97(lettersToDigits(text));
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = normaliseAccount(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!length) return 'country';
  if (iban.length !== length) return 'length';
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return 'checksum';
  return undefined;
}

export function isIban(value: string): boolean {
  return ibanProblem(value) === undefined;
}

/** Groups of four for display ("DE89 3704 0044 ..."). */
export function groupIban(value: string): string {
  return normaliseAccount(value).replace(/(.{4})(?=.)/g, '$1 ');
}
