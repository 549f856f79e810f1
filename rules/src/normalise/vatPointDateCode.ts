import type { Obj } from './json';

/**
 * BT-8: EN 16931 carries UNTDID 2475 codes (5 issue date, 29 delivery date, 72 paid to date);
 * the editor offers them as UNTDID 2005 codes (3, 35, 432). Load maps to the editor's codes,
 * save maps back, so the stored plain invoice and the XML keep the EN 16931 codes.
 */
const TO_EDITOR: Record<string, string> = { '5': '3', '29': '35', '72': '432' };
const TO_DOCUMENT: Record<string, string> = { '3': '5', '35': '29', '432': '72' };

export function vatPointDateCodeToEditor(invoice: Obj): void {
  const code = invoice.Value_added_tax_point_date_code;
  if (typeof code === 'string' && TO_EDITOR[code]) invoice.Value_added_tax_point_date_code = TO_EDITOR[code];
}

export function vatPointDateCodeToDocument(invoice: Obj): void {
  const code = invoice.Value_added_tax_point_date_code;
  if (typeof code === 'string' && TO_DOCUMENT[code])
    invoice.Value_added_tax_point_date_code = TO_DOCUMENT[code];
}
