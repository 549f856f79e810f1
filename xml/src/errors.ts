/**
 * Errors of the XML layer. `messageKey` is a stable i18n key for the UI and the HTTP error
 * catalogue; `message` is the German text shown when no translation is at hand (spec §8 texts
 * where the spec gives one).
 */
export class XmlError extends Error {
  readonly messageKey: string;
  /** Extra detail for logs and the CLI (never needed to understand the message). */
  readonly detail?: string;
  /** The English text, where the message has one. */
  readonly en?: string;

  constructor(messageKey: string, message: string, detail?: string, en?: string) {
    super(message);
    this.name = 'XmlError';
    this.messageKey = messageKey;
    this.detail = detail;
    this.en = en;
  }
}

/** Message keys and German texts of the generation direction. */
export const generateMessages = {
  thirdPartyPaymentNotInCii: {
    key: 'message.xml.generate.third_party_payment_ubl_only',
    text: 'Zahlungen durch Dritte können nur in einer UBL-Rechnung übertragen werden, nicht in CII (UN/CEFACT).',
    en: 'Third-party payments can only be carried in a UBL invoice, not in CII (UN/CEFACT).',
  },
  thirdPartyPaymentNotInCreditNote: {
    key: 'message.xml.generate.third_party_payment_not_in_credit_note',
    text: 'Zahlungen durch Dritte können in einer UBL-Gutschrift (Rechnungsart 381) nicht übertragen werden.',
    en: 'Third-party payments cannot be carried in a UBL credit note (invoice type 381).',
  },
  onePrecedingInvoiceInCii: {
    key: 'message.xml.generate.cii_one_preceding_invoice',
    text: 'CII (UN/CEFACT) kann nur eine vorausgegangene Rechnung aufnehmen; bitte UBL wählen oder die Angaben reduzieren.',
    en: 'CII (UN/CEFACT) holds only one preceding invoice; please choose UBL or reduce the references.',
  },
  noLinesInUbl: {
    key: 'message.xml.generate.ubl_needs_lines',
    text: 'Eine UBL-Rechnung braucht mindestens eine Rechnungsposition; eine Rechnung ohne Positionen kann nur als CII (UN/CEFACT) erzeugt werden.',
    en: 'A UBL invoice needs at least one invoice line; an invoice without lines can only be generated as CII (UN/CEFACT).',
  },
  contactDepartmentNotInUbl: {
    key: 'message.xml.generate.contact_department_cii_only',
    text: 'Die Abteilung des Kontakts hat in UBL keinen Platz neben dem Kontakt (Person); bitte CII (UN/CEFACT) wählen oder die Angaben zusammenführen.',
    en: 'The contact department has no place beside the contact person in UBL; please choose CII (UN/CEFACT) or merge the two.',
  },
  dueDateNeedsPaymentMeansInCreditNote: {
    key: 'message.xml.generate.credit_note_due_date_needs_payment_means',
    text: 'Eine UBL-Gutschrift (Rechnungsart 381) trägt das Fälligkeitsdatum (BT-9) nur bei den Zahlungsanweisungen; bitte eine Zahlungsart angeben oder CII (UN/CEFACT) wählen.',
    en: 'A UBL credit note (invoice type 381) carries the payment due date (BT-9) only with the payment instructions; please give a payment means or choose CII (UN/CEFACT).',
  },
  totalsMissingInUbl: {
    key: 'message.xml.generate.ubl_totals_missing',
    text: 'UBL verlangt die Gesamtbeträge der Rechnung; es fehlen:',
    en: 'UBL requires the document totals; missing:',
  },
  discountWithoutGrossPriceInCii: {
    key: 'message.xml.generate.cii_discount_needs_gross_price',
    text: 'CII (UN/CEFACT) trägt einen Artikelpreisrabatt (BT-147) nur mit dem Bruttopreis (BT-148); bitte den Bruttopreis angeben oder UBL wählen.',
    en: 'CII (UN/CEFACT) carries an item price discount (BT-147) only with the gross price (BT-148); please give the gross price or choose UBL.',
  },
  dueDateOrTermsNeededInCii: {
    key: 'message.xml.generate.cii_due_date_or_terms_needed',
    text: 'Ein CII-Dokument (UN/CEFACT) mit einem fälligen Betrag (BT-115) braucht ein Fälligkeitsdatum (BT-9) oder Zahlungsbedingungen (BT-20), auch als Gutschrift (BR-CO-25); bitte eines davon angeben oder UBL wählen.',
    en: 'A CII document (UN/CEFACT) with an amount due (BT-115) needs a payment due date (BT-9) or payment terms (BT-20), a credit note too (BR-CO-25); please give one of them or choose UBL.',
  },
  sameAccountingCurrency: {
    key: 'message.xml.generate.accounting_currency_equals_invoice_currency',
    text: 'Die Währung für die Umsatzsteuerbuchung (BT-6) gleicht der Rechnungswährung (BT-5): eine XRechnung und ein CII-Dokument nennen sie nur, wenn sie abweicht (PEPPOL-EN16931-R005, BR-53), und einen eigenen Steuerbetrag in dieser Währung (BT-111) kann kein Dokument vom Steuerbetrag (BT-110) unterscheiden. Bitte BT-6 und BT-111 leer lassen.',
    en: 'The VAT accounting currency (BT-6) equals the invoice currency (BT-5): an XRechnung and a CII document name it only when it differs (PEPPOL-EN16931-R005, BR-53), and no document can tell a VAT total in that currency (BT-111) from the VAT total (BT-110). Please leave BT-6 and BT-111 empty.',
  },
  specVersionNotInEn16931: {
    key: 'message.xml.generate.spec_version_not_in_en16931',
    text: 'Eine XRechnung-Version passt nicht zu einer Rechnung an ein Unternehmen (EN 16931): bitte keine Version angeben oder XRechnung wählen.',
    en: 'An XRechnung version does not fit an invoice to a business (EN 16931): please give no version or choose XRechnung.',
  },
  thirdPartyPaymentNotInEn16931: {
    key: 'message.xml.generate.third_party_payment_xrechnung_only',
    text: 'Zahlungen durch Dritte sind eine Erweiterung von XRechnung und haben in einer EN-16931-Rechnung an ein Unternehmen keinen Platz.',
    en: 'Third-party payments are an XRechnung extension and have no place in an EN 16931 invoice to a business.',
  },
  unknownSpecVersion: {
    key: 'message.xml.generate.unknown_spec_version',
    text: 'Unbekannte XRechnung-Version.',
    en: 'Unknown XRechnung version.',
  },
  unknownSyntax: {
    key: 'message.xml.generate.unknown_syntax',
    text: 'Unbekannte Syntax: erlaubt sind ubl und cii.',
    en: 'Unknown syntax: ubl and cii are allowed.',
  },
  transformFailed: {
    key: 'message.xml.generate.technical_error',
    text: 'Die XML-Datei konnte nicht erzeugt werden: die Rechnungsdaten sind unvollständig oder fehlerhaft.',
    en: 'The XML file could not be generated: the invoice data are incomplete or wrong.',
  },
} as const;

export function generateError(which: keyof typeof generateMessages, detail?: string): XmlError {
  const { key, text, en } = generateMessages[which];
  return new XmlError(key, text, detail, en);
}
