/** The texts of the UBL rules decided on the XML (and of the rules of both syntaxes). */
import { atMost, error, type RuleText, warning } from './xml-rule-texts';

const seller = 'AccountingSupplierParty/Party';
const buyer = 'AccountingCustomerParty/Party';
const line = 'InvoiceLine/CreditNoteLine';

export const ublRuleTexts: Record<string, RuleText> = {
  // rows of the warning table that the official configuration raises to errors
  'UBL-CR-646': error(
    'Unterpositionen (SubInvoiceLine) dürfen nicht vorkommen (außer in der XRechnung-Erweiterung).',
    'Sub invoice lines (SubInvoiceLine) must not be present (except in the XRechnung extension).',
  ),
  'UBL-SR-01': atMost('ContractDocumentReference/ID'),
  'UBL-SR-02': atMost('ReceiptDocumentReference/ID'),
  'UBL-SR-03': atMost('DespatchDocumentReference/ID'),
  'UBL-SR-04': error(
    'Höchstens eine Kennung eines Rechnungsobjekts (AdditionalDocumentReference mit Typcode 130).',
    'At most one invoiced object identifier (AdditionalDocumentReference with type code 130).',
  ),
  'UBL-SR-05': atMost('PaymentTerms/Note'),
  'UBL-SR-06': atMost('InvoiceDocumentReference', 'BillingReference'),
  'UBL-SR-07': error(
    'Jede BillingReference nennt die vorausgegangene Rechnung (InvoiceDocumentReference/ID).',
    'Every BillingReference names the preceding invoice (InvoiceDocumentReference/ID).',
  ),
  'UBL-SR-08': atMost('InvoicePeriod'),
  'UBL-SR-09': atMost(`${seller}/PartyLegalEntity/RegistrationName`),
  'UBL-SR-10': atMost(`${seller}/PartyName/Name`),
  'UBL-SR-11': atMost(`${seller}/PartyLegalEntity/CompanyID`),
  'UBL-SR-12': error(
    'Der Verkäufer hat höchstens eine Umsatzsteuer-Identifikationsnummer (PartyTaxScheme mit VAT).',
    'The seller has at most one VAT identifier (PartyTaxScheme with VAT).',
  ),
  'UBL-SR-13': error(
    'Der Verkäufer hat höchstens eine Steuernummer (PartyTaxScheme eines anderen Steuerschemas als VAT).',
    'The seller has at most one tax registration identifier (PartyTaxScheme of a scheme other than VAT).',
  ),
  'UBL-SR-14': atMost(`${seller}/PartyLegalEntity/CompanyLegalForm`),
  'UBL-SR-15': atMost(`${buyer}/PartyLegalEntity/RegistrationName`),
  'UBL-SR-16': atMost(`${buyer}/PartyIdentification/ID`),
  'UBL-SR-17': atMost(`${buyer}/PartyLegalEntity/CompanyID`),
  'UBL-SR-18': error(
    'Der Käufer hat höchstens eine Umsatzsteuer-Identifikationsnummer (PartyTaxScheme mit VAT).',
    'The buyer has at most one VAT identifier (PartyTaxScheme with VAT).',
  ),
  'UBL-SR-19': error(
    'Der Zahlungsempfänger (PayeeParty) hat höchstens einen Namen, und er unterscheidet sich vom Verkäufer.',
    'The payee (PayeeParty) has at most one name, and it differs from the seller.',
  ),
  'UBL-SR-20': error(
    'Der Zahlungsempfänger hat höchstens eine Kennung (außer der SEPA-Gläubiger-ID) und unterscheidet sich vom Verkäufer.',
    'The payee has at most one identifier (besides the SEPA creditor id) and differs from the seller.',
  ),
  'UBL-SR-21': error(
    'Der Zahlungsempfänger hat höchstens eine Registernummer (PartyLegalEntity/CompanyID) und unterscheidet sich vom Verkäufer.',
    'The payee has at most one legal registration identifier (PartyLegalEntity/CompanyID) and differs from the seller.',
  ),
  'UBL-SR-22': atMost('PartyName/Name', 'TaxRepresentativeParty'),
  'UBL-SR-24': atMost('Delivery'),
  'UBL-SR-25': atMost('DeliveryParty/PartyName/Name', 'Delivery'),
  'UBL-SR-26': atMost('PaymentID', 'PaymentMeans'),
  'UBL-SR-27': atMost('PaymentMeansCode', 'PaymentMeans'),
  'UBL-SR-28': atMost('PaymentMandate/ID', 'PaymentMeans'),
  'UBL-SR-29': error(
    'Höchstens eine SEPA-Gläubiger-ID (PartyIdentification/ID mit schemeID SEPA) im Dokument.',
    'At most one SEPA creditor id (PartyIdentification/ID with schemeID SEPA) in the document.',
  ),
  'UBL-SR-30': error(
    'Ein Nachlass (ChargeIndicator false) hat höchstens einen Grund als Text.',
    'An allowance (ChargeIndicator false) has at most one reason text.',
  ),
  'UBL-SR-31': error(
    'Ein Zuschlag (ChargeIndicator true) hat höchstens einen Grund als Text.',
    'A charge (ChargeIndicator true) has at most one reason text.',
  ),
  'UBL-SR-32': atMost('TaxCategory/TaxExemptionReason', 'TaxSubtotal'),
  'UBL-SR-33': atMost('DocumentDescription', 'AdditionalDocumentReference'),
  'UBL-SR-34': atMost('Note', line),
  'UBL-SR-35': atMost('OrderLineReference/LineID', line),
  'UBL-SR-36': atMost('InvoicePeriod', line),
  'UBL-SR-37': atMost('Price/AllowanceCharge/Amount', line),
  'UBL-SR-38': atMost('Item/ClassifiedTaxCategory/TaxExemptionReason', line),
  'UBL-SR-39': atMost('ProjectReference/ID'),
  'UBL-SR-40': atMost(`${buyer}/PartyName/Name`),
  'UBL-SR-42': atMost('PartyTaxScheme', seller, 2),
  'UBL-SR-43': error(
    'Eine AdditionalDocumentReference mit schemeID an der Kennung ist eine Rechnungsobjekt-Kennung (Typcode 130; in einer Gutschrift auch 50).',
    'An AdditionalDocumentReference whose identifier has a schemeID is an invoiced object identifier (type code 130; in a credit note also 50).',
  ),
  'UBL-SR-44': error(
    'Alle Verwendungszwecke (PaymentID) im Dokument haben denselben Wert.',
    'Every remittance information (PaymentID) in the document has the same value.',
  ),
  'UBL-SR-45': atMost('PaymentMeans/PaymentDueDate'),
  'UBL-SR-46': error(
    'Höchstens ein Zahlungsmittel-Code trägt einen Text (Attribut name).',
    'At most one payment means code carries a text (attribute name).',
  ),
  'UBL-SR-47': error(
    'Alle Zahlungsmittel-Codes (PaymentMeansCode) im Dokument haben denselben Wert.',
    'Every payment means code (PaymentMeansCode) in the document has the same value.',
  ),
  'UBL-SR-48': error(
    'Jede Rechnungsposition hat genau eine Umsatzsteuerkategorie (Item/ClassifiedTaxCategory).',
    'Every invoice line has exactly one VAT category (Item/ClassifiedTaxCategory).',
  ),
  'UBL-SR-49': atMost('InvoicePeriod/DescriptionCode'),
  'UBL-SR-50': atMost('Item/Description', line),
  'UBL-SR-51': error(
    'Jede Anschrift hat höchstens eine AddressLine.',
    'Every address has at most one AddressLine.',
  ),
  'UBL-SR-52': atMost('DocumentReference', line),
  'UBL-SR-53': error(
    'Jedes PartyTaxScheme hat eine Steuerschema-Kennung (TaxScheme/ID) und eine Nummer (CompanyID).',
    'Every PartyTaxScheme has a tax scheme identifier (TaxScheme/ID) and a number (CompanyID).',
  ),
  'UBL-SR-54': atMost('PaymentMeans/CardAccount'),
  'UBL-SR-55': atMost('PaymentMeans/PaymentMandate'),
  'PEPPOL-EN16931-R043': error(
    'Der ChargeIndicator eines Nachlasses oder Zuschlags (Dokument oder Position) ist genau true oder false.',
    'The ChargeIndicator of a document or line allowance or charge is exactly true or false.',
  ),
  'PEPPOL-EN16931-R044': error(
    'Am Preis einer Position ist nur ein Nachlass erlaubt (Indikator false), kein Zuschlag.',
    'The price of a line may carry only an allowance (indicator false), no charge.',
  ),
  'PEPPOL-EN16931-R053': error(
    'Genau ein TaxTotal hat Aufschlüsselungen (TaxSubtotal).',
    'Exactly one TaxTotal has breakdowns (TaxSubtotal).',
  ),
  'PEPPOL-EN16931-R101': error(
    'Eine Dokumentreferenz an einer Position ist eine Rechnungsobjekt-Kennung (Typcode 130).',
    'A document reference on a line is an invoiced object identifier (type code 130).',
  ),
  'BR-CL-03': error(
    'Die Währung (currencyID) jedes Betrags ist ein Code aus ISO 4217.',
    'The currency (currencyID) of every amount is an ISO 4217 code.',
  ),
  'BR-DEX-14': error(
    'Der Betrag einer Zahlung durch Dritte (PrepaidPayment/PaidAmount) ist in der Rechnungswährung (Erweiterung).',
    'The amount of a third party payment (PrepaidPayment/PaidAmount) is in the invoice currency (extension).',
  ),
  'BR-TMP-3': error(
    'Brutto- und Nettopreis einer Position beziehen sich auf dieselbe Basismenge mit derselben Einheit.',
    'The gross and the net price of a line refer to the same base quantity in the same unit.',
  ),
  'UBL-CR-002': warning('UBLVersionID ist 2.1, wenn angegeben.', 'UBLVersionID is 2.1 when given.'),
  'UBL-CR-412': warning(
    'PaymentMeans/PaymentDueDate soll in einer Rechnung (nicht Gutschrift) nicht vorkommen.',
    'PaymentMeans/PaymentDueDate should not be present in an invoice (not a credit note).',
  ),
  'UBL-CR-665': warning(
    'Eine schemeID an der Kennung einer AdditionalDocumentReference soll nur bei Typcode 130 vorkommen.',
    'A schemeID on the identifier of an AdditionalDocumentReference should occur only with type code 130.',
  ),
  'UBL-DT-18': warning(
    'Das Attribut name soll an Codes nicht vorkommen (außer am Zahlungsmittel-Code).',
    'The attribute name should not be present on codes (except the payment means code).',
  ),
};
