/**
 * Leitweg-ID (BT-10 buyer reference for German public buyers): coarse address of 2–12 digits,
 * optional fine address of up to 30 letters/digits, then two check digits, joined by "-".
 * The check digits follow ISO 7064 mod 97-10 over the ID without hyphens (letters A=10 … Z=35):
 * the whole number mod 97 is 1.
 */
import { mod97 } from './iban';

const SHAPE = /^(\d{2,12})(?:-([A-Z0-9]{1,30}))?-(\d{2})$/;

export type LeitwegFeedback = 'empty' | 'shape' | 'checkDigits' | 'valid';

export function leitwegFeedback(value: string | undefined): LeitwegFeedback {
  const v = (value ?? '').trim().toUpperCase();
  if (v === '') return 'empty';
  if (!SHAPE.test(v)) return 'shape';
  return mod97(v.replace(/-/g, '')) === 1 ? 'valid' : 'checkDigits';
}

/** The two check digits for an ID without them ("04011000-1234512345"). */
export function leitwegCheckDigits(withoutCheck: string): string {
  const body = withoutCheck.toUpperCase().replace(/-/g, '');
  const rest = mod97(`${body}00`);
  return String(98 - rest).padStart(2, '0');
}

/** Only IDs shaped like a Leitweg-ID get check-digit feedback; other buyer references pass. */
export function looksLikeLeitwegId(value: string | undefined): boolean {
  return /^\d{2,12}(-[A-Za-z0-9]{1,30})?-\d{2}$/.test((value ?? '').trim());
}
