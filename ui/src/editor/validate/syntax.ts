/**
 * Syntax and specification choices of the validate screen (spec §9): UBL is forced when the
 * invoice has XML attachments, third-party claims or a price base quantity (BT-149). The
 * specification versions with their validity: 3.0.1 from 2024-02-01, older ones until their end.
 * The validity says when receiving platforms accept a version, so the preset is the version valid
 * on the day of generation (never the issue date); an older one only by explicit choice, with a
 * warning that current platforms refuse it.
 */
import { isXmlAttachment } from '../attachments/limits';
import type { Json } from '../state/types';

export type SyntaxChoice = 'ubl' | 'cii';

export function ublForcedReasons(invoice: Json): string[] {
  const reasons: string[] = [];
  if ((invoice?.ADDITIONAL_SUPPORTING_DOCUMENTS ?? []).some(isXmlAttachment)) reasons.push('xmlAttachment');
  if ((invoice?.THIRD_PARTY_PAYMENT ?? []).length > 0) reasons.push('thirdParty');
  const base = (invoice?.INVOICE_LINE ?? []).some((l: Json) => {
    const q = l?.PRICE_DETAILS?.Item_price_base_quantity;
    return q !== undefined && q !== null && q !== '' && Number(q) !== 0;
  });
  if (base) reasons.push('baseQuantity');
  return reasons;
}

export const SPEC_VERSIONS: { version: string; from?: string; until?: string }[] = [
  { version: '3.0.1', from: '2024-02-01' },
  { version: '2.3.1', until: '2024-01-31' },
  { version: '2.2', until: '2023-07-31' },
  { version: '2.1', until: '2022-07-31' },
  { version: '2.0', until: '2022-01-31' },
  { version: '1.2.2', until: '2020-12-31' },
];

/** The day of generation (UTC, yyyy-mm-dd). */
export function generationDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The version valid on a date (the current one when there is no date). */
export function specVersionFor(date: string | undefined): string {
  if (!date) return SPEC_VERSIONS[0].version;
  const older = [...SPEC_VERSIONS].reverse().find((v) => v.until && date <= v.until);
  return date >= (SPEC_VERSIONS[0].from ?? '') || !older ? SPEC_VERSIONS[0].version : older.version;
}

/** True when platforms refuse the version on the day of generation (it needs a warning). */
export function isOutdatedSpecVersion(version: string, today: string = generationDay()): boolean {
  return version !== specVersionFor(today);
}

export function generateKind(
  syntax: SyntaxChoice,
  invoice: Json,
): 'ubl-invoices' | 'cefact-invoices' | 'ubl-credit-note-invoices' {
  if (syntax === 'cii') return 'cefact-invoices';
  return invoice?.Invoice_type_code === '381' ? 'ubl-credit-note-invoices' : 'ubl-invoices';
}
