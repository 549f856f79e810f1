/**
 * Errors of the XML layer. `messageKey` is a stable i18n key for the UI and the HTTP error
 * catalogue; `message` is the German text shown when no translation is at hand (spec §8 texts
 * where the spec gives one).
 */
export class XmlError extends Error {
  readonly messageKey: string;
  /** Extra detail for logs and the CLI (never needed to understand the message). */
  readonly detail?: string;

  constructor(messageKey: string, message: string, detail?: string) {
    super(message);
    this.name = 'XmlError';
    this.messageKey = messageKey;
    this.detail = detail;
  }
}

/** Message keys and German texts of the generation direction. */
export const generateMessages = {
  thirdPartyPaymentNotInCii: {
    key: 'message.xml.generate.third_party_payment_ubl_only',
    text: 'Zahlungen durch Dritte können nur in einer UBL-Rechnung übertragen werden, nicht in CII (UN/CEFACT).',
  },
  thirdPartyPaymentNotInCreditNote: {
    key: 'message.xml.generate.third_party_payment_not_in_credit_note',
    text: 'Zahlungen durch Dritte können in einer UBL-Gutschrift (Rechnungsart 381) nicht übertragen werden.',
  },
  onePrecedingInvoiceInCii: {
    key: 'message.xml.generate.cii_one_preceding_invoice',
    text: 'CII (UN/CEFACT) kann nur eine vorausgegangene Rechnung aufnehmen; bitte UBL wählen oder die Angaben reduzieren.',
  },
  unknownSpecVersion: {
    key: 'message.xml.generate.unknown_spec_version',
    text: 'Unbekannte XRechnung-Version.',
  },
  unknownSyntax: {
    key: 'message.xml.generate.unknown_syntax',
    text: 'Unbekannte Syntax: erlaubt sind ubl und cii.',
  },
  transformFailed: {
    key: 'message.xml.generate.technical_error',
    text: 'Die XML-Datei konnte nicht erzeugt werden: die Rechnungsdaten sind unvollständig oder fehlerhaft.',
  },
} as const;

export function generateError(which: keyof typeof generateMessages, detail?: string): XmlError {
  const { key, text } = generateMessages[which];
  return new XmlError(key, text, detail);
}
