/**
 * Spec §9: XML attachments, third-party payments and a price base quantity (BT-149) are only
 * possible with UBL. The editor offers only UBL then; the server refuses CII for such content.
 */
type Json = Record<string, unknown>;

const list = (v: unknown): Json[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Json[]) : [];

export function ublOnlyReasons(invoice: Json): string[] {
  const reasons: string[] = [];
  const xml = list(invoice.ADDITIONAL_SUPPORTING_DOCUMENTS).some((d) => {
    const file = (d.Attached_document ?? {}) as Json;
    return (
      ['application/xml', 'text/xml'].includes(String(file.Mime_Code ?? '').toLowerCase()) ||
      /\.xml$/i.test(String(file.Filename ?? ''))
    );
  });
  if (xml) reasons.push('xmlAttachment');
  if (list(invoice.THIRD_PARTY_PAYMENT).length > 0) reasons.push('thirdPartyPayment');
  const baseQuantity = list(invoice.INVOICE_LINE).some((line) => {
    const q = ((line.PRICE_DETAILS ?? {}) as Json).Item_price_base_quantity;
    return q !== undefined && q !== null && q !== '' && Number(q) !== 0;
  });
  if (baseQuantity) reasons.push('BT-149');
  return reasons;
}
