/**
 * IBAN check of spec §5: letters and digits only, uppercased; two-letter country, two check
 * digits, the rest; the length must equal the country's; mod-97 must be 1.
 */
const LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** Uppercased, everything but letters and digits removed (the save normalisation too). */
export function normaliseAccount(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** ISO 7064 mod 97-10 over a string of digits and letters (A=10 … Z=35). */
export function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = normaliseAccount(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = LENGTHS[iban.slice(0, 2)];
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
