/**
 * The name of a document type (UNTDID 1001, BT-3) as the product's documents say it, in German and
 * English: the mail's {documentType} and the list CSV's column. A self-billed invoice (389) is a
 * "Gutschrift" in German, as § 14 UStG asks.
 */
export const DOCUMENT_TYPE_NAMES: Record<'de' | 'en', Record<string, string>> = {
  de: {
    '380': 'Rechnung',
    '381': 'Gutschrift',
    '384': 'Korrigierte Rechnung',
    '389': 'Gutschrift im Gutschriftverfahren',
  },
  en: { '380': 'Invoice', '381': 'Credit note', '384': 'Corrected invoice', '389': 'Self-billed invoice' },
};
